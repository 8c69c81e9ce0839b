import Foundation
import GLESRenderer
import RenderCommands
import Testing
import Zoetrope
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

/// Every built-in scene (`SceneCatalog.all`) drawn by both backends at 96² at the start, at a
/// quarter, at the middle and at the end of its duration, compared over white.
///
/// Tolerance (the peer-scene one): mean absolute difference ≤ 2.5 (of 255) and at most 6 % of
/// pixels off by more than 16, per frame. What differs is anti-aliasing: 4× MSAA (5 coverage
/// levels) against analytic coverage.
///
/// The flower is the exception: hundreds of 1-px lines crossing in a 96² square are nearly all
/// edge pixels, and where edges of the one stroked outline overlap inside a pixel, the software
/// renderer's accumulated coverage (min(|Σ area|, 1)) adds them where MSAA counts their union
/// exactly, so the CPU frame carries up to ~7 % more ink (raw: mean up to ~9, 28 % of pixels off
/// at t = 2 s). It is compared by what that leaves: raw mean ≤ 10; after a 3×3 box filter on both
/// images (anti-aliasing differences average out, missing or misplaced lines do not) mean ≤ 6; and
/// the GPU's ink (Σ 255 − channel over RGB) between 88 % and 101 % of the CPU's.
@Suite struct SceneCatalogParityTests {
    static let side = 96
    static let names = SceneCatalog.all.map { $0.name }

    @Test(needsGPU, arguments: names) func sceneMatchesTheSoftwareRenderer(name: String) throws {
        let player = try ScenePlayer(named: name)
        let duration = player.duration.isFinite && player.duration > 0 ? player.duration : 1
        for fraction in [0.0, 0.25, 0.5, 1.0] {
            let list = try player.frame(at: duration * fraction, size: CGSize(width: Self.side, height: Self.side)).displayList
            let gpu = try GPU.render(list, width: Self.side, height: Self.side)
            let cpu = try GPU.reference(list, width: Self.side, height: Self.side)
            let difference = try ImageDifference(between: gpu, and: cpu)
            let label = "\(name) at t = \(String(format: "%.2f", duration * fraction)) s"
            GPU.expectAnalyticParity(difference, label)
            #expect(gpu.isValidPremultiplied)
            if name == "flower" {
                let filtered = try ImageDifference(between: Self.boxFiltered(gpu), and: Self.boxFiltered(cpu))
                print("scene parity \(label), \(Self.side)²: \(difference); 3×3 box filtered: \(filtered)")
                #expect(difference.meanAbsoluteDifference <= 10, "\(label): \(difference)")
                let ink = Self.ink(gpu) / max(Self.ink(cpu), 1)
                print("scene parity \(label): GPU ink / CPU ink = \(String(format: "%.3f", ink))")
                #expect(filtered.meanAbsoluteDifference <= 6, "\(label): \(filtered)")
                #expect(ink >= 0.88 && ink <= 1.01, "\(label): GPU ink / CPU ink = \(ink)")
                continue
            }
            print("scene parity \(label), \(Self.side)²: \(difference)")
            #expect(difference.meanAbsoluteDifference <= 2.5, "\(label): \(difference)")
            #expect(difference.fractionOfPixelsOff <= 0.06, "\(label): \(difference)")
        }
    }

    /// Σ (255 − channel) over the RGB channels of every pixel: how much is drawn over white.
    static func ink(_ image: Pixmap) -> Double {
        var total = 0
        for (index, byte) in image.bytes.enumerated() where index % 4 != 3 { total += 255 - Int(byte) }
        return Double(total)
    }

    /// Each channel replaced by the mean of its 3×3 neighbourhood (clamped at the borders).
    static func boxFiltered(_ image: Pixmap) throws -> Pixmap {
        let w = image.width, h = image.height, source = image.bytes
        var out = [UInt8](repeating: 0, count: source.count)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0, count = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let sx = x + dx, sy = y + dy
                            guard sx >= 0, sx < w, sy >= 0, sy < h else { continue }
                            sum += Int(source[(sy * w + sx) * 4 + c]); count += 1
                        }
                    }
                    out[(y * w + x) * 4 + c] = UInt8((sum + count / 2) / count)
                }
            }
        }
        return try Pixmap(width: w, height: h, premultipliedBytes: out)
    }
}

/// Every built-in storyboard (`SceneCatalog.storyboards`: the seeds' views) drawn by both backends
/// at a third of its size (130 × 281 px) at four times, with the scene tolerance above.
@Suite struct StoryboardParityTests {
    static let names = SceneCatalog.storyboards.map(\.name)

    @Test(needsGPU, arguments: names) func storyboardMatchesTheSoftwareRenderer(name: String) throws {
        let story = try #require(SceneCatalog.storyboards.first { $0.name == name })
        let scale = 1.0 / 3
        let width = Int((story.size.width * scale).rounded(.up)), height = Int((story.size.height * scale).rounded(.up))
        let session = story.session(scale: scale)
        for time in [0.25, 0.8, 1.5, story.duration] {
            let list = try session.frame(at: time, fps: 60).displayList
            let gpu = try GPU.render(list, width: width, height: height)
            let cpu = try GPU.reference(list, width: width, height: height)
            let difference = try ImageDifference(between: gpu, and: cpu)
            GPU.expectAnalyticParity(difference, "\(name) at \(time) s")
            print("storyboard parity \(name) at t = \(time) s, \(width)×\(height): \(difference)")
            #expect(gpu.isValidPremultiplied)
            #expect(difference.meanAbsoluteDifference <= 2.5, "\(name) at \(time) s: \(difference)")
            #expect(difference.fractionOfPixelsOff <= 0.06, "\(name) at \(time) s: \(difference)")
        }
    }
}
