import Foundation
import Geometry2D
import Testing
import TextOutlines

/// The measured vectors of view-layer.md §6.2: Inter 4.0 at 17 pt (SF Pro's stand-in for `.body`).
@Suite struct TextMetricsTests {
    @Test func helloAtBodySizeIsTheSpecsSize() throws {
        let layout = TextLayout("Hello", style: try TestFonts.style(17))
        // Line height 1.2102 em = (2728 + 680) / 2816 at 17 pt.
        #expect(abs(layout.size.width - 40.69) <= 0.01, "width \(layout.size.width)")
        #expect(abs(layout.size.height - 20.57) <= 0.01, "height \(layout.size.height)")
        #expect(layout.lines.count == 1)
        #expect(abs(layout.firstBaseline - 2728.0 * 17 / 2816) < 1e-9)
        #expect(abs(layout.style.lineHeight - 3408.0 * 17 / 2816) < 1e-9)
    }

    @Test(arguments: [("Animate", 65.92), ("x = 76", 50.25), ("Triangle", 65.10), ("Trapezium", 84.98), ("Square", 56.89)])
    func characterWidthsMatchTheSpec(text: String, expected: Double) throws {
        let body = try TestFonts.body()
        let unkerned = characterWidthSum(text, faces: body)
        #expect(abs(unkerned - expected) <= 0.01, "\(text): characters sum to \(unkerned), spec \(expected)")
        // Shaped as a whole, kerning (Inter's GPOS) only takes away: T-r, r-a, q-u, "= 7"…
        let shaped = shapedWidth(text, faces: body)
        #expect(shaped <= unkerned + 1e-9, "\(text): shaped \(shaped) > \(unkerned)")
        // The layout is the shaped width on one line.
        let layout = TextLayout(text, style: try TestFonts.style(17))
        #expect(abs(layout.size.width - shaped) < 1e-9)
    }

    @Test func kerningMakesSomeSpecWordsNarrower() throws {
        let body = try TestFonts.body()
        // "Triangle" and "Trapezium" start with the T-r pair Inter kerns.
        for text in ["Triangle", "Trapezium"] {
            #expect(shapedWidth(text, faces: body) < characterWidthSum(text, faces: body) - 0.3, "\(text) is not kerned")
        }
    }

    @Test func widthsScaleLinearlyWithSize() throws {
        let body = try TestFonts.body()
        let at17 = shapedWidth("Trapezium", faces: body, size: 17)
        for size in [8.5, 34.0, 170.0] {
            #expect(abs(shapedWidth("Trapezium", faces: body, size: size) - at17 * size / 17) < 1e-9)
        }
    }
}
