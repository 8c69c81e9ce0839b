import Foundation

/// Core Foundation's time interval in seconds (Foundation on Linux does not export it).
public typealias CFTimeInterval = Double

/// The timing of a layer or animation: Core Animation's `CAMediaTiming` protocol.
///
/// Local time is derived from the parent's time `tp` as `t = (tp − beginTime)·speed + timeOffset`;
/// `MediaTimingEvaluator` turns it into a phase and a progress. Conform your own timed objects, or
/// use the value type `MediaTiming`:
///
/// ```swift
/// var timing = MediaTiming(duration: 2)
/// timing.repeatCount = 2.5
/// timing.autoreverses = true
/// timing.fillMode = .both
/// ```
public protocol CAMediaTiming {
    /// When the object starts, in its parent's time space (seconds). Default 0.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration in seconds. Default 0 (animations then use 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (2 = twice as fast, 0 = paused). Default 1.
    var speed: Float { get set }
    /// Added to local time after scaling; shifts and wraps the playback. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations play; fractional counts are allowed and `.greatestFiniteMagnitude` or
    /// `.infinity` repeat forever. Default 0 (one iteration).
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds; used instead of `repeatCount` when positive. Default 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards and then backwards. Default false.
    var autoreverses: Bool { get set }
    /// What is shown outside the active duration. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// A standalone value with the eight `CAMediaTiming` properties and Apple's defaults.
///
/// ```swift
/// let pulse = MediaTiming(duration: 0.5, repeatCount: 3, autoreverses: true)
/// MediaTimingEvaluator().evaluate(pulse, atParentTime: 0.25)?.progress // 0.5
/// ```
public struct MediaTiming: CAMediaTiming, Hashable, Sendable {
    public var beginTime: CFTimeInterval
    public var duration: CFTimeInterval
    public var speed: Float
    public var timeOffset: CFTimeInterval
    public var repeatCount: Float
    public var repeatDuration: CFTimeInterval
    public var autoreverses: Bool
    public var fillMode: CAMediaTimingFillMode

    /// Creates a timing; every argument defaults to Core Animation's default.
    public init(
        beginTime: CFTimeInterval = 0,
        duration: CFTimeInterval = 0,
        speed: Float = 1,
        timeOffset: CFTimeInterval = 0,
        repeatCount: Float = 0,
        repeatDuration: CFTimeInterval = 0,
        autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// A snapshot of any timed object's timing properties.
    ///
    /// ```swift
    /// let snapshot = MediaTiming(someAnimation)
    /// ```
    public init(_ timing: some CAMediaTiming) {
        self.init(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed,
            timeOffset: timing.timeOffset, repeatCount: timing.repeatCount,
            repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode
        )
    }
}
