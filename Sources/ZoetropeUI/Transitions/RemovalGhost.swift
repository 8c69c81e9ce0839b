import Foundation
import AnimationCore

/// A list element removed in an animated update, still drawn while its removal transition runs:
/// its subtree as last laid out (frozen: not laid out or re-resolved again), under the
/// transition's removal modifiers at the activeness its animation shows (0 → 1). Its container
/// draws it where it was in the list; when the animation ends it is dropped and the disappear
/// actions of the identities it stood for run.
final class RemovalGhost {
    /// The element as it was last laid out, insertion modifiers left out.
    let content: ViewElement
    private let frozen: FrozenElement
    private let steps: [TransitionStep]
    private let progress: TransitionProgress
    /// Owns the nodes of the removal modifiers (detached from the tree).
    private let node: ViewNode
    /// The removal modifiers around the frozen element, placed in its last frame.
    private(set) var shown: [ViewElement] = []
    /// Disappear actions waiting for this ghost (and maybe others) to end.
    private var deferred: [DeferredDisappearance] = []
    private var isReleased = false

    /// A ghost for `element` (identity `identity`, gone in this pass) when the transaction seen
    /// where it was, or the transition's own animation, animates; nil when it leaves at once.
    static func make(for element: ViewElement, identity: ViewNode, in context: ResolveContext) -> RemovalGhost? {
        guard let (transition, transaction) = removal(of: element, identity: identity, in: context) else { return nil }
        // A view still being inserted leaves from where its insertion had brought it.
        let start = identity.insertion.flatMap { $0.isRunning ? $0.activeness : nil } ?? 0
        let ghost = RemovalGhost(content: element, steps: transition.removal, start: start, transaction: transaction,
                                 context: context)
        identity.removalGhost = ghost
        return ghost
    }

    /// Whether `element` (whose identity is gone) leaves through an animated removal transition.
    static func wouldTransition(_ element: ViewElement, identity: ViewNode, in context: ResolveContext) -> Bool {
        removal(of: element, identity: identity, in: context) != nil
    }

    /// The removal transition of `element` and the transaction it animates in; nil when it
    /// leaves at once (not an update, a spacer, no removal modifiers, no animation).
    private static func removal(of element: ViewElement, identity: ViewNode, in context: ResolveContext)
        -> (AnyTransition, Transaction)? {
        guard context.isUpdate, !element.traits.isSpacer else { return nil }
        let transition = element.traits.transition ?? .opacity
        guard !transition.removal.isEmpty else { return nil }
        var transaction = identity.removalTransaction(pass: context.graph.pass) ?? context.attributeTransaction
        guard let animation = transition.attachedAnimation(for: .removal) ?? transaction.animation else { return nil }
        transaction.animation = animation
        return (transition, transaction)
    }

    private init(content: ViewElement, steps: [TransitionStep], start: Double, transaction: Transaction,
                 context: ResolveContext) {
        self.content = content
        self.steps = steps
        node = ViewNode(graph: context.graph)
        frozen = FrozenElement(content: content, node: node, context: context)
        progress = TransitionProgress(from: start, to: 1, transaction: transaction, graph: context.graph)
    }

    /// Whether the removal animation has ended (checked after the animator advanced).
    var isFinished: Bool { progress.isFinished }

    /// Rebuilds the removal modifiers at the activeness shown now and places them in the frame
    /// the element was last drawn in.
    func refresh(in context: ResolveContext) {
        shown = applyTransition(steps, activeness: progress.value, phase: .removal, to: frozen, at: node, in: context)
        var placement = Placement(graph: context.graph)
        for element in shown { element.place(in: content.frame, placement: &placement) }
    }

    func draw(into context: inout DrawingContext) {
        for element in shown { element.draw(into: &context) }
    }

    /// Ends this ghost: the disappear actions it was the last to hold are appended to `actions`.
    func release(into actions: inout [() -> Void]) {
        guard !isReleased else { return }
        isReleased = true
        progress.stop()
        for group in deferred { group.release(into: &actions) }
        deferred = []
    }

    fileprivate func hold(_ group: DeferredDisappearance) {
        deferred.append(group)
    }
}

/// The disappear actions of a removed subtree, run when the last ghost drawing part of it ends.
final class DeferredDisappearance {
    private let actions: [() -> Void]
    private var holders: Int

    private init(actions: [() -> Void], holders: Int) {
        self.actions = actions
        self.holders = holders
    }

    /// Makes `actions` wait for every ghost in `ghosts`.
    static func hold(_ actions: [() -> Void], by ghosts: [RemovalGhost]) {
        let group = DeferredDisappearance(actions: actions, holders: ghosts.count)
        for ghost in ghosts { ghost.hold(group) }
    }

    fileprivate func release(into due: inout [() -> Void]) {
        holders -= 1
        if holders == 0 { due.append(contentsOf: actions) }
    }
}

/// A removed element as last laid out: it reports its last size, keeps its frames when placed
/// and draws as it did.
final class FrozenElement: ViewElement {
    let content: ViewElement

    init(content: ViewElement, node: ViewNode, context: ResolveContext) {
        self.content = content
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { [content] }
    override var isTransparent: Bool { true }
    override var kind: String { content.kind }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { content.frame.size }
    override func placeChildren(in rect: CGRect, placement: inout Placement) {}
    override func draw(into context: inout DrawingContext) { content.draw(into: &context) }
}

/// A ghost and the live child it is drawn after in its container (−1: before all of them).
struct PlacedGhost {
    let after: Int
    let ghost: RemovalGhost
}

/// Draws `children` in order with each ghost right after the child it follows.
/// A child with a `.zIndex` draws in the order of the indexes, lowest first (ties, and the ghosts
/// of removed children at their own `zIndex`, keep their place in the list).
func drawList(_ children: [ViewElement], ghosts: [PlacedGhost], into context: inout DrawingContext) {
    if children.contains(where: { $0.traits.zIndex != 0 }) || ghosts.contains(where: { $0.ghost.content.traits.zIndex != 0 }) {
        drawListByZIndex(children, ghosts: ghosts, into: &context)
        return
    }
    guard !ghosts.isEmpty else {
        for child in children { child.draw(into: &context) }
        return
    }
    var next = 0
    while next < ghosts.count, ghosts[next].after < 0 {
        ghosts[next].ghost.draw(into: &context)
        next += 1
    }
    for (index, child) in children.enumerated() {
        child.draw(into: &context)
        while next < ghosts.count, ghosts[next].after <= index {
            ghosts[next].ghost.draw(into: &context)
            next += 1
        }
    }
    for placed in ghosts[next...] { placed.ghost.draw(into: &context) }
}

/// `drawList` when some child has a `zIndex`: the list order (ghosts where they were), then a
/// stable sort by index.
private func drawListByZIndex(_ children: [ViewElement], ghosts: [PlacedGhost], into context: inout DrawingContext) {
    enum Item { case child(ViewElement), ghost(RemovalGhost) }
    var items: [(z: Double, item: Item)] = []
    items.reserveCapacity(children.count + ghosts.count)
    var next = 0
    while next < ghosts.count, ghosts[next].after < 0 {
        items.append((ghosts[next].ghost.content.traits.zIndex, .ghost(ghosts[next].ghost)))
        next += 1
    }
    for (index, child) in children.enumerated() {
        items.append((child.traits.zIndex, .child(child)))
        while next < ghosts.count, ghosts[next].after <= index {
            items.append((ghosts[next].ghost.content.traits.zIndex, .ghost(ghosts[next].ghost)))
            next += 1
        }
    }
    for placed in ghosts[next...] { items.append((placed.ghost.content.traits.zIndex, .ghost(placed.ghost))) }
    let order = items.indices.sorted { a, b in items[a].z != items[b].z ? items[a].z < items[b].z : a < b }
    for index in order {
        switch items[index].item {
        case .child(let child): child.draw(into: &context)
        case .ghost(let ghost): ghost.draw(into: &context)
        }
    }
}

/// The root's single view with the ghosts of removed root views drawn around it (no layout of its own).
final class GhostHostElement: WrapperElement {
    let ghosts: [PlacedGhost]

    init(child: ViewElement, ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) {
        self.ghosts = ghosts
        super.init(child: child, node: node, context: context)
    }

    override func draw(into context: inout DrawingContext) {
        drawList([child], ghosts: ghosts, into: &context)
    }
}
