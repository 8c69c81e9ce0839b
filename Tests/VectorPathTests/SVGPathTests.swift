import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

private func parse(_ text: String) throws -> [Path.Element] { try Path(svgData: text).elements }

private func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

/// The error thrown for `text`, if any.
private func parseError(_ text: String) -> SVGPathError? {
    do {
        _ = try Path(svgData: text)
        return nil
    } catch {
        return error as? SVGPathError
    }
}

/// Samples of every cubic in `path` (17 per segment, including end points).
private func curveSamples(_ path: Path) -> [CGPoint] {
    var result: [CGPoint] = []
    var current = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _): current = p
        case .curve(let p, let c1, let c2):
            for i in 0...16 {
                let t = Double(i) / 16, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                result.append(pt(a * current.x + b * c1.x + c * c2.x + d * p.x, a * current.y + b * c1.y + c * c2.y + d * p.y))
            }
            current = p
        case .closeSubpath: break
        }
    }
    return result
}

@Suite struct SVGPathTests {
    @Test func movesAndLinesAbsoluteAndRelative() throws {
        #expect(try parse("M 10 20 L 30 40") == [.move(to: pt(10, 20)), .line(to: pt(30, 40))])
        #expect(try parse("m 10 20 l 5 5") == [.move(to: pt(10, 20)), .line(to: pt(15, 25))])
        #expect(try parse("M 0 0 H 10 V 20 h -5 v -5")
            == [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 20)), .line(to: pt(5, 20)), .line(to: pt(5, 15))])
        #expect(try parse("") == [] && parse("  \n ") == [])
    }

    @Test func implicitRepeatsAfterMovetoAreLines() throws {
        #expect(try parse("M 1 2 3 4 5 6") == [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
        #expect(try parse("m 1 2 3 4") == [.move(to: pt(1, 2)), .line(to: pt(4, 6))])
        #expect(try parse("M0 0L1 2 3 4h1 2") == [.move(to: pt(0, 0)), .line(to: pt(1, 2)), .line(to: pt(3, 4)),
                                                   .line(to: pt(4, 4)), .line(to: pt(6, 4))])
    }

    @Test func numbersCommasAndCompactSyntax() throws {
        #expect(try parse("M1e-3-.5.5.5") == [.move(to: pt(0.001, -0.5)), .line(to: pt(0.5, 0.5))])
        #expect(try parse("M1,2L3,4,5,6") == [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
        #expect(try parse("M+1.5E+2 -2.") == [.move(to: pt(150, -2))])
        #expect(try parse("M 0 0 a 10 10 0 0110 10") == parse("M 0 0 a 10 10 0 0 1 10 10"))
    }

    @Test func cubicsWithSmoothReflection() throws {
        #expect(try parse("M 0 0 C 1 2 3 4 5 6 c 1 1 2 2 3 3") == [
            .move(to: pt(0, 0)), .curve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
            .curve(to: pt(8, 9), control1: pt(6, 7), control2: pt(7, 8)),
        ])
        #expect(try parse("M 0 0 C 0 10 10 10 10 0 S 20 -10 20 0 s 10 10 10 0") == [
            .move(to: pt(0, 0)), .curve(to: pt(10, 0), control1: pt(0, 10), control2: pt(10, 10)),
            .curve(to: pt(20, 0), control1: pt(10, -10), control2: pt(20, -10)),
            .curve(to: pt(30, 0), control1: pt(20, 10), control2: pt(30, 10)),
        ])
        // S without a preceding cubic uses the current point as first control.
        #expect(try parse("M 1 1 L 2 2 S 5 5 6 6") == [
            .move(to: pt(1, 1)), .line(to: pt(2, 2)), .curve(to: pt(6, 6), control1: pt(2, 2), control2: pt(5, 5)),
        ])
    }

    @Test func quadraticsWithSmoothReflection() throws {
        #expect(try parse("M 0 0 Q 5 10 10 0 T 20 0 t 10 0") == [
            .move(to: pt(0, 0)), .quadCurve(to: pt(10, 0), control: pt(5, 10)),
            .quadCurve(to: pt(20, 0), control: pt(15, -10)), .quadCurve(to: pt(30, 0), control: pt(25, 10)),
        ])
        #expect(try parse("m 0 0 q 5 10 10 0") == [.move(to: pt(0, 0)), .quadCurve(to: pt(10, 0), control: pt(5, 10))])
        #expect(try parse("M 0 0 Q 5 10 10 0 L 20 0 T 30 0").last == .quadCurve(to: pt(30, 0), control: pt(20, 0)))
    }

    @Test func closeReturnsToSubpathStartForRelativeCommands() throws {
        #expect(try parse("M 10 10 L 20 10 L 20 20 Z m 5 5 l 1 0") == [
            .move(to: pt(10, 10)), .line(to: pt(20, 10)), .line(to: pt(20, 20)), .closeSubpath,
            .move(to: pt(15, 15)), .line(to: pt(16, 15)),
        ])
        #expect(try parse("M 0 0 L 1 0 z L 5 5") == [
            .move(to: pt(0, 0)), .line(to: pt(1, 0)), .closeSubpath, .move(to: pt(0, 0)), .line(to: pt(5, 5)),
        ])
    }

    @Test func arcsBecomeCubicsOnTheRightCircle() throws {
        let half = try Path(svgData: "M 0 0 A 10 10 0 0 1 20 0")
        #expect(half.verbs == [.move, .cubic, .cubic])
        #expect(half.currentPoint == pt(20, 0))
        for s in curveSamples(half) {
            #expect(abs(hypot(s.x - 10, s.y) - 10) < 0.01)
            #expect(s.y <= 1e-9) // sweep-flag 1 turns clockwise on a y-down screen: over the top
        }
        let other = try Path(svgData: "M 0 0 a 10 10 0 0 0 20 0")
        #expect(curveSamples(other).allSatisfy { $0.y >= -1e-9 })
        // Radii too small are scaled up to just reach: same semicircle.
        #expect(try Path(svgData: "M 0 0 A 1 1 0 0 1 20 0") == half)
        // Large-arc flag picks the 270° arc over the 90° one.
        #expect(try Path(svgData: "M 0 0 A 10 10 0 1 1 10 10").verbs.filter { $0 == .cubic }.count == 3)
        #expect(try Path(svgData: "M 0 0 A 10 10 0 0 1 10 10").verbs.filter { $0 == .cubic }.count == 1)
    }

    @Test func rotatedEllipticalArc() throws {
        let p = try Path(svgData: "M 0 0 A 20 10 90 0 1 0 40")
        #expect(p.currentPoint == pt(0, 40))
        for s in curveSamples(p) {
            let e = pow(s.x / 10, 2) + pow((s.y - 20) / 20, 2)
            #expect(abs(e - 1) < 3e-3)
        }
    }

    @Test func degenerateArcs() throws {
        #expect(try parse("M 0 0 A 0 5 0 0 1 20 0") == [.move(to: pt(0, 0)), .line(to: pt(20, 0))])
        #expect(try parse("M 5 5 A 10 10 0 0 1 5 5") == [.move(to: pt(5, 5))])
        #expect(try parse("M 0 0 A -10 -10 0 0 1 20 0") == parse("M 0 0 A 10 10 0 0 1 20 0"))
    }

    @Test func errorsNameTheOffsetAndWhatWasExpected() {
        let missingY = parseError("M 10")
        #expect(missingY?.offset == 4)
        #expect(missingY?.description == "SVG path data, offset 4: expected a number (y coordinate), found end of input")
        let badCommand = parseError("M 1 2 X")
        #expect(badCommand?.offset == 6 && badCommand?.found == "\"X\"")
        #expect(badCommand?.expected.contains("path command") == true)
        #expect(parseError("M 1 e")?.offset == 4)
        #expect(parseError("L 1 2")?.offset == 0)
        #expect(parseError("L 1 2")?.expected.contains("moveto") == true)
        #expect(parseError("M 0 0 A 1 1 0 2 0 3 3")?.offset == 14)
        #expect(parseError("M 1,,2")?.offset == 4)
        #expect(parseError("M 0 0 Z 5")?.offset == 8)
        #expect(parseError("M 1e999 0")?.offset == 2)
        #expect(parseError("M 0 0 C 1 2 3")?.expected == "a number (control point y)")
        #expect(Path("M 1 2 X") == nil)
        #expect(Path("1 2 m 3") == nil && Path("1 m") == nil && Path("0 0 m 1 1 z") == nil)
    }

    @Test func descriptionIsSVGPathData() {
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description == "M 0 0 L 2 0 L 2 1 L 0 1 Z")
        var p = Path()
        p.move(to: pt(0.5, -1e-7))
        p.addQuadCurve(to: pt(3, 4), control: pt(1, 2))
        p.addCurve(to: pt(1e20, 0.1), control1: pt(-0, 2.25), control2: pt(1 / 3, 7))
        #expect(p.description == "M 0.5 -1e-07 Q 1 2 3 4 C 0 2.25 0.3333333333333333 7 1e+20 0.1")
        #expect("\(Path())" == "")
    }

    @Test func stringInitializerAlsoReadsSwiftUIDescriptions() throws {
        #expect(Path("0 0 m 10 0 l 10 10 5 5 q 1 2 3 4 5 6 c h 0 0 2 3 re")
            == (try Path(svgData: "M 0 0 L 10 0 Q 10 10 5 5 C 1 2 3 4 5 6 Z M 0 0 L 2 0 L 2 3 L 0 3 Z")))
    }

    /// The `blob` reference scene as `scenes.py --svg` writes it (no space after commands).
    @Test func readsTheReferenceSceneSVGExactly() throws {
        let d = "M512.0 0.0C930.4 0.0 964.0 102.4 1024.0 512.0C1084.0 909.2 768.0 1024.0 512.0 1024.0"
            + "C298.4 1024.0 0.0 934.0 0.0 716.8C0.0 499.6 234.08 460.8 307.2 307.2C349.6 163.84 298.4 0.0 512.0 0.0Z"
        let path = try Path(svgData: d)
        #expect(path.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .cubic, .close])
        #expect(path.points[2] == pt(964.0, 102.4) && path.points[11] == pt(234.08, 460.8))
        #expect(path.description.hasPrefix("M 512 0 C 930.4 0 964 102.4 1024 512 C"))
    }

    @Test func descriptionRoundTripsThroughTheParser() throws {
        let source = "M 10 30 A 20 20 0 0 1 50 30 A 20 20 0 0 1 90 30 Q 90 60 50 90 Q 10 60 10 30 Z m 1 1 h 2 v 2 s 1 2 3 4 t 5 5"
        let path = try Path(svgData: source)
        #expect(try Path(svgData: path.description) == path)
        #expect(Path(path.description) == path)
    }

    @Test func randomPathsRoundTrip() async throws {
        let generator = zip(Gen.int(in: 0...4).array(of: 1...40), Gen.double(in: -1e6...1e6).array(of: 240),
                            Gen.int(in: -12...12).array(of: 240))
        await seededPropertyCheck(seed: 0x5AFE_5A7E, count: 150, input: generator) { (verbs, values, exponents) in
            // Mix plain coordinates with ones spanning many orders of magnitude.
            let numbers = zip(values, exponents).map { $0 * pow(10, Double($1 / 3)) }
            var path = Path()
            var n = 0
            func next() -> CGPoint {
                defer { n += 2 }
                return pt(numbers[n], numbers[n + 1])
            }
            for verb in verbs {
                switch verb {
                case 0: path.move(to: next())
                case 1: path.addLine(to: next())
                case 2: path.addQuadCurve(to: next(), control: next())
                case 3: path.addCurve(to: next(), control1: next(), control2: next())
                default: path.closeSubpath()
                }
            }
            let reparsed = try Path(svgData: path.description)
            #expect(reparsed == path)
            #expect(reparsed.description == path.description)
        }
    }
}
