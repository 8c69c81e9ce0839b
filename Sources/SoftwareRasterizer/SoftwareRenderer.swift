import RenderCommands

/// Renders a `DisplayList` into a `Pixmap` on the CPU: device geometry from `DeviceGeometry`
/// (shared with the GPU backend), analytic coverage from `BandRasterizer`, source-over blending
/// from `Blend`.
///
/// ```swift
/// var pixmap = try Pixmap(width: 256, height: 256)
/// pixmap.fill(.white)
/// try SoftwareRenderer(threads: 2).render(list, into: &pixmap)
/// ```
public struct SoftwareRenderer: Sendable {
    /// Worker threads; 0 means one per active processor.
    public var threads: Int
    /// Flattening tolerance in device pixels.
    public var tolerance: Double

    public init(threads: Int = 0, tolerance: Double = 0.25) {
        self.threads = threads
        self.tolerance = tolerance
    }

    /// Draws `list` over the current contents of `pixmap`, in painter's order.
    /// Throws (drawing nothing) if a command has NaN or infinite coordinates.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        try list.validate()
        var jobs: [RasterJob] = []
        var colors: [PremultipliedRGBA8] = []
        jobs.reserveCapacity(list.commands.count)
        colors.reserveCapacity(list.commands.count)
        for command in list.commands {
            // Layers, images and gradients are not drawn yet: solid fills and strokes only.
            guard let paint = command.paint, let geometry = DeviceGeometry(command, tolerance: tolerance),
                  geometry.coverageScale > 0, !geometry.outline.contours.isEmpty else { continue }
            var color = paint.premultipliedColor
            if geometry.coverageScale < 1 {
                color = Blend.scaled(color, by: UInt8((geometry.coverageScale * 255).rounded()))
            }
            jobs.append(RasterJob(edges: EdgeList(geometry.outline), evenOdd: geometry.evenOdd))
            colors.append(color)
        }
        guard !jobs.isEmpty else { return }
        let rasterizer = BandRasterizer(width: pixmap.width, height: pixmap.height, threads: threads)
        let stride = pixmap.stride
        pixmap.withUnsafeMutableBytes { bytes in
            rasterizer.render(jobs, into: SolidColorSink(pixels: bytes.baseAddress!, stride: stride, colors: colors))
        }
    }
}
