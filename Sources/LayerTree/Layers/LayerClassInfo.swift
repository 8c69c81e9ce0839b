import Foundation
import AnimationCore

/// A layer's `CAMediaTiming` values (numbers stored as `Double`, as the registry stores them).
struct StoredTiming: Sendable {
    var beginTime = 0.0, duration = 0.0, speed = 1.0, timeOffset = 0.0
    var repeatCount = 0.0, repeatDuration = 0.0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

/// What a layer class's registry gives every instance, computed once per class: each stored
/// property's resolved default (`defaultValue(forKey:)` coerced) by slot, and the default timing.
final class LayerClassInfo: @unchecked Sendable {
    // @unchecked: immutable after init; the values are immutable (see CALayer's default cache).
    /// A property and its resolved default.
    struct Default {
        let property: CALayerProperty
        let value: any CALayerValue
    }

    private let defaults: [Default?]
    let timing: StoredTiming

    init(_ layerClass: CALayer.Type) {
        let stored = layerClass.layerProperties.properties.filter { $0.derived == nil }
        var defaults = [Default?](repeating: nil, count: (stored.map(\.slot.index).max() ?? -1) + 1)
        for p in stored {
            defaults[p.slot.index] = Default(property: p, value: CALayer.resolvedDefault(of: p, in: layerClass))
        }
        self.defaults = defaults
        func value<T>(_ slot: LayerSlot, _ fallback: T) -> T {
            slot.index < defaults.count ? defaults[slot.index]?.value as? T ?? fallback : fallback
        }
        let fresh = StoredTiming()
        timing = StoredTiming(beginTime: value(.beginTime, fresh.beginTime), duration: value(.duration, fresh.duration),
                              speed: value(.speed, fresh.speed), timeOffset: value(.timeOffset, fresh.timeOffset),
                              repeatCount: value(.repeatCount, fresh.repeatCount),
                              repeatDuration: value(.repeatDuration, fresh.repeatDuration),
                              autoreverses: value(.autoreverses, fresh.autoreverses), fillMode: value(.fillMode, fresh.fillMode))
    }

    /// The resolved default of the stored property in `slot`, if the class has one.
    func defaultEntry(_ slot: LayerSlot) -> Default? {
        slot.index < defaults.count ? defaults[slot.index] : nil
    }

    /// The resolved default value of the stored property in `slot`, if the class has one.
    func defaultValue(_ slot: LayerSlot) -> (any CALayerValue)? {
        slot.index < defaults.count ? defaults[slot.index]?.value : nil
    }
}
