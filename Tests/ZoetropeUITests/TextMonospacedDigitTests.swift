import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `Text.monospacedDigit()` (and the view modifier): every digit one width (OpenType `tnum`).
@Suite struct TextMonospacedDigitTests {
    func width(_ view: some View) throws -> CGFloat { try ImageRenderer(content: view).size().width }

    @Test func digitsTakeOneWidth() throws {
        // Inter's proportional "1" is narrower than its "0"; tabular, "111" and "000" match.
        #expect(try width(Text("111")) < width(Text("000")))
        #expect(try width(Text("111").monospacedDigit()) == width(Text("000").monospacedDigit()))
        #expect(try width(Text("111").font(.largeTitle).monospacedDigit()) == width(Text("000").font(.largeTitle).monospacedDigit()))
        // The view modifier sets it for the text inside.
        #expect(try width(VStack { Text("111") }.monospacedDigit()) == width(VStack { Text("000") }.monospacedDigit()))
    }
}
