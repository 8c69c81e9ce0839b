import Foundation

/// How a preview is laid out and turned: Xcode's preview traits (`#Preview(traits: …)`), and what
/// a `PreviewProvider`'s `.previewLayout` and `.previewInterfaceOrientation` become.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge() }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { Card() }
/// ```
///
/// Deviation: SwiftUI's type is generic (`PreviewTrait<Preview.ViewTraits>`); these traits are the
/// view traits, so the parameter is left out (code that names the type with it does not compile).
public struct PreviewTrait: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case layout(Layout)
        case orientation(InterfaceOrientation)
    }

    /// The canvas a preview gets.
    enum Layout: Hashable, Sendable {
        /// The device's screen (``DeviceProfile/default`` unless the preview names one).
        case device
        /// The size the view takes when offered the device's screen.
        case sizeThatFits
        /// A canvas of these points, with no device around it.
        case fixed(width: CGFloat, height: CGFloat)
    }

    let storage: Storage

    /// The device's screen (the default).
    public static let defaultLayout = PreviewTrait(storage: .layout(.device))
    /// A canvas as big as the view when it is offered the device's screen (as in Xcode).
    public static let sizeThatFitsLayout = PreviewTrait(storage: .layout(.sizeThatFits))
    /// A canvas of `width` × `height` points, without a device's safe area.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(storage: .layout(.fixed(width: width, height: height)))
    }
    /// The device upright (the default).
    public static let portrait = PreviewTrait(storage: .orientation(.portrait))
    /// The device upside down: laid out as upright.
    public static let portraitUpsideDown = PreviewTrait(storage: .orientation(.portraitUpsideDown))
    /// The device on its side, home indicator on the right.
    public static let landscapeLeft = PreviewTrait(storage: .orientation(.landscapeLeft))
    /// The device on its side, home indicator on the left.
    public static let landscapeRight = PreviewTrait(storage: .orientation(.landscapeRight))

    public var description: String {
        switch storage {
        case .layout(.device): "defaultLayout"
        case .layout(.sizeThatFits): "sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)):
            "fixedLayout(width: \(String(format: "%g", Double(width))), height: \(String(format: "%g", Double(height))))"
        case .orientation(let orientation): orientation.id
        }
    }
}

extension [PreviewTrait] {
    /// The last layout trait given (later traits win, as Xcode applies them in order), else `.device`.
    var layout: PreviewTrait.Layout {
        for trait in reversed() { if case .layout(let layout) = trait.storage { return layout } }
        return .device
    }

    /// The last orientation given, else portrait.
    var orientation: InterfaceOrientation {
        for trait in reversed() { if case .orientation(let orientation) = trait.storage { return orientation } }
        return .portrait
    }
}

extension PreviewTrait {
    /// The canvas this trait asks for, if it is a layout trait.
    public var layout: PreviewLayout? {
        guard case .layout(let layout) = storage else { return nil }
        return switch layout {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: width, height: height)
        }
    }

    /// The orientation this trait asks for, if it is an orientation trait.
    public var orientation: InterfaceOrientation? {
        guard case .orientation(let orientation) = storage else { return nil }
        return orientation
    }
}

extension Preview {
    /// The canvas the preview's traits ask for (the last layout trait; `.device` when none).
    ///
    /// ```swift
    /// preview.layout   // .fixed(width: 300, height: 200)
    /// ```
    public var layout: PreviewLayout { traits.reversed().lazy.compactMap(\.layout).first ?? .device }
    /// Which way up its device is held (the last orientation trait; `.portrait` when none).
    public var orientation: InterfaceOrientation { traits.orientation }
}
