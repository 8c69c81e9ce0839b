import Foundation

/// Whether a scene is in front, visible but inactive, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The text size a person chose in Settings (Dynamic Type).
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
}

/// The system's values, with the defaults a render uses. Locale, calendar and time zone are fixed
/// (en_US, Gregorian, UTC) rather than the machine's, so a frame is the same on every machine;
/// set them with `.environment(\.locale, …)` to render another.
extension EnvironmentValues {
    /// The width class of the device in its orientation (nil on a canvas without a device).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The height class of the device in its orientation (nil on a canvas without a device).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// `.active`: a rendered scene is always in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// `.large`, the default text size of iOS.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// False: renders play their animations.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Whether controls respond to interaction: false under `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// en_US unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// UTC unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Gregorian, en_US, UTC unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Takes the values a device decides (its size classes); none: a bare canvas has no size class.
    mutating func adopt(_ device: DeviceProfile?) {
        horizontalSizeClass = device?.sizeClasses.horizontal
        verticalSizeClass = device?.sizeClasses.vertical
    }
}

extension View {
    /// Disables the controls in this view when `disabled` is true (`isEnabled` becomes false; an
    /// enclosing `.disabled(true)` wins over an inner `.disabled(false)`, as in SwiftUI).
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(draft.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    /// Changes the environment value at `keyPath` for this view and its children with `transform`.
    ///
    /// ```swift
    /// Text("Hi").transformEnvironment(\.font) { font in font = font ?? .title }
    /// ```
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}
