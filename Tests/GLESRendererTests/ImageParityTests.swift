import Foundation
import GLESRenderer
import RenderCommands
import Testing
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

/// Images on the GPU against the software renderer: the image program maps each pixel centre
/// through the same inverse transform and samples with the same integer rules (nearest: floor,
/// clamped; bilinear: weights rounded to 1/256 on premultiplied texels, clamped to the edge texels).
///
/// Tolerances: an axis-aligned 1:1 image is exact inside (every interior pixel equal); scaled and
/// rotated images: mean absolute difference ≤ 1.5 and ≤ 4 % of pixels off by more than 16 (edges
/// differ by anti-aliasing, and float vs double mapping can move a nearest-neighbour boundary);
/// perspective the same.
@Suite struct ImageParityTests {
    /// A w×h image whose every pixel differs, with a half-transparent column (premultiplied values).
    static func image(width: Int = 16, height: Int = 12) throws -> Pixmap {
        var image = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = x == 1 ? 128 : 255
                image[x: x, y: y] = PremultipliedRGBA8(straightRed: UInt8((16 * x + 8) % 256), green: UInt8((20 * y + 8) % 256),
                                                       blue: UInt8((x * y * 37) % 256), alpha: alpha)
            }
        }
        return image
    }

    @Test(needsGPU, arguments: ImageInterpolation.allCases) func oneToOneImageIsExact(interpolation: ImageInterpolation) throws {
        let image = try Self.image()
        var list = DisplayList()
        list.draw(image, in: CGRect(x: 10, y: 7, width: 16, height: 12), interpolation: interpolation)
        let gpu = try GPU.render(list, width: 40, height: 30)
        let cpu = try GPU.reference(list, width: 40, height: 30)
        let difference = try ImageDifference(between: gpu, and: cpu)
        #expect(gpu == cpu, "\(difference)")
        #expect(gpu[x: 13, y: 10] == image[x: 3, y: 3])
    }

    @Test(needsGPU, arguments: ImageInterpolation.allCases) func scaledAndRotatedImageMatches(interpolation: ImageInterpolation) throws {
        var list = DisplayList()
        let transform = ProjectionTransform(CGAffineTransform(translationX: 64, y: 64).rotated(by: 0.35))
        list.draw(try Self.image(), in: CGRect(x: -45, y: -30, width: 90, height: 60), interpolation: interpolation,
                  opacity: 0.8, transform: transform)
        list.draw(try Self.image(width: 5, height: 3), in: CGRect(x: 4, y: 100, width: 60, height: 24), interpolation: interpolation)
        let gpu = try GPU.render(list, width: 128, height: 128)
        let cpu = try GPU.reference(list, width: 128, height: 128)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("image \(interpolation) scaled+rotated: \(difference)")
        #expect(difference.meanAbsoluteDifference <= 1.5, "\(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.04, "\(difference)")
        #expect(gpu.isValidPremultiplied)
    }

    @Test(needsGPU, arguments: [ImageInterpolation.none, .high]) func perspectiveImageMatches(interpolation: ImageInterpolation) throws {
        var card = CATransform3DIdentity
        card.m34 = -1 / 200
        card = CATransform3DRotate(card, 0.9, 0, 1, 0)
        let transform = ProjectionTransform(card).concatenating(ProjectionTransform(CGAffineTransform(translationX: 64, y: 64)))
        var list = DisplayList()
        list.draw(try Self.image(), in: CGRect(x: -48, y: -36, width: 96, height: 72), interpolation: interpolation, transform: transform)
        let gpu = try GPU.render(list, width: 128, height: 128)
        let cpu = try GPU.reference(list, width: 128, height: 128)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("image \(interpolation) perspective: \(difference)")
        #expect(difference.meanAbsoluteDifference <= 1.5, "\(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.04, "\(difference)")
    }

    /// Images inside a clipped, translucent layer.
    @Test(needsGPU) func imageInAClippedLayerMatches() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.7, clip: Path(ellipseIn: CGRect(x: 8, y: 8, width: 80, height: 60))))
        list.draw(try Self.image(), in: CGRect(x: 0, y: 0, width: 96, height: 72), interpolation: .none)
        list.popLayer()
        let difference = try ImageDifference(between: GPU.render(list, width: 96, height: 72),
                                             and: GPU.reference(list, width: 96, height: 72))
        print("image in clipped layer: \(difference)")
        #expect(difference.meanAbsoluteDifference <= 1.5 && difference.fractionOfPixelsOff <= 0.04, "\(difference)")
    }
}
