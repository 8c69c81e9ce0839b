import Foundation
import AnimationCore

/// Where a child sits under its parent: the path of these keys from the root is a view's
/// structural identity (SwiftUI's "structural identity"; `.id` and `ForEach` add explicit ones).
enum NodeKey: Hashable {
    /// A composite view's body, a container's content list.
    case body
    /// The content of a modifier.
    case content
    /// An element of a tuple (a `ViewBuilder` block).
    case index(Int)
    /// A branch of an `if`/`else` (`true` also for an `if` without `else`).
    case branch(Bool)
    /// A `ForEach` element by its id.
    case id(AnyHashable)
    /// A `ForEach` element by its `Int` id (the common case, without `AnyHashable`'s casts).
    case integerID(Int)
    /// An explicit identity (`.id(_:)`).
    case explicit(AnyHashable)
    /// The dynamic type of an `AnyView`'s view.
    case type(ObjectIdentifier)
    /// A secondary view of a modifier (overlay, background, a GeometryReader's content).
    case secondary(Int)
}

/// The persistent part of one view identity: its `@State` storage, its animated attributes, the
/// values modifiers remember between updates, and its children by key. Created when the identity
/// first appears, dropped when it disappears.
final class ViewNode {
    unowned(unsafe) let graph: ViewGraph
    /// The graph's count of live identities (held strongly: nodes may outlive the graph's deinit).
    private let census: NodeCensus
    /// The identity this one sits under (nil for the root and for nodes a transition owns). Read
    /// only while the tree holds this node, so its parent is alive; `unowned`, as `weak` would give
    /// every parent a side table and slow its reference counting (~10 % of a redraw, measured).
    private(set) unowned(unsafe) var parent: ViewNode?
    @exclusivity(unchecked) private(set) var children = ChildTable()
    /// The pass that last visited this node; older after a pass = the identity disappeared.
    @exclusivity(unchecked) var visitedPass: Int
    /// Whether the node was created in the current pass (inserted).
    @exclusivity(unchecked) var isNew = true
    /// The storage of the view's dynamic properties (`@State`), by declaration order.
    var dynamicSlots: [Int: AnyObject] = [:]
    /// The type of the view whose state this node holds, and its state properties by name
    /// (without the wrapper's underscore), for `Storyboard.set(state:of:to:at:)`.
    var stateOwner: Any.Type?
    var stateNames: [String: Int] = [:]
    /// The animated value of the view or modifier at this identity (an `AnimatedValue<T>`).
    var track: AnyObject?
    /// The value type of `track` (`ObjectIdentifier(Value.self)` of its `AnimatedValue<Value>`).
    private var trackType: ObjectIdentifier?
    /// Whether `track` animates, asked without a cast (made once with the track).
    private var trackProbe: (() -> Bool)?
    /// The animated layout frame of the element at this identity.
    var frameTrack: AnimatedValue<CGRect>?
    /// The model frame `frameTrack` was last set to.
    @exclusivity(unchecked) var frameModel = CGRect.null
    /// The path the shape view at this identity made last (see `path(of:size:)`).
    var pathMemo: PathMemo?
    /// What a modifier remembers between updates (the last value of `.animation(_:value:)`, `onChange`).
    var memory: Any?
    /// Run when the identity disappears (`onDisappear`).
    var disappearActions: [() -> Void] = []
    /// The transaction seen here in the last update that visited this node (redraws, which
    /// never transition, leave it: setting it costs a copy per node and frame).
    @exclusivity(unchecked) var seenTransaction = Transaction()
    /// Insertions and removals in the list of views resolved under this node (a stack's content).
    var transitionList: TransitionList?
    /// The insertion transition running for the list element whose identity this is.
    var insertion: InsertionRecord?
    /// The removal transition this identity is drawn by while it leaves: its disappear actions wait for it.
    weak var removalGhost: RemovalGhost?

    init(graph: ViewGraph) {
        self.graph = graph
        census = graph.census
        census.count += 1
        census.visited += 1
        visitedPass = graph.pass
    }

    deinit {
        census.count -= 1
        if visitedPass == census.pass { census.visited -= 1 }
    }

    /// The child at `key`, created if it is new, marked visited in this pass.
    func child(_ key: NodeKey) -> ViewNode {
        if let existing = children[key] {
            if existing.visitedPass != graph.pass {
                existing.visitedPass = graph.pass
                existing.isNew = false
                census.visited += 1
            }
            return existing
        }
        let created = ViewNode(graph: graph)
        created.parent = self
        children.insert(created, at: key)
        return created
    }

    /// Removes children not visited in `pass`, collecting their disappear actions (deepest first);
    /// recurses into the visited ones. The actions of a removed subtree that a removal transition
    /// still draws wait for that transition to end.
    func prune(pass: Int, disappeared: inout [() -> Void]) {
        var removed: [Int] = []
        for (position, child) in children.nodes.enumerated() {
            if child.visitedPass == pass {
                child.prune(pass: pass, disappeared: &disappeared)
            } else {
                var actions: [() -> Void] = []
                var ghosts: [RemovalGhost] = []
                child.collectDisappearActions(into: &actions, ghosts: &ghosts)
                if ghosts.isEmpty {
                    disappeared.append(contentsOf: actions)
                } else {
                    DeferredDisappearance.hold(actions, by: ghosts)
                }
                removed.append(position)
            }
        }
        children.remove(positions: removed)
    }

    private func collectDisappearActions(into actions: inout [() -> Void], ghosts: inout [RemovalGhost]) {
        for child in children.nodes { child.collectDisappearActions(into: &actions, ghosts: &ghosts) }
        // Removals still running in a list that goes away end with it (or with its own removal).
        transitionList?.releaseGhosts(into: &actions)
        actions.append(contentsOf: disappearActions)
        if let removalGhost { ghosts.append(removalGhost) }
        track.map { ($0 as? any RemovableTrack)?.removeAnimations() }
        frameTrack?.removeAllAnimations()
    }

    /// The list state kept under this node (created on first use).
    func listTransitions() -> TransitionList {
        if let transitionList { return transitionList }
        let created = TransitionList()
        transitionList = created
        return created
    }

    /// The transaction seen where this identity, inserted in `pass`, was inserted: the one its
    /// topmost new ancestor (the inserted view) was resolved in.
    func insertionTransaction(pass: Int) -> Transaction {
        var inserted = self
        while let parent = inserted.parent, parent.isNew, parent.visitedPass == pass { inserted = parent }
        return inserted.seenTransaction
    }

    /// The transaction seen where this identity, gone in `pass`, was: the one its nearest ancestor
    /// still visited in `pass` was resolved in (nil when none is).
    func removalTransaction(pass: Int) -> Transaction? {
        var node = self
        while let parent = node.parent {
            if parent.visitedPass == pass { return parent.seenTransaction }
            node = parent
        }
        return nil
    }

    /// `value` as shown now: its animatable data tracked at this identity. A change of the data
    /// animates when `context` carries an animated transaction (an update), else jumps.
    func animated<Value: Animatable>(_ value: Value, in context: ResolveContext) -> Value {
        if Value.AnimatableData.self == EmptyAnimatableData.self { return value }
        // The track's value type is remembered, so the hot path needs no dynamic cast.
        if let track, trackType == ObjectIdentifier(Value.self) {
            let existing = unsafeDowncast(track, to: AnimatedValue<Value>.self)
            existing.set(value, transaction: context.attributeTransaction)
            // Not animating: the value itself (a round trip through animatableData may round it).
            return existing.isAnimating ? existing.presentation : value
        }
        let created = graph.animator.value(value)
        track = created
        trackType = ObjectIdentifier(Value.self)
        trackProbe = { [unowned created] in created.isAnimating }
        return value
    }

    /// Whether the value tracked here is animating.
    var isTrackAnimating: Bool { trackProbe?() ?? false }

    /// The value tracked here as shown now: its presentation while it animates, else its model
    /// (exactly, not through `animatableData`); `current` when nothing of its type is tracked.
    func presented<Value: Animatable>(_ current: Value) -> Value {
        guard let track, trackType == ObjectIdentifier(Value.self) else { return current }
        let tracked = unsafeDowncast(track, to: AnimatedValue<Value>.self)
        return tracked.isAnimating ? tracked.presentation : tracked.value
    }

}

/// An animated value whose animations can be dropped when its view disappears.
protocol RemovableTrack {
    func removeAnimations()
}

extension AnimatedValue: RemovableTrack {
    func removeAnimations() { removeAllAnimations() }
}
