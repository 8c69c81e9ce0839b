import Foundation
import Geometry2D
import AnimationCore

/// The subviews of a custom layout's container, in order (SwiftUI's `LayoutSubviews`).
///
/// ```swift
/// let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let elements: ArraySlice<LayoutSubview>
    /// The layout direction of the container's environment.
    public let layoutDirection: LayoutDirection
    /// Where the subviews are placed (the container's pass).
    let host: LayoutHost

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// A contiguous part of the subviews, as subviews.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: elements[bounds], layoutDirection: layoutDirection, host: host)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.elements == rhs.elements }
}

/// What a layout pass records for its subviews: the rectangle each subview was placed in.
final class LayoutHost {
    let context: ResolveContext
    let node: ViewNode
    /// Per subview element (by identity): the rectangle `place(at:anchor:proposal:)` gave it.
    var placements: [ObjectIdentifier: CGRect] = [:]

    init(context: ResolveContext, node: ViewNode) {
        self.context = context
        self.node = node
    }
}

/// One subview of a custom layout: ask its size, read its layout values, place it (SwiftUI's
/// `LayoutSubview`). Placing records the rectangle; the container places the view there when
/// `placeSubviews` returns.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
/// ```
public struct LayoutSubview: Equatable {
    let element: ViewElement
    let host: LayoutHost

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { element.sizeThatFits(proposal) }

    /// The subview's size for `proposal` with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height, element: element,
                              direction: host.context.environment.layoutDirection)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`, default 0).
    public var priority: Double { element.traits.layoutPriority }

    /// The spacing the subview prefers: 8 on every edge, 0 for a `Spacer` (inferred).
    public var spacing: ViewSpacing { element.traits.isSpacer ? .zero : .standard }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { element.layoutValue(key) }

    /// Places the subview: its `anchor` point at `position` (in the container's coordinates, the
    /// same as `bounds`), sized for `proposal`. Non-finite positions place it at the origin.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let x = position.x - anchor.x * size.width, y = position.y - anchor.y * size.height
        host.placements[ObjectIdentifier(element)] = CGRect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0,
                                                            width: size.width, height: size.height)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.element === rhs.element }
}

/// A view's size and alignment guides in its own coordinates (SwiftUI's `ViewDimensions`).
///
/// ```swift
/// let d = subview.dimensions(in: .unspecified)
/// d[HorizontalAlignment.center]   // d.width / 2
/// ```
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let element: ViewElement?
    let direction: LayoutDirection

    /// The x of `guide`: the view's explicit value (`.alignmentGuide`), else the guide's default
    /// (leading, centre, trailing as fractions of the width; a custom guide's `defaultValue`).
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.guide(direction)) }

    /// The y of `guide`: the view's explicit value, else the default (a text baseline where the
    /// view shows text, its bottom where it does not).
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.guide(direction)) }

    /// The view's explicit value for `guide`, nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The view's explicit value for the vertical `guide`, nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    private func value(_ guide: AlignmentGuide) -> CGFloat { explicitValue(guide.key) ?? guide.defaultValue(in: self) }

    private func explicitValue(_ key: GuideKey) -> CGFloat? {
        guard let element, element.explicitGuideKeys.contains(key) else { return nil }
        return element.explicitGuide(key, at: CGSize(width: width, height: height))
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

/// A key for a value a subview gives its custom layout (SwiftUI's `LayoutValueKey`).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("A").layoutValue(key: Rank.self, value: 2)   // subviews[0][Rank.self] == 2
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view `value` for `key`, read by the custom layout that contains it.
    ///
    /// ```swift
    /// Circle().layoutValue(key: Rank.self, value: 1)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let value: Any

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, node in
            LayoutValueElement(values: [key: value], child: child, node: node, context: context)
        }
    }
}

/// A subview with layout values (sized, placed and drawn as its child).
final class LayoutValueElement: WrapperElement {
    let values: [ObjectIdentifier: Any]

    init(values: [ObjectIdentifier: Any], child: ViewElement, node: ViewNode, context: ResolveContext) {
        var merged = values
        if let inner = child as? LayoutValueElement { merged.merge(inner.values) { outer, _ in outer } }
        self.values = merged
        super.init(child: child, node: node, context: context)
    }
}

extension ViewElement {
    /// The value this view (or a modifier of it) set for `key` with `.layoutValue(key:value:)`,
    /// else the key's default.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        var current: ViewElement? = self
        while let found = current {
            if let values = found as? LayoutValueElement, let value = values.values[ObjectIdentifier(key)] as? K.Value {
                return value
            }
            current = found.unaryContent
        }
        return K.defaultValue
    }
}
