import Foundation
import AnimationCore

/// An animation of a symbol image (SwiftUI's Symbols-framework effects): how its scale and
/// opacity move over one cycle. Zoetrope's symbols are single-layer outlines, so effects that
/// animate layers separately (`byLayer`, variable colour's iteration) move the whole image.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: searching)
/// ```
public protocol SymbolEffect {
    /// One cycle of the effect.
    var _cycle: SymbolEffectCycle { get }
}

/// An effect played once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while a condition holds (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Keyframes of scale and opacity for one cycle, and what holds while an indefinite effect is
/// active between cycles (nil: the cycle repeats). Numbers *inferred* from iOS 17 screen recordings.
public struct SymbolEffectCycle: Sendable {
    struct Step: Sendable { var value: Double; var duration: Double }
    var scale: [Step] = []
    var opacity: [Step] = []
    /// For state effects (`.scale.up`, `.disappear`): the pose held while active, reached by a spring.
    var held: SymbolPose?
    var duration: Double { max(scale.reduce(0) { $0 + $1.duration }, opacity.reduce(0) { $0 + $1.duration }) }
}

/// A symbol's scale and opacity.
public struct SymbolPose: Equatable, Sendable {
    public var scale = 1.0
    public var opacity = 1.0
}

/// Scales the symbol up (or down) and back with a spring's overshoot.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isDown = false
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    public var _cycle: SymbolEffectCycle {
        let peak = isDown ? 0.8 : 1.2
        return SymbolEffectCycle(scale: [.init(value: isDown ? 1.05 : 0.9, duration: 0.08), .init(value: peak, duration: 0.14),
                                         .init(value: isDown ? 1.04 : 0.96, duration: 0.14), .init(value: 1, duration: 0.14)])
    }
}

/// Fades the symbol out and back in.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    public var _cycle: SymbolEffectCycle {
        SymbolEffectCycle(opacity: [.init(value: 0.35, duration: 0.5), .init(value: 1, duration: 0.5)])
    }
}

/// Brightens the symbol's layers in turn; here (one layer) a dim-and-brighten cycle.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    public var _cycle: SymbolEffectCycle {
        SymbolEffectCycle(opacity: [.init(value: 0.3, duration: 0.4), .init(value: 1, duration: 0.6)])
    }
}

/// Holds the symbol larger (`.up`, 1.2) or smaller (`.down`, 0.8) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    var factor = 1.2
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var _cycle: SymbolEffectCycle { SymbolEffectCycle(held: SymbolPose(scale: factor)) }
}

/// Hides the symbol (scaled to half and faded) while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    public var _cycle: SymbolEffectCycle { SymbolEffectCycle(held: SymbolPose(scale: 0.5, opacity: 0)) }
}

/// Shows the symbol while active (hidden, scaled to half and faded, while not).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    public var _cycle: SymbolEffectCycle { SymbolEffectCycle(held: SymbolPose()) }
}

/// Replaces one symbol by another (drawn as a cross-fade here).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    public var _cycle: SymbolEffectCycle { SymbolEffectCycle() }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }

/// How a symbol effect plays: how many times, how fast.
///
/// ```swift
/// Image(systemName: "heart").symbolEffect(.bounce, options: .repeat(2).speed(1.5), value: likes)
/// ```
public struct SymbolEffectOptions: Equatable, Sendable {
    /// Cycles per trigger (nil: repeating while active).
    var repeatCount: Int? = 1
    var speed = 1.0
    var repeatsForever = false

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: nil, repeatsForever: true)
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1)) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = max(count, 1); o.repeatsForever = false; return o }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self; o.speed = speed.isFinite && speed > 0 ? min(speed, 100) : 1; return o
    }
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = nil; o.repeatsForever = true; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; o.repeatsForever = false; return o }
}
