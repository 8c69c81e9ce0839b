import Foundation
import RenderCommands
import Geometry2D

extension DisplayList {
    /// The display list of `view` laid out in a canvas of `size` points at `scale` pixels per
    /// point, as it appears at time 0 (after its `onAppear` actions; animations they start show
    /// their first frame). For animations over time use `Storyboard`. `Image(name)` looks in the
    /// `assets` directories first, then in those of `ZOETROPE_ASSETS`.
    ///
    /// ```swift
    /// let list = DisplayList(Circle().fill(Color.red).frame(width: 50, height: 50),
    ///                        size: CGSize(width: 100, height: 100))
    /// let tower = DisplayList(Image("tower"), size: CGSize(width: 390, height: 844),
    ///                         assets: [URL(fileURLWithPath: "Assets")])
    /// ```
    public init(_ view: some View, size: CGSize, scale: CGFloat = 1, assets: [URL] = []) {
        self.init()
        draw(view, in: CGRect(origin: .zero, size: size), scale: scale, assets: assets)
    }

    /// Appends `view` laid out in `rect` (points), drawn at `scale` pixels per point after `transform`;
    /// `Image(name)` looks in the `assets` directories first, then in those of `ZOETROPE_ASSETS`.
    ///
    /// ```swift
    /// list.draw(Circle().fill(Color.blue), in: CGRect(x: 10, y: 10, width: 80, height: 80))
    /// ```
    public mutating func draw(_ view: some View, in rect: CGRect, scale: CGFloat = 1,
                              transform: ProjectionTransform = ProjectionTransform(), assets: [URL] = []) {
        let graph = ViewGraph(size: rect.size, scale: scale) { view }
        if !assets.isEmpty {
            graph.imageCatalog = graph.imageCatalog.searching(first: assets)
        }
        // A static view has no scripted time; an update loop is reported by the graph's warnings.
        try? graph.start()
        let placed = ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
            .concatenating(transform)
        commands.append(contentsOf: graph.displayList(transform: placed).commands)
    }
}

extension DisplayList {
    /// Appends `shape` filled or stroked exactly in `rect` (points × `scale`), without layout or
    /// pixel rounding: the geometry drawn directly, as a renderer benchmark wants it.
    ///
    /// ```swift
    /// list.draw(Circle().stroke(Color.red, lineWidth: 2), in: CGRect(x: 12.8, y: 12.8, width: 230.4, height: 230.4))
    /// ```
    public mutating func draw<Content: Shape, Style: ShapeStyle>(_ shape: _ShapeView<Content, Style>, in rect: CGRect,
                                                                scale: CGFloat = 1) {
        var context = DrawingContext(transform: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
        shape.draw(in: rect, style: shape.style, context: &context)
        commands.append(contentsOf: context.displayList.commands)
    }
}
