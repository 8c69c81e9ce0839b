import Foundation
import AnimationCore
import Synchronization

/// How a layer stores its registered properties: reads (stored value, else the class default
/// resolved once per class), the one write path with its checks, and the model-change funnel that
/// implicit actions hang on.
extension CALayer {
    /// The current model value of `property`, in its registry type.
    public final func layerValue(for property: CALayerProperty) -> any CALayerValue {
        if let derived = property.derived { return derived.get(self) }
        if let v = values[property.slot] { return v }
        if let d = classInfo.defaultEntry(property.slot), d.property === property { return d.value }
        return CALayer.resolvedDefault(of: property, in: type(of: self))
    }

    /// Class defaults as registry values: `defaultValue(forKey:)` (which a subclass may override)
    /// coerced once per class and key, so reading an unset property costs a lookup.
    private static let defaultCache = Mutex<[DefaultCacheKey: CachedDefault]>([:])

    /// @unchecked: the cached values are never mutated (numbers, structs, CGColor, immutable
    /// CGPath copies, CGImage).
    /// The entry keeps its property alive, so no other property can reuse its address as a key.
    private struct CachedDefault: @unchecked Sendable {
        let value: any CALayerValue
        let property: CALayerProperty
    }

    /// The class and the property object (two words to hash, not the key string).
    private struct DefaultCacheKey: Hashable {
        let layerClass: ObjectIdentifier
        let property: ObjectIdentifier
    }

    static func resolvedDefault(of property: CALayerProperty, in layerClass: CALayer.Type) -> any CALayerValue {
        let cacheKey = DefaultCacheKey(layerClass: ObjectIdentifier(layerClass), property: ObjectIdentifier(property))
        if let cached = defaultCache.withLock({ $0[cacheKey] }) { return cached.value }
        var v = property.defaultValue
        if let any = layerClass.defaultValue(forKey: property.key) {
            if let coerced = property.coerce(any) {
                v = coerced
            } else {
                LayerDiagnostics.warn("\(layerClass).defaultValue(forKey: \"\(property.key)\") returned \(type(of: any)), not a \(property.valueType); the built-in default is used")
            }
        }
        let entry = CachedDefault(value: v, property: property)
        defaultCache.withLock { $0[cacheKey] = entry }
        return v
    }

    /// The registry facts of `layerClass`, computed once per class.
    static func classInfo(for layerClass: CALayer.Type) -> LayerClassInfo {
        if layerClass == CALayer.self { return baseClassInfo }
        let id = ObjectIdentifier(layerClass)
        if let cached = classInfos.withLock({ $0[id] }) { return cached }
        let info = LayerClassInfo(layerClass)
        classInfos.withLock { $0[id] = info }
        return info
    }

    static let baseClassInfo = LayerClassInfo(CALayer.self)
    private static let classInfos = Mutex<[ObjectIdentifier: LayerClassInfo]>([:])

    /// Reads the timing values back from the registry (after one was written, or `values` replaced).
    final func refreshTiming() {
        storedTiming = StoredTiming(beginTime: read(.beginTime), duration: read(.duration), speed: read(.speed),
                                    timeOffset: read(.timeOffset), repeatCount: read(.repeatCount),
                                    repeatDuration: read(.repeatDuration), autoreverses: read(.autoreverses),
                                    fillMode: read(.fillMode))
    }

    /// The current model value of the registered property `key` (or an alias), in its registry
    /// type; nil for a key the class does not register.
    ///
    /// ```swift
    /// layer.layerValue(forKey: "opacity") as? Double // 1
    /// ```
    public final func layerValue(forKey key: String) -> (any CALayerValue)? {
        type(of: self).layerProperties[key].map { layerValue(for: $0) }
    }

    /// Sets `property` to `value` (coerced to its type). Refuses, with a warning, a value of
    /// another type or with a NaN/infinite number, and returns false. Runs no action: animation
    /// code writes presentation values through this.
    @discardableResult
    public final func setLayerValue(_ value: Any, for property: CALayerProperty) -> Bool {
        guard let v = property.coerce(value) else {
            LayerDiagnostics.warn("\(type(of: self)).\(property.key) cannot hold \(type(of: value)) (\(value)); the value is unchanged")
            return false
        }
        return store(v, for: property)
    }

    /// Sets `property` to `value` computed by animation code: already of the property's type, so
    /// not coerced (any other type goes through `setLayerValue`). Refused, with a warning, when
    /// not finite.
    @discardableResult
    final func setComputedValue(_ value: any CALayerValue, for property: CALayerProperty) -> Bool {
        guard ObjectIdentifier(type(of: value)) == ObjectIdentifier(property.valueType) else {
            return setLayerValue(value, for: property)
        }
        return store(value, for: property)
    }

    /// Stores `v` (of the property's type) if it is finite (a warning if not); refreshes the
    /// timing and notes the model change.
    private final func store(_ v: any CALayerValue, for property: CALayerProperty) -> Bool {
        guard property.accepts(v) else {
            LayerDiagnostics.warn("\(type(of: self)).\(property.key) = \(v) is not finite; the value is unchanged")
            return false
        }
        if let derived = property.derived {
            derived.set(self, v)
        } else {
            values[property.slot] = v
        }
        noteModelChange()
        if property.isLayerTiming {
            refreshTiming()
            LayerTimingEpoch.bump()
        }
        return true
    }

    /// The property registered in `slot`; a missing one is a bug in a layer class's table.
    final func registered(_ slot: LayerSlot) -> CALayerProperty {
        guard let p = type(of: self).layerProperties[slot] else {
            preconditionFailure("\(type(of: self)).layerProperties has no \"\(slot.key)\": a subclass table must inherit its superclass's")
        }
        return p
    }

    /// The model value of the registered property in `slot` as `T`.
    final func read<T: CALayerValue>(_ slot: LayerSlot, as type: T.Type = T.self) -> T {
        if let stored = values[slot] {
            if let v = stored.exactly(T.self) { return v }
        } else if let d = classInfo.defaultValue(slot), let v = d.exactly(T.self) {
            return v     // unset: the class default (resolved once per class)
        }
        let p = registered(slot)
        if let v = layerValue(for: p) as? T { return v }
        if let v = p.defaultValue as? T { return v }
        preconditionFailure("\(p.key) is registered as \(p.valueType), read as \(T.self)")
    }

    /// Sets the registered property in `slot` from any value (coerced; refused with a warning if
    /// it does not fit).
    final func writeAny(_ slot: LayerSlot, _ value: Any) {
        setModelValue(value, for: registered(slot))
    }

    /// Sets the registered property in `slot` (refused with a warning if not finite).
    final func write<T: CALayerValue>(_ slot: LayerSlot, _ value: T) {
        setModelValue(value, for: registered(slot))
    }

    /// A change of the model: every public setter and `setValue(_:forKey(Path):)` comes here
    /// (animation code writing presentation values calls `setLayerValue(_:for:)` instead). After
    /// the value is stored, a key for which `needsDisplay(forKey:)` is true — or `bounds` with
    /// `needsDisplayOnBoundsChange` — marks the layer for display. This is where a change's
    /// implicit action (`action(forKey:)`) belongs: the change joins the current transaction and,
    /// on a committed model layer, runs the key's action once the value is stored
    /// (`CALayer+Animations.swift`).
    @discardableResult
    final func setModelValue(_ value: Any, for property: CALayerProperty) -> Bool {
        let action = implicitAction(for: property)   // model layers only: nil for presentation copies
        guard setLayerValue(value, for: property) else { return false }
        if type(of: self).needsDisplay(forKey: property.key) || (property.key == "bounds" && needsDisplayOnBoundsChange) {
            setNeedsDisplay()
        }
        action?()
        return true
    }
}
