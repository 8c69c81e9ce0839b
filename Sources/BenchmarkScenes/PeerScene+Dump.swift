import Foundation
import VectorPath
import RenderCommands
import Geometry2D

extension DisplayList {
    /// The list in `shared/scenes/scenes.py`'s text display-list format (`BG r g b a`, then per
    /// fill or stroke `OP kind r g b a width cap join rule ncmds` and one `M x y` / `L x y` /
    /// `C x1 y1 x2 y2 x3 y3` / `Z` line per path element, then `END`), coordinates as shortest
    /// round-trip doubles, so the peer renderers in `Benchmarks/peers/` draw bit-identical
    /// geometry. Solid paints only (a gradient is written as black); quadratic curves
    /// become the equal cubics; layers and images are left out.
    ///
    /// ```swift
    /// try PeerScene.flower(200).displayList.scenesTextDump().write(toFile: "flower_200.txt", atomically: true, encoding: .utf8)
    /// ```
    public func scenesTextDump(background: Color = .white) -> String {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        var text = "BG \(byte(background.red)) \(byte(background.green)) \(byte(background.blue)) \(background.opacity)\n"
        for command in commands {
            // The format has no miter limit: the peers use SCENES.md's 4, as every peer scene does.
            let path: Path, paint: Paint, kind: String, width: Double, cap: String
            switch command {
            case .fill(let p, let f, _, _):
                (path, paint, kind, width, cap) = (p, f, "fill", 0, "butt")
            case .stroke(let p, let style, let s, _, _):
                (path, paint, kind, width, cap) = (p, s, "stroke", style.lineWidth, style.lineCap == .round ? "round" : "butt")
            default:
                continue
            }
            let color = paint.solidColor ?? .black
            var lines: [String] = []
            var current = CGPoint.zero, start = CGPoint.zero
            path.forEach { element in
                switch element {
                case .move(let p):
                    lines.append("M \(p.x) \(p.y)")
                    (current, start) = (p, p)
                case .line(let p):
                    lines.append("L \(p.x) \(p.y)")
                    current = p
                case .quadCurve(let p, let c):  // the same curve as a cubic
                    let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    lines.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
                    current = p
                case .curve(let p, let c1, let c2):
                    lines.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
                    current = p
                case .closeSubpath:
                    lines.append("Z")
                    current = start
                }
            }
            text += "OP \(kind) \(byte(color.red)) \(byte(color.green)) \(byte(color.blue)) \(color.opacity) \(width) \(cap) miter nonzero \(lines.count)\n"
            text += lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        }
        return text + "END\n"
    }
}
