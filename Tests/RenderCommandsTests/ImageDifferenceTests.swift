import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct ImageDifferenceTests {
    @Test func identicalImagesDoNotDiffer() throws {
        var image = try Pixmap(width: 5, height: 4)
        image.fill(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.7))
        let difference = try ImageDifference(between: image, and: image)
        #expect(difference.meanAbsoluteDifference == 0)
        #expect(difference.fractionOfPixelsOff == 0)
        #expect(difference.maximumDifference == 0)
        #expect(difference.pixelCount == 20)
    }

    @Test func handMadeDifferencesGiveExactNumbers() throws {
        // 2×2 white vs white with one pixel changed by (30, 0, 0) and one by (0, 10, 6).
        var a = try Pixmap(width: 2, height: 2)
        a.fill(.white)
        var b = a
        b[x: 0, y: 0] = PremultipliedRGBA8(red: 225, green: 255, blue: 255, alpha: 255)
        b[x: 1, y: 1] = PremultipliedRGBA8(red: 255, green: 245, blue: 249, alpha: 255)
        let difference = try ImageDifference(between: a, and: b)
        #expect(difference.meanAbsoluteDifference == 46.0 / 12.0)
        #expect(difference.fractionOfPixelsOff == 0.25)   // only the 30 exceeds 16
        #expect(difference.percentOfPixelsOff == 25)
        #expect(difference.maximumDifference == 30)
        let strict = try ImageDifference(between: a, and: b, threshold: 5)
        #expect(strict.fractionOfPixelsOff == 0.5)
    }

    @Test func transparentPixelsAreComparedOverWhite() throws {
        // Transparent equals opaque white over white; half black over white is 128 → off by 127… 128.
        let clear = try Pixmap(width: 1, height: 1)
        var white = try Pixmap(width: 1, height: 1)
        white.fill(.white)
        #expect(try ImageDifference(between: clear, and: white).maximumDifference == 0)
        var halfBlack = try Pixmap(width: 1, height: 1)
        halfBlack.fill(Color(white: 0, opacity: 0.5))  // (0, 0, 0, 128) → over white 127
        let difference = try ImageDifference(between: halfBlack, and: white)
        #expect(difference.maximumDifference == 128)
        #expect(difference.meanAbsoluteDifference == 128)
        #expect(difference.fractionOfPixelsOff == 1)
    }

    @Test func differentSizesThrow() throws {
        let a = try Pixmap(width: 2, height: 3)
        let b = try Pixmap(width: 3, height: 2)
        #expect(throws: PixmapError.sizeMismatch(firstWidth: 2, firstHeight: 3, secondWidth: 3, secondHeight: 2)) {
            try ImageDifference(between: a, and: b)
        }
    }
}
