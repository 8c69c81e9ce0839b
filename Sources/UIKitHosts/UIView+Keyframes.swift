import AnimationCore
import Foundation
import LayerTree

extension UIView {
    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)` (UIKit's
    /// raw values: the shared ones of `AnimationOptions`, the calculation mode in bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the keyframes `animations` adds (`addKeyframe(withRelativeStartTime:…)`), as
    /// UIKit does: each layer property the keyframes change gets one `CAKeyframeAnimation` over
    /// `duration` that holds each value until its keyframe starts and reaches the keyframe's value
    /// at its end (times relative to `duration`); changes made outside any keyframe run over the
    /// whole duration.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: []) {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { dot.center.y -= 60 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { dot.center.y += 60 }
    /// }
    /// ```
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let recorder = KeyframeRecorder(options: options)
        let basic = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: basic, spring: nil)
        context.keyframes = recorder
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion.map { done in { done(context.finished) } })
        UIViewAnimationContext.with(context, animations)
        recorder.addAnimations(using: context)
        CATransaction.commit()
    }

    /// A keyframe inside `animateKeyframes`: the changes `animations` makes are reached between
    /// `frameStartTime` and `frameStartTime + frameDuration` (fractions of the whole duration).
    /// Outside `animateKeyframes` the changes are made without animation.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationContext.current?.keyframes else {
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.frame = (start, length)
        animations()
        recorder.frame = nil
    }
}

/// The values the keyframes of one `animateKeyframes` block give each layer property, in order.
final class KeyframeRecorder {
    struct Track {
        let layer: CALayer
        let key: String
        let initial: Any?
        var stops: [(start: Double, end: Double, value: Any?)] = []
    }

    let options: UIView.KeyframeAnimationOptions
    /// The keyframe being recorded (start, duration), nil between keyframes (the whole duration).
    var frame: (start: Double, duration: Double)?
    private var tracks: [Track] = []

    init(options: UIView.KeyframeAnimationOptions) { self.options = options }

    /// The action for a change of `key` on `layer` inside the block: it records the value the
    /// change leaves in the model (run after the change) against the current keyframe.
    func action(for layer: CALayer, forKey key: String) -> CAAction {
        if !tracks.contains(where: { $0.layer === layer && $0.key == key }) {
            tracks.append(Track(layer: layer, key: key, initial: layer.value(forKey: key)))
        }
        let (start, duration) = frame ?? (0, 1)
        return KeyframeStop { [weak self] in
            guard let self, let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) else { return }
            tracks[index].stops.append((start, start + duration, layer.value(forKey: key)))
        }
    }

    /// One `CAKeyframeAnimation` per property: values [initial, initial, v₁, v₁, v₂ …] at key times
    /// [0, s₁, s₁ + d₁, s₂, s₂ + d₂ …, 1] (a keyframe that starts where the last ended adds no hold).
    func addAnimations(using context: UIViewAnimationContext) {
        guard context.duration > 0 else { return }
        for track in tracks where !track.stops.isEmpty {
            var values: [Any?] = [track.initial]
            var times: [Double] = [0]
            var current = track.initial
            for stop in track.stops.sorted(by: { $0.start < $1.start }) {
                if stop.start > times[times.count - 1] {
                    values.append(current)
                    times.append(stop.start)
                }
                values.append(stop.value)
                times.append(max(stop.end, times[times.count - 1]))
                current = stop.value
            }
            if times[times.count - 1] < 1 {
                values.append(current)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map { $0 ?? NSNull() }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.duration = context.duration
            if context.delay > 0 {
                animation.beginTime = CACurrentMediaTime() + context.delay
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.delegate = context
            track.layer.add(animation, forKey: track.key)
        }
    }
}

/// The action a keyframe change gets: it only records the new value (the animation is made
/// once the whole block has run).
private struct KeyframeStop: CAAction {
    let record: () -> Void
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { record() }
}
