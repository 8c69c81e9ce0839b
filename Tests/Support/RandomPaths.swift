import Foundation
import VectorPath
import Geometry2D

extension TestShapes {
    /// A random path from `rng`: a move, then up to `segments` lines, quadratics, cubics or
    /// close-and-moves, with coordinates uniform in ±`spread`.
    public static func randomPath(spread: Double, segments: Range<Int>, using rng: inout some RandomNumberGenerator) -> Path {
        func point() -> CGPoint {
            CGPoint(x: Double.random(in: -spread...spread, using: &rng), y: Double.random(in: -spread...spread, using: &rng))
        }
        var path = Path()
        path.move(to: point())
        for _ in 0..<Int.random(in: segments, using: &rng) {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1: path.addLine(to: point())
            case 2: path.addQuadCurve(to: point(), control: point())
            case 3: path.addCurve(to: point(), control1: point(), control2: point())
            default: path.closeSubpath(); path.move(to: point())
            }
        }
        return path
    }
}
