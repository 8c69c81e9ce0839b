import Foundation
import Testing
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import ZoetropeMacros

/// `@Entry`: the accessors and the generated key, and its diagnostics.
@Suite struct EntryMacroTests {
    func assertEntry(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(
            source, expandedSource: expandedSource, diagnostics: diagnostics,
            macroSpecs: ["Entry": MacroSpec(type: EntryMacro.self)],
            failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
    }

    @Test func anEnvironmentEntry() {
        assertEntry(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: ZoetropeUI.EnvironmentKey {
                    static var defaultValue: Color {
                        .blue
                    }
                }
            }
            """)
    }

    @Test func aTransactionEntryAndAnOptionalWithoutDefault() {
        assertEntry(
            """
            extension Transaction {
                @Entry public var source: String?
            }
            """,
            expandedSource: """
            extension Transaction {
                public var source: String? {
                    get {
                        self[__Key_source.self]
                    }
                    set {
                        self[__Key_source.self] = newValue
                    }
                }

                private struct __Key_source: AnimationCore.TransactionKey {
                    static var defaultValue: String? {
                        nil
                    }
                }
            }
            """)
    }

    @Test func misuseSaysWhatToWrite() {
        func expectError(_ member: String, _ message: String, line: Int = 2, column: Int, container: String = "EnvironmentValues",
                         sourceLocation: SourceLocation = #_sourceLocation) {
            let source = "extension \(container) {\n    \(member)\n}"
            assertEntry(source, expandedSource: "extension \(container) {\n    \(member.replacingOccurrences(of: "@Entry ", with: ""))\n}",
                        diagnostics: [DiagnosticSpec(message: message, line: line, column: column),
                                      DiagnosticSpec(message: message, line: line, column: column)],
                        sourceLocation: sourceLocation)
        }
        expectError("@Entry let a: Int = 1", "@Entry needs 'var', not 'let': it makes a property that views can set", column: 12)
        expectError("@Entry var a = 1", "@Entry needs a type annotation, as in @Entry var accent: Color = .blue", column: 16)
        expectError("@Entry var a: Int",
                    "@Entry needs a default value, as in @Entry var accent: Color = .blue (only an optional may omit it)", column: 16)
        expectError("@Entry var a: Int = 1",
                    "@Entry can only be used in an extension of EnvironmentValues or Transaction; 'Settings' has no keys in Zoetrope",
                    column: 5, container: "Settings")
    }
}
