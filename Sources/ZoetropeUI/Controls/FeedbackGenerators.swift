import Foundation
import Synchronization

/// UIKit's haptic feedback generators, as SwiftUI code calls them from button actions. Haptics
/// have no pixels and a headless render has no Taptic Engine: each generator records what it was
/// asked to play in ``UIFeedbackGenerator/recorded`` (in call order, for tests) and plays nothing.
///
/// ```swift
/// Button("Add") {
///     count += 1
///     UIImpactFeedbackGenerator(style: .light).impactOccurred()
/// }
/// ```
open class UIFeedbackGenerator: @unchecked Sendable {
    /// One feedback a generator was asked to play.
    public enum Event: Hashable, Sendable {
        /// `UIImpactFeedbackGenerator.impactOccurred(intensity:)` (intensity 0…1; 1 by default).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: Double)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `UISelectionFeedbackGenerator.selectionChanged()`.
        case selectionChanged
        /// SwiftUI's `sensoryFeedback(_:trigger:)`: the feedback's name (`"impact"`, `"success"` …).
        case sensory(String)
    }

    private static let log = Mutex<[Event]>([])

    /// The feedback played so far in this process, oldest first (at most the last 10,000).
    public static var recorded: [Event] { log.withLock { $0 } }

    /// Forgets the recorded feedback (a test calls this first).
    public static func removeAllRecorded() { log.withLock { $0.removeAll() } }

    static func record(_ event: Event) {
        log.withLock { events in
            if events.count >= 10_000 { events.removeFirst(events.count - 9_999) }
            events.append(event)
        }
    }

    public init() {}

    /// Readies the engine (nothing to do headless).
    open func prepare() {}
}

/// A generator of physical impacts (`.light`, `.medium`, `.heavy`, `.soft`, `.rigid`). Records
/// each impact (see ``UIFeedbackGenerator``); plays nothing.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The mass of the impact.
    public enum FeedbackStyle: Int, Hashable, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Records an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Records an impact at `intensity` (clamped to 0…1; not finite: 1).
    open func impactOccurred(intensity: CGFloat) {
        let value = intensity.isFinite ? min(max(Double(intensity), 0), 1) : 1
        Self.record(.impact(style, intensity: value))
    }
}

/// A generator of success, warning and error feedback. Records each one; plays nothing.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The kind of notification.
    public enum FeedbackType: Int, Hashable, Sendable { case success, warning, error }

    /// Records `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { Self.record(.notification(notificationType)) }
}

/// A generator of selection-change ticks. Records each one; plays nothing.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Records a selection change.
    open func selectionChanged() { Self.record(.selectionChanged) }
}
