import Foundation
import VectorPath
import RenderCommands
import Geometry2D

extension DisplayList {
    /// The list in `shared/scenes/scenes.py`'s text display-list format (`BG r g b a`, then per
    /// fill or stroke `OP kind r g b a width cap join rule ncmds` and one `M x y` / `L x y` /
    /// `C x1 y1 x2 y2 x3 y3` / `Z` line per path element, then `END`), coordinates as shortest
    /// round-trip doubles, so the peer renderers in `Benchmarks/peers/` draw bit-identical
    /// geometry. Solid paints only (a gradient is written as black); layers, images and transforms
    /// are left out. The extended format of `Benchmarks/peers/peer.c`: `square` caps, `round` /
    /// `bevel` joins, `evenodd` fills, `Q x1 y1 x2 y2` quadratics, and before a stroke's `OP` a
    /// `MITER limit` line when its joins are miters with a limit other than SCENES.md's 4 and a
    /// `DASH phase n d1 … dn` line when it is dashed (an odd-length pattern written twice, as SVG
    /// repeats it). The SCENES.md scenes use none of these, so their dumps are unchanged.
    ///
    /// ```swift
    /// try PeerScene.flower(200).displayList.scenesTextDump().write(toFile: "flower_200.txt", atomically: true, encoding: .utf8)
    /// ```
    public func scenesTextDump(background: Color = .white) -> String {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        var text = "BG \(byte(background.red)) \(byte(background.green)) \(byte(background.blue)) \(background.opacity)\n"
        for command in commands {
            // Without a MITER line the peers use SCENES.md's miter limit 4, as every peer scene does.
            let path: Path, paint: Paint, kind: String, width: Double, cap: String
            var join = "miter", rule = "nonzero"
            switch command {
            case .fill(let p, let f, let style, _):
                (path, paint, kind, width, cap) = (p, f, "fill", 0, "butt")
                if style.isEOFilled { rule = "evenodd" }
            case .stroke(let p, let style, let s, _, _):
                (path, paint, kind, width) = (p, s, "stroke", style.lineWidth)
                switch style.lineCap {
                case .butt: cap = "butt"
                case .round: cap = "round"
                case .square: cap = "square"
                }
                switch style.lineJoin {
                case .miter: if style.miterLimit != 4 { text += "MITER \(style.miterLimit)\n" }
                case .round: join = "round"
                case .bevel: join = "bevel"
                }
                if !style.dash.isEmpty {
                    let pattern = style.dash.count % 2 == 0 ? style.dash : style.dash + style.dash
                    text += "DASH \(style.dashPhase) \(pattern.count) " + pattern.map { "\($0)" }.joined(separator: " ") + "\n"
                }
            default:
                continue
            }
            let color = paint.solidColor ?? .black
            var lines: [String] = []
            path.forEach { element in
                switch element {
                case .move(let p):
                    lines.append("M \(p.x) \(p.y)")
                case .line(let p):
                    lines.append("L \(p.x) \(p.y)")
                case .quadCurve(let p, let c):
                    lines.append("Q \(c.x) \(c.y) \(p.x) \(p.y)")
                case .curve(let p, let c1, let c2):
                    lines.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
                case .closeSubpath:
                    lines.append("Z")
                }
            }
            text += "OP \(kind) \(byte(color.red)) \(byte(color.green)) \(byte(color.blue)) \(color.opacity) \(width) \(cap) \(join) \(rule) \(lines.count)\n"
            text += lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        }
        return text + "END\n"
    }
}
