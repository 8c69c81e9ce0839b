import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `minimumScaleFactor(_:)`: text shrinks, down to the factor, until it fits its space uncut.
@Suite struct MinimumScaleFactorTests {
    func size<V: View>(_ view: V) throws -> CGSize {
        let frame = try Storyboard("scale", size: CGSize(width: 400, height: 400), duration: 1) { view }.frame(at: 0)
        return try #require(frame.views.first { $0.kind == "Text" }).frame.size
    }

    @Test func aTextTooTallForItsFrameShrinksToFit() throws {
        let natural = try size(Text("A").font(.system(size: 100)).fixedSize())
        #expect(natural.height > 100)
        let shrunk = try size(Text("A").font(.system(size: 100)).minimumScaleFactor(0.1).frame(width: 60, height: 60))
        #expect(shrunk.height <= 60 && shrunk.height > 50, "as large as fits: \(shrunk)")
        let capped = try size(Text("A").font(.system(size: 100)).minimumScaleFactor(0.9).frame(width: 60, height: 60))
        #expect(capped.height > 100 * 0.9, "no smaller than the factor allows: \(capped)")
    }

    @Test func aLineThatWouldBeCutShrinksInsteadOfTruncating() throws {
        let cut = try size(Text("Transformation").font(.system(size: 30)).lineLimit(1).frame(width: 100))
        let fitted = try size(Text("Transformation").font(.system(size: 30)).lineLimit(1).minimumScaleFactor(0.2).frame(width: 100))
        #expect(cut.width <= 100)
        #expect(fitted.width <= 100 && fitted.width > 90, "the whole word, as wide as fits: \(fitted)")
        #expect(fitted.height < cut.height, "in a smaller font")
    }

    @Test func aTextThatFitsKeepsItsSize() throws {
        let plain = try size(Text("Hi").font(.title))
        #expect(try size(Text("Hi").font(.title).minimumScaleFactor(0.5)) == plain)
    }

    @Test func hostileFactorsAreClamped() throws {
        for factor: CGFloat in [.nan, -1, 0, 5, .infinity] {
            let s = try size(Text("Transformation").font(.system(size: 30)).lineLimit(1).minimumScaleFactor(factor).frame(width: 100))
            #expect(s.width.isFinite && s.width <= 100)
        }
    }
}
