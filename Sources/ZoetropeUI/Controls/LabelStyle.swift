import Foundation

/// How labels show their title and icon (SwiftUI's `LabelStyle`): the built-in `.titleAndIcon`,
/// `.iconOnly`, `.titleOnly` and `.automatic` (title and icon; the icon alone in a toolbar), or a
/// style of your own drawing `configuration.icon` and `configuration.title`.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle())
/// ```
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
    /// The title's characters when it is a `Text`: the label finders (and VoiceOver) read it
    /// where the icon is shown alone.
    var titleText: String? = nil

    /// The icon alone, labelled with the title's characters (as SwiftUI labels an icon-only label).
    var labelledIcon: some View {
        let title = titleText
        return icon.modifier(_TraitModifier { if let title { $0.label = title } })
    }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _BuiltInLabel(configuration: configuration, kind: .automatic) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _BuiltInLabel(configuration: configuration, kind: .both) }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.labelledIcon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }

extension View {
    /// Sets how the labels inside show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0[LabelStyleKey.self] = AnyLabelStyle(style) })
    }
}

struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle? { nil } }
/// Set for a navigation bar's items: an automatic label shows its icon alone there.
struct LabelInToolbarKey: EnvironmentKey { static let defaultValue = false }

/// The automatic and title-and-icon looks: in a tab bar the icon above the title; in a toolbar
/// (automatic only) the icon alone; elsewhere the icon, 8 points, the title.
struct _BuiltInLabel: View {
    enum Kind { case automatic, both }
    let configuration: LabelStyleConfiguration
    let kind: Kind
    @Environment(\.labelInTabBar) private var inTabBar
    @Environment(\.self) private var environment

    var body: some View {
        if inTabBar {
            VStack(spacing: 2) {
                configuration.icon.font(.system(size: 20))
                configuration.title
            }
        } else if kind == .automatic && environment[LabelInToolbarKey.self] {
            configuration.labelledIcon
        } else {
            HStack(spacing: 8) {
                configuration.icon
                configuration.title
            }
        }
    }
}

extension EnvironmentValues {
    /// Set for a navigation bar's items.
    var labelInToolbar: Bool {
        get { self[LabelInToolbarKey.self] }
        set { self[LabelInToolbarKey.self] = newValue }
    }
}
