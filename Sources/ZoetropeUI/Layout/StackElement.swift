import Foundation
import AnimationCore

/// A horizontal or vertical stack: children one after another with spacing, sized by priority and
/// flexibility (view-layer spec §3.4), aligned across.
final class StackElement: ViewElement {
    let axis: Axis
    /// The cross-axis guide as a fraction (0 leading/top … 1 trailing/bottom).
    let alignment: CGFloat
    /// Horizontal stacks: align the children's first or last text baselines instead.
    let textBaseline: TextBaseline?
    /// The cross-axis guide, for children that set it explicitly (`.alignmentGuide`) or a custom one.
    let guide: AlignmentGuide
    let spacing: CGFloat?
    let stackChildren: [ViewElement]
    /// Removed children still drawn while their removal transition runs (not laid out).
    let ghosts: [PlacedGhost]

    init(axis: Axis, alignment: CGFloat, textBaseline: TextBaseline? = nil, guide: AlignmentGuide? = nil, spacing: CGFloat?,
         children: [ViewElement], ghosts: [PlacedGhost] = [], node: ViewNode, context: ResolveContext) {
        self.axis = axis
        self.alignment = alignment
        self.textBaseline = axis == .horizontal ? textBaseline : nil
        self.guide = guide ?? AlignmentGuide(key: GuideKey(axis: axis.other, fraction: alignment),
                                             direction: context.environment.layoutDirection)
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        stackChildren = children
        self.ghosts = ghosts
        super.init(node: node, context: context)
        for child in children where child.traits.isSpacer { (child as? SpacerElement)?.axis = axis }
        // A divider, through its modifiers, runs across the stack.
        for child in children {
            var element: ViewElement? = child
            while let current = element {
                if let divider = current as? DividerElement { divider.stackAxis = axis; break }
                element = current.unaryContent
            }
        }
    }

    convenience init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?, children: [ViewElement],
                     ghosts: [PlacedGhost] = [], node: ViewNode, context: ResolveContext) {
        self.init(axis: axis, alignment: alignment.fraction(in: context.environment.layoutDirection),
                  guide: alignment.guide(context.environment.layoutDirection), spacing: spacing,
                  children: children, ghosts: ghosts, node: node, context: context)
    }

    override var children: [ViewElement] { stackChildren }
    override var kind: String { axis == .horizontal ? "HStack" : "VStack" }

    /// The gaps between neighbours: the given spacing, else 8 between views and 0 beside a spacer.
    private var totalSpacing: CGFloat {
        guard stackChildren.count > 1 else { return 0 }
        var total: CGFloat = 0
        for index in 1..<stackChildren.count { total += gap(before: index) }
        return total
    }

    private func gap(before index: Int) -> CGFloat {
        if let spacing { return spacing }
        return stackChildren[index - 1].traits.isSpacer || stackChildren[index].traits.isSpacer ? 0 : 8
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = childSizes(for: proposal)
        let major = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        var minor = sizes.reduce(0) { max($0, $1[axis.other]) }
        if let guided = guidedOffsets(sizes) { minor = guided.extent }
        if let textBaseline {
            let (line, baselines) = baselineRow(sizes, textBaseline)
            minor = zip(sizes, baselines).reduce(0) { max($0, line - $1.1 + $1.0.height) }
        }
        return CGSize(axis, major: major, minor: minor)
    }

    /// The children's baselines (their bottoms when they show no text) and the row's: the lowest.
    private func baselineRow(_ sizes: [CGSize], _ which: TextBaseline) -> (line: CGFloat, baselines: [CGFloat]) {
        let baselines = zip(stackChildren, sizes).map { child, size in child.textBaseline(which, at: size) ?? size.height }
        return (baselines.max() ?? 0, baselines)
    }

    override func textBaseline(_ which: TextBaseline, at size: CGSize) -> CGFloat? {
        let sizes = childSizes(for: ProposedViewSize(size))
        if axis == .horizontal {
            if let textBaseline {
                let anyText = zip(stackChildren, sizes).contains { $0.textBaseline(textBaseline, at: $1) != nil }
                return anyText ? baselineRow(sizes, textBaseline).line : nil
            }
            // A row aligned otherwise: its first (last) child with text, where the row puts it.
            let order = which == .first ? Array(stackChildren.indices) : stackChildren.indices.reversed()
            for index in order {
                if let baseline = stackChildren[index].textBaseline(which, at: sizes[index]) {
                    return (size.height - sizes[index].height) * alignment + baseline
                }
            }
            return nil
        }
        // A column: the first (last) child that has one, below the children above it.
        var offsets: [CGFloat] = [], position: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if index > 0 { position += gap(before: index) }
            offsets.append(position)
            position += size.height
        }
        let order = which == .first ? Array(stackChildren.indices) : stackChildren.indices.reversed()
        for index in order {
            if let baseline = stackChildren[index].textBaseline(which, at: sizes[index]) { return offsets[index] + baseline }
        }
        return nil
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let sizes = childSizes(for: ProposedViewSize(rect.size))
        var position = axis == .horizontal ? rect.minX : rect.minY
        let minorExtent = rect.size[axis.other]
        let frames = childFrames(sizes, in: rect.size)
        for (child, frame) in zip(stackChildren, frames) {
            child.place(in: frame.offsetBy(dx: rect.minX, dy: rect.minY), placement: &placement)
        }
    }

    /// Where each child of `sizes` lies in a stack of `size` (its own coordinates): one after
    /// another with the gaps, across the stack by the baselines, the guide's values where
    /// children set it explicitly, or the alignment's fraction.
    private func childFrames(_ sizes: [CGSize], in size: CGSize) -> [CGRect] {
        var position: CGFloat = 0
        let minorExtent = size[axis.other]
        let row = textBaseline.map { baselineRow(sizes, $0) }
        let guided = row == nil ? guidedOffsets(sizes) : nil
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for (index, childSize) in sizes.enumerated() {
            if index > 0 { position += gap(before: index) }
            let minorOffset = row.map { $0.line - $0.baselines[index] }
                ?? guided.map { $0.offsets[index] + (minorExtent - $0.extent) * alignment }
                ?? (minorExtent - childSize[axis.other]) * alignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: minorOffset) : CGPoint(x: minorOffset, y: position)
            frames.append(CGRect(origin: origin, size: childSize))
            position += childSize[axis]
        }
        return frames
    }

    /// The children's offsets across the stack lining up the guide's values, and the extent they
    /// take; nil when no child sets the guide and it is a plain fraction (or baselines align).
    private func guidedOffsets(_ sizes: [CGSize]) -> (offsets: [CGFloat], extent: CGFloat)? {
        guard textBaseline == nil, guide.needsValues(childGuideKeys) else { return nil }
        let values = zip(stackChildren, sizes).map { guide.value(of: $0, at: $1) }
        return AlignmentGuide.lineUp(values: values, extents: sizes.map { $0[axis.other] })
    }

    private lazy var childGuideKeys: Set<GuideKey> = stackChildren.reduce(into: []) { $0.formUnion($1.explicitGuideKeys) }
    override var explicitGuideKeys: Set<GuideKey> { childGuideKeys }

    /// The first child's explicit value for `key` that has one, where the stack places that child.
    override func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        guard let index = stackChildren.firstIndex(where: { $0.explicitGuideKeys.contains(key) }) else { return nil }
        let sizes = childSizes(for: ProposedViewSize(size))
        let frame = childFrames(sizes, in: size)[index]
        return stackChildren[index].explicitGuide(key, at: sizes[index]).map { $0 + (key.axis == .horizontal ? frame.minX : frame.minY) }
    }

    /// Each child's size for `proposal`: with a concrete length along the axis, children are
    /// offered shares of what is left, highest priority first and least flexible first within
    /// a priority; else every child is asked for its ideal length.
    private func childSizes(for proposal: ProposedViewSize) -> [CGSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return stackChildren.map { $0.sizeThatFits(ProposedViewSize(axis, major: nil, minor: minor)) }
        }
        let count = stackChildren.count
        let minimums = stackChildren.map { $0.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let maximums = stackChildren.map { $0.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] }
        let priorities = stackChildren.map { $0.traits.layoutPriority }
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = major - totalSpacing
        var reserved = minimums.reduce(0, +)
        for priority in Set(priorities).sorted(by: >) {
            let group = (0..<count).filter { priorities[$0] == priority }
            reserved -= group.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            let ordered = group.sorted { a, b in
                let fa = maximums[a] - minimums[a], fb = maximums[b] - minimums[b]
                if fa != fb { return fa < fb }
                if fa.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                return a < b
            }
            var left = ordered.count
            for index in ordered {
                let share = max(available / CGFloat(left), 0)
                let size = stackChildren[index].sizeThatFits(ProposedViewSize(axis, major: share, minor: minor))
                sizes[index] = size
                available -= size[axis]
                left -= 1
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        return sizes
    }

    override func draw(into context: inout DrawingContext) {
        drawList(stackChildren, ghosts: ghosts, into: &context)
    }
}

/// Children on top of each other, aligned in the stack's frame (SwiftUI's `ZStack`).
final class ZStackElement: ViewElement {
    let alignment: Alignment
    let stackChildren: [ViewElement]
    /// Removed children still drawn while their removal transition runs (not laid out).
    let ghosts: [PlacedGhost]
    private let direction: LayoutDirection

    init(alignment: Alignment, children: [ViewElement], ghosts: [PlacedGhost] = [], node: ViewNode,
         context: ResolveContext) {
        self.alignment = alignment
        stackChildren = children
        self.ghosts = ghosts
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { stackChildren }
    override var kind: String { "ZStack" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let top = stackChildren.map({ $0.traits.layoutPriority }).max() else { return .zero }
        var size = CGSize.zero
        let sized = stackChildren.filter { $0.traits.layoutPriority == top }
        let sizes = sized.map { $0.sizeThatFits(proposal) }
        for s in sizes {
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        if let guided = guidedOffsets(horizontal, sized, sizes) { size.width = guided.extent }
        if let guided = guidedOffsets(vertical, sized, sizes) { size.height = guided.extent }
        return size
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let sizes = stackChildren.map { $0.sizeThatFits(ProposedViewSize(rect.size)) }
        for (child, frame) in zip(stackChildren, childFrames(sizes, in: rect.size)) {
            child.place(in: frame.offsetBy(dx: rect.minX, dy: rect.minY), placement: &placement)
        }
    }

    private var horizontal: AlignmentGuide { alignment.horizontal.guide(direction) }
    private var vertical: AlignmentGuide { alignment.vertical.guide(direction) }

    /// Where each child of `sizes` lies in a stack of `size`: on each axis its guide's value lined
    /// up with the others' where a child sets it explicitly (or the guide is custom), else by the
    /// alignment's fraction.
    private func childFrames(_ sizes: [CGSize], in size: CGSize) -> [CGRect] {
        let rect = CGRect(origin: .zero, size: size)
        var frames = zip(stackChildren, sizes).map { CGRect(origin: alignment.origin(of: $1, in: rect, direction: direction), size: $1) }
        if let guided = guidedOffsets(horizontal, stackChildren, sizes) {
            let shift = (size.width - guided.extent) * alignment.horizontal.fraction(in: direction)
            for index in frames.indices { frames[index].origin.x = guided.offsets[index] + shift }
        }
        if let guided = guidedOffsets(vertical, stackChildren, sizes) {
            let shift = (size.height - guided.extent) * alignment.vertical.fraction
            for index in frames.indices { frames[index].origin.y = guided.offsets[index] + shift }
        }
        return frames
    }

    /// `children`'s offsets on `guide`'s axis lining up its values, and their extent; nil when no
    /// child sets the guide and it is a plain fraction.
    private func guidedOffsets(_ guide: AlignmentGuide, _ children: [ViewElement], _ sizes: [CGSize])
        -> (offsets: [CGFloat], extent: CGFloat)? {
        guard guide.needsValues(childGuideKeys) else { return nil }
        let values = zip(children, sizes).map { guide.value(of: $0, at: $1) }
        return AlignmentGuide.lineUp(values: values, extents: sizes.map { guide.key.axis == .horizontal ? $0.width : $0.height })
    }

    private lazy var childGuideKeys: Set<GuideKey> = stackChildren.reduce(into: []) { $0.formUnion($1.explicitGuideKeys) }
    override var explicitGuideKeys: Set<GuideKey> { childGuideKeys }

    /// The first child's explicit value for `key` that has one, where the stack places that child.
    override func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        guard let index = stackChildren.firstIndex(where: { $0.explicitGuideKeys.contains(key) }) else { return nil }
        let sizes = stackChildren.map { $0.sizeThatFits(ProposedViewSize(size)) }
        let frame = childFrames(sizes, in: size)[index]
        return stackChildren[index].explicitGuide(key, at: sizes[index]).map { $0 + (key.axis == .horizontal ? frame.minX : frame.minY) }
    }

    override func draw(into context: inout DrawingContext) {
        drawList(stackChildren, ghosts: ghosts, into: &context)
    }
}

/// Flexible space along a stack's axis (SwiftUI's `Spacer`): at least `minLength` (default 8).
final class SpacerElement: ViewElement {
    /// The axis of the enclosing stack; nil outside a stack (flexible on both axes).
    var axis: Axis?
    let minLength: CGFloat

    init(minLength: CGFloat?, node: ViewNode, context: ResolveContext) {
        self.minLength = max(minLength.flatMap { $0.isFinite ? $0 : nil } ?? 8, 0)
        super.init(node: node, context: context)
        traits.isSpacer = true
    }

    override var kind: String { "Spacer" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis else {
            return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
        return CGSize(axis, major: max(proposal[axis] ?? minLength, minLength), minor: 0)
    }
}
