import Foundation

/// The kinds of interaction a content shape is for (SwiftUI's `ContentShapeKinds`); Zoetrope's
/// scripted touches use the `interaction` shape.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
    /// Makes `shape` (in the view's frame) the area touches hit, including the empty space of a
    /// stack: a row with a `Spacer` is tapped anywhere with `.contentShape(Rectangle())`.
    ///
    /// ```swift
    /// HStack { Text("Inbox"); Spacer() }.contentShape(Rectangle()).onTapGesture { open() }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_TraitModifier { $0.contentShape = shape })
    }

    /// `contentShape(_:eoFill:)` for the interactions in `kinds` (only `.interaction` affects touches).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_TraitModifier { if kinds.contains(.interaction) { $0.contentShape = shape } })
    }
}
