/// A sequence of frames drawn by one ``Renderer``, possibly overlapped: frame N+1 may be drawn
/// while frame N is still being finished (the GPU reads frame N back while it draws N+1).
/// ``submit(_:over:)`` queues a frame and returns the frames finished since the last call, oldest
/// first; ``finish()`` returns the rest. Frames always come back in the order they were submitted,
/// with exactly the pixels ``Renderer/render(_:into:)`` gives.
///
/// ```swift
/// let pipeline = renderer.makeFramePipeline()
/// for list in lists {
///     for pixmap in try pipeline.submit(list, over: background) { save(pixmap) }   // 0 or more
/// }
/// for pixmap in try pipeline.finish() { save(pixmap) }                               // the rest
/// ```
///
/// A pipeline is used from one thread at a time.
public protocol FramePipeline: AnyObject {
    /// The most frames a submit may hold back: 0 when each ``submit(_:over:)`` returns its own frame
    /// at once. With a latency > 0, a failure thrown by a submit may belong to an earlier frame.
    var latency: Int { get }

    /// Queues `list` to be drawn over `canvas` (a pixmap of the frame's size; its contents are the
    /// background) and returns the frames finished since the last call, oldest first. Throws the
    /// first failure of this frame or of one submitted earlier.
    func submit(_ list: DisplayList, over canvas: Pixmap) throws -> [Pixmap]

    /// Queues `list` to be drawn over a `width`×`height` canvas of one color, `background`, as
    /// ``submit(_:over:)`` does with such a canvas; a pipeline may clear as it draws instead of
    /// copying a canvas (the software rasterizer clears each stripe on the thread that draws it).
    func submit(_ list: DisplayList, clearingTo background: PremultipliedRGBA8, width: Int, height: Int) throws -> [Pixmap]

    /// Waits for every submitted frame and returns those not returned yet, in order.
    func finish() throws -> [Pixmap]
}

extension FramePipeline {
    /// A canvas filled with `background`, then ``submit(_:over:)``.
    public func submit(_ list: DisplayList, clearingTo background: PremultipliedRGBA8, width: Int, height: Int) throws -> [Pixmap] {
        var canvas = try Pixmap(uninitializedWidth: width, height: height)
        canvas.fill(premultiplied: background)
        return try submit(list, over: canvas)
    }
}

/// The pipeline every ``Renderer`` has unless it offers a better one: each submit draws its frame
/// at once with ``Renderer/render(_:into:)`` and returns it (latency 0).
///
/// ```swift
/// let pipeline = SynchronousFramePipeline(renderer: SoftwareRenderer())
/// let frames = try pipeline.submit(list, over: background)   // exactly one frame
/// ```
public final class SynchronousFramePipeline<Base: Renderer>: FramePipeline {
    /// The renderer that draws each frame.
    public let renderer: Base

    public init(renderer: Base) { self.renderer = renderer }

    public var latency: Int { 0 }

    /// Draws `list` over a copy of `canvas` and returns it.
    public func submit(_ list: DisplayList, over canvas: Pixmap) throws -> [Pixmap] {
        var pixmap = canvas
        try renderer.render(list, into: &pixmap)
        return [pixmap]
    }

    /// Draws `list` over a new `width`×`height` pixmap cleared to `background` by the renderer as it
    /// draws (no canvas copied) and returns it.
    public func submit(_ list: DisplayList, clearingTo background: PremultipliedRGBA8, width: Int, height: Int) throws -> [Pixmap] {
        var pixmap = try Pixmap(uninitializedWidth: width, height: height)
        try renderer.render(list, into: &pixmap, clearingTo: background)
        return [pixmap]
    }

    /// Nothing is ever held back: returns no frames.
    public func finish() throws -> [Pixmap] { [] }
}
