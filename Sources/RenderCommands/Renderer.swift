import Foundation

/// Something that draws a ``DisplayList`` into a ``Pixmap``: the software rasterizer, the GPU
/// renderer, or a choice between them. Code above the backends (documents, scenes, the frame loop)
/// takes `some Renderer` and never names a backend. A sequence of frames goes through
/// ``makeFramePipeline()``, which a backend may overlap (the GPU draws frame N+1 while frame N is
/// read back); by default it draws one frame at a time.
///
/// ```swift
/// func snapshot(_ list: DisplayList, with renderer: some Renderer) throws -> Pixmap {
///     var pixmap = try Pixmap(width: 256, height: 256)
///     pixmap.fill(.white)
///     try renderer.render(list, into: &pixmap)
///     return pixmap
/// }
/// ```
public protocol Renderer {
    /// Draws `list` over the current contents of `pixmap`, in painter's order. Throws (drawing
    /// nothing) when the list is invalid or the backend fails.
    func render(_ list: DisplayList, into pixmap: inout Pixmap) throws

    /// Sets every pixel of `pixmap` to `background`, then draws `list` over it: the same pixels
    /// as ``Pixmap/fill(premultiplied:)`` followed by ``render(_:into:)``, but a backend may clear
    /// as part of drawing (the software rasterizer clears each stripe of rows on the thread that
    /// then draws it, so the clear runs on every core). Throws as ``render(_:into:)`` does; the
    /// pixmap is then unchanged or cleared.
    ///
    /// ```swift
    /// try renderer.render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
    /// ```
    func render(_ list: DisplayList, into pixmap: inout Pixmap, clearingTo background: PremultipliedRGBA8) throws

    /// A pipeline that draws a sequence of frames with this renderer, in order. The default is a
    /// ``SynchronousFramePipeline`` (one frame at a time); a backend that can overlap frames
    /// returns its own.
    ///
    /// ```swift
    /// let pipeline = renderer.makeFramePipeline()
    /// let frames = try lists.flatMap { try pipeline.submit($0, over: background) } + pipeline.finish()
    /// ```
    func makeFramePipeline() -> any FramePipeline
}

extension Renderer {
    /// Fills, then draws.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap, clearingTo background: PremultipliedRGBA8) throws {
        pixmap.fill(premultiplied: background)
        try render(list, into: &pixmap)
    }

    /// One frame at a time: a ``SynchronousFramePipeline`` over this renderer.
    public func makeFramePipeline() -> any FramePipeline {
        SynchronousFramePipeline(renderer: self)
    }
}
