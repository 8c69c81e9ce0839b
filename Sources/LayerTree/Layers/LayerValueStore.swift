/// A layer's stored registry values (those set away from the class default), by slot: a short
/// list of slot numbers searched by integer beside the values, cheap to copy (`init(layer:)`
/// shares both arrays until either side writes).
///
/// ```swift
/// var store = LayerValueStore()
/// store[.opacity] = 0.5
/// store[.opacity] as? Double   // 0.5
/// ```
struct LayerValueStore {
    private var slots: [Int] = []
    private var stored: [any CALayerValue] = []

    private func position(of slot: LayerSlot) -> Int? {
        slots.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i] == slot.index { return i }
            return nil
        }
    }

    /// The value stored in `slot`, or nil (the class default applies).
    subscript(slot: LayerSlot) -> (any CALayerValue)? {
        get { position(of: slot).map { stored[$0] } }
        set {
            switch (position(of: slot), newValue) {
            case let (i?, v?):
                stored[i] = v
            case let (i?, nil):
                slots.remove(at: i)
                stored.remove(at: i)
            case let (nil, v?):
                slots.append(slot.index)
                stored.append(v)
            case (nil, nil):
                break
            }
        }
    }

    /// Becomes `other`, overwriting this store's values in place when its slots begin with the
    /// other's (a presentation copy put back to its model each frame allocates nothing once its
    /// buffers are its own).
    mutating func overwrite(with other: LayerValueStore) {
        let n = other.slots.count
        // This store's slots start with the other's (values animations added come after them).
        guard slots.count >= n, slots.starts(with: other.slots) else {
            self = other
            return
        }
        if slots.count > n {
            slots.removeLast(slots.count - n)       // keeps the capacity for the next frame's values
            stored.removeLast(stored.count - n)
        }
        for i in 0..<n { stored[i] = other.stored[i] }
    }

    /// How many values are stored.
    var count: Int { slots.count }
}
