import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// The golden-image cases: small display lists and the size they are drawn at. The software
/// renderer's golden tests draw them against `Tests/SoftwareRasterizerTests/Goldens/<name>.png`
/// (and check exact pixels of some), the GPU parity tests draw the same lists against the same PNGs.
///
/// ```swift
/// let joins = try GoldenCases.named("stroke-joins")   // (name, width, height, list)
/// ```
public enum GoldenCases {
    /// One case: the golden's name, the canvas size, the drawing.
    public typealias Case = (name: String, width: Int, height: Int, list: DisplayList)

    /// The case called `name`.
    public static func named(_ name: String) throws -> Case {
        guard let found = try cases().first(where: { $0.name == name }) else { throw UnknownCase(name: name) }
        return found
    }

    /// Thrown by `named(_:)` for a name no case has.
    public struct UnknownCase: Error { public let name: String }

    static let rainbow = Gradient(stops: [
        .init(color: .red, location: 0), .init(color: .yellow, location: 0.3),
        .init(color: .green, location: 0.5), .init(color: .blue, location: 0.5),
        .init(color: .purple.opacity(0.3), location: 1),
    ])

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path { TestShapes.rect(x, y, w, h) }
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path { TestShapes.circle(cx, cy, r) }
    static func star(_ c: CGPoint, _ r: Double) -> Path { TestShapes.star(center: c, radius: r) }
    static func testImage(width: Int = 8, height: Int = 8) throws -> Pixmap { try TestShapes.testImage(width: width, height: height) }
    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { TestShapes.rgb(r, g, b) }

    /// Every case, in a fixed order.
    public static func cases() throws -> [Case] {
        var all: [Case] = []
        var list = DisplayList()
        list.fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 80, height: 80), cornerRadius: 12),
                  with: .linearGradient(rainbow, start: CGPoint(x: 20, y: 10), end: CGPoint(x: 76, y: 86)))
        all.append(("gradient-linear", 96, 96, list))
        list = DisplayList()
        list.fill(circle(48, 48, 44), with: .radialGradient(rainbow, center: CGPoint(x: 40, y: 40), startRadius: 6, endRadius: 50))
        all.append(("gradient-radial", 96, 96, list))
        list = DisplayList()
        list.fill(circle(32, 32, 28), with: .angularGradient(rainbow, center: CGPoint(x: 32, y: 32), startAngle: .zero, endAngle: .degrees(360)))
        list.fill(circle(96, 32, 28), with: .angularGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 96, y: 32),
                                                             startAngle: .degrees(-45), endAngle: .degrees(225)))
        all.append(("gradient-angular", 128, 64, list))
        list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.fill(circle(22, 32, 18), with: .color(.red))
        list.fill(circle(42, 32, 18), with: .color(.blue))
        list.popLayer()
        list.fill(circle(86, 32, 18), with: .color(.red.opacity(0.5)))
        list.fill(circle(106, 32, 18), with: .color(.blue.opacity(0.5)))
        all.append(("group-opacity", 128, 64, list))
        list = DisplayList()
        list.pushLayer(LayerStyle(clip: star(CGPoint(x: 48, y: 50), 44), clipStyle: FillStyle(eoFill: true)))
        list.fill(rect(0, 0, 96, 96), with: .linearGradient(Gradient(colors: [.orange, .indigo]), start: .zero, end: CGPoint(x: 0, y: 96)))
        list.draw(try testImage(), in: CGRect(x: 30, y: 30, width: 36, height: 36), interpolation: .none)
        list.popLayer()
        all.append(("clip-star-evenodd", 96, 96, list))
        list = DisplayList()
        list.fill(rect(0, 0, 128, 128), with: .linearGradient(Gradient(colors: [.white, .teal]), start: .zero, end: CGPoint(x: 128, y: 0)))
        // The four modes with their own 8-bit arithmetic (the golden predates the others; BlendCases draws all).
        for (i, mode) in [BlendMode.normal, .multiply, .screen, .plusLighter].enumerated() {
            let x = Double(i % 2) * 64, y = Double(i / 2) * 64
            list.pushLayer(LayerStyle(blendMode: mode))
            list.fill(circle(x + 24, y + 28, 16), with: .color(.red))
            list.fill(circle(x + 40, y + 28, 16), with: .color(.yellow.opacity(0.7)))
            list.fill(circle(x + 32, y + 42, 16), with: .color(.blue))
            list.popLayer()
        }
        all.append(("blend-modes", 128, 128, list))
        list = DisplayList()
        for (angle, centreX) in [(0.9, 34.0), (2.3, 94)] {
            var t = CATransform3DIdentity
            t.m34 = -1 / 150
            t = CATransform3DRotate(t, angle, 0, 1, 0)
            let transform = ProjectionTransform(CGAffineTransform(translationX: -24, y: -40))
                .concatenating(ProjectionTransform(t))
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: centreX, y: 64)))
            list.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 48, height: 80), cornerRadius: 6), with: .linearGradient(
                Gradient(colors: [.mint, .indigo]), start: .zero, end: CGPoint(x: 48, y: 80)), transform: transform)
            list.draw(try testImage(), in: CGRect(x: 8, y: 8, width: 32, height: 32), interpolation: .none, transform: transform)
            list.fill(circle(24, 60, 10), with: .radialGradient(Gradient(colors: [.white, .clear]), center: CGPoint(x: 24, y: 60),
                                                             startRadius: 0, endRadius: 10), transform: transform)
        }
        all.append(("perspective-card", 128, 128, list))
        list = DisplayList()
        list.fill(star(CGPoint(x: 32, y: 34), 30), with: .color(.indigo))
        list.fill(star(CGPoint(x: 96, y: 34), 30), with: .color(.indigo), style: FillStyle(eoFill: true))
        all.append(("star-nonzero-evenodd", 128, 64, list))
        func shape(_ x: Double) -> Path {
            var p = rect(x + 4, 4, 56, 56)
            p.addRect(CGRect(x: x + 12, y: 10, width: 16, height: 16))
            p.addLines([CGPoint(x: x + 36, y: 34), CGPoint(x: x + 36, y: 52), CGPoint(x: x + 54, y: 52), CGPoint(x: x + 54, y: 34)])
            p.closeSubpath()
            p.addPath(circle(x + 44, 18, 8))
            return p
        }
        list = DisplayList()
        list.fill(shape(0), with: .color(.brown))
        list.fill(shape(64), with: .color(.brown), style: FillStyle(eoFill: true))
        all.append(("holes-nonzero-evenodd", 128, 64, list))
        // Stroke joins (StrokeGoldenTests.joins).
        func chevron(x: Double, y: Double, arm: Double, half: Double) -> Path {
            let a = half * Double.pi / 180
            return Path { p in
                p.move(to: CGPoint(x: x - arm * sin(a), y: y + arm * cos(a)))
                p.addLine(to: CGPoint(x: x, y: y))
                p.addLine(to: CGPoint(x: x + arm * sin(a), y: y + arm * cos(a)))
            }
        }
        list = DisplayList()
        let color = Paint.color(rgb(30, 60, 160))
        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            list.stroke(chevron(x: 22 + Double(i) * 42, y: 14, arm: 22, half: 45), style: StrokeStyle(lineWidth: 8, lineJoin: join), with: color)
        }
        for (i, (join, limit)) in [(CGLineJoin.miter, 10.0), (.miter, 3), (.round, 10)].enumerated() {
            list.stroke(chevron(x: 22 + Double(i) * 42, y: 70, arm: 26, half: 15),
                        style: StrokeStyle(lineWidth: 6, lineJoin: join, miterLimit: limit), with: color)
        }
        all.append(("stroke-joins", 128, 100, list))
        // Stroke caps (StrokeGoldenTests.caps).
        list = DisplayList()
        let caps: [CGLineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = 14 + Double(i) * 22
            list.stroke(Path { $0.move(to: CGPoint(x: 24, y: y)); $0.addLine(to: CGPoint(x: 104, y: y)) },
                        style: StrokeStyle(lineWidth: 12, lineCap: cap), with: .color(rgb(20, 120, 60)))
        }
        for (i, cap) in caps.enumerated() {
            let x = 24 + Double(i) * 40
            let dots = Path { p in
                p.move(to: CGPoint(x: x, y: 82)); p.addLine(to: CGPoint(x: x, y: 82))
                p.move(to: CGPoint(x: x + 16, y: 82)); p.closeSubpath()
            }
            list.stroke(dots, style: StrokeStyle(lineWidth: 10, lineCap: cap), with: .color(rgb(20, 120, 60)))
        }
        for x in [24.0, 104] {
            list.stroke(Path { $0.move(to: CGPoint(x: x, y: 2)); $0.addLine(to: CGPoint(x: x, y: 66)) },
                        style: StrokeStyle(lineWidth: 0.5), with: .color(.red))
        }
        all.append(("stroke-caps", 128, 96, list))
        // Dashes (StrokeGoldenTests.dashes): a dashed closed rounded rect and a dashed cubic with round caps.
        list = DisplayList()
        list.stroke(Path(roundedRect: CGRect(x: 8, y: 8, width: 48, height: 40), cornerRadius: 10),
                    style: StrokeStyle(lineWidth: 3, dash: [8, 4], dashPhase: 3), with: .color(rgb(160, 40, 120)))
        let curve = Path { p in
            p.move(to: CGPoint(x: 68, y: 52))
            p.addCurve(to: CGPoint(x: 124, y: 12), control1: CGPoint(x: 80, y: -10), control2: CGPoint(x: 110, y: 80))
        }
        list.stroke(curve, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 4, 2, 4], dashPhase: 6),
                    with: .color(rgb(0, 110, 170)))
        all.append(("stroke-dashes", 128, 64, list))
        // Hairlines (StrokeGoldenTests.hairlines): widths 1, 0.5, 0.25 and 0 at fractional positions.
        list = DisplayList()
        for (i, width) in [1.0, 0.5, 0.25, 0].enumerated() {
            let o = Double(i) * 16
            list.stroke(Path { $0.move(to: CGPoint(x: 4, y: 6.3 + o)); $0.addLine(to: CGPoint(x: 60, y: 6.3 + o)) },
                        style: StrokeStyle(lineWidth: width), with: .color(.black))
            list.stroke(Path { $0.move(to: CGPoint(x: 70.7 + o, y: 4)); $0.addLine(to: CGPoint(x: 70.7 + o, y: 60)) },
                        style: StrokeStyle(lineWidth: width), with: .color(.black))
            list.stroke(Path { $0.move(to: CGPoint(x: 4 + o, y: 70.2)); $0.addLine(to: CGPoint(x: 60 + o, y: 124.6)) },
                        style: StrokeStyle(lineWidth: width), with: .color(.black))
            list.stroke(circle(100, 100, 6 + 5 * Double(i)), style: StrokeStyle(lineWidth: width), with: .color(.black))
        }
        all.append(("stroke-hairlines", 128, 128, list))
        // A translucent stroke crossing itself (StrokeGoldenTests.translucentSelfCrossingIsNotDarker): union semantics.
        list = DisplayList()
        let translucent = Paint.color(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        list.stroke(Path { p in
            p.move(to: CGPoint(x: 4, y: 16)); p.addLine(to: CGPoint(x: 28, y: 16))
            p.addLine(to: CGPoint(x: 28, y: 28)); p.addLine(to: CGPoint(x: 20, y: 28))
            p.addLine(to: CGPoint(x: 20, y: 4))
        }, style: StrokeStyle(lineWidth: 4), with: translucent)
        list.stroke(Path { p in
            p.move(to: CGPoint(x: 36, y: 4)); p.addLine(to: CGPoint(x: 60, y: 28))
            p.move(to: CGPoint(x: 60, y: 4)); p.addLine(to: CGPoint(x: 36, y: 28))
        }, style: StrokeStyle(lineWidth: 4), with: translucent)
        list.stroke(Path { p in
            p.move(to: CGPoint(x: 4, y: 74))
            p.addCurve(to: CGPoint(x: 60, y: 74), control1: CGPoint(x: 70, y: 36), control2: CGPoint(x: -6, y: 36))
        }, style: StrokeStyle(lineWidth: 5, lineCap: .round), with: translucent)
        all.append(("stroke-union-crossing", 64, 80, list))
        // Strokes under perspective (StrokeGoldenTests.strokeUnderPerspective): SwiftUI's rotation3DEffect of
        // 45° about y on a 96-point view — T(−48, −48)·R·P(m34 = −1/96)·T(48, 48), as Rotation3DEffect builds it.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 96
        var rotation = CATransform3DMakeTranslation(-48, -48, 0)
        rotation = CATransform3DConcat(rotation, CATransform3DMakeRotation(Angle.degrees(45).radians, 0, 1, 0))
        rotation = CATransform3DConcat(rotation, perspective)
        let effect = ProjectionTransform(CATransform3DConcat(rotation, CATransform3DMakeTranslation(48, 48, 0)))
        list = DisplayList()
        list.stroke(Path(roundedRect: CGRect(x: 20, y: 20, width: 56, height: 56), cornerRadius: 12),
                    style: StrokeStyle(lineWidth: 6, lineJoin: .round), with: .color(rgb(200, 80, 20)), transform: effect)
        list.stroke(star(CGPoint(x: 48, y: 50), 22), style: StrokeStyle(lineWidth: 3, lineJoin: .miter, miterLimit: 4),
                    with: .color(rgb(40, 40, 140)), transform: effect)
        all.append(("stroke-perspective", 96, 96, list))
        return all
    }
}
