import Foundation

extension CALayer {
    /// The deepest a layer tree may be (root at depth 1). Deeper trees are refused: Zoetrope walks
    /// trees without recursion, but releasing a very deep chain of objects recurses.
    public static let maximumTreeDepth = 1_000

    /// The layer this one is a sublayer of.
    public final var superlayer: CALayer? { parentStorage }

    /// The sublayers, back to front (before `zPosition` ordering); nil if there are none.
    /// Setting replaces them all (each new one is removed from its old superlayer first).
    ///
    /// ```swift
    /// parent.sublayers = [background, badge]
    /// ```
    public final var sublayers: [CALayer]? {
        get { sublayerStorage }
        set {
            for old in sublayerStorage ?? [] { old.parentStorage = nil }
            sublayerStorage = nil
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(clamping: sublayerStorage?.count ?? 0)) }
        }
    }

    /// Appends `layer` to the sublayers (on top), removing it from its old superlayer first.
    ///
    /// ```swift
    /// root.addSublayer(card)
    /// card.superlayer === root // true
    /// ```
    public final func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage?.count ?? 0))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the end, with a warning). Refused
    /// with a warning, the tree unchanged, if `layer` is this layer or one of its ancestors (a
    /// cycle), is some layer's mask, or would make the tree deeper than ``maximumTreeDepth``.
    public final func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        if layer.parentStorage != nil { layer.removeFromSuperlayer() }
        let count = sublayerStorage?.count ?? 0
        var i = Int(index)
        if i > count {
            LayerDiagnostics.warn("insertSublayer(_:at: \(index)) past the end of \(count) sublayers of \(debugName); appended")
            i = count
        }
        // In place (a copy of the list per insertion made adding n layers cost n²).
        if sublayerStorage == nil { sublayerStorage = [layer] } else { sublayerStorage?.insert(layer, at: i) }
        layer.parentStorage = self
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil). Refused with a
    /// warning if `sibling` is not a sublayer of this layer.
    public final func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        insertNear(layer, sibling, offset: 0, word: "below")
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil). Refused with a
    /// warning if `sibling` is not a sublayer of this layer.
    public final func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        insertNear(layer, sibling, offset: 1, word: "above")
    }

    private final func insertNear(_ layer: CALayer, _ sibling: CALayer, offset: Int, word: String) {
        guard sibling.parentStorage === self else {
            LayerDiagnostics.warn("insertSublayer(_:\(word):): \(sibling.debugName) is not a sublayer of \(debugName); nothing inserted")
            return
        }
        guard layer !== sibling else { return }
        guard canAdopt(layer) else { return }
        if layer.parentStorage != nil { layer.removeFromSuperlayer() }
        let i = (sublayerStorage ?? []).firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(clamping: i + offset))
    }

    /// Puts `newLayer` where `oldLayer` is. Refused with a warning if `oldLayer` is not a
    /// sublayer of this layer or `newLayer` cannot be added.
    public final func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.parentStorage === self else {
            LayerDiagnostics.warn("replaceSublayer: \(oldLayer.debugName) is not a sublayer of \(debugName); nothing replaced")
            return
        }
        guard oldLayer !== newLayer else { return }
        guard canAdopt(newLayer, replacing: oldLayer) else { return }
        if newLayer.parentStorage != nil { newLayer.removeFromSuperlayer() }
        guard let i = sublayerStorage?.firstIndex(where: { $0 === oldLayer }) else { return }
        sublayerStorage?[i] = newLayer
        newLayer.parentStorage = self
        oldLayer.parentStorage = nil
    }

    /// Detaches the layer from its superlayer (or, for a mask, from the layer it masks).
    public final func removeFromSuperlayer() {
        if let owner = maskOwner, owner.mask === self {
            owner.mask = nil
            return
        }
        guard let parent = parentStorage else { return }
        parent.sublayerStorage?.removeAll { $0 === self }
        parentStorage = nil
    }

    /// True if `layer` may become a sublayer of this layer (warns and returns false if not).
    private final func canAdopt(_ layer: CALayer, replacing: CALayer? = nil) -> Bool {
        var ancestor: CALayer? = self
        var depth = 0
        while let a = ancestor {
            if a === layer {
                LayerDiagnostics.warn("adding \(layer.debugName) under \(debugName) would make it its own ancestor; the tree is unchanged")
                return false
            }
            depth += 1
            ancestor = a.parentStorage ?? a.maskOwner
        }
        if layer.maskOwner != nil {
            LayerDiagnostics.warn("\(layer.debugName) is the mask of \(layer.maskOwner?.debugName ?? "a layer") and cannot also be a sublayer; the tree is unchanged")
            return false
        }
        let total = depth + layer.subtreeHeight
        if total > CALayer.maximumTreeDepth {
            LayerDiagnostics.warn("adding \(layer.debugName) under \(debugName) would make the tree \(total) layers deep (at most \(CALayer.maximumTreeDepth)); the tree is unchanged")
            return false
        }
        return true
    }

    /// The number of layers on the longest path down from this one (1 for a leaf), without recursion.
    final var subtreeHeight: Int {
        var best = 0
        var stack: [(CALayer, Int)] = [(self, 1)]
        while let (layer, depth) = stack.popLast() {
            best = max(best, depth)
            for child in layer.sublayerStorage ?? [] { stack.append((child, depth + 1)) }
        }
        return best
    }

    /// The ancestors from the root down to this layer (inclusive).
    final var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer {
            chain.append(l)
            layer = l.parentStorage
        }
        return chain.reversed()
    }
}

extension CALayer {
    final func setMask(_ newMask: CALayer?) {
        guard newMask !== storedMask else { return }
        if let m = newMask {
            if m === self {
                LayerDiagnostics.warn("a layer cannot be its own mask; the mask is unchanged")
                return
            }
            if m.superlayer != nil {
                LayerDiagnostics.warn("mask layer \(m.debugName) has a superlayer, so it cannot mask \(debugName); the mask is not applied")
                return
            }
            if let owner = m.maskOwner, owner !== self {
                owner.storedMask = nil
            }
        }
        storedMask?.maskOwner = nil
        storedMask = newMask
        newMask?.maskOwner = self
    }

    /// The mask to draw: nil when the mask layer was later added to a tree (with a warning).
    package final var effectiveMask: CALayer? {
        guard let m = storedMask else { return nil }
        if m.superlayer != nil {
            LayerDiagnostics.warn("mask layer \(m.debugName) has a superlayer, so it cannot mask \(debugName); the mask is not applied")
            return nil
        }
        return m
    }

    /// `name` or the class and address, for messages.
    final var debugName: String {
        if let name { return "\"\(name)\"" }
        return "\(type(of: self))(\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)))"
    }
}
