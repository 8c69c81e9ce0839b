import Synchronization

/// A counter bumped whenever a layer's timing (`beginTime`, `speed`, `timeOffset`, …) or the
/// tree's shape (a superlayer or mask changes) may have changed: animation event times depend on
/// the timing of every ancestor, so the clock recomputes all hosts' events when it moves.
/// Presentation copies do not bump it.
enum LayerTimingEpoch {
    private static let counter = Atomic<UInt64>(0)
    static var current: UInt64 { counter.load(ordering: .relaxed) }
    static func bump() { counter.add(1, ordering: .relaxed) }
}

/// The version of a layer tree's model, shared by every layer of the tree: bumped by every
/// change of one of its model layers that a replay could see — a registry value, an unknown key's
/// value, the sublayers, superlayer or mask, `actions`, `style`, `delegate`, an animation added or
/// removed. A `LayerTimeline` continues from its last sample only while its tree's version is where
/// that sample left it (otherwise it replays from 0). A layer takes its new parent's (or mask
/// owner's) watch when it joins a tree; a tree is used from one thread at a time, as layers are.
final class LayerModelWatch {
    private(set) var version: UInt64 = 0
    func bump() { version &+= 1 }
}
