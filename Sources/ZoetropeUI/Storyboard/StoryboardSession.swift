import Foundation
import AnimationCore
import RenderCommands
import Geometry2D
import VectorPath

/// A storyboard being played: its view graph, the next scripted event, the last frame drawn.
/// Frames must be asked for in increasing time; an earlier time starts a fresh replay.
///
/// ```swift
/// let session = story.session()
/// for k in 0..<story.frameCount() { let frame = try session.frame(index: k); … }
/// ```
public final class StoryboardSession {
    public let storyboard: Storyboard
    public let scale: CGFloat
    private var graph: ViewGraph
    private var events: [StoryboardEvent]
    private var nextEvent = 0
    private var started = false
    private var lastTime = -Double.infinity

    init(_ storyboard: Storyboard, scale: CGFloat) {
        self.storyboard = storyboard
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        graph = Self.makeGraph(storyboard, scale: self.scale)
        events = storyboard.events.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    }

    private static func makeGraph(_ storyboard: Storyboard, scale: CGFloat) -> ViewGraph {
        let content = storyboard.content
        let graph = ViewGraph(size: storyboard.size, scale: scale) { content() }
        graph.device = storyboard.device
        graph.resolvesEveryFrame = storyboard.resolvesEveryFrame
        graph.baseColorScheme = storyboard.colorScheme
        graph.maximumDepth = storyboard.maximumDepth
        graph.maximumScheduledWorkPerStep = storyboard.maximumScheduledWorkPerStep
        graph.maximumViews = storyboard.maximumViews
        graph.maximumCanvasOperations = storyboard.maximumCanvasOperations
        graph.maximumMeshGradientWork = storyboard.maximumMeshGradientWork
        graph.imageCatalog = ImageCatalog(directories: storyboard.assets + ImageCatalog.defaultDirectories(), missingImages: storyboard.missingImages, budget: storyboard.imageBudget)
        return graph
    }

    /// Warnings the views produced so far (each once).
    public var warnings: [String] { graph.warnings }

    /// Frame `index` at `fps` (default: the storyboard's).
    public func frame(index: Int, fps: Double? = nil) throws -> StoryboardFrame {
        let rate = fps ?? storyboard.fps
        return try frame(at: Double(max(index, 0)) / rate, fps: rate)
    }

    /// The frame at `time`: the grid frames of `fps` not yet produced before `time` are produced
    /// first (without rasterizing), so the result does not depend on which frames were asked for.
    public func frame(at time: TimeInterval, fps: Double) throws -> StoryboardFrame {
        let rate = fps.isFinite && fps > 0 ? fps : storyboard.fps
        if time < lastTime { reset() }
        // Each step is its own main-thread block, so main-queue work a step enqueues runs before the next.
        if !started {
            try MainQueue.run { try graph.start() }
            started = true
        }
        var k = lastTime.isFinite ? Int((lastTime * rate).rounded(.down)) + 1 : 0
        let steps = ((time * rate).rounded(.up) - Double(k))
        guard steps <= Double(storyboard.maximumReplayFrames) else {
            throw StoryboardError.replayTooLong(time: time, frames: steps, limit: storyboard.maximumReplayFrames)
        }
        while Double(k) / rate < time - 1e-12 {
            _ = try MainQueue.run { try step(to: Double(k) / rate) }
            k += 1
        }
        return try MainQueue.run {
            let list = try step(to: time)
            return StoryboardFrame(time: time, displayList: list, graph: graph, warnings: graph.warnings,
                                   systemRequests: graph.systemRequests)
        }
    }

    /// One frame: the scripted events due by `time`, then main-queue work, then the redraw.
    private func step(to time: TimeInterval) throws -> DisplayList {
        while nextEvent < events.count, events[nextEvent].time <= time + 1e-12 {
            let event = events[nextEvent]
            nextEvent += 1
            let stage = StoryboardStage(graph: graph)
            try graph.perform(at: event.time) { try event.action(stage) }
        }
        try graph.redraw(at: time)
        lastTime = time
        let list = graph.displayList()
        try graph.throwDrawingError()
        return windowBackground(under: list)
    }

    /// `list` over the window's background in dark appearance: `systemBackground`, black, as an
    /// iOS window shows behind its views. In light appearance the window's white is the canvas
    /// background (`--background`, white by default), so light frames keep their commands.
    private func windowBackground(under list: DisplayList) -> DisplayList {
        guard graph.presentedColorScheme == .dark else { return list }
        var window = DisplayList()
        window.commands.reserveCapacity(list.commands.count + 1)
        let canvas = Path(CGRect(origin: .zero, size: storyboard.size))
        window.fill(canvas, with: .color(SystemColors.systemBackground.color.appearance(isDark: true)),
                    transform: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
        window.commands += list.commands
        return window
    }

    private func reset() {
        graph = Self.makeGraph(storyboard, scale: scale)
        nextEvent = 0
        started = false
        lastTime = -.infinity
    }
}

/// One produced frame: its display list (device pixels) and the laid-out views, for assertions.
public struct StoryboardFrame {
    public let time: TimeInterval
    public let displayList: DisplayList
    /// Every view of the frame, depth first (parents before children); built when first asked for.
    public var views: [ViewSnapshot] { snapshots.views }
    public let warnings: [String]
    /// What the views asked of the system up to this frame (`dismiss()`, `openURL`), which a
    /// headless render records instead of doing.
    public let systemRequests: [SystemRequest]
    private let snapshots: LazySnapshots

    init(time: TimeInterval, displayList: DisplayList, graph: ViewGraph, warnings: [String], systemRequests: [SystemRequest] = []) {
        self.time = time
        self.displayList = displayList
        self.warnings = warnings
        self.systemRequests = systemRequests
        snapshots = LazySnapshots(root: graph.rootElement, graph: graph)
    }

    /// The one view `target` finds; an error lists the candidates when none or several match.
    ///
    /// ```swift
    /// let tower = try frame.find(.label("tower"))
    /// tower.drawnFrame   // (120, 309.5, 150, 225)
    /// ```
    public func find(_ target: ViewTarget) throws -> ViewSnapshot {
        try ViewSnapshot.find(target, in: views)
    }
}

/// Why a storyboard could not play.
public enum StoryboardError: Error, CustomStringConvertible, Equatable {
    case noMatch(String, candidates: [String])
    case ambiguous(String, matches: [String])
    case notTappable(String)
    case replayTooLong(time: Double, frames: Double, limit: Int)
    /// A touch script that cannot be played: what is wrong with it.
    case badTouchScript(String)

    public var description: String {
        switch self {
        case .noMatch(let target, let candidates):
            return "no view matches \(target); views with labels or ids: "
                + (candidates.isEmpty ? "none" : candidates.joined(separator: ", "))
        case .ambiguous(let target, let matches):
            return "\(target) matches \(matches.count) views: " + matches.joined(separator: ", ")
                + "; give one an accessibilityIdentifier or .id and use .id(…)"
        case .replayTooLong(let time, let frames, let limit):
            return "the frame at t = \(time) s replays \(String(format: "%.0f", frames)) earlier frames, over the limit of \(limit)"
                + " (Storyboard.maximumReplayFrames); render a shorter time, or lower --fps"
        case .notTappable(let target):
            return "\(target) has no tap handler (onTapGesture, Button) at or above it"
        case .badTouchScript(let reason):
            return "a touch script cannot be played: \(reason)"
        }
    }
}

/// The snapshots of a frame's views, flattened on first use (a full render never asks).
final class LazySnapshots {
    private let root: ViewElement?
    /// Kept alive for the elements, which refer to it (later frames of a session change it, not
    /// these elements).
    private let graph: ViewGraph
    private(set) lazy var views: [ViewSnapshot] = ViewSnapshot.flatten(root)
    init(root: ViewElement?, graph: ViewGraph) {
        self.root = root
        self.graph = graph
    }
}
