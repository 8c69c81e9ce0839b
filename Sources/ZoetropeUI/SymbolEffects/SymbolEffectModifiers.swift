import Foundation
import AnimationCore

extension View {
    /// Runs `effect` on the symbols inside while `isActive`: cycles (`.pulse`, `.variableColor`,
    /// `.bounce`) repeat; states (`.scale.up`, `.disappear`, `.appear`) hold, reached with a spring.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        modifier(_IndefiniteSymbolEffectModifier(cycle: effect._cycle, options: options, isActive: isActive,
                                                 appears: effect is AppearSymbolEffect))
    }

    /// Plays `effect` once (or `options`' repeat count) on the symbols inside each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").symbolEffect(.bounce, value: likes)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   value: U) -> some View {
        modifier(_DiscreteSymbolEffectModifier(cycle: effect._cycle, options: options, value: value))
    }

    /// Turns off the symbol effects inside (`isEnabled`), as SwiftUI's `symbolEffectsRemoved(_:)`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0[SymbolEffectsRemovedKey.self] = isEnabled })
    }
}

extension ContentTransition {
    /// Replaces one symbol by another with `effect` (drawn as `.opacity` here).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }

    /// The automatic symbol replacement (drawn as `.opacity` here).
    public static var symbolEffect: ContentTransition { .opacity }
}

struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension SymbolEffectCycle {
    /// The keyframes of `count` cycles at `speed`, scale and opacity each on its own track.
    func timeline(count: Int, speed: Double) -> some Keyframes<SymbolPose> {
        let cycles = max(min(count, 1_000), 1)
        func steps(_ list: [Step]) -> [Step] {
            let played = list.isEmpty ? [Step(value: 1, duration: duration)] : list
            return Array(repeating: played, count: cycles).flatMap { $0 }.map { Step(value: $0.value, duration: $0.duration / speed) }
        }
        let scales = steps(scale), opacities = steps(opacity)
        return SymbolEffectKeyframes(scales: scales, opacities: opacities)
    }
}

/// Two tracks of cubic keyframes, built from step lists.
struct SymbolEffectKeyframes: Keyframes {
    typealias Root = SymbolPose
    let tracks: [AnyKeyframeTrack<SymbolPose>]

    init(scales: [SymbolEffectCycle.Step], opacities: [SymbolEffectCycle.Step]) {
        tracks = KeyframeTrack(\SymbolPose.scale) { for step in scales { CubicKeyframe(step.value, duration: step.duration) } }.tracks
            + KeyframeTrack(\SymbolPose.opacity) { for step in opacities { CubicKeyframe(step.value, duration: step.duration) } }.tracks
    }
}

/// `symbolEffect(_:options:value:)`: the cycle played on each change of `value`.
struct _DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
    let cycle: SymbolEffectCycle
    let options: SymbolEffectOptions
    let value: Value
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let removed = environment[SymbolEffectsRemovedKey.self]
        let cycle = self.cycle, options = self.options
        return content.keyframeAnimator(initialValue: SymbolPose(), trigger: value) { content, pose in
            content.scaleEffect(removed ? 1 : pose.scale).opacity(removed ? 1 : pose.opacity)
        } keyframes: { _ in
            cycle.timeline(count: options.repeatCount ?? 1, speed: options.speed)
        }
    }
}

/// `symbolEffect(_:options:isActive:)`: a repeating cycle while active, or a held pose.
struct _IndefiniteSymbolEffectModifier: ViewModifier {
    let cycle: SymbolEffectCycle
    let options: SymbolEffectOptions
    let isActive: Bool
    /// `.appear`: shown while active, hidden while not (the other held effects: the reverse).
    let appears: Bool
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let removed = environment[SymbolEffectsRemovedKey.self]
        let cycle = self.cycle, options = self.options
        if let held = cycle.held {
            let hidden = SymbolPose(scale: 0.5, opacity: 0)
            let pose = removed ? SymbolPose() : appears ? (isActive ? held : hidden) : (isActive ? held : SymbolPose())
            content.scaleEffect(pose.scale).opacity(pose.opacity)
                .animation(.spring(response: 0.35 / options.speed, dampingFraction: 0.7), value: pose)
        } else if isActive && !removed {
            content.keyframeAnimator(initialValue: SymbolPose(), repeating: true) { content, pose in
                content.scaleEffect(pose.scale).opacity(pose.opacity)
            } keyframes: { _ in
                cycle.timeline(count: 1, speed: options.speed)
            }
        } else {
            content
        }
    }
}
