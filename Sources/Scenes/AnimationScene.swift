import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import AnimationCore

/// A built-in animation: animated values on a virtual clock, a script of state changes, and a
/// drawing of the current state. `ScenePlayer` replays the script to any time and draws it.
///
/// ```swift
/// struct Grow: AnimationScene {
///     static let name = "grow"
///     static let summary = "A circle growing with a spring"
///     static let parameters: [SceneParameter] = []
///     let radius: AnimatedValue<Double>
///     init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
///         radius = animator.value(10)
///     }
///     var duration: TimeInterval { 2 }
///     func script(_ script: inout SceneScript) {
///         script.at(0.2) { withAnimation(.bouncy) { radius.value = 100 } }
///     }
///     func draw(in size: CGSize, into list: inout DisplayList) {
///         let r = radius.presentation
///         list.draw(Circle().fill(Color.blue), in: CGRect(x: size.width / 2 - r, y: size.height / 2 - r,
///                                                         width: 2 * r, height: 2 * r))
///     }
///     var animatedValues: [(name: String, value: String)] { [("radius", "\(radius.presentation)")] }
/// }
/// ```
public protocol AnimationScene {
    /// The name used on the command line.
    static var name: String { get }
    /// One line saying what the scene shows.
    static var summary: String { get }
    /// The parameters `--param name=value` accepts.
    static var parameters: [SceneParameter] { get }

    /// Creates the scene's animated values on `animator`, reading `parameters`.
    init(parameters: SceneParameters, animator: Animator) throws(SceneError)
    /// How long the animation runs, in seconds.
    var duration: TimeInterval { get }
    /// Schedules the state changes (inside `withAnimation` or not) at their times.
    func script(_ script: inout SceneScript)
    /// Draws the current presentation state into a canvas of `size` points.
    func draw(in size: CGSize, into list: inout DisplayList)
    /// The animated values at the current time, for printing.
    var animatedValues: [(name: String, value: String)] { get }
    /// The canvas, in points, a render uses when none is given (nil: the command's default).
    var preferredCanvasSize: CGSize? { get }
    /// Whether one instance may draw successive frames in increasing time, its animator moved
    /// forward, rather than a fresh instance replaying the script for each frame (a layer scene:
    /// its timeline continues from the last frame). It must draw the same either way.
    static var continuesAcrossFrames: Bool { get }
}

extension AnimationScene {
    /// No preferred canvas: the command's default (1024 × 1024).
    public var preferredCanvasSize: CGSize? { nil }
    /// A fresh instance per frame.
    public static var continuesAcrossFrames: Bool { false }
}

/// State changes at given times on the virtual clock.
///
/// ```swift
/// script.at(1) { withAnimation(.easeInOut(duration: 2)) { sides.value = 12 } }
/// ```
public struct SceneScript {
    struct Event {
        var time: TimeInterval
        var order: Int
        var action: () -> Void
    }

    private(set) var events: [Event] = []

    public init() {}

    /// Runs `action` when the clock reaches `time` (events at the same time run in the order added).
    public mutating func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
        events.append(Event(time: time, order: events.count, action: action))
    }

    /// The events in time order.
    var sorted: [Event] {
        events.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    }
}
