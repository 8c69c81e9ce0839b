import AnimationCore
import Foundation

/// A timer in step with the screen's frames, on the virtual clock: added to a run loop, it calls
/// its target once per frame — at n / fps for each frame n after it was added, the frame grid of
/// the clock, not accumulated — with `timestamp` that frame's time and `targetTimestamp` the next's.
/// Like UIKit's, it holds its target until `invalidate()`; `isPaused` skips frames.
///
/// The target's method is passed itself, not as a selector (Linux has no Objective-C runtime):
/// drop `@objc` and write `Self.step(_:)` where UIKit has `#selector(step(_:))`.
///
/// ```swift
/// displayLink = CADisplayLink(target: self, selector: Self.step(_:))
/// displayLink?.add(to: .main, forMode: .common)
///
/// func step(_ link: CADisplayLink) {
///     phase += CGFloat(link.targetTimestamp - link.timestamp) * 2 * .pi
///     setNeedsDisplay()
/// }
/// ```
open class CADisplayLink {
    private let call: (CADisplayLink) -> Void
    private var target: AnyObject?
    private var generation = 0
    private var isScheduled = false

    /// The frame rate it runs at when none is preferred.
    public static let defaultFramesPerSecond = 60
    /// The highest frame rate it runs at (a ProMotion screen's).
    public static let maximumFramesPerSecond = 120

    /// The time of the frame being prepared now, seconds on the clock (`CACurrentMediaTime()`'s).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between frames at the rate it runs at.
    open var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
    /// Whether frames are skipped (the link keeps its place on the frame grid).
    open var isPaused = false
    /// The frame rate asked for (0: the screen's, 60).
    open var preferredFramesPerSecond = 0
    /// The range of frame rates asked for (its `preferred` rate wins over `preferredFramesPerSecond`).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// A link calling `selector` on `target` with itself each frame.
    public init<Target: AnyObject, Base>(target: Target, selector: @escaping (Base) -> (CADisplayLink) -> Void) {
        self.target = target
        call = { link in (link.target as? Base).map { selector($0)(link) } }
    }

    /// A link calling `selector` on `target` each frame.
    public init<Target: AnyObject, Base>(target: Target, selector: @escaping (Base) -> () -> Void) {
        self.target = target
        call = { link in (link.target as? Base).map { selector($0)() } }
    }

    /// The frame rate it runs at: the preferred range's, else `preferredFramesPerSecond`, else 60
    /// (at most ``maximumFramesPerSecond``).
    var framesPerSecond: Int {
        var preferred = preferredFramesPerSecond
        if let rate = preferredFrameRateRange.preferred, rate.isFinite {     // NaN or infinite: not a preference
            preferred = Int(min(max(rate, 0), Float(Self.maximumFramesPerSecond)).rounded())
        }
        return preferred > 0 ? min(preferred, Self.maximumFramesPerSecond) : Self.defaultFramesPerSecond
    }

    /// The first frame of `fps` at or after `time` (`strictlyAfter`: after it); nil past the frames an
    /// `Int` counts (a clock at 10³⁰⁰ s has no frame grid).
    static func frame(after time: CFTimeInterval, fps: Int, strictlyAfter: Bool) -> Int? {
        let exact = time * Double(fps)
        guard exact.isFinite, abs(exact) < 1e15 else { return nil }
        if !strictlyAfter, abs(exact - exact.rounded()) < 1e-6 { return Int(exact.rounded()) }
        return Int(exact.rounded(.down)) + 1
    }

    /// Starts calling the target on the current virtual clock's frames (the run loop and mode are kept for
    /// the API's sake: every frame of the clock counts).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, !isScheduled else { return }
        let clock = CAClock.current
        guard let first = Self.frame(after: clock.time, fps: framesPerSecond, strictlyAfter: true) else {
            return LayerDiagnostics.warn("CADisplayLink: the clock's time \(clock.time) s has no frames; the link does not run")
        }
        isScheduled = true
        generation += 1
        scheduleFrame(first, fps: framesPerSecond, on: clock, generation: generation)
    }

    /// Stops calling the target (it may be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        generation += 1
    }

    /// Stops for good and lets the target go.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
    }

    private func scheduleFrame(_ frame: Int, fps: Int, on clock: CAClock, generation: Int) {
        clock.scheduleWork(at: Double(frame) / Double(fps)) { [weak clock] in
            guard let clock, self.generation == generation, self.target != nil else { return }
            let rate = self.framesPerSecond
            if rate != fps {
                // The rate changed: continue on the new rate's grid, from now if now is on it.
                guard let next = Self.frame(after: clock.time, fps: rate, strictlyAfter: false) else { return }
                return self.scheduleFrame(next, fps: rate, on: clock, generation: generation)
            }
            self.timestamp = Double(frame) / Double(fps)
            self.targetTimestamp = Double(frame + 1) / Double(fps)
            if !self.isPaused { self.call(self) }
            guard self.generation == generation else { return }
            self.scheduleFrame(frame + 1, fps: fps, on: clock, generation: generation)
        }
    }
}

/// A range of frame rates a display link asks for (iOS 15's `CAFrameRateRange`).
///
/// ```swift
/// link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
/// ```
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
