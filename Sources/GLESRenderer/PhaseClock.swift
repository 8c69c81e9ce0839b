import CGLES3
import Foundation
import VectorPath
import Geometry2D

/// Times the GPU phases of a frame when profiling: each lap waits for the GPU (glFinish) and adds
/// the milliseconds since the previous lap. Does nothing when disabled.
struct PhaseClock {
    let enabled: Bool
    private var last = DispatchTime.now().uptimeNanoseconds

    init(enabled: Bool) { self.enabled = enabled }

    mutating func lap(_ phase: inout Double) {
        guard enabled else { return }
        glFinish()
        let now = DispatchTime.now().uptimeNanoseconds
        phase += Double(now - last) / 1e6
        last = now
    }
}
