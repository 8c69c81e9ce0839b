import SwiftSyntax
import SwiftSyntaxMacros
import SwiftDiagnostics

/// `@Previewable`: marks a variable at the top level of a `#Preview` body (Xcode 16's
/// `@Previewable @State var on = false`). `#Preview` takes such variables out of the body and makes
/// them stored properties of a generated view, so this attribute never expands where it is right;
/// anywhere else (outside `#Preview`, or nested in a block inside it) it is an error saying where
/// it belongs.
///
/// ```swift
/// #Preview {
///     @Previewable @State var on = false
///     Toggle("On", isOn: $on)
/// }
/// ```
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        throw DiagnosticsError(diagnostics: [PreviewDiagnostic.previewableOutsidePreview.diagnose(at: Syntax(node))])
    }
}
