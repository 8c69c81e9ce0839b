import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import SwiftDiagnostics

/// `#Preview`: as Xcode's, a preview of the view its trailing closure builds, with an optional
/// literal name and preview traits. The expansion is a caseless enum (a unique name) holding
///
/// - `make()`: the preview's value (``ZoetropeUI/Preview``: name, traits, where it was written, its
///   content), its body being the closure's statements (or, when the closure declares
///   `@Previewable` variables, a generated view holding them as stored properties, as Xcode 16 does);
/// - `record`: a test-content record in the `swift5_tests` section (the layout swift-testing uses,
///   with a kind of its own, `'zprv'`, which swift-testing skips), whose accessor hands `make()` to
///   `PreviewRegistry`: the preview registers itself with nothing to write and no build plugin.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge().padding() }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw DiagnosticsError(diagnostics: [PreviewDiagnostic.notAtFileScope.diagnose(at: Syntax(node.pound))])
        }
        let arguments = try PreviewArguments(node)
        let body = try PreviewBody(arguments.closure)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID: ExprSyntax = location?.file ?? "#fileID"
        let filePath: ExprSyntax = path?.file ?? "#filePath"
        let line: ExprSyntax = location?.line ?? "#line"

        let holder = context.makeUniqueName("Preview")
        let name: ExprSyntax = arguments.name.map { ExprSyntax($0) } ?? "nil"
        let traits = ArrayExprSyntax(expressions: arguments.traits)

        var members: [DeclSyntax] = []
        let content: String
        if body.previewables.isEmpty {
            content = body.statements.map(\.trimmedDescription).joined(separator: "\n")
        } else {
            let view = context.makeUniqueName("PreviewContent")
            let properties = body.previewables.map(\.trimmedDescription).joined(separator: "\n")
            let statements = body.statements.map(\.trimmedDescription).joined(separator: "\n")
            members.append("""
                struct \(view): ZoetropeUI.View {
                \(raw: properties)
                var body: some ZoetropeUI.View {
                \(raw: statements)
                }
                }
                """)
            content = "\(view.text)()"
        }
        members.append("""
            static func make() -> ZoetropeUI.Preview {
            ZoetropeUI.Preview(__name: \(name), traits: \(traits), fileID: \(fileID), filePath: \(filePath), line: \(line)) {
            \(raw: content)
            }
            }
            """)
        members.append("""
            @section("swift5_tests") @used static let record: ZoetropeUI.__PreviewRecord = (
            0x7a707276, 0, { out, type, _, _ in ZoetropeUI.__storePreview(\(holder).make(), at: out, ifTypeIs: type) }, 0, 0)
            """)
        let decl: DeclSyntax = """
            enum \(holder) {
            \(raw: members.map(\.description).joined(separator: "\n"))
            }
            """
        return [decl.formatted().cast(DeclSyntax.self)]
    }
}

/// The arguments of `#Preview(_ name:traits:body:)` as written: a literal name or none, the trait
/// expressions, the body closure.
struct PreviewArguments {
    var name: StringLiteralExprSyntax?
    var traits: [ExprSyntax] = []
    var closure: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var closure = node.trailingClosure
        var inTraits = false
        for (index, argument) in node.arguments.enumerated() {
            let label = argument.label?.text
            if label == "traits" { inTraits = true }
            if label == nil, index == 0, !inTraits {
                guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else {
                    throw DiagnosticsError(diagnostics: [PreviewDiagnostic.nameNotLiteral.diagnose(at: Syntax(argument.expression))])
                }
                name = literal
            } else if label == "body" || (label == nil && argument.expression.is(ClosureExprSyntax.self)) {
                closure = argument.expression.as(ClosureExprSyntax.self)
            } else if inTraits, label == nil || label == "traits" {
                traits.append(argument.expression.trimmed)
            } else {
                throw DiagnosticsError(diagnostics: [
                    PreviewDiagnostic.unexpectedArgument(label ?? "_").diagnose(at: Syntax(argument)),
                ])
            }
        }
        guard let closure else {
            throw DiagnosticsError(diagnostics: [PreviewDiagnostic.missingBody.diagnose(at: Syntax(node))])
        }
        if let parameters = closure.signature?.parameterClause {
            throw DiagnosticsError(diagnostics: [PreviewDiagnostic.bodyTakesParameters.diagnose(at: Syntax(parameters))])
        }
        self.closure = closure
    }
}

/// The body closure's statements, with the `@Previewable` variables taken out (their attribute
/// dropped): they become the stored properties of a generated view whose body is the rest.
struct PreviewBody {
    var previewables: [VariableDeclSyntax] = []
    var statements: [CodeBlockItemSyntax] = []

    init(_ closure: ClosureExprSyntax) throws {
        var diagnostics: [Diagnostic] = []
        for item in closure.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self), let attribute = variable.previewableAttribute else {
                statements.append(item)
                continue
            }
            if variable.bindings.contains(where: { $0.initializer == nil }) {
                diagnostics.append(PreviewDiagnostic.previewableWithoutValue.diagnose(at: Syntax(variable.bindings)))
            }
            let others = variable.attributes.filter { $0.as(AttributeSyntax.self) != attribute }
            previewables.append(variable.with(\.attributes, others).trimmed)
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }
    }
}

extension VariableDeclSyntax {
    /// The `@Previewable` attribute on this declaration, if any.
    var previewableAttribute: AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.isPreviewable }
    }
}

extension AttributeSyntax {
    /// Whether this is `@Previewable` (or `@ZoetropeUI.Previewable`).
    var isPreviewable: Bool {
        let name = attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
