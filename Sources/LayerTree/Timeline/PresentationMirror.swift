import Foundation
import AnimationCore

/// The presentation tree a `LayerTimeline` draws its frames from, kept from frame to frame: each
/// model layer keeps its presentation copy, reloaded from the model only when the model changed
/// since the last frame or an animation is (or was) applied to it — so a frame in which 2,000
/// layers spin costs 2,000 animation evaluations, not 2,000 new layers. The tree equals
/// `root.presentation()` at the same time (the same state, reached by `copyModelState(from:)` and
/// `applyAnimations(to:atLocalTime:)`); it is never handed to callers, who could change it.
///
/// Copies are reused only for the built-in layer classes (a subclass's `init(layer:)` may copy
/// state the mirror cannot see): other classes get a fresh `presentationCopy` each frame.
final class PresentationMirror {
    private final class Entry {
        let model: CALayer
        let copy: CALayer
        var modelChanges: UInt64
        var animated = false
        var frame: UInt64 = 0

        init(model: CALayer, copy: CALayer) {
            self.model = model
            self.copy = copy
            modelChanges = model.changeCount
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame: UInt64 = 0
    private var visited = 0

    /// The built-in classes, whose `init(layer:)` copies nothing beyond the model state.
    private static let reusableClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CATransformLayer.self), ObjectIdentifier(CATextLayer.self),
    ]

    /// A copy to bring up to date this frame: reloaded from its model (all of it, or only what
    /// animations changed), then animated.
    private struct Work {
        let entry: Entry
        let reloadAll: Bool
        let animated: Bool
    }

    private var work: [Work] = []

    /// `root`'s presentation tree at media time `time` (the root must be committed): the tree's
    /// shape first, then the copies' values, on up to `threads` threads when there are hundreds.
    func tree(of root: CALayer, atMediaTime time: CFTimeInterval, threads: Int = 1) -> CALayer {
        frame &+= 1
        visited = 0
        work.removeAll(keepingCapacity: true)
        let tree = present(root, time)
        let duration = CATransaction.animationDuration()     // read here: workers have their own transactions
        let items = work
        LayerParallel.forEachChunk(count: items.count, threads: threads) { _, range in
            for item in items[range] { Self.update(item, atMediaTime: time, defaultDuration: duration) }
        }
        work.removeAll(keepingCapacity: true)
        if entries.count > 2 * visited + 64 {
            entries = entries.filter { $0.value.frame == frame }   // layers no longer in the tree
        }
        return tree
    }

    /// Brings one copy up to date (touches only that copy and reads only its model's state).
    private static func update(_ item: Work, atMediaTime time: CFTimeInterval, defaultDuration: CFTimeInterval) {
        let model = item.entry.model, copy = item.entry.copy
        if item.reloadAll { copy.copyModelState(from: model) } else { copy.copyAnimatedState(from: model) }
        var placementOnly = true
        copy.transitionFrame = nil
        if item.animated {
            model.applyAnimations(to: copy, atLocalTime: model.localTime(atMediaTime: time), defaultDuration: defaultDuration)
            placementOnly = copy.transitionFrame == nil && model.animationList.entries.allSatisfy { !$0.isEvaluated || $0.movesOnly }
        }
        copy.renderStamp = LayerRenderStamp(modelChanges: item.entry.modelChanges, placementOnly: placementOnly)
    }

    private func present(_ model: CALayer, _ time: CFTimeInterval) -> CALayer {
        guard Self.reusableClasses.contains(ObjectIdentifier(type(of: model))) else {
            return model.presentationCopy(atMediaTime: time)
        }
        visited += 1
        let id = ObjectIdentifier(model)
        let entry: Entry
        if let e = entries[id], e.model === model {
            entry = e
        } else {
            entry = Entry(model: model, copy: type(of: model).init(layer: model))
            entry.copy.renderStamp = LayerRenderStamp(modelChanges: model.changeCount, placementOnly: true)
            entries[id] = entry
        }
        entry.frame = frame
        let copy = entry.copy
        let animated = model.animationList.entries.contains { $0.isEvaluated }
        let changed = entry.modelChanges != model.changeCount
        if changed || animated || entry.animated {
            // Only what animations changed needs putting back unless the model itself changed.
            entry.modelChanges = model.changeCount
            work.append(Work(entry: entry, reloadAll: changed, animated: animated))
        }
        entry.animated = animated

        if let subs = model.sublayerStorage {
            let copies = subs.map { present($0, time) }
            let old = copy.sublayerStorage ?? []
            if old.count != copies.count || zip(old, copies).contains(where: { (a: CALayer, b: CALayer) in a !== b }) {
                for c in old where c.parentStorage === copy { c.parentStorage = nil }
                for c in copies { c.parentStorage = copy }
                copy.sublayerStorage = copies
            }
        } else if copy.sublayerStorage != nil {
            for c in copy.sublayerStorage ?? [] where c.parentStorage === copy { c.parentStorage = nil }
            copy.sublayerStorage = nil
        }
        let mask = model.mask.map { present($0, time) }
        if copy.mask !== mask { copy.mask = mask }
        return copy
    }
}
