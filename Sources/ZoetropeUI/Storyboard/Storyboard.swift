import Foundation
import AnimationCore
import RenderCommands

/// A view with scripted interactions on a virtual clock: what a person would do to the screen
/// (taps, state changes, any action), at given times. Frame k shows time k / fps and is a pure
/// function of the storyboard, fps and k: any frame renders alone, in any order, with the same
/// bytes as in a full run (earlier frames are replayed without rasterizing).
///
/// ```swift
/// let story = Storyboard("example1", size: CGSize(width: 390, height: 844), duration: 3) { Example1() }
///     .tap(.label("tower"), at: 1)
/// let frame = try story.frame(at: 1.5)
/// try frame.find(.label("tower")).opacity     // 0.6
/// ```
public struct Storyboard {
    /// The name used on the command line and in file names.
    public let name: String
    /// The canvas in points.
    public var size: CGSize
    /// Frames per second of a full render.
    public var fps: Double
    /// How long a full render lasts, in seconds.
    public var duration: TimeInterval
    /// Directories searched first for `Image(name)`.
    public var assets: [URL]
    /// The screen the views are laid out on; nil: a bare canvas of `size` points with no safe area.
    /// Setting one makes the canvas its screen (`size` becomes its size in points, in its
    /// orientation), lays the root view out in its safe area, makes frames default to its scale,
    /// and gives `UIScreen.main` and the size classes its values while the views run.
    public var device: DeviceProfile? {
        didSet { if let device { size = device.size } }
    }
    /// Light or dark appearance for every view of the storyboard (`--color-scheme` overrides it).
    public var colorScheme: ColorScheme = .light
    /// What a missing `Image(name)` becomes.
    public var missingImages: MissingImagePolicy
    /// The limits `Image(name)` files are decoded within: each PNG's header is checked against
    /// ``RenderBudget/maxImagePixels`` and the distinct images' total against
    /// ``RenderBudget/maxDocumentImagePixels`` before it is decoded (`zoetrope render` passes
    /// its `--max-memory` budget).
    public var imageBudget: RenderBudget = .default
    /// How deep views may nest, and how many may live at once, before a frame fails with a clear
    /// error (`ViewGraphError.tooDeep` / `.tooManyViews`) instead of exhausting the stack or memory.
    public var maximumDepth = 2_000
    public var maximumViews = 2_000_000
    /// How many drawing operations (fills, strokes, texts, images, layers) one `Canvas` may
    /// record each time it draws before the frame fails with `ViewGraphError.tooManyCanvasOperations`.
    public var maximumCanvasOperations = 1_000_000
    /// How many pixel visits one `MeshGradient` may take to draw before the frame fails with
    /// `ViewGraphError.meshGradientTooComplex` (about 16 covers of its largest image).
    public var maximumMeshGradientWork = 1 << 26
    /// How many timer ticks, `asyncAfter` blocks and task wake-ups one frame or scripted event may
    /// run before it fails with `ViewGraphError.tooMuchScheduledWork` (a timer every nanosecond).
    public var maximumScheduledWorkPerStep = 10_000
    /// How many earlier frames one frame may replay (a frame at time t replays every frame before
    /// it on the fps grid): default one hour at 60 fps; past it the frame fails with a clear error.
    public var maximumReplayFrames = 216_000
    /// Resolves every view every frame (tests compare it with the default, which shows the last
    /// pass's views again when only animated values change).
    package var resolvesEveryFrame = false
    let content: () -> AnyView
    private(set) var events: [StoryboardEvent] = []

    /// A storyboard of `content` in a canvas of `size` points.
    public init<Content: View>(_ name: String, size: CGSize = CGSize(width: 390, height: 844), fps: Double = 60,
                               duration: TimeInterval, assets: [URL] = [], missingImages: MissingImagePolicy = .error,
                               @ViewBuilder content: @escaping () -> Content) {
        self.name = name
        self.size = size
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.assets = assets
        self.missingImages = missingImages
        self.content = { AnyView(content()) }
    }

    /// A storyboard of `content` on `device`'s screen (its size in points, in its orientation).
    ///
    /// ```swift
    /// Storyboard("onboarding", device: .iPhone15, duration: 2) { Onboarding() }
    /// ```
    public init<Content: View>(_ name: String, device: DeviceProfile, colorScheme: ColorScheme = .light, fps: Double = 60,
                               duration: TimeInterval, assets: [URL] = [], missingImages: MissingImagePolicy = .error,
                               @ViewBuilder content: @escaping () -> Content) {
        self.init(name, size: device.size, fps: fps, duration: duration, assets: assets, missingImages: missingImages,
                  content: content)
        self.device = device
        self.colorScheme = colorScheme
    }

    /// Taps the view `target` finds at `time`: the nearest tap handler at or above it runs in an
    /// empty transaction.
    ///
    /// ```swift
    /// story.tap(.label("tower"), at: 1)
    /// ```
    public func tap(_ target: ViewTarget, at time: TimeInterval) -> Storyboard {
        adding(time) { stage in try stage.tap(target) }
    }

    /// Runs `action` at `time` (`withAnimation` inside animates what it changes).
    ///
    /// ```swift
    /// story.run(at: 2) { stage in try stage.tap(.point(x: 195, y: 422)) }
    /// ```
    public func run(at time: TimeInterval, _ action: @escaping (StoryboardStage) throws -> Void) -> Storyboard {
        adding(time, action)
    }

    func adding(_ time: TimeInterval, _ action: @escaping (StoryboardStage) throws -> Void) -> Storyboard {
        var copy = self
        copy.events.append(StoryboardEvent(time: time.isFinite ? max(time, 0) : 0, order: events.count, action: action))
        return copy
    }

    /// The number of frames of a full render at `fps` (default: the storyboard's).
    public func frameCount(fps: Double? = nil) -> Int {
        let rate = fps ?? self.fps
        return max(Int((duration * rate).rounded(.down)) + 1, 1)
    }

    /// The frame at `time`: the frames before it on the `fps` grid are replayed (bodies, layout,
    /// effects, main-queue work), then `time` itself is drawn.
    /// `scale` is pixels per point (default: the device's, else 1).
    public func frame(at time: TimeInterval, fps: Double? = nil, scale: CGFloat? = nil) throws -> StoryboardFrame {
        let rate = fps ?? self.fps
        let target = time.isFinite ? max(time, 0) : 0
        let session = StoryboardSession(self, scale: scale ?? defaultScale)
        return try session.frame(at: target, fps: rate)
    }

    /// Frame `index` at `fps` (time index / fps).
    public func frame(index: Int, fps: Double? = nil, scale: CGFloat? = nil) throws -> StoryboardFrame {
        let rate = fps ?? self.fps
        return try frame(at: Double(max(index, 0)) / rate, fps: rate, scale: scale)
    }

    /// A session that renders frames in increasing order without replaying (a full render), at
    /// `scale` pixels per point (default: the device's, else 1).
    public func session(scale: CGFloat? = nil) -> StoryboardSession { StoryboardSession(self, scale: scale ?? defaultScale) }

    /// The scale frames are drawn at unless one is given: the device's, else 1.
    public var defaultScale: CGFloat { device?.scale ?? 1 }
}

/// One scripted event.
struct StoryboardEvent {
    var time: TimeInterval
    var order: Int
    var action: (StoryboardStage) throws -> Void
}

/// What a scripted action can do: find and tap views of the current frame.
public struct StoryboardStage {
    let graph: ViewGraph

    /// Runs the nearest tap handler at or above the view `target` finds; a view of hosted content
    /// (a UIKit view inside SwiftUI, or a UIKit root), or a place only a gesture recognizer
    /// watches (a list's delete control), gets a finger's touches at its centre instead.
    public func tap(_ target: ViewTarget) throws {
        let located = try locate(target)
        guard !located.hosted, let path = located.path else { return try tapWithTouches(at: located.point) }
        guard let handler = path.reversed().first(where: { !$0.traits.tapActions.isEmpty }) else {
            if path.contains(where: { !$0.traits.gestures.isEmpty }) { return try tapWithTouches(at: located.point) }
            throw StoryboardError.notTappable(target.description)
        }
        for action in handler.traits.tapActions { action() }
    }

    /// The views of the current frame, laid out.
    public var views: [ViewSnapshot] { ViewSnapshot.flatten(graph.rootElement) }
}
