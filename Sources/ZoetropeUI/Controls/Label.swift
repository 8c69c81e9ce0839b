import Foundation

/// A title with an icon, as iOS shows it in a plain container: the icon, 8 points, the title.
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

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
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
