import Foundation

/// The pre-Xcode 15 form of previews: a type whose `previews` are shown in Xcode's canvas. Zoetrope
/// finds every conforming type of the program at run time (``PreviewRegistry``), with nothing to
/// register; each view of a `Group` (or a `ForEach`) in `previews` is a preview of its own.
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Group {
///             Badge().previewLayout(.sizeThatFits)
///             Badge().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
///                 .previewDisplayName("Small phone")
///         }
///     }
/// }
/// ```
///
/// Deviation: `previews` is not `@MainActor` (Zoetrope's `View` is not). Generic conforming types
/// are not found (Xcode does not show them either).
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view, or several in a `Group`.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for (nil: the package's; read, not used, on Linux).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms Xcode previews for (``PreviewProvider/platform``).
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// The canvas of a `PreviewProvider`'s preview (`.previewLayout(_:)`).
///
/// ```swift
/// Badge().previewLayout(.fixed(width: 120, height: 80))
/// ```
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen (the default).
    case device
    /// As big as the view when it is offered the device's screen (as in Xcode).
    case sizeThatFits
    /// A canvas of `width` × `height` points, without a device around it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device by Xcode's name for it (`.previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))`),
/// looked up among ``DeviceProfile/all`` when the preview is laid out.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Which way up the device is held (`.previewInterfaceOrientation(.landscapeLeft)`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name ("landscapeLeft").
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen is wider than tall this way up.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What the preview modifiers set on a `PreviewProvider`'s preview (read by ``PreviewRegistry``;
/// they change nothing a view draws).
struct PreviewSettings {
    var displayName: String?
    var traits: [PreviewTrait] = []
    var device: PreviewDevice?
    var colorScheme: ColorScheme?

    /// These settings with `outer`'s on top (a modifier around a `Group` sets each of its
    /// previews, as SwiftUI's trait modifiers do).
    func overridden(by outer: PreviewSettings) -> PreviewSettings {
        var result = self
        if let name = outer.displayName { result.displayName = name }
        result.traits += outer.traits
        if let device = outer.device { result.device = device }
        if let scheme = outer.colorScheme { result.colorScheme = scheme }
        return result
    }
}

/// A modifier whose colour scheme a preview reads (`preferredColorScheme(_:)`'s): the preview's
/// storyboard is made in that scheme, and `list` shows it.
protocol PreviewColorSchemeSource {
    var previewColorScheme: ColorScheme? { get }
}

extension _PreferredColorSchemeModifier: PreviewColorSchemeSource {
    var previewColorScheme: ColorScheme? { colorScheme }
}

/// Sets preview settings; draws its content unchanged.
struct _PreviewSettingsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let settings: PreviewSettings

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext,
                                 into elements: inout [ViewElement]) {
        content.resolve(node.child(.content), context, &elements)
    }
}

extension View {
    /// The canvas this preview gets (`.device`, `.sizeThatFits`, `.fixed(width:height:)`).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        let trait: PreviewTrait = switch value {
        case .device: .defaultLayout
        case .sizeThatFits: .sizeThatFitsLayout
        case .fixed(let width, let height): .fixedLayout(width: width, height: height)
        }
        return modifier(_PreviewSettingsModifier(settings: PreviewSettings(traits: [trait])))
    }

    /// The name this preview is listed and rendered by.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingsModifier(settings: PreviewSettings(displayName: value)))
    }

    /// The device this preview is laid out on (by Xcode's name; nil: the default).
    ///
    /// ```swift
    /// Badge().previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
    /// ```
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewSettingsModifier(settings: PreviewSettings(device: value)))
    }

    /// Which way up this preview's device is held.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewSettingsModifier(settings: PreviewSettings(traits: [PreviewTrait(storage: .orientation(value))])))
    }
}
