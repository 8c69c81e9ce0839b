import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Dashing along arc length: counts, lengths, phase, closed-contour seams, invalid patterns.
struct StrokeDashTests: StrokeFixtures {
    var line: FlattenedPath { polyline([pt(0, 0), pt(100, 0)]) }

    /// The x-ranges of the dashes of a horizontal line.
    func spans(_ flat: FlattenedPath) -> [ClosedRange<Double>] {
        flat.contours.map { contour in
            let xs = flat[contour].map(\.x)
            return xs.min()!...xs.max()!
        }
    }

    func expectSpans(_ flat: FlattenedPath, _ expected: [ClosedRange<Double>],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let got = spans(flat)
        #expect(got.count == expected.count, "\(got)", sourceLocation: sourceLocation)
        for (g, e) in zip(got, expected) {
            #expect(abs(g.lowerBound - e.lowerBound) < 1e-9 && abs(g.upperBound - e.upperBound) < 1e-9,
                    "\(got) vs \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func dashesOfAStraightLine() {
        let dashes = line.dashed([10, 5], phase: 0)
        #expect(dashes.contours.allSatisfy { !$0.isClosed })
        expectSpans(dashes, stride(from: 0.0, through: 90, by: 15).map { $0...($0 + 10) })
        #expect(abs(polylineLength(dashes) - 70) < 1e-9)
        // Stroked with butt caps the dashes do not touch: area = 7 × 10 × w.
        let outline = line.stroked(style: StrokeStyle(lineWidth: 2, dash: [10, 5]))
        #expect(outline.contours.count == 7)
        #expect(abs(signedArea(outline) - 140) < 1e-9)
        #expect(covered(outline, pt(5, 0)) && !covered(outline, pt(12, 0)))
    }

    @Test func phaseShiftsTheDashes() {
        let shifted = line.dashed([10, 5], phase: 3)
        expectSpans(shifted, [0...7] + stride(from: 12.0, through: 87, by: 15).map { $0...($0 + 10) })
        #expect(abs(polylineLength(shifted) - 67) < 1e-9)
        // Phases wrap: one period more, and negative phases (−3 ≡ 12).
        #expect(line.dashed([10, 5], phase: 18) == shifted)
        let negative = line.dashed([10, 5], phase: -3)
        expectSpans(negative, stride(from: 3.0, through: 78, by: 15).map { $0...($0 + 10) } + [93...100])
        #expect(negative == line.dashed([10, 5], phase: 12))
        // A phase exactly at the end of a dash starts in the gap (no zero-length dash at 0).
        expectSpans(line.dashed([10, 5], phase: 10), stride(from: 5.0, through: 95, by: 15).map { $0...min($0 + 10, 100) })
    }

    @Test func oddPatternsRepeatTwice() {
        #expect(line.dashed([5], phase: 0) == line.dashed([5, 5], phase: 0))
        let dashes = line.dashed([5, 10, 15], phase: 0)
        expectSpans(dashes, [0...5, 15...30, 35...45, 60...65, 75...90, 95...100])
        #expect(abs(polylineLength(dashes) - 55) < 1e-9)
    }

    @Test(arguments: [[], [-1, 5], [0, 0], [CGFloat.nan, 5], [CGFloat.infinity, 1], [5, -0.5, 3]] as [[CGFloat]])
    func invalidPatternsAreSolid(pattern: [CGFloat]) {
        #expect(line.dashed(pattern, phase: 2) == line)
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, dash: pattern, dashPhase: 2)
        #expect(line.stroked(style: style) == line.stroked(style: StrokeStyle(lineWidth: 3, lineCap: .round)))
    }

    @Test func patternsTooFineToCutAreSolid() {
        #expect(line.dashed([1e-6, 1e-6], phase: 0) == line)
        #expect(line.dashed([0.01, 0.01], phase: 0).contours.count == 5000)
    }

    @Test func nonFiniteContoursDoNotStopTheOthersFromBeingDashed() {
        let mixed = FlattenedPath(polylines: [([pt(0, 0), pt(.nan, 0)], false), ([pt(0, 10), pt(100, 10)], false)])
        let dashes = mixed.dashed([10, 5], phase: 0)
        #expect(dashes.contours.count == 8)
        let outline = mixed.stroked(style: StrokeStyle(lineWidth: 2, dash: [10, 5]))
        #expect(outline.contours.count == 7 && abs(signedArea(outline) - 140) < 1e-9)
    }

    @Test func nonFinitePhaseCountsAsZero() {
        #expect(line.dashed([10, 5], phase: .nan) == line.dashed([10, 5], phase: 0))
        #expect(line.dashed([10, 5], phase: .infinity) == line.dashed([10, 5], phase: 0))
    }

    @Test func dashesFollowCornersAndKeepTheirJoins() {
        let bent = polyline([pt(0, 0), pt(10, 0), pt(10, 10)])
        let dashes = bent.dashed([15, 100], phase: 0)
        #expect(dashes.contours.count == 1)
        #expect(Array(dashes[dashes.contours[0]]) == [pt(0, 0), pt(10, 0), pt(10, 5)])
        // The miter corner of the dash is drawn.
        let outline = bent.stroked(style: StrokeStyle(lineWidth: 2, dash: [15, 100]))
        #expect(covered(outline, pt(10.9, -0.9)) && !covered(outline, pt(10, 5.1)))
    }

    @Test func thePatternRestartsOnEveryContour() {
        // Phase 2: on [0, 8), off [8, 13), on [13, 20] on each contour.
        let two = FlattenedPath(polylines: [([pt(0, 0), pt(20, 0)], false), ([pt(0, 10), pt(20, 10)], false)])
        let dashes = two.dashed([10, 5], phase: 2)
        #expect(dashes.contours.count == 4)
        let firsts = dashes.contours.map { dashes[$0].first! }
        #expect(firsts == [pt(0, 0), pt(13, 0), pt(0, 10), pt(13, 10)])
    }

    @Test func closedContourDashRunsAcrossTheSeam() {
        let square = polyline([pt(0, 0), pt(40, 0), pt(40, 40), pt(0, 40)], closed: true)
        // Perimeter 160; phase 20 → on [0,10), [20,50), [60,90), [100,130), [140,160) and the last
        // continues into the first: 4 dashes of 30.
        let dashes = square.dashed([30, 10], phase: 20)
        #expect(dashes.contours.count == 4)
        #expect(abs(polylineLength(dashes) - 120) < 1e-9)
        let seam = dashes.contours.first { dashes[$0].contains(pt(0, 0)) }
        #expect(seam.map { Array(dashes[$0]) } == [pt(0, 20), pt(0, 0), pt(10, 0)])
        // Stroked: a miter at the seam corner, no caps there.
        let outline = square.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [30, 10], dashPhase: 20))
        #expect(covered(outline, pt(-1.9, -1.9)))
        // Phase 0 ends in a gap: nothing to join, the first dash starts at the corner (it comes
        // out last, held back in case it had to be joined).
        let plain = square.dashed([30, 10], phase: 0)
        #expect(plain.contours.count == 4 && Array(plain[plain.contours[3]]) == [pt(0, 0), pt(30, 0)])
    }

    @Test func closedContourInsideOneDashStaysClosed() {
        let square = polyline([pt(0, 0), pt(40, 0), pt(40, 40), pt(0, 40)], closed: true)
        let dashes = square.dashed([500, 10], phase: 0)
        #expect(dashes == square)
        // A dash covering all but the seam region is open.
        let almost = square.dashed([150, 10], phase: 0)
        #expect(almost.contours.count == 1 && !almost.contours[0].isClosed)
        #expect(abs(polylineLength(almost) - 150) < 1e-9)
    }

    @Test func zeroLengthDashesAreDotsWithRoundCaps() {
        let outline = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]), tolerance: 0.01)
        #expect(outline.contours.count == 10)
        for k in 0..<10 {
            #expect(covered(outline, pt(Double(k) * 10 + 1.9, 0)) && !covered(outline, pt(Double(k) * 10 + 2.1, 0)))
        }
        let butt = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [0, 10]))
        #expect(butt.contours.isEmpty)
    }
}
