import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// Renders a `DisplayList` into a `Pixmap` on the CPU: device geometry from `DeviceGeometry`
/// (shared with the GPU backend), analytic coverage from `BandRasterizer`'s bands, paints (solid
/// colors, gradients through `GradientShading`/`GradientLUT`, images) shaded per device pixel, and
/// layers (group opacity, blend mode, anti-aliased clip) composited in band-sized buffers; every
/// blend goes through `Blend`.
///
/// The result does not depend on `threads`.
///
/// ```swift
/// var pixmap = try Pixmap(width: 256, height: 256)
/// pixmap.fill(.white)
/// try SoftwareRenderer(threads: 2).render(list, into: &pixmap)
/// ```
public struct SoftwareRenderer: Renderer, Sendable {
    /// Worker threads; 0 means one per active processor.
    public var threads: Int
    /// Flattening tolerance in device pixels.
    public var tolerance: Double
    /// Band workers (cell and layer buffers) kept between frames.
    private let workers = CompositeWorkerPool()

    public init(threads: Int = 0, tolerance: Double = 0.25) {
        self.threads = threads
        self.tolerance = tolerance
    }

    /// Frames whose ``CompositeProgram/estimatedWork(width:height:)`` is below this (about half a
    /// millisecond on one core) are drawn on one thread.
    static let multithreadingThreshold = 32_768.0

    /// Draws `list` over the current contents of `pixmap`, in painter's order.
    /// Throws (drawing nothing) if a command has NaN or infinite values or layers do not balance.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        try list.validate()
        let program = lower(list)
        guard !program.operations.isEmpty else { return }
        // A small frame is drawn on one thread: waking a second one costs more than it saves.
        let small = program.estimatedWork(width: pixmap.width, height: pixmap.height) < Self.multithreadingThreshold
        let compositor = BandCompositor(
            rasterizer: BandRasterizer(width: pixmap.width, height: pixmap.height, threads: small ? 1 : threads),
            workers: workers)
        let stride = pixmap.stride
        pixmap.withUnsafeMutableBytes { bytes in
            compositor.run(program, canvas: bytes.baseAddress!, stride: stride)
        }
    }

    /// The display list as rasterization jobs and band operations. Commands that cannot show
    /// anything (empty geometry, zero opacity, singular transforms) are dropped here.
    func lower(_ list: DisplayList) -> CompositeProgram {
        var program = CompositeProgram()
        program.jobs.reserveCapacity(list.commands.count)
        program.operations.reserveCapacity(list.commands.count)
        var open: [(index: Int, clip: Int?, invisible: Bool, opacity: UInt8, mode: BlendMode)] = []
        for command in list.commands {
            switch command {
            case .pushLayer(let style):
                var clip: Int?
                if let path = style.clip {
                    let geometry = DeviceGeometry(fill: path, evenOdd: style.clipStyle.isEOFilled,
                                                  transform: style.transform, tolerance: tolerance)
                    clip = program.jobs.count
                    program.jobs.append(RasterJob(edges: EdgeList(geometry.outline), evenOdd: geometry.evenOdd))
                }
                let opacity = Blend.byte(style.opacity)
                let invisible = opacity == 0
                open.append((program.operations.count, clip, invisible, opacity, style.blendMode))
                program.appendLayerOperation(.push(clip: clip, end: -1, invisible: invisible))
            case .popLayer:
                // validate() guarantees a matching push.
                guard let push = open.popLast() else { continue }
                program.operations[push.index] = .push(clip: push.clip, end: program.operations.count,
                                                       invisible: push.invisible)
                program.appendLayerOperation(.pop(clip: push.clip, opacity: push.opacity, mode: push.mode))
            case .fill, .stroke, .image:
                guard let geometry = DeviceGeometry(command, tolerance: tolerance),
                      geometry.coverageScale > 0, !geometry.outline.contours.isEmpty,
                      let (shader, scale) = shader(for: command, coverageScale: geometry.coverageScale)
                else { continue }
                let edges = EdgeList(geometry.outline)
                if edges.isEmpty { continue }
                program.appendDraw(RasterJob(edges: edges, evenOdd: geometry.evenOdd), shader: shader, coverageScale: scale)
            }
        }
        return program
    }

    /// The shader and coverage scale of a drawing command; nil when it draws nothing.
    private func shader(for command: DisplayList.Command, coverageScale: Double) -> (PixelShader, UInt8)? {
        let scale = Blend.byte(coverageScale)
        switch command {
        case .fill(_, let paint, _, let transform), .stroke(_, _, let paint, let transform):
            if let color = paint.resolvedSolidColor {
                // Solid color: fold the scale into the color, keeping the fast path.
                return (.solid(scale == 255 ? color : Blend.scaled(color, by: scale)), 255)
            }
            guard let shading = GradientShading(paint), let mapping = InverseMapping(transform) else { return nil }
            return (.gradient(GradientRowShader(geometry: shading.geometry, entries: shading.lut.entries,
                                                mapping: mapping)), scale)
        case .image(let image, let rect, let interpolation, let opacity, let transform):
            let opacity = Blend.byte(opacity)
            guard opacity > 0,
                  let shader = ImageRowShader(image: image, rect: rect, interpolation: interpolation, transform: transform)
            else { return nil }
            return (.image(shader), opacity)
        case .pushLayer, .popLayer:
            return nil
        }
    }
}
