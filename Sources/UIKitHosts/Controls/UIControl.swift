import Foundation
import LayerTree
import ZoetropeUI

/// A closure a control runs for its events (UIKit's `UIAction`, the selector-free form of
/// target–action: Linux has no Objective-C runtime, so `addTarget(_:action:for:)` with a
/// `#selector` cannot compile there).
///
/// ```swift
/// button.addAction(UIAction { _ in model.like() }, for: .touchUpInside)
/// ```
open class UIAction: NSObject {
    /// The action's title (a button made with it shows it).
    open var title: String
    /// The action's image (a button made with it shows it).
    open var image: UIImage?
    /// Tells actions apart (`removeAction(identifiedBy:for:)`).
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A view that turns touches into events and runs the actions registered for them: enabled,
/// selected and highlighted states, `addAction(_:for:)`, `sendActions(for:)`.
open class UIControl: UIView {
    /// What happened to a control (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0xF0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds (a disabled control draws dimmed and sends nothing).
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Whether a touch is down on the control.
    open var isHighlighted = false { didSet { stateDidChange() } }
    /// The state flags now.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var registered: [(action: UIAction, events: Event)] = []

    /// Runs `action` for `events`.
    open func addAction(_ action: UIAction, for events: Event) { registered.append((action, events)) }
    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        registered.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }
    /// Stops running the action called `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registered.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }
    /// Runs every action registered for any of `events` (nothing while disabled).
    ///
    /// ```swift
    /// button.sendActions(for: .touchUpInside)
    /// ```
    open func sendActions(for events: Event) { sendActions(for: events, event: nil) }

    private func sendActions(for events: Event, event: UIEvent?) {
        guard isEnabled else { return }
        for (action, registeredEvents) in registered where !registeredEvents.isDisjoint(with: events) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
        sendTargetActions(for: events, event: event)
    }

    /// Called when the enabled, selected or highlighted state changes.
    open func stateDidChange() {}

    // MARK: Target–action without selectors

    private var targetActions: [(action: TargetAction<UIControl>, events: Event)] = []

    /// Calls `action` on `target` with the control for `events`: `Self.valueChanged(_:)` where
    /// UIKit has `#selector(valueChanged(_:))` (Linux has no Objective-C runtime; drop `@objc`).
    ///
    /// ```swift
    /// slider.addTarget(self, action: Self.sliderMoved(_:), for: .valueChanged)
    /// ```
    open func addTarget<Target: AnyObject, Base, Sender: UIControl>(_ target: Target, action: @escaping (Base) -> (Sender) -> Void,
                                                               for events: Event) {
        targetActions.append((TargetAction(target: target, action: action), events))
    }

    /// Calls `action` on `target` with the control and the event for `events`.
    open func addTarget<Target: AnyObject, Base, Sender: UIControl>(_ target: Target,
                                                               action: @escaping (Base) -> (Sender, UIEvent?) -> Void,
                                                               for events: Event) {
        targetActions.append((TargetAction(target: target, action: action), events))
    }

    /// Calls `action` on `target` for `events`: `Self.buttonTapped`.
    open func addTarget<Target: AnyObject, Base>(_ target: Target, action: @escaping (Base) -> () -> Void, for events: Event) {
        targetActions.append((TargetAction(target: target, action: action), events))
    }

    /// Stops calling `target`'s actions (all of them: Swift methods have no identity, so `action`
    /// must be nil) for `events`, or every target's when `target` is nil.
    open func removeTarget(_ target: AnyObject?, action: Never?, for events: Event) {
        targetActions.removeAll { entry in
            entry.events.isSubset(of: events) && (target.map { entry.action.target == ObjectIdentifier($0) } ?? true)
        }
    }

    /// Calls the target–action pairs for any of `events` (see `sendActions(for:)`).
    func sendTargetActions(for events: Event, event: UIEvent?) {
        for (action, registeredEvents) in targetActions where !registeredEvents.isDisjoint(with: events) {
            action.perform(self, event: event)
        }
    }

    // MARK: Tracking touches (UIKit's: highlighted while inside, touch up inside sends the action)

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (its bounds grown by
    /// `UIControl.touchSlop` points, inferred from UIKit's 70).
    open private(set) var isTouchInside = false
    /// How far outside its bounds a tracked touch still counts as inside (inferred).
    public static let touchSlop: CGFloat = 70

    /// A touch went down on the control: return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        isTracking = beginTracking(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, event: event)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, event: event)
        if inside { sendActions(for: .primaryActionTriggered, event: event) }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: .touchCancel, event: event)
    }

    /// A tap: highlighted while down, then `.touchUpInside` and `.primaryActionTriggered` (a tap
    /// scripted without touches).
    package func deliverTap() {
        guard isEnabled, isUserInteractionEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
