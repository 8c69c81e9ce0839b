import Foundation

/// A title with an icon, as iOS shows it in a plain container: the icon, 8 points, the title
/// (`.labelStyle(_:)` changes that; in a tab bar the icon is above the title, in a toolbar alone).
///
/// ```swift
/// Label("Favorites", systemImage: "star.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.self) private var environment

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)),
                                                    titleText: (title as? Text)?.plainText)
        return (environment[LabelStyleKey.self] ?? AnyLabelStyle(DefaultLabelStyle())).makeBody(configuration)
    }
}

struct LabelInTabBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set for a `TabView`'s tab bar items: a `Label` stacks its icon above its title.
    var labelInTabBar: Bool {
        get { self[LabelInTabBarKey.self] }
        set { self[LabelInTabBarKey.self] = newValue }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a literal title and an SF Symbol (drawn with its Bootstrap Icons stand-in).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a literal title and an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
