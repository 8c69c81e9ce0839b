import Foundation

/// A haptic or sound a view plays when a value changes (SwiftUI's `SensoryFeedback`). A headless
/// render plays nothing: each one is recorded in ``UIFeedbackGenerator/recorded`` as
/// `.sensory(name)`, in the order the triggers changed.
///
/// ```swift
/// Button("Like") { liked.toggle() }.sensoryFeedback(.impact(weight: .light), trigger: liked)
/// ```
public struct SensoryFeedback: Hashable, Sendable {
    /// What is recorded (`"success"`, `"impact"` …).
    public let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight (`.light`, `.medium`, `.heavy`) and intensity 0…1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of a flexibility (`.rigid`, `.solid`, `.soft`) and intensity 0…1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        public static let light = Weight(), medium = Weight(), heavy = Weight()
    }
    /// How rigid an impact feels.
    public struct Flexibility: Hashable, Sendable {
        public static let rigid = Flexibility(), solid = Flexibility(), soft = Flexibility()
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes (recorded, see ``SensoryFeedback``).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        onChange(of: trigger) { UIFeedbackGenerator.record(.sensory(feedback.name)) }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View {
        onChange(of: trigger) { old, new in if condition(old, new) { UIFeedbackGenerator.record(.sensory(feedback.name)) } }
    }

    /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        onChange(of: trigger) { old, new in if let chosen = feedback(old, new) { UIFeedbackGenerator.record(.sensory(chosen.name)) } }
    }
}
