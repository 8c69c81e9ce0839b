import Foundation

/// Whether a part of the interface shows (SwiftUI's `Visibility`): `.automatic` lets the
/// container decide.
///
/// ```swift
/// Text("Row").listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

extension HorizontalEdge {
    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
