import Foundation
import AnimationCore

/// The insertions and removals in one list of views (a stack's content, the root's views, an
/// overlay's content), reconciled pass by pass by the identity of each element
/// (`ViewElement.identityNode`).
///
/// Each pass, after the list is resolved: an element whose identity is new in an animated update
/// gets its transition's insertion modifiers, at an activeness animated 1 → 0; an element of the
/// last pass whose identity was not visited becomes a `RemovalGhost` when the update animates
/// where it was. Ghosts keep their place among the surviving elements (each follows the element
/// it followed) and are dropped when their animation ends. Lists resolved for the first time (a
/// container inserted with its content) transition nothing: only the container does.
final class TransitionList {
    private enum Entry {
        /// An element of the list: its identity and the element as resolved (without insertion modifiers).
        case live(ViewNode, ViewElement)
        case ghost(RemovalGhost)
    }

    /// The last pass's list while ghosts are among it (else empty, and `lastIdentities` and
    /// `lastElements` hold it: the common case keeps two plain arrays and builds no entries).
    private var entries: [Entry] = []
    private var lastIdentities: [ViewNode] = []
    private var lastElements: [ViewElement] = []
    private var hasUpdated = false

    /// Reconciles this pass's `elements` (in drawing order) with the last pass's: the elements
    /// to lay out (inserted ones wrapped in their transition) and the ghosts to draw among them.
    func update(_ elements: [ViewElement], in context: ResolveContext) -> (children: [ViewElement], ghosts: [PlacedGhost]) {
        if entries.isEmpty, let fast = updateWithoutGhosts(elements, in: context) { return fast }
        if entries.isEmpty {
            entries = zip(lastIdentities, lastElements).map { .live($0, $1) }
        }
        lastIdentities = []
        lastElements = []
        return updateAmongGhosts(elements, in: context)
    }

    /// The common case: no ghost in the last pass and none made now (nothing visible left the
    /// list). Nil when a ghost must be made (the general path runs then).
    private func updateWithoutGhosts(_ elements: [ViewElement], in context: ResolveContext)
        -> (children: [ViewElement], ghosts: [PlacedGhost])? {
        let pass = context.graph.pass
        for (identity, element) in zip(lastIdentities, lastElements) where identity.visitedPass != pass {
            // A removal that animates needs a ghost: leave the rest to the general path.
            if RemovalGhost.wouldTransition(element, identity: identity, in: context) { return nil }
        }
        var identities: [ViewNode] = []
        identities.reserveCapacity(elements.count)
        var children = elements
        for (index, element) in elements.enumerated() {
            let identity = element.identityNode
            identities.append(identity)
            if hasUpdated && identity.isNew && context.isUpdate || identity.insertion != nil {
                children[index] = shown(element, identity: identity, in: context)
            }
        }
        lastIdentities = identities
        lastElements = elements
        hasUpdated = true
        return (children, [])
    }

    /// The general case: ghosts of earlier removals keep their place among the live elements.
    private func updateAmongGhosts(_ elements: [ViewElement], in context: ResolveContext)
        -> (children: [ViewElement], ghosts: [PlacedGhost]) {
        let graph = context.graph
        var kept: [(anchor: ObjectIdentifier?, ghost: RemovalGhost)] = []
        var anchor: ObjectIdentifier?
        var due: [() -> Void] = []
        for entry in entries {
            switch entry {
            case .live(let identity, let element):
                if identity.visitedPass == graph.pass {
                    anchor = ObjectIdentifier(identity)
                } else if let ghost = RemovalGhost.make(for: element, identity: identity, in: context) {
                    kept.append((anchor, ghost))
                }
            case .ghost(let ghost):
                if ghost.isFinished {
                    ghost.release(into: &due)
                } else {
                    kept.append((anchor, ghost))
                }
            }
        }
        for action in due { graph.enqueueAction(action) }

        var children: [ViewElement] = []
        var live: [Entry] = []
        children.reserveCapacity(elements.count)
        live.reserveCapacity(elements.count)
        for element in elements {
            let identity = element.identityNode
            children.append(shown(element, identity: identity, in: context))
            live.append(.live(identity, element))
        }
        guard !kept.isEmpty else {
            entries = []
            lastIdentities = live.compactMap { if case .live(let identity, _) = $0 { identity } else { nil } }
            lastElements = elements
            hasUpdated = true
            return (children, [])
        }
        graph.requiresResolveEveryFrame = true

        var position: [ObjectIdentifier: Int] = [:]
        for (index, entry) in live.enumerated() {
            if case .live(let identity, _) = entry, position[ObjectIdentifier(identity)] == nil {
                position[ObjectIdentifier(identity)] = index
            }
        }
        var following: [Int: [RemovalGhost]] = [:]
        for (anchor, ghost) in kept {
            ghost.refresh(in: context)
            following[anchor.flatMap { position[$0] } ?? -1, default: []].append(ghost)
        }
        var placed: [PlacedGhost] = []
        entries = []
        for ghost in following[-1] ?? [] {
            entries.append(.ghost(ghost))
            placed.append(PlacedGhost(after: -1, ghost: ghost))
        }
        for (index, entry) in live.enumerated() {
            entries.append(entry)
            for ghost in following[index] ?? [] {
                entries.append(.ghost(ghost))
                placed.append(PlacedGhost(after: index, ghost: ghost))
            }
        }
        hasUpdated = true
        return (children, placed)
    }

    /// `element` as shown: wrapped in its insertion modifiers while its insertion runs.
    private func shown(_ element: ViewElement, identity: ViewNode, in context: ResolveContext) -> ViewElement {
        let isInserted = hasUpdated && identity.isNew && context.isUpdate
        guard isInserted || identity.insertion != nil else { return element }
        let transition = element.traits.transition ?? .opacity
        if isInserted, identity.insertion == nil, !element.traits.isSpacer, !transition.insertion.isEmpty {
            var transaction = identity.insertionTransaction(pass: context.graph.pass)
            if let animation = transition.attachedAnimation(for: .insertion) ?? transaction.animation {
                transaction.animation = animation
                identity.insertion = InsertionRecord(transaction: transaction, graph: context.graph)
            }
        }
        guard let record = identity.insertion else { return element }
        guard record.isRunning else {
            identity.insertion = nil
            return element
        }
        context.graph.requiresResolveEveryFrame = true
        let wrapped = applyTransition(transition.insertion, activeness: record.activeness, phase: .insertion,
                                      to: element, at: record.node, in: context)
        guard wrapped.count == 1 else {
            context.graph.warn("A transition's modifier made \(wrapped.count) views of one; the view is inserted without it")
            return element
        }
        return wrapped[0]
    }

    /// Ends every ghost of this list (the list goes away): their waiting disappear actions are
    /// appended to `actions`.
    func releaseGhosts(into actions: inout [() -> Void]) {
        for case .ghost(let ghost) in entries { ghost.release(into: &actions) }
        entries = []
        lastIdentities = []
        lastElements = []
    }
}
