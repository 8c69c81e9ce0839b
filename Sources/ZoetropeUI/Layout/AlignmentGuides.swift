import Foundation

/// A type that names an alignment guide of your own and says where it lies in a view by default
/// (SwiftUI's `AlignmentID`).
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum Colon: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
///     }
///     static let colon = HorizontalAlignment(Colon.self)
/// }
/// VStack(alignment: .colon) {
///     HStack { Text("Name:"); Text("Ada").alignmentGuide(.colon) { $0[.leading] } }
///     HStack { Text("Born in:"); Text("London").alignmentGuide(.colon) { $0[.leading] } }
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of a custom guide: its `AlignmentID` type.
struct CustomAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// Which guide an explicit value is for: an axis and a built-in fraction, a text baseline or a
/// custom identity.
struct GuideKey: Hashable {
    let axis: Axis
    let fraction: CGFloat
    var baseline: TextBaseline?
    var custom: CustomAlignment?
}

/// A guide as a container lines its children up on it: each child's explicit value
/// (`.alignmentGuide`), else the guide's default for the child's size.
struct AlignmentGuide {
    let key: GuideKey
    let direction: LayoutDirection

    /// The guide's value in `element` at `size`.
    func value(of element: ViewElement, at size: CGSize) -> CGFloat {
        if element.explicitGuideKeys.contains(key), let explicit = element.explicitGuide(key, at: size) { return explicit }
        return defaultValue(in: ViewDimensions(width: size.width, height: size.height, element: element, direction: direction))
    }

    /// The guide's default in `d`.
    func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let custom = key.custom { return custom.id.defaultValue(in: d) }
        if key.axis == .horizontal { return (direction == .rightToLeft ? 1 - key.fraction : key.fraction) * d.width }
        if let baseline = key.baseline {
            return d.element?.textBaseline(baseline, at: CGSize(width: d.width, height: d.height)) ?? d.height
        }
        return key.fraction * d.height
    }

    /// True when lining children up needs their guide values (a custom guide, or one of the
    /// `childKeys` the children set explicitly): else the fraction rule places them.
    func needsValues(_ childKeys: Set<GuideKey>) -> Bool { key.custom != nil || childKeys.contains(key) }

    /// Offsets of views of `values` guides and `extents` lengths on the guide's axis so that the
    /// guides line up, and the length they take together (the first offset at 0 or more).
    static func lineUp(values: [CGFloat], extents: [CGFloat]) -> (offsets: [CGFloat], extent: CGFloat) {
        let line = values.max() ?? 0
        let offsets = values.map { line - $0 }
        return (offsets, zip(offsets, extents).map { $0 + $1 }.max() ?? 0)
    }
}

extension Alignment {
    /// Where `child`, of `size`, lies in `bounds` (origin zero) on this alignment: on each axis the
    /// container's guide (`container`'s value, explicit or default; the default for `bounds`
    /// without one) on the child's (its explicit value where it sets one), else by the fractions.
    func origin(of child: ViewElement, size: CGSize, in bounds: CGSize, container: ViewElement?,
                direction: LayoutDirection) -> CGPoint {
        var origin = origin(of: size, in: CGRect(origin: .zero, size: bounds), direction: direction)
        var keys = child.explicitGuideKeys
        if let container { keys.formUnion(container.explicitGuideKeys) }
        guard !keys.isEmpty || horizontal.custom != nil || vertical.custom != nil else { return origin }
        func line(_ guide: AlignmentGuide) -> CGFloat {
            if let container { return guide.value(of: container, at: bounds) }
            return guide.defaultValue(in: ViewDimensions(width: bounds.width, height: bounds.height, element: nil, direction: direction))
        }
        let h = horizontal.guide(direction), v = vertical.guide(direction)
        if h.needsValues(keys) { origin.x = line(h) - h.value(of: child, at: size) }
        if v.needsValues(keys) { origin.y = line(v) - v.value(of: child, at: size) }
        return origin
    }
}

extension HorizontalAlignment {
    /// A guide of your own, placed by `id`'s default where no view sets it.
    public init(_ id: any AlignmentID.Type) {
        self.init(fraction: 0.5, custom: CustomAlignment(id: id))
    }

    var key: GuideKey { GuideKey(axis: .horizontal, fraction: fraction, custom: custom) }
    func guide(_ direction: LayoutDirection) -> AlignmentGuide { AlignmentGuide(key: key, direction: direction) }
}

extension VerticalAlignment {
    /// A guide of your own, placed by `id`'s default where no view sets it.
    public init(_ id: any AlignmentID.Type) {
        self.init(fraction: 0.5, textBaseline: nil, custom: CustomAlignment(id: id))
    }

    var key: GuideKey { GuideKey(axis: .vertical, fraction: fraction, baseline: textBaseline, custom: custom) }
    func guide(_ direction: LayoutDirection) -> AlignmentGuide { AlignmentGuide(key: key, direction: direction) }
}

extension View {
    /// Sets where `guide` lies in this view, from its dimensions: containers aligned on `guide`
    /// line this value up instead of the default (SwiftUI's `alignmentGuide(_:computeValue:)`).
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
    /// }
    /// ```
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Sets where the vertical `guide` lies in this view, from its dimensions.
    ///
    /// ```swift
    /// Circle().frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] / 2 }
    /// ```
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }
}

struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: GuideKey
    let computeValue: (ViewDimensions) -> CGFloat

    func resolve<Content: View>(content: Content, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let direction = context.environment.layoutDirection
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            AlignmentGuideElement(child: child, key: key, computeValue: computeValue, direction: direction, node: owner, context: context)
        }
    }
}

/// A view with an explicit value for one guide; laid out and drawn as its child.
final class AlignmentGuideElement: WrapperElement {
    let key: GuideKey
    let computeValue: (ViewDimensions) -> CGFloat
    let direction: LayoutDirection

    init(child: ViewElement, key: GuideKey, computeValue: @escaping (ViewDimensions) -> CGFloat, direction: LayoutDirection,
         node: ViewNode, context: ResolveContext) {
        self.key = key
        self.computeValue = computeValue
        self.direction = direction
        super.init(child: child, node: node, context: context)
    }

    override var kind: String { "AlignmentGuide" }
    override var explicitGuideKeys: Set<GuideKey> { child.explicitGuideKeys.union([key]) }

    override func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        guard key == self.key else { return child.explicitGuide(key, at: size) }
        let value = computeValue(ViewDimensions(width: size.width, height: size.height, element: child, direction: direction))
        return value.isFinite ? value : nil   // NaN or infinite: the default instead
    }
}
