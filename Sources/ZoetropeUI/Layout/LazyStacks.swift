import Foundation
import Geometry2D

/// A vertical stack that SwiftUI builds lazily as it scrolls; Zoetrope lays every child out (a
/// frame shows what it shows either way), so it is a `VStack` with `pinnedViews` accepted.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading, spacing: 16) { ForEach(posts) { PostRow(post: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack built lazily in SwiftUI; an `HStack` here (see ``LazyVStack``).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
