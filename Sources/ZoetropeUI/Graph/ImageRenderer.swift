import Foundation
import RenderCommands
import Geometry2D

/// Renders one view, as it appears when it first shows, into a display list or pixels (SwiftUI's
/// `ImageRenderer`, without a run loop). Errors — a missing `Image(name)`, an update loop — are
/// thrown, not drawn around.
///
/// ```swift
/// let renderer = ImageRenderer(content: Circle().fill(Color.red).frame(width: 40, height: 40))
/// renderer.scale = 2
/// let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)   // 80 × 80 px
/// ```
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// The size proposed to the view (nil dimensions: its ideal size); the canvas is the size it takes.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Directories searched first for `Image(name)`.
    public var assets: [URL] = []
    /// The limits `Image(name)` files are decoded within (checked from each PNG's header first).
    public var imageBudget: RenderBudget = .default
    /// Warnings of the last render (each once).
    public private(set) var warnings: [String] = []

    public init(content: Content) { self.content = content }

    /// The size in points the view takes for `proposedSize`.
    public func size() throws -> CGSize {
        try measuredGraph().size
    }

    /// The view's display list in device pixels (points × `scale`).
    public func displayList() throws -> DisplayList {
        let graph = try measuredGraph()
        defer { warnings = graph.warnings }   // drawing can warn too (a template image's gradient)
        let list = graph.displayList()
        try graph.throwDrawingError()
        return list
    }

    /// The view drawn by `renderer` over `background`, `size × scale` pixels (rounded up).
    public func render(with renderer: some Renderer, background: Color = .clear) throws -> Pixmap {
        let graph = try measuredGraph()
        let width = Int((graph.size.width * scale).rounded(.up)), height = Int((graph.size.height * scale).rounded(.up))
        var pixmap = try Pixmap(width: max(width, 1), height: max(height, 1))
        let list = graph.displayList()
        warnings = graph.warnings
        try graph.throwDrawingError()
        try renderer.render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(background))
        return pixmap
    }

    /// A graph on a canvas of the size the view takes, started.
    private func measuredGraph() throws -> ViewGraph {
        let view = content
        let probe = ViewGraph(size: .zero, scale: scale) { view }
        let fitted = try probe.fittedSize(for: proposedSize, assets: assets, budget: imageBudget)
        let graph = ViewGraph(size: fitted, scale: scale) { view }
        graph.imageCatalog = ImageCatalog(directories: assets + graph.imageCatalog.directories,
                                          missingImages: graph.imageCatalog.missingImages, budget: imageBudget)
        try MainQueue.run { try graph.start() }
        warnings = graph.warnings
        return graph
    }
}

extension ViewGraph {
    /// The size the root view takes for `proposal`, after its first update.
    func fittedSize(for proposal: ProposedViewSize, assets: [URL], budget: RenderBudget = .default) throws -> CGSize {
        imageCatalog = ImageCatalog(directories: assets + imageCatalog.directories, missingImages: imageCatalog.missingImages, budget: budget)
        try MainQueue.run { try start() }
        return rootSize(for: proposal)
    }
}
