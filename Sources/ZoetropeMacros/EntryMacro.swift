import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import SwiftDiagnostics

/// `@Entry`: as SwiftUI's, a stored-looking property in an extension of `EnvironmentValues` or
/// `Transaction` that becomes a computed property over a generated key. The property
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// gets `get { self[__Key_accent.self] }` and `set { self[__Key_accent.self] = newValue }`, and a
/// peer `private struct __Key_accent: ZoetropeUI.EnvironmentKey` (in a `Transaction` extension,
/// `AnimationCore.TransactionKey`) whose `defaultValue` is computed from the initializer each time
/// it is read, as SwiftUI's is. An optional property may omit its initializer (default nil).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The containers `@Entry` works in: the extended type's name and its key protocol.
    static let keyProtocols: [String: String] = [
        "EnvironmentValues": "ZoetropeUI.EnvironmentKey",
        "Transaction": "AnimationCore.TransactionKey",
    ]

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(node, declaration, context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(node, declaration, context)
        return ["""
            private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
            static var defaultValue: \(entry.type) { \(entry.defaultValue) }
            }
            """]
    }

    /// What an `@Entry` property says: its name, type and default, checked.
    struct Entry {
        let keyName: String
        let keyProtocol: String
        let type: TypeSyntax
        let defaultValue: ExprSyntax

        init(_ node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol, _ context: some MacroExpansionContext) throws {
            func fail(_ message: EntryDiagnostic, at syntax: some SyntaxProtocol) -> DiagnosticsError {
                DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(syntax), message: message)])
            }
            guard let variable = declaration.as(VariableDeclSyntax.self) else { throw fail(.notAVariable, at: node) }
            guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { throw fail(.notVar, at: variable.bindingSpecifier) }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                throw fail(.isStatic, at: variable.modifiers)
            }
            guard variable.bindings.count == 1, let binding = variable.bindings.first else {
                throw fail(.severalBindings, at: variable.bindings)
            }
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { throw fail(.notAName, at: binding.pattern) }
            if binding.accessorBlock != nil { throw fail(.hasAccessors, at: binding) }
            guard let type = binding.typeAnnotation?.type.trimmed else { throw fail(.noType, at: binding.pattern) }
            if let initializer = binding.initializer {
                defaultValue = initializer.value.trimmed
            } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                defaultValue = "nil"
            } else {
                throw fail(.noDefault, at: binding)
            }
            let container = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            let unqualified = container.map { String($0.split(separator: ".").last ?? Substring($0)) }
            guard let unqualified, let keyProtocol = EntryMacro.keyProtocols[unqualified] else {
                throw fail(.unsupportedContainer(container), at: node)
            }
            self.keyProtocol = keyProtocol
            self.type = type
            keyName = "__Key_" + identifier.identifier.text
        }
    }
}

/// What `@Entry` says when it is used on something it cannot make an entry of.
enum EntryDiagnostic: DiagnosticMessage {
    case notAVariable, notVar, isStatic, severalBindings, notAName, hasAccessors, noType, noDefault
    case unsupportedContainer(String?)

    var message: String {
        switch self {
        case .notAVariable: "@Entry can only be applied to a variable, as in @Entry var accent: Color = .blue"
        case .notVar: "@Entry needs 'var', not 'let': it makes a property that views can set"
        case .isStatic: "@Entry makes an instance property; remove 'static'"
        case .severalBindings: "@Entry declares one property at a time; split this into one @Entry var per property"
        case .notAName: "@Entry needs a plain property name, as in @Entry var accent: Color = .blue"
        case .hasAccessors: "@Entry writes the property's accessors itself; remove the getter/setter and give an initial value"
        case .noType: "@Entry needs a type annotation, as in @Entry var accent: Color = .blue"
        case .noDefault: "@Entry needs a default value, as in @Entry var accent: Color = .blue (only an optional may omit it)"
        case .unsupportedContainer(let name):
            "@Entry can only be used in an extension of EnvironmentValues or Transaction"
                + (name.map { "; '\($0)' has no keys in Zoetrope" } ?? "; move it into 'extension EnvironmentValues { … }'")
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notAVariable: "notAVariable"
        case .notVar: "notVar"
        case .isStatic: "isStatic"
        case .severalBindings: "severalBindings"
        case .notAName: "notAName"
        case .hasAccessors: "hasAccessors"
        case .noType: "noType"
        case .noDefault: "noDefault"
        case .unsupportedContainer: "unsupportedContainer"
        }
        return MessageID(domain: "ZoetropeMacros.Entry", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
