import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides Zoetrope's macros (`#Preview`, `@Previewable`, `@Entry`).
@main struct ZoetropeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
