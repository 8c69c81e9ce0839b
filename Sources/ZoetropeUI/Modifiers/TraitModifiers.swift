import Foundation
import Geometry2D

/// Sets traits on each element of its content (priority, tag, labels, hit testing).
struct _TraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (inout ElementTraits) -> Void

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let produced = content.elements(at: node, in: context)
        for element in produced { apply(&element.traits) }
        elements += produced
    }
}

/// Gives its content an explicit identity: a new `id` is a new view (state reset, appear/disappear).
struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var produced: [ViewElement] = []
        content.resolve(node.child(.explicit(id)), context, &produced)
        let described = "\(id.base)"
        for element in produced where element.traits.identifier == nil { element.traits.identifier = described }
        for element in produced where element.traits.scrollID == nil { element.traits.scrollID = id }
        elements += produced
    }
}

extension View {
    /// Gives the view an explicit identity: when `id` changes the view is replaced by a new one.
    ///
    /// ```swift
    /// Counter().id(token)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: AnyHashable(id))) }

    /// Tags the view (a `Picker` option's value).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TraitModifier { $0.tag = AnyHashable(tag) }) }

    /// Sets the priority stacks size this view with (default 0; higher first).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitModifier { $0.layoutPriority = value.isFinite ? value : 0 })
    }

    /// The label finders match (`Storyboard` `.label(_:)`).
    public func accessibilityLabel(_ label: String) -> some View { modifier(_TraitModifier { $0.label = label }) }

    /// The identifier finders match (`Storyboard` `.id(_:)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_TraitModifier { $0.identifier = identifier })
    }

    /// Whether taps reach this view (false: finders by point skip it).
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_TraitModifier { $0.allowsHitTesting = enabled }) }
}

/// Changes the environment its content sees.
struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var inner = context
        transform(&inner.environment)
        content.resolve(node.child(.content), inner, &elements)
    }
}

extension View {
    /// Sets the color shapes without a style (and `.fill()`, `.foreground`) use.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 10).foregroundColor(.green)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundStyle = color })
    }

    /// Sets the style shapes without a style (and `.fill()`, `.foreground`) use.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundStyle = unwrappedShapeStyle(style) })
    }

    /// Sets an environment value for this view and its children.
    ///
    /// ```swift
    /// HStack { a; b }.environment(\.layoutDirection, .rightToLeft)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}
