import Foundation

/// Something that draws a ``DisplayList`` into a ``Pixmap``: the software rasterizer, the GPU
/// renderer, or a choice between them. Code above the backends (documents, scenes, the frame loop)
/// takes `some Renderer` and never names a backend.
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
}
