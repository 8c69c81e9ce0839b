import Testing
import Foundation
@testable import AnimationCore

/// User-written `CustomAnimation`s: wrapped by `Animation(_:)`, combined with the built-in
/// modifiers, keeping per-animation state through `AnimationStateKey`.
@Suite struct CustomAnimationTests {
    /// Jumps to the target in `steps` equal steps over `duration`.
    struct StepAnimation: CustomAnimation {
        var steps: Int
        var duration: TimeInterval

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time <= duration else { return nil }
            if time >= duration { context.isLogicallyComplete = true }
            let step = (time / duration * Double(steps)).rounded(.down)
            return value.scaled(by: min(step, Double(steps)) / Double(steps))
        }
    }

    /// An elastic ease-out that remembers how many frames it rendered and its peak.
    struct ElasticAnimation: CustomAnimation {
        var duration: TimeInterval

        struct FrameCount: AnimationStateKey { static var defaultValue: Int { 0 } }
        struct Peak: AnimationStateKey { static var defaultValue: Double { 0 } }

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time <= duration else { return nil }
            let p = time / duration
            let fraction = p >= 1 ? 1 : 1 - pow(2, -10 * p) * cos(p * 3 * .pi)
            context.state[FrameCount.self] += 1
            context.state[Peak.self] = max(context.state[Peak.self], fraction)
            return value.scaled(by: fraction)
        }

        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            let h = 1e-6
            var scratch = context
            guard let a = animate(value: value, time: max(time - h, 0), context: &scratch),
                  let b = animate(value: value, time: time + h, context: &scratch) else { return nil }
            return (b - a).scaled(by: 1 / (time + h - max(time - h, 0)))
        }
    }

    @Test func stepAnimationThroughAnimation() {
        let step = Animation(StepAnimation(steps: 4, duration: 1))
        var context = AnimationContext<Double>()
        #expect(step.animate(value: 8.0, time: 0.2, context: &context) == 0)
        #expect(step.animate(value: 8.0, time: 0.3, context: &context) == 2)
        #expect(step.animate(value: 8.0, time: 0.99, context: &context) == 6)
        #expect(!context.isLogicallyComplete)
        #expect(step.animate(value: 8.0, time: 1, context: &context) == 8)
        #expect(context.isLogicallyComplete)
        #expect(step.animate(value: 8.0, time: 1.01, context: &context) == nil)
        #expect(step.velocity(value: 8.0, time: 0.5, context: context) == nil)   // protocol default
        var merge = AnimationContext<Double>()
        #expect(!step.shouldMerge(previous: .spring, value: 1.0, time: 0, context: &merge))
        #expect(step == Animation(StepAnimation(steps: 4, duration: 1)))
        #expect(step != Animation(StepAnimation(steps: 5, duration: 1)))
    }

    @Test func customAnimationWithModifiers() {
        let step = Animation(StepAnimation(steps: 2, duration: 1))
        func sample(_ a: Animation, _ t: Double) -> Double? {
            var context = AnimationContext<Double>()
            return a.animate(value: 1.0, time: t, context: &context)
        }
        #expect(sample(step.delay(1), 1.4) == 0)
        #expect(sample(step.delay(1), 1.6) == 0.5)
        #expect(sample(step.speed(2), 0.3) == 0.5)
        let yoyo = step.repeatCount(2, autoreverses: true)
        #expect(sample(yoyo, 0.6) == 0.5)
        #expect(sample(yoyo, 1.2) == 1)      // second leg, mirrored: 1 − 0
        #expect(sample(yoyo, 1.7) == 0.5)    // 1 − 0.5
        #expect(sample(yoyo, 2.1) == nil)
    }

    @Test func stateKeysPersistAcrossFramesAndModifiers() {
        let elastic = Animation(ElasticAnimation(duration: 1)).delay(0.5)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let target = AnimatablePair(10.0, -20.0)
        var frames = 0
        var time = 0.0
        while let value = elastic.animate(value: target, time: time, context: &context) {
            frames += 1
            #expect(abs(value.second + 2 * value.first) < 1e-9)   // same fraction for both components
            time += 1.0 / 60
        }
        #expect(frames == context.state[ElasticAnimation.FrameCount.self])
        #expect(frames == 91)   // 0…1.5 s at 60 fps
        let peak = context.state[ElasticAnimation.Peak.self]
        #expect(peak > 1.01 && peak < 1.2)                          // it overshoots
        let v = elastic.velocity(value: target, time: 0.6, context: context)!
        #expect(v.first > 0 && abs(v.second + 2 * v.first) < 1e-3)
    }

    @Test func customStateSurvivesRepeatLegsSeparately() {
        let repeated = Animation(ElasticAnimation(duration: 0.5)).repeatCount(3, autoreverses: false)
        var context = AnimationContext<Double>()
        for frame in 0..<30 { _ = repeated.animate(value: 1.0, time: Double(frame) / 60, context: &context) }
        // The repeat gives each leg a fresh context, so the outer state has no FrameCount.
        #expect(context.state[ElasticAnimation.FrameCount.self] == 0)
        let state = context.state[RepeatStateKey<Double>.self]
        #expect(state.leg == 0)
        #expect(state.child.state[ElasticAnimation.FrameCount.self] == 30)
        _ = repeated.animate(value: 1.0, time: 0.55, context: &context)
        #expect(context.state[RepeatStateKey<Double>.self].child.state[ElasticAnimation.FrameCount.self] == 1)
    }
}
