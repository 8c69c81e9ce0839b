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
    let spacing: CGFloat?
    let stackChildren: [ViewElement]
    /// Removed children still drawn while their removal transition runs (not laid out).
    let ghosts: [PlacedGhost]

    init(axis: Axis, alignment: CGFloat, textBaseline: TextBaseline? = nil, spacing: CGFloat?, children: [ViewElement],
         ghosts: [PlacedGhost] = [], node: ViewNode, context: ResolveContext) {
        self.axis = axis
        self.alignment = alignment
        self.textBaseline = axis == .horizontal ? textBaseline : nil
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
        self.init(axis: axis, alignment: alignment.fraction(in: context.environment.layoutDirection), spacing: spacing,
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
        let row = textBaseline.map { baselineRow(sizes, $0) }
        for (index, child) in stackChildren.enumerated() {
            if index > 0 { position += gap(before: index) }
            let size = sizes[index]
            let minorOffset = row.map { $0.line - $0.baselines[index] } ?? (minorExtent - size[axis.other]) * alignment
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: rect.minY + minorOffset)
                : CGPoint(x: rect.minX + minorOffset, y: position)
            child.place(in: CGRect(origin: origin, size: size), placement: &placement)
            position += size[axis]
        }
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
        for child in stackChildren where child.traits.layoutPriority == top {
            let s = child.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        for child in stackChildren {
            let size = child.sizeThatFits(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: rect, direction: direction), size: size),
                        placement: &placement)
        }
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
