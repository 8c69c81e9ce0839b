import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport

/// Golden frames of the built-in layer scenes (seed 002's shake, shock, spinner and the corner
/// radius group) on the CPU backend at their 256 × 256 canvas: Goldens/layer-<scene>-t<time>.png.
/// Tolerance: `GoldenImage` (a channel off by more than 2 on at most 0.5 % of pixels); recorded
/// only by hand with ZOETROPE_RECORD_GOLDENS=1.
@Suite struct LayerSceneGoldenTests {
    static let cases: [(scene: String, time: Double)] = [
        // Shake: both extremes of the rotation (±0.08 rad) and level in between.
        ("layer-shake", 0), ("layer-shake", 0.1),
        // Shock: the two keyframe extremes reached under the ease-in-out (±3.87 pt at these times).
        ("layer-shock", 0.0375), ("layer-shock", 0.1125),
        // Spinner: the arc growing, chasing, and its tail catching up (vector 11's times).
        ("layer-spinner", 0.375), ("layer-spinner", 0.75), ("layer-spinner", 1.125),
        // Group: half way (rounded, growing, red shadow appearing) and after the finish (the model holds).
        ("layer-group", 0.25), ("layer-group", 0.75),
    ]

    @Test(arguments: cases.indices) func layerSceneFrameMatchesItsGolden(index: Int) throws {
        let (name, time) = Self.cases[index]
        let frame = try ScenePlayer(named: name).frame(at: time, size: CGSize(width: 256, height: 256))
        var pixmap = try Pixmap(width: 256, height: 256)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(frame.displayList, into: &pixmap)
        try RenderGolden.expect(pixmap, named: "\(name)-t\(String(format: "%.4f", time))")
    }
}
