import Foundation
import RenderCommands
import Testing
import VectorPath

/// Golden images (Goldens/*.png): whole small frames, compared with the tolerance stated in
/// `expectGolden` (channels within 2 for all but 0.5 % of the pixels). Record with
/// `ZOETROPE_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`, then look at every image.
@Suite struct GoldenImageTests {
    let rainbow = Gradient(stops: [
        .init(color: .red, location: 0), .init(color: .yellow, location: 0.3),
        .init(color: .green, location: 0.5), .init(color: .blue, location: 0.5),   // hard stop
        .init(color: .purple.opacity(0.3), location: 1),
    ])

    @Test func linearGradient() throws {
        var list = DisplayList()
        list.fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 80, height: 80), cornerRadius: 12),
                  with: .linearGradient(rainbow, start: CGPoint(x: 20, y: 10), end: CGPoint(x: 76, y: 86)))
        try expectGolden(try draw(list, size: 96), named: "gradient-linear")
    }

    @Test func radialGradient() throws {
        var list = DisplayList()
        list.fill(circle(48, 48, 44), with: .radialGradient(rainbow, center: CGPoint(x: 40, y: 40),
                                                           startRadius: 6, endRadius: 50))
        try expectGolden(try draw(list, size: 96), named: "gradient-radial")
    }

    @Test func angularGradient() throws {
        var list = DisplayList()
        // Full turn on the left, a 270° sweep from −45° on the right (the gap splits at its middle).
        list.fill(circle(32, 32, 28), with: .angularGradient(rainbow, center: CGPoint(x: 32, y: 32),
                                                             startAngle: .zero, endAngle: .degrees(360)))
        list.fill(circle(96, 32, 28), with: .angularGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 96, y: 32),
                                                             startAngle: .degrees(-45), endAngle: .degrees(225)))
        try expectGolden(try draw(list, size: 128, height: 64), named: "gradient-angular")
    }

    @Test func groupOpacity() throws {
        var list = DisplayList()
        // Left: a group at opacity 0.5 (overlap not darker); right: each circle at opacity 0.5.
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.fill(circle(22, 32, 18), with: .color(.red))
        list.fill(circle(42, 32, 18), with: .color(.blue))
        list.popLayer()
        list.fill(circle(86, 32, 18), with: .color(.red.opacity(0.5)))
        list.fill(circle(106, 32, 18), with: .color(.blue.opacity(0.5)))
        try expectGolden(try draw(list, size: 128, height: 64), named: "group-opacity")
    }

    @Test func clip() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(clip: starPath(center: CGPoint(x: 48, y: 50), radius: 44), clipStyle: FillStyle(eoFill: true)))
        list.fill(rect(0, 0, 96, 96), with: .linearGradient(Gradient(colors: [.orange, .indigo]), start: .zero,
                                                           end: CGPoint(x: 0, y: 96)))
        list.draw(try testImage(), in: CGRect(x: 30, y: 30, width: 36, height: 36), interpolation: .none)
        list.popLayer()
        try expectGolden(try draw(list, size: 96), named: "clip-star-evenodd")
    }

    @Test func blendModes() throws {
        var list = DisplayList()
        list.fill(rect(0, 0, 128, 128), with: .linearGradient(Gradient(colors: [.white, .teal]), start: .zero,
                                                             end: CGPoint(x: 128, y: 0)))
        for (i, mode) in BlendMode.allCases.enumerated() {
            let x = Double(i % 2) * 64, y = Double(i / 2) * 64
            list.pushLayer(LayerStyle(blendMode: mode))
            list.fill(circle(x + 24, y + 28, 16), with: .color(.red))
            list.fill(circle(x + 40, y + 28, 16), with: .color(.yellow.opacity(0.7)))
            list.fill(circle(x + 32, y + 42, 16), with: .color(.blue))
            list.popLayer()
        }
        try expectGolden(try draw(list, size: 128), named: "blend-modes")
    }

    @Test func perspectiveCard() throws {
        // A card (gradient + image + clipped layer) turned 50° about y under perspective, twice:
        // once facing the viewer, once past 90° (its back side, mirrored).
        func card(into list: inout DisplayList, angle: Double, centreX: Double) throws {
            var t = CATransform3DIdentity
            t.m34 = -1 / 150
            t = CATransform3DRotate(t, angle, 0, 1, 0)
            let transform = ProjectionTransform(CGAffineTransform(translationX: -24, y: -40))
                .concatenating(ProjectionTransform(t))
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: centreX, y: 64)))
            let r = CGRect(x: 0, y: 0, width: 48, height: 80)
            list.fill(Path(roundedRect: r, cornerRadius: 6), with: .linearGradient(
                Gradient(colors: [.mint, .indigo]), start: .zero, end: CGPoint(x: 48, y: 80)), transform: transform)
            list.draw(try testImage(), in: CGRect(x: 8, y: 8, width: 32, height: 32), interpolation: .none, transform: transform)
            list.fill(circle(24, 60, 10), with: .radialGradient(Gradient(colors: [.white, .clear]), center: CGPoint(x: 24, y: 60),
                                                             startRadius: 0, endRadius: 10), transform: transform)
        }
        var list = DisplayList()
        try card(into: &list, angle: 0.9, centreX: 34)
        try card(into: &list, angle: 2.3, centreX: 94)
        try expectGolden(try draw(list, size: 128), named: "perspective-card")
    }

    @Test func starFillRules() throws {
        var list = DisplayList()
        list.fill(starPath(center: CGPoint(x: 32, y: 34), radius: 30), with: .color(.indigo))
        list.fill(starPath(center: CGPoint(x: 96, y: 34), radius: 30), with: .color(.indigo), style: FillStyle(eoFill: true))
        try expectGolden(try draw(list, size: 128, height: 64), named: "star-nonzero-evenodd")
    }

    @Test func holes() throws {
        // Each side: an outer square with a same-direction inner square (top) and a reversed one
        // (bottom, a hole under both rules); left nonzero, right even-odd.
        func shape(_ x: Double) -> Path {
            var p = rect(x + 4, 4, 56, 56)
            p.addRect(CGRect(x: x + 12, y: 10, width: 16, height: 16))
            p.addLines([CGPoint(x: x + 36, y: 34), CGPoint(x: x + 36, y: 52), CGPoint(x: x + 54, y: 52),
                        CGPoint(x: x + 54, y: 34)])
            p.closeSubpath()
            p.addPath(circle(x + 44, 18, 8))
            return p
        }
        var list = DisplayList()
        list.fill(shape(0), with: .color(.brown))
        list.fill(shape(64), with: .color(.brown), style: FillStyle(eoFill: true))
        try expectGolden(try draw(list, size: 128, height: 64), named: "holes-nonzero-evenodd")
    }
}
