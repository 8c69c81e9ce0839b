import Foundation

/// What a button does, which changes how it looks: SwiftUI's `ButtonRole`. A `.destructive`
/// button draws in red (`systemRed`: its label when borderless, its fill when bordered);
/// `.cancel` looks like a plain button outside alerts and menus (Zoetrope draws neither).
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// ```
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case destructive, cancel }
    let kind: Kind

    /// A button that deletes or discards something.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

/// The shape of bordered buttons' backgrounds (`.buttonBorderShape(_:)`), SwiftUI's
/// `ButtonBorderShape`. `.automatic` on iOS is the rounded rectangle of the control size.
///
/// ```swift
/// Button("Follow") { }.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(radius: CGFloat?) }
    let kind: Kind

    /// The platform's shape: on iOS the rounded rectangle of the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: semicircular ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (the background is a circle fitted in the label's frame, centred).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius` points (negative or non-finite: 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(radius, 0) : 0))
    }
}

extension View {
    /// Sets the shape of the bordered buttons' backgrounds inside.
    ///
    /// ```swift
    /// Button("Message") { }.buttonStyle(.bordered).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(_EnvironmentModifier { $0.controls.buttonBorderShape = shape })
    }
}
