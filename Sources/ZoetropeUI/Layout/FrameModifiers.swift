import Foundation

/// A view in a frame: fixed dimensions (`frame(width:height:)`) or clamped ones
/// (`frame(minWidth:…maxHeight:)`), the child aligned inside (view-layer spec §3.3).
final class FrameElement: ViewElement {
    struct Limits {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
    }
    let child: ViewElement
    let fixed: (width: CGFloat?, height: CGFloat?)?
    let flexible: (width: Limits, height: Limits)?
    let alignment: Alignment
    private let direction: LayoutDirection

    init(child: ViewElement, fixed: (width: CGFloat?, height: CGFloat?)?, flexible: (width: Limits, height: Limits)?,
         alignment: Alignment, node: ViewNode, context: ResolveContext) {
        self.child = child
        self.fixed = fixed
        self.flexible = flexible
        self.alignment = alignment
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
        inheritListTraits(from: child)
    }

    override var children: [ViewElement] { [child] }
    override var unaryContent: ViewElement? { child }
    override var kind: String { "Frame" }

    /// The proposal the child gets for `proposal`.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if let fixed { return ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height) }
        guard let flexible else { return proposal }
        return ProposedViewSize(width: Self.clamp(proposal.width, flexible.width),
                                height: Self.clamp(proposal.height, flexible.height))
    }

    private static func clamp(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
        guard var value = proposed ?? limits.ideal else { return nil }
        if let max = limits.max { value = Swift.min(value, max) }
        if let min = limits.min { value = Swift.max(value, min) }
        return value
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let fixed {
            let inner = fixed.width != nil && fixed.height != nil ? .zero : child.sizeThatFits(childProposal(proposal))
            return CGSize(width: fixed.width ?? inner.width, height: fixed.height ?? inner.height)
        }
        guard let flexible else { return child.sizeThatFits(proposal) }
        let childSize = child.sizeThatFits(childProposal(proposal))
        let proposedChild = childProposal(proposal)
        return CGSize(width: Self.size(proposal.width, proposedChild.width, childSize.width, flexible.width),
                      height: Self.size(proposal.height, proposedChild.height, childSize.height, flexible.height))
    }

    /// One dimension of a flexible frame: clamp the proposal when both bounds are set; else
    /// bound the child's answer by what was offered.
    private static func size(_ proposed: CGFloat?, _ offered: CGFloat?, _ child: CGFloat, _ limits: Limits) -> CGFloat {
        if proposed == nil, let ideal = limits.ideal { return ideal }
        if let proposed, let min = limits.min, let max = limits.max { return Swift.min(Swift.max(proposed, min), max) }
        var size = child
        if let min = limits.min { size = Swift.max(Swift.min(offered ?? .infinity, size), min) }
        if let max = limits.max { size = Swift.min(Swift.max(offered ?? -.infinity, size), max) }
        return size
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let size = child.sizeThatFits(childProposal(ProposedViewSize(rect.size)))
        let origin = childOrigin(size, in: rect.size)
        child.place(in: CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: size.width, height: size.height),
                    placement: &placement)
    }

    override func draw(into context: inout DrawingContext) { child.draw(into: &context) }

    override var explicitGuideKeys: Set<GuideKey> { child.explicitGuideKeys }

    /// The child's explicit value, where the frame places the child.
    override func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        let inner = child.sizeThatFits(childProposal(ProposedViewSize(size)))
        let origin = childOrigin(inner, in: size)
        return child.explicitGuide(key, at: inner).map { $0 + (key.axis == .horizontal ? origin.x : origin.y) }
    }

    override func textBaseline(_ which: TextBaseline, at size: CGSize) -> CGFloat? {
        let inner = child.sizeThatFits(childProposal(ProposedViewSize(size)))
        let rect = CGRect(origin: .zero, size: size)
        return child.textBaseline(which, at: inner).map { childOrigin(inner, in: rect.size).y + $0 }
    }

    /// Where the child of `inner` size lies in the frame of `size` (its explicit guides honoured).
    private func childOrigin(_ inner: CGSize, in size: CGSize) -> CGPoint {
        alignment.origin(of: child, size: inner, in: size, container: nil, direction: direction)
    }
}

/// A frame modifier; wraps each element of its content.
@usableFromInline
struct _FrameLayout: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    var fixed: (width: CGFloat?, height: CGFloat?)?
    var flexible: (width: FrameElement.Limits, height: FrameElement.Limits)?
    var alignment: Alignment
    /// Dimensions ignored as invalid, reported as warnings of the graph.
    var warnings: [String] = []

    init(fixed: (width: CGFloat?, height: CGFloat?)?, flexible: (width: FrameElement.Limits, height: FrameElement.Limits)?,
         alignment: Alignment, warnings: [String]) {
        self.fixed = fixed
        self.flexible = flexible
        self.alignment = alignment
        self.warnings = warnings
    }

    @usableFromInline
    static func _resolve<Modified: View>(_ modifier: Self, content: Modified, _ inputs: _ViewInputs,
                                         _ outputs: inout _ViewOutputs) {
        modifier.resolve(content: content, inputs, &outputs)
    }

    /// A fixed frame (`frame(width:height:alignment:)`); invalid dimensions are dropped with a warning.
    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        var warnings: [String] = []
        let w = usable(width, "width", &warnings), h = usable(height, "height", &warnings)
        self.init(fixed: (w, h), flexible: nil, alignment: alignment, warnings: warnings)
    }

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        for message in warnings { node.graph.warn(message) }
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            FrameElement(child: child, fixed: fixed, flexible: flexible, alignment: alignment, node: owner, context: context)
        }
    }
}

/// A length a frame may use: finite and not negative (others are ignored, with a warning).
private func usable(_ value: CGFloat?, _ name: String, _ warn: inout [String]) -> CGFloat? {
    guard let value else { return nil }
    if value.isNaN || value < 0 || (value.isInfinite && name != "max") {
        warn.append("Invalid frame dimension (negative or non-finite): \(value)")
        return nil
    }
    return value
}

extension View {
    /// Gives the view a fixed `width` and/or `height` (nil keeps the proposed one), the content
    /// aligned inside. Negative or non-finite dimensions are ignored.
    ///
    /// ```swift
    /// Circle().frame(width: 40, height: 40, alignment: .topLeading)
    /// ```
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view flexible bounds on each axis (`maxWidth: .infinity` = as wide as offered).
    ///
    /// ```swift
    /// Color.blue.frame(maxWidth: 100)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        var warnings: [String] = []
        func limits(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> FrameElement.Limits {
            // Normalised as SwiftUI does: min ≤ ideal ≤ max.
            let lo = usable(min, "min", &warnings)
            var mid = usable(ideal, "ideal", &warnings)
            var hi = usable(max, "max", &warnings)
            if let lo, let m = mid, m < lo { mid = lo }
            if let m = mid ?? lo, let h = hi, h < m { hi = m }
            return FrameElement.Limits(min: lo, ideal: mid, max: hi)
        }
        let flexible = (width: limits(minWidth, idealWidth, maxWidth), height: limits(minHeight, idealHeight, maxHeight))
        return modifier(_FrameLayout(fixed: nil, flexible: flexible, alignment: alignment, warnings: warnings))
    }

    /// Records `messages` as warnings of the graph when the view is resolved.
    func warning(_ messages: [String]) -> some View {
        modifier(_ActionModifier(onResolve: { node, _ in for message in messages { node.graph.warn(message) } }))
    }
}
