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
/// property's resolved default (`defaultValue(forKey:)` coerced) by canonical key, and the
/// default timing.
final class LayerClassInfo: @unchecked Sendable {
    // @unchecked: immutable after init; the values are immutable (see CALayer's default cache).
    let defaults: [String: (property: CALayerProperty, value: any CALayerValue)]
    let timing: StoredTiming

    init(_ layerClass: CALayer.Type) {
        var defaults: [String: (property: CALayerProperty, value: any CALayerValue)] = [:]
        for p in layerClass.layerProperties.properties where p.derived == nil {
            defaults[p.key] = (p, CALayer.resolvedDefault(of: p, in: layerClass))
        }
        self.defaults = defaults
        func value<T>(_ key: String, _ fallback: T) -> T { defaults[key]?.value as? T ?? fallback }
        let fresh = StoredTiming()
        timing = StoredTiming(beginTime: value("beginTime", fresh.beginTime), duration: value("duration", fresh.duration),
                              speed: value("speed", fresh.speed), timeOffset: value("timeOffset", fresh.timeOffset),
                              repeatCount: value("repeatCount", fresh.repeatCount),
                              repeatDuration: value("repeatDuration", fresh.repeatDuration),
                              autoreverses: value("autoreverses", fresh.autoreverses), fillMode: value("fillMode", fresh.fillMode))
    }
}
