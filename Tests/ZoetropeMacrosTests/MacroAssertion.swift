import Testing
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import ZoetropeMacros

/// `assertMacroExpansion` for `#Preview` and `@Previewable`, its failures recorded as swift-testing
/// issues at the caller's line. The test file is `TestModule/test.swift`.
func assertPreviewExpansion(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(
        source, expandedSource: expandedSource, diagnostics: diagnostics,
        macroSpecs: ["Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self)],
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}
