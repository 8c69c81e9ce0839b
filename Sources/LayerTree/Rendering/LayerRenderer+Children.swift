import Foundation
import Geometry2D
import RenderCommands

extension LayerRenderer {
    /// Draws `children` (in drawing order) under the matrix `toParent`: on this renderer, or —
    /// hundreds of them with `options.threads` > 1 — in contiguous runs on worker renderers whose
    /// commands are appended in order, so the list is the same for any thread count.
    func renderChildren(_ children: [CALayer], toParent: CATransform3D, base: ProjectionTransform, tint: LayerTint,
                        depth: Int) -> Int {
        let chunks = LayerParallel.chunks(count: children.count, threads: isWorker ? 1 : options.threads)
        guard chunks.count > 1 else {
            var items = 0
            for child in children {
                items += render(child, world: CATransform3DConcat(child.localTransform, toParent), base: base, tint: tint, depth: depth)
            }
            return items
        }
        let results = UnsafeMutableBufferPointer<(commands: [DisplayList.Command], items: Int)>.allocate(capacity: chunks.count)
        results.initialize(repeating: ([], 0))
        defer { results.deinitialize(); results.deallocate() }
        LayerParallel.forEachChunk(count: children.count, threads: options.threads) { k, range in
            let worker = LayerRenderer(scale: scale, canvas: canvas, options: options, isWorker: true)
            var items = 0
            for child in children[range] {
                items += worker.render(child, world: CATransform3DConcat(child.localTransform, toParent), base: base, tint: tint,
                                       depth: depth)
            }
            results[k] = (worker.commands, items)
        }
        var items = 0
        for result in results {
            commands += result.commands
            items += result.items
        }
        return items
    }
}
