import Synchronization

/// A registry key as a small number: every key a layer class registers is interned once,
/// process-wide, so a layer's stored values and its class's defaults are found by comparing
/// integers instead of hashing strings. The built-in keys have named slots (`.bounds`).
///
/// ```swift
/// LayerSlot.named("bounds") == .bounds   // true
/// ```
struct LayerSlot: Hashable, Sendable {
    /// The slot's index (dense, from 0, in the order keys were first interned).
    let index: Int

    private static let table = Mutex<(byKey: [String: Int], keys: [String])>(([:], []))

    /// The slot of `key` (interned on first use).
    static func named(_ key: String) -> LayerSlot {
        table.withLock { t in
            if let i = t.byKey[key] { return LayerSlot(index: i) }
            let i = t.keys.count
            t.byKey[key] = i
            t.keys.append(key)
            return LayerSlot(index: i)
        }
    }

    /// The key the slot was interned from.
    var key: String { LayerSlot.table.withLock { $0.keys[index] } }
}

/// The slots of the keys the built-in layer classes read and write.
extension LayerSlot {
    static let alignmentMode = LayerSlot.named("alignmentMode")
    static let allowsGroupOpacity = LayerSlot.named("allowsGroupOpacity")
    static let anchorPoint = LayerSlot.named("anchorPoint")
    static let anchorPointZ = LayerSlot.named("anchorPointZ")
    static let autoreverses = LayerSlot.named("autoreverses")
    static let backgroundColor = LayerSlot.named("backgroundColor")
    static let beginTime = LayerSlot.named("beginTime")
    static let borderColor = LayerSlot.named("borderColor")
    static let borderWidth = LayerSlot.named("borderWidth")
    static let bounds = LayerSlot.named("bounds")
    static let colors = LayerSlot.named("colors")
    static let contents = LayerSlot.named("contents")
    static let contentsCenter = LayerSlot.named("contentsCenter")
    static let contentsGravity = LayerSlot.named("contentsGravity")
    static let contentsRect = LayerSlot.named("contentsRect")
    static let contentsScale = LayerSlot.named("contentsScale")
    static let cornerCurve = LayerSlot.named("cornerCurve")
    static let cornerRadius = LayerSlot.named("cornerRadius")
    static let doubleSided = LayerSlot.named("doubleSided")
    static let duration = LayerSlot.named("duration")
    static let endPoint = LayerSlot.named("endPoint")
    static let fillColor = LayerSlot.named("fillColor")
    static let fillMode = LayerSlot.named("fillMode")
    static let fillRule = LayerSlot.named("fillRule")
    static let font = LayerSlot.named("font")
    static let fontSize = LayerSlot.named("fontSize")
    static let foregroundColor = LayerSlot.named("foregroundColor")
    static let geometryFlipped = LayerSlot.named("geometryFlipped")
    static let hidden = LayerSlot.named("hidden")
    static let instanceAlphaOffset = LayerSlot.named("instanceAlphaOffset")
    static let instanceBlueOffset = LayerSlot.named("instanceBlueOffset")
    static let instanceColor = LayerSlot.named("instanceColor")
    static let instanceCount = LayerSlot.named("instanceCount")
    static let instanceDelay = LayerSlot.named("instanceDelay")
    static let instanceGreenOffset = LayerSlot.named("instanceGreenOffset")
    static let instanceRedOffset = LayerSlot.named("instanceRedOffset")
    static let instanceTransform = LayerSlot.named("instanceTransform")
    static let lineCap = LayerSlot.named("lineCap")
    static let lineDashPattern = LayerSlot.named("lineDashPattern")
    static let lineDashPhase = LayerSlot.named("lineDashPhase")
    static let lineJoin = LayerSlot.named("lineJoin")
    static let lineWidth = LayerSlot.named("lineWidth")
    static let locations = LayerSlot.named("locations")
    static let maskedCorners = LayerSlot.named("maskedCorners")
    static let masksToBounds = LayerSlot.named("masksToBounds")
    static let miterLimit = LayerSlot.named("miterLimit")
    static let name = LayerSlot.named("name")
    static let needsDisplayOnBoundsChange = LayerSlot.named("needsDisplayOnBoundsChange")
    static let opacity = LayerSlot.named("opacity")
    static let opaque = LayerSlot.named("opaque")
    static let path = LayerSlot.named("path")
    static let position = LayerSlot.named("position")
    static let preservesDepth = LayerSlot.named("preservesDepth")
    static let repeatCount = LayerSlot.named("repeatCount")
    static let repeatDuration = LayerSlot.named("repeatDuration")
    static let shadowColor = LayerSlot.named("shadowColor")
    static let shadowOffset = LayerSlot.named("shadowOffset")
    static let shadowOpacity = LayerSlot.named("shadowOpacity")
    static let shadowPath = LayerSlot.named("shadowPath")
    static let shadowRadius = LayerSlot.named("shadowRadius")
    static let speed = LayerSlot.named("speed")
    static let startPoint = LayerSlot.named("startPoint")
    static let string = LayerSlot.named("string")
    static let strokeColor = LayerSlot.named("strokeColor")
    static let strokeEnd = LayerSlot.named("strokeEnd")
    static let strokeStart = LayerSlot.named("strokeStart")
    static let sublayerTransform = LayerSlot.named("sublayerTransform")
    static let timeOffset = LayerSlot.named("timeOffset")
    static let transform = LayerSlot.named("transform")
    static let truncationMode = LayerSlot.named("truncationMode")
    static let type = LayerSlot.named("type")
    static let wrapped = LayerSlot.named("wrapped")
    static let zPosition = LayerSlot.named("zPosition")
}
