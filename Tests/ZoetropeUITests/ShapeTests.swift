import Foundation
import Testing
@testable import VectorPath
import ZoetropeUI
import SoftwareRasterizer
import RenderCommands
import Geometry2D
import AnimationCore

/// Points along `path`: every line end and 32 samples per curve.
private func samples(_ path: Path) -> [CGPoint] {
    var result: [CGPoint] = []
    var current = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p):
            result.append(p)
            current = p
        case .quadCurve(let p, let c):
            for i in 1...32 {
                let t = Double(i) / 32, u = 1 - t
                result.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                      y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
            }
            current = p
        case .curve(let p, let c1, let c2):
            for i in 1...32 {
                let t = Double(i) / 32, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                result.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                      y: a * current.y + b * c1.y + c * c2.y + d * p.y))
            }
            current = p
        case .closeSubpath: break
        }
    }
    return result
}

/// The bounding box of sampled points.
private func sampledBounds(_ path: Path) -> CGRect {
    let s = samples(path)
    let xs = s.map(\.x), ys = s.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

private func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

@Suite struct ShapeTests {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 60)

    @Test func rectangleIsTheFrame() {
        let p = Rectangle().path(in: frame)
        #expect(p == Path(frame))
        #expect(p.verbs == [.move, .line, .line, .line, .close])
    }

    @Test func ellipseFillsTheFrameClockwiseFromTheRight() {
        let p = Ellipse().path(in: frame)
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        #expect(p.points.first == CGPoint(x: 110, y: 50))
        #expect(p.points[3] == CGPoint(x: 60, y: 80)) // first quarter ends at the bottom
        #expect(near(sampledBounds(p), frame, 1e-9))
        // Every sample lies on the ellipse within 1e-3 of the semi-axes.
        for s in samples(p) {
            let e = pow((s.x - 60) / 50, 2) + pow((s.y - 50) / 30, 2)
            #expect(abs(e - 1) < 2e-3)
        }
    }

    @Test func circleFitsTheCentredSquare() {
        let p = Circle().path(in: frame)
        #expect(near(sampledBounds(p), CGRect(x: 30, y: 20, width: 60, height: 60), 1e-9))
        for s in samples(p) { #expect(abs(hypot(s.x - 60, s.y - 50) - 30) < 0.03) }
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 0, height: 10)).points.allSatisfy { $0 == CGPoint(x: 0, y: 5) })
    }

    @Test func capsuleHasHalfCircleEnds() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let p = Capsule(style: style).path(in: frame)
            #expect(near(sampledBounds(p), frame, 1e-9))
            // Left end: points with x < 40 lie on the circle of radius 30 around (40, 50).
            for s in samples(p) where s.x < 40 - 1e-9 {
                #expect(abs(hypot(s.x - 40, s.y - 50) - 30) < 0.03)
            }
        }
    }

    @Test func circularRoundedRectangleCorners() {
        let p = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: frame)
        #expect(p.verbs.first == .move && p.verbs.last == .close)
        #expect(p.verbs.filter { $0 == .cubic }.count == 4 && p.verbs.filter { $0 == .line }.count == 4)
        #expect(p.points.first == CGPoint(x: 20, y: 20))
        #expect(near(sampledBounds(p), frame, 1e-9))
        // Top-left corner samples lie on the circle around (20, 30).
        for s in samples(p) where s.x < 20 - 1e-9 && s.y < 30 - 1e-9 {
            #expect(abs(hypot(s.x - 20, s.y - 30) - 10) < 0.01)
        }
    }

    @Test func continuousCornersStartFurtherAlongTheEdge() {
        let p = RoundedRectangle(cornerRadius: 10).path(in: frame) // .continuous by default
        #expect(RoundedRectangle(cornerRadius: 10).style == .continuous)
        #expect(abs(p.points[0].x - (10 + 15.28665)) < 1e-9 && p.points[0].y == 20)
        #expect(near(sampledBounds(p), frame, 1e-9))
        // Mid-corner point equals the circular corner's (1 − 1/√2)·r from the corner.
        let corner = p.points[2...4] // first cubic: top-right corner
        let mid = CGPoint(x: (p.points[1].x + 3 * corner.first!.x + 3 * p.points[3].x + p.points[4].x) / 8,
                          y: (p.points[1].y + 3 * corner.first!.y + 3 * p.points[3].y + p.points[4].y) / 8)
        let inset = 10 * (1 - 1 / 2.0.squareRoot())
        #expect(abs(mid.x - (110 - inset)) < 1e-9 && abs(mid.y - (20 + inset)) < 1e-9)
    }

    @Test func oversizedCornersAreClampedAndFallBackToCircular() {
        let big = RoundedRectangle(cornerRadius: 500).path(in: frame)
        #expect(big == Capsule(style: .circular).path(in: frame))
        let tall = RoundedRectangle(cornerSize: CGSize(width: 500, height: 5), style: .circular).path(in: frame)
        #expect(near(sampledBounds(tall), frame, 1e-9))
        #expect(tall.points.first == CGPoint(x: 60, y: 20)) // corner width clamped to 50
        let zero = RoundedRectangle(cornerRadius: 0).path(in: frame)
        #expect(zero == Path(frame))
        let negative = RoundedRectangle(cornerRadius: -10, style: .circular).path(in: frame)
        #expect(negative == RoundedRectangle(cornerRadius: 10, style: .circular).path(in: frame))
    }

    @Test func roundedRectangleAnimatesItsCornerSize() {
        var shape = RoundedRectangle(cornerSize: CGSize(width: 4, height: 6))
        #expect(shape.animatableData == AnimatablePair(4, 6))
        shape.animatableData = AnimatablePair(8, 2)
        #expect(shape.cornerSize == CGSize(width: 8, height: 2))
    }

    @Test func pathInitializersMatchTheShapes() {
        #expect(Path(ellipseIn: frame) == Ellipse().path(in: frame))
        #expect(Path(roundedRect: frame, cornerRadius: 7, style: .circular)
            == Path(roundedRect: frame, cornerSize: CGSize(width: 7, height: 7), style: .circular))
        var p = Path()
        p.addEllipse(in: frame, transform: CGAffineTransform(translationX: 5, y: 0))
        let shifted = Path(ellipseIn: frame.offsetBy(dx: 5, dy: 0))
        #expect(p.verbs == shifted.verbs)
        #expect(zip(p.points, shifted.points).allSatisfy { abs($0.x - $1.x) < 1e-12 && abs($0.y - $1.y) < 1e-12 })
    }
}
