import Foundation
import VectorPath
import RenderCommands
import Geometry2D

extension PeerScene {
    /// Numerical Recipes' 32-bit LCG with SCENES.md's float extraction (top 24 bits).
    struct LCG {
        var state: UInt32
        mutating func next() -> Double {
            state = 1_664_525 &* state &+ 1_013_904_223
            return Double(state >> 8) / 16_777_216.0
        }
    }

    static func appendPolygons(_ k: Int, to list: inout DisplayList) {
        var random = LCG(state: 42)
        for p in 0..<k {
            let cx = random.next() * 1024, cy = random.next() * 1024
            let radius = 20 + random.next() * 40
            let rotation = random.next() * 2 * Double.pi
            let r = (random.next() * 256).rounded(.down), g = (random.next() * 256).rounded(.down)
            let b = (random.next() * 256).rounded(.down)
            let sides = 3 + p % 10
            var path = Path()
            for v in 0..<sides {
                let angle = rotation + 2 * Double.pi * Double(v) / Double(sides)
                let point = CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
                if v == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            list.fill(path, with: .color(Color(red: r / 255, green: g / 255, blue: b / 255)))
        }
    }

    /// (512 + len·sin deg, 512 − len·cos deg): 0° at 12 o'clock, clockwise.
    static func polar(_ length: Double, _ degrees: Double) -> CGPoint {
        let radians = degrees * Double.pi / 180
        return CGPoint(x: 512 + length * sin(radians), y: 512 - length * cos(radians))
    }

    static func appendClock(to list: inout DisplayList) {
        let k = 0.5522847498307936 * 400
        var face = Path()
        face.move(to: CGPoint(x: 912, y: 512))
        face.addCurve(to: CGPoint(x: 512, y: 912), control1: CGPoint(x: 912, y: 512 + k), control2: CGPoint(x: 512 + k, y: 912))
        face.addCurve(to: CGPoint(x: 112, y: 512), control1: CGPoint(x: 512 - k, y: 912), control2: CGPoint(x: 112, y: 512 + k))
        face.addCurve(to: CGPoint(x: 512, y: 112), control1: CGPoint(x: 112, y: 512 - k), control2: CGPoint(x: 512 - k, y: 112))
        face.addCurve(to: CGPoint(x: 912, y: 512), control1: CGPoint(x: 512 + k, y: 112), control2: CGPoint(x: 912, y: 512 - k))
        face.closeSubpath()
        let black = Paint.color(.black)
        list.stroke(face, style: stroke(width: 3), with: black)
        var ticks = Path()
        for t in 0..<12 {
            ticks.move(to: polar(360, Double(t) * 30))
            ticks.addLine(to: polar(390, Double(t) * 30))
        }
        list.stroke(ticks, style: stroke(width: 3), with: black)
        let centre = CGPoint(x: 512, y: 512)
        func hand(_ length: Double, _ degrees: Double) -> Path {
            var path = Path()
            path.move(to: centre)
            path.addLine(to: polar(length, degrees))
            return path
        }
        list.stroke(hand(220, 305.25), style: stroke(width: 3, cap: .round), with: black)
        list.stroke(hand(320, 63), style: stroke(width: 3, cap: .round), with: black)
        list.stroke(hand(360, 180), style: stroke(width: 1, cap: .round), with: .color(Color(red: 1, green: 0, blue: 0)))
    }

    static var blobPath: Path {
        let w = 1024.0, h = 1024.0, dx = 60.0, dy = 90.0
        var path = Path()
        path.move(to: CGPoint(x: 0.5 * w, y: 0))
        path.addCurve(to: CGPoint(x: w, y: 0.5 * h), control1: CGPoint(x: 0.85 * w + dx, y: 0), control2: CGPoint(x: w - dx, y: 0.1 * h))
        path.addCurve(to: CGPoint(x: 0.5 * w, y: h), control1: CGPoint(x: w + dx, y: 0.8 * h + dy), control2: CGPoint(x: 0.75 * w, y: h))
        path.addCurve(to: CGPoint(x: 0, y: 0.7 * h), control1: CGPoint(x: 0.35 * w - dx, y: h), control2: CGPoint(x: 0, y: h - dy))
        path.addCurve(to: CGPoint(x: 0.3 * w, y: 0.3 * h), control1: CGPoint(x: 0, y: 0.4 * h + dy), control2: CGPoint(x: 0.17 * w + dx, y: 0.45 * h))
        path.addCurve(to: CGPoint(x: 0.5 * w, y: 0), control1: CGPoint(x: 0.4 * w - dx, y: 0.16 * h), control2: CGPoint(x: 0.35 * w - dx, y: 0))
        path.closeSubpath()
        return path
    }
}
