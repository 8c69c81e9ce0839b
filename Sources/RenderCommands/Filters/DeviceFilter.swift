import Foundation
import Geometry2D

/// A ``LayerFilter`` in device pixels: kernels built, offsets rounded, how far it reaches.
struct DeviceFilter {
    let filter: LayerFilter
    let kernel: GaussianBlurKernel
    let dx: Int, dy: Int
    /// How far what is drawn may move (blur extent + |offset|), per axis.
    let reachX: Int, reachY: Int
    /// How far the drawn area grows on each side.
    let grow: (left: Int, right: Int, top: Int, bottom: Int)

    init(_ filter: LayerFilter, transform: ProjectionTransform, width: Int, height: Int) {
        self.filter = filter
        // The transform's area scale (its linear part's, for a projective one at the origin).
        let scale = abs(Double(transform.m11 * transform.m22 - transform.m12 * transform.m21)).squareRoot()
        switch filter {
        case .blur(let radius, let opaque):
            kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: radius) * scale)
            dx = 0; dy = 0
            let e = opaque ? 0 : kernel.extent
            reachX = kernel.extent; reachY = kernel.extent
            grow = (e, e, e, e)
        case .dropShadow(_, let radius, let offset):
            kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: radius) * scale)
            // The offset turns and scales with the layer; beyond the canvas it is as far as it can matter.
            let ox = Double(offset.width * transform.m11 + offset.height * transform.m21)
            let oy = Double(offset.width * transform.m12 + offset.height * transform.m22)
            func rounded(_ v: Double, _ bound: Int) -> Int {
                v.isFinite ? Int(min(max(v, -Double(bound)), Double(bound)).rounded()) : 0
            }
            dx = rounded(ox, width + kernel.extent + 1); dy = rounded(oy, height + kernel.extent + 1)
            let e = kernel.extent
            reachX = e + abs(dx); reachY = e + abs(dy)
            grow = (e + max(-dx, 0), e + max(dx, 0), e + max(-dy, 0), e + max(dy, 0))
        case .backdrop(let radius, _):
            // The content does not move; the backdrop is sampled `extent` beyond the group.
            kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: radius) * scale)
            dx = 0; dy = 0; reachX = 0; reachY = 0
            grow = (0, 0, 0, 0)
        case .colorMatrix, .mask, .alphaThreshold:
            kernel = GaussianBlurKernel(sigma: 0)
            dx = 0; dy = 0; reachX = 0; reachY = 0
            grow = (0, 0, 0, 0)
        }
    }

    /// Applies the filter (a blur on at most `threads` threads; 0: the machine's).
    func apply(to pixmap: inout Pixmap, threads: Int = 0) {
        switch filter {
        case .blur(_, let opaque):
            pixmap.applyBlur(kernel, edges: opaque ? .clamp : .transparent, threads: threads)
            if opaque { pixmap.makeOpaque() }
        case .dropShadow(let color, _, _):
            pixmap.applyDropShadow(color: color, kernel: kernel, dx: dx, dy: dy, threads: threads)
        case .colorMatrix(let matrix):
            pixmap.applyColorMatrix(matrix)
        case .alphaThreshold(let minimum, let maximum, let color):
            pixmap.applyAlphaThreshold(minimum: minimum, maximum: maximum, color: color)
        case .mask, .backdrop:
            break   // drawn and applied by the filter lowering, which renders the mask or the backdrop
        }
    }
}
