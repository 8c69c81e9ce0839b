import Foundation
import Geometry2D

/// One property of a layer class in its key registry: its KVC key, the ``CALayerValue`` type it
/// is stored as, its default, whether Core Animation animates it, and how `value(forKey:)` boxes
/// it (`opacity` is stored as a `Double` and read back as a `Float`).
///
/// Animation code reads and writes layer state through these descriptors:
///
/// ```swift
/// if let property = type(of: layer).layerProperties["opacity"] {
///     let now = layer.layerValue(for: property)            // any CALayerValue (a Double)
///     layer.setLayerValue(0.5, for: property)              // validated, no implicit action
/// }
/// ```
public final class CALayerProperty: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every field is an immutable `let`; the metatype and closures hold no state.

    /// The key (`"bounds"`, `"hidden"`, `"strokeEnd"`: the Objective-C property name).
    public let key: String
    /// The key's slot (where layers store the value).
    let slot: LayerSlot
    /// Other spellings accepted for the key (`"isHidden"`).
    public let aliases: [String]
    /// The type values are stored and interpolated as (`Double` for every CGFloat/Float/Int
    /// property, `Optional<CGColor>` for colours, …).
    public let valueType: any CALayerValue.Type
    /// True if Core Animation animates changes of this property.
    public let isAnimatable: Bool
    /// False for `path` and `shadowPath`: animatable, but never implicitly.
    public let hasImplicitAnimation: Bool
    /// True for the timing numbers that may be infinite (`repeatCount = .infinity` repeats
    /// forever); every other number must be finite.
    public let allowsInfinity: Bool
    /// True for the layer's own media timing (`beginTime`, `speed`, `timeOffset`, …): a change
    /// moves the clock's events of every animation below the layer.
    let isLayerTiming: Bool
    private let makeDefault: () -> any CALayerValue
    private let boxValue: (any CALayerValue) -> Any
    /// For a property computed from others (`frame`): its getter and setter.
    let derived: (get: (CALayer) -> any CALayerValue, set: (CALayer, any CALayerValue) -> Void)?

    /// A property of a layer subclass, so that it animates and takes part in key-value coding
    /// and `init(layer:)` copies like the built-in ones (Linux has no `@NSManaged`).
    ///
    /// - Parameters:
    ///   - key: the KVC key; `type`: how values are stored and blended (`Double` for any number);
    ///   - value: the default; `animatable`: whether it animates; `implicit`: whether a change
    ///     animates implicitly; `allowsInfinity`: whether ±∞ is accepted (NaN never is);
    ///   - aliases: other accepted spellings; `box`: what `value(forKey:)` returns for a value.
    ///
    /// ```swift
    /// final class ProgressLayer: CALayer {
    ///     static let table = CALayerPropertyTable(inheriting: CALayer.layerProperties,
    ///                                             [CALayerProperty("progress", Double.self, default: { 0 })])
    ///     override class var layerProperties: CALayerPropertyTable { table }
    ///     var progress: Double {
    ///         get { layerValue(forKey: "progress") as? Double ?? 0 }
    ///         set { setValue(newValue, forKey: "progress") }
    ///     }
    /// }
    /// ```
    public convenience init<Value: CALayerValue>(_ key: String, _ type: Value.Type, default value: @escaping () -> Value,
                                                 animatable: Bool = true, implicit: Bool = true,
                                                 allowsInfinity: Bool = false, aliases: [String] = [],
                                                 box: ((Value) -> Any)? = nil) {
        self.init(key, type, default: value, animatable: animatable, implicit: implicit, allowsInfinity: allowsInfinity,
                  aliases: aliases, box: box, derived: nil)
    }

    init<Value: CALayerValue>(_ key: String, _ type: Value.Type, default value: @escaping () -> Value,
                              animatable: Bool = true, implicit: Bool = true, allowsInfinity: Bool = false,
                              aliases: [String] = [],
                              box: ((Value) -> Any)? = nil,
                              derived: (get: (CALayer) -> Value, set: (CALayer, Value) -> Void)?) {
        self.key = key
        self.slot = LayerSlot.named(key)
        self.aliases = aliases
        self.valueType = type
        self.isAnimatable = animatable
        self.hasImplicitAnimation = animatable && implicit
        self.allowsInfinity = allowsInfinity
        self.isLayerTiming = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
                              "autoreverses", "fillMode"].contains(key)
        self.makeDefault = { value() }
        if let box {
            self.boxValue = { v in (v as? Value).map(box) ?? v.boxed }
        } else {
            self.boxValue = { $0.boxed }
        }
        if let derived {
            self.derived = (get: { derived.get($0) }, set: { layer, v in if let v = v as? Value { derived.set(layer, v) } })
        } else {
            self.derived = nil
        }
    }

    /// The property's default value (what a fresh layer reads).
    public var defaultValue: any CALayerValue { makeDefault() }

    /// `value` converted to the property's public Swift type (`Float` for `opacity`, `CGFloat`
    /// for `cornerRadius`, `[NSNumber]?` for `lineDashPattern`).
    public func box(_ value: any CALayerValue) -> Any { boxValue(value) }

    /// `any` as this property's value type, or nil if it does not fit.
    public func coerce(_ any: Any) -> (any CALayerValue)? { valueType.coerce(any) }

    /// True if the property accepts `value`: no NaN anywhere, and no infinity unless ``allowsInfinity``.
    public func accepts(_ value: any CALayerValue) -> Bool {
        if allowsInfinity, let d = value as? Double { return !d.isNaN }
        return layerValueIsFinite(value)
    }

    public var description: String { "CALayerProperty(\(key): \(valueType))" }
}

/// The key registry of a layer class: its own properties and every inherited one, looked up by
/// key or alias.
///
/// ```swift
/// CAShapeLayer.layerProperties["strokeEnd"]?.isAnimatable // true
/// CALayer.layerProperties["strokeEnd"]                    // nil
/// ```
public struct CALayerPropertyTable: @unchecked Sendable {
    // @unchecked: immutable after init; holds CALayerProperty values, themselves immutable.

    /// Every property, the base class's first, in declaration order.
    public let properties: [CALayerProperty]
    private let byKey: [String: CALayerProperty]
    private let bySlot: [CALayerProperty?]

    /// A table of `own` properties on top of `base`'s (an own key replaces an inherited one).
    public init(inheriting base: CALayerPropertyTable?, _ own: [CALayerProperty]) {
        var list = base?.properties ?? []
        for p in own {
            if let i = list.firstIndex(where: { $0.key == p.key }) { list[i] = p } else { list.append(p) }
        }
        var map: [String: CALayerProperty] = [:]
        for p in list {
            map[p.key] = p
            for alias in p.aliases { map[alias] = p }
        }
        properties = list
        byKey = map
        var slots = [CALayerProperty?](repeating: nil, count: (list.map(\.slot.index).max() ?? -1) + 1)
        for p in list { slots[p.slot.index] = p }
        bySlot = slots
    }

    /// The property with this key or alias.
    public subscript(key: String) -> CALayerProperty? { byKey[key] }

    /// The property stored in `slot`, if the table has one.
    subscript(slot: LayerSlot) -> CALayerProperty? {
        slot.index < bySlot.count ? bySlot[slot.index] : nil
    }
}

/// True if `value` has no NaN or infinite number in it (colours, geometry, transforms, arrays).
func layerValueIsFinite(_ value: any CALayerValue) -> Bool {
    value.hasOnlyFiniteNumbers
}
