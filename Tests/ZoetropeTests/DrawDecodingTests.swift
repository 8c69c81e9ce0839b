import Foundation
import Testing
import Zoetrope

/// Each command, paint and transform kind of the `draw` JSON schema decodes to the exact
/// display-list command.
@Suite struct DrawDecodingTests {
    let square = Path { p in
        p.move(to: CGPoint(x: 2, y: 2))
        p.addLine(to: CGPoint(x: 6, y: 2))
        p.addLine(to: CGPoint(x: 6, y: 6))
        p.addLine(to: CGPoint(x: 2, y: 6))
        p.closeSubpath()
    }
    let squareData = "M2 2 H6 V6 H2 Z"

    @Test func canvasDefaultsAndOverrides() throws {
        let plain = try DrawTest.document(##"{"width": 30, "height": 20, "commands": []}"##)
        #expect(plain.width == 30 && plain.height == 20 && plain.scale == 1 && plain.background == .clear)
        #expect(plain.displayList.commands.isEmpty)
        let full = try DrawTest.document(##"{"width": 30, "height": 20, "scale": 2, "background": "#FFFFFF", "commands": []}"##)
        #expect(full.scale == 2 && full.background == .white)
        #expect(full.pixelSize() == (60, 40))
    }

    @Test func fillWithDefaultsAndEvenOdd() throws {
        let commands = try DrawTest.commands("""
            {"type": "fill", "path": "\(squareData)", "paint": "#FF0000"},
            {"type": "fill", "path": "\(squareData)", "paint": "#00FF0080", "fillRule": "evenodd", "antialiased": false}
            """)
        #expect(commands.count == 2)
        #expect(same(commands[0], .fill(square, paint: .color(DrawTest.color(1, 0, 0)), style: FillStyle(),
                                        transform: ProjectionTransform())))
        #expect(same(commands[1], .fill(square, paint: .color(DrawTest.color(0, 1, 0, 128.0 / 255)),
                                        style: FillStyle(eoFill: true, antialiased: false), transform: ProjectionTransform())))
    }

    @Test func strokeStyleEveryField() throws {
        let commands = try DrawTest.commands("""
            {"type": "stroke", "path": "\(squareData)", "paint": {"r": 0, "g": 0.5, "b": 1, "a": 0.25},
             "style": {"lineWidth": 3, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4,
                       "dash": [5, 2.5], "dashPhase": 1}},
            {"type": "stroke", "path": "\(squareData)", "paint": "#000"}
            """)
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 2.5], dashPhase: 1)
        #expect(same(commands[0], .stroke(square, style: style, paint: .color(DrawTest.color(0, 0.5, 1, 0.25)),
                                          transform: ProjectionTransform())))
        #expect(same(commands[1], .stroke(square, style: StrokeStyle(), paint: .color(.black), transform: ProjectionTransform())))
    }

    @Test func strokeAntialiasedFlag() throws {
        let commands = try DrawTest.commands("""
            {"type": "stroke", "path": "\(squareData)", "paint": "#000", "antialiased": false},
            {"type": "stroke", "path": "\(squareData)", "paint": "#000", "antialiased": true}
            """)
        #expect(same(commands[0], .stroke(square, style: StrokeStyle(), paint: .color(.black), transform: ProjectionTransform(),
                                          antialiased: false)))
        #expect(same(commands[1], .stroke(square, style: StrokeStyle(), paint: .color(.black), transform: ProjectionTransform())))
        #expect(!same(commands[0], commands[1]))
    }

    @Test func everyCapAndJoinName() throws {
        for (name, cap) in [("butt", CGLineCap.butt), ("round", .round), ("square", .square)] {
            let c = try DrawTest.commands(##"{"type": "stroke", "path": "M0 0 L1 1", "paint": "#000", "style": {"lineCap": "\##(name)"}}"##)
            guard case .stroke(_, let style, _, _, _) = c[0] else { Issue.record("not a stroke"); continue }
            #expect(style.lineCap == cap)
        }
        for (name, join) in [("miter", CGLineJoin.miter), ("round", .round), ("bevel", .bevel)] {
            let c = try DrawTest.commands(##"{"type": "stroke", "path": "M0 0 L1 1", "paint": "#000", "style": {"lineJoin": "\##(name)"}}"##)
            guard case .stroke(_, let style, _, _, _) = c[0] else { Issue.record("not a stroke"); continue }
            #expect(style.lineJoin == join)
        }
    }

    @Test func gradientPaints() throws {
        let commands = try DrawTest.commands("""
            {"type": "fill", "path": "\(squareData)", "paint": {"type": "linearGradient",
                "stops": [{"color": "#FF0000", "location": 0}, {"color": "#0000FF", "location": 0.75}],
                "start": [0, 0], "end": [64, 0]}},
            {"type": "fill", "path": "\(squareData)", "paint": {"type": "radialGradient",
                "colors": ["#FFFFFF", "#000000"], "center": [32, 32], "startRadius": 4, "endRadius": 30}},
            {"type": "fill", "path": "\(squareData)", "paint": {"type": "angularGradient",
                "colors": ["#FF0000", "#00FF00", "#0000FF"], "center": [32, 16], "startAngle": 90, "endAngle": 450}},
            {"type": "fill", "path": "\(squareData)", "paint": {"type": "radialGradient",
                "stops": [{"color": "#FFF", "location": 0}], "center": [1, 2], "endRadius": 3}},
            {"type": "fill", "path": "\(squareData)", "paint": {"type": "angularGradient",
                "colors": ["#FFF"], "center": [0, 0]}}
            """)
        let paints = commands.map(\.paint)
        let redBlue = Gradient(stops: [.init(color: DrawTest.color(1, 0, 0), location: 0),
                                       .init(color: DrawTest.color(0, 0, 1), location: 0.75)])
        #expect(paints[0] == .linearGradient(redBlue, start: .zero, end: CGPoint(x: 64, y: 0)))
        #expect(paints[1] == .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 32, y: 32),
                                             startRadius: 4, endRadius: 30))
        let rgb = Gradient(colors: [DrawTest.color(1, 0, 0), DrawTest.color(0, 1, 0), DrawTest.color(0, 0, 1)])
        #expect(paints[2] == .angularGradient(rgb, center: CGPoint(x: 32, y: 16), startAngle: .degrees(90), endAngle: .degrees(450)))
        #expect(paints[3] == .radialGradient(Gradient(stops: [.init(color: .white, location: 0)]), center: CGPoint(x: 1, y: 2),
                                             startRadius: 0, endRadius: 3))
        #expect(paints[4] == .angularGradient(Gradient(colors: [.white]), center: .zero, startAngle: .zero, endAngle: .degrees(360)))
    }

    @Test func transformsAffineProjectionAndOperations() throws {
        let commands = try DrawTest.commands("""
            {"type": "fill", "path": "M0 0", "paint": "#000", "transform": [2, 0, 0, 3, 10, 20]},
            {"type": "fill", "path": "M0 0", "paint": "#000", "transform": [1, 0, 0.001, 0, 1, 0, 5, 6, 1]},
            {"type": "fill", "path": "M0 0", "paint": "#000",
             "transform": [{"scale": 2}, {"rotate": 90}, {"translate": [10, 0]}, {"scale": [1, 3]}]},
            {"type": "fill", "path": "M0 0", "paint": "#000",
             "transform": [{"matrix": [1, 0, 0, 1, 4, 5]}, {"projection": [1, 0, 0, 0, 1, 0, 0, 0, 2]}]},
            {"type": "fill", "path": "M0 0", "paint": "#000", "transform": []}
            """)
        func transform(_ c: DisplayList.Command) -> ProjectionTransform? {
            if case .fill(_, _, _, let t) = c { return t }
            return nil
        }
        #expect(transform(commands[0]) == ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)))
        var p = ProjectionTransform()
        p.m13 = 0.001; p.m31 = 5; p.m32 = 6
        #expect(transform(commands[1]) == p)
        // In the order written: scale 2, rotate 90° clockwise, move right 10, stretch y by 3.
        let ops = try #require(transform(commands[2]))
        let point = CGPoint(x: 1, y: 0).applying(ops)
        #expect(abs(point.x - 10) < 1e-12 && abs(point.y - 6) < 1e-12)
        let expected = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
            .concatenating(ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2)))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: 1, y: 3)))
        #expect(nearlyEqual(ops, expected))
        var weighted = ProjectionTransform(CGAffineTransform(translationX: 4, y: 5))
        weighted = weighted.concatenating({ var w = ProjectionTransform(); w.m33 = 2; return w }())
        #expect(transform(commands[3]) == weighted)
        #expect(transform(commands[4]) == ProjectionTransform())
    }

    @Test func layersWithEveryField() throws {
        let commands = try DrawTest.commands("""
            {"type": "pushLayer"},
            {"type": "pushLayer", "opacity": 0.5, "blendMode": "multiply", "clip": "\(squareData)",
             "clipRule": "evenodd", "transform": [{"translate": [1, 2]}]},
            {"type": "popLayer"},
            {"type": "pushLayer", "blendMode": "screen"}, {"type": "popLayer"},
            {"type": "pushLayer", "blendMode": "plusLighter"}, {"type": "popLayer"},
            {"type": "popLayer"}
            """)
        #expect(commands.count == 8)
        #expect(same(commands[0], .pushLayer(LayerStyle())))
        let clipped = LayerStyle(opacity: 0.5, blendMode: .multiply, clip: square, clipStyle: FillStyle(eoFill: true),
                                 transform: ProjectionTransform(CGAffineTransform(translationX: 1, y: 2)))
        #expect(same(commands[1], .pushLayer(clipped)))
        #expect(same(commands[2], .popLayer))
        #expect(same(commands[3], .pushLayer(LayerStyle(blendMode: .screen))))
        #expect(same(commands[5], .pushLayer(LayerStyle(blendMode: .plusLighter))))
        #expect(same(commands[7], .popLayer))
    }

    @Test func inlineImageIsStraightAlphaPremultiplied() throws {
        // 2×1: opaque red, then white at alpha 128 (straight) → premultiplied (128, 128, 128, 128).
        let rgba = Data([255, 0, 0, 255, 255, 255, 255, 128]).base64EncodedString()
        let commands = try DrawTest.commands("""
            {"type": "image", "pixels": {"width": 2, "height": 1, "rgba": "\(rgba)"}},
            {"type": "image", "pixels": {"width": 2, "height": 1, "rgba": "\(rgba)"}, "rect": [1, 2, 20, 10],
             "interpolation": "none", "opacity": 0.5, "transform": [1, 0, 0, 1, 3, 4]}
            """)
        let image = try Pixmap(width: 2, height: 1, premultipliedBytes: [255, 0, 0, 255, 128, 128, 128, 128])
        #expect(same(commands[0], .image(image, rect: CGRect(x: 0, y: 0, width: 2, height: 1), interpolation: .high,
                                         opacity: 1, transform: ProjectionTransform())))
        #expect(same(commands[1], .image(image, rect: CGRect(x: 1, y: 2, width: 20, height: 10), interpolation: .none,
                                         opacity: 0.5, transform: ProjectionTransform(CGAffineTransform(translationX: 3, y: 4)))))
    }

    @Test func imageFileIsRelativeToTheDocument() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var image = try Pixmap(width: 3, height: 2)
        image.fill(DrawTest.color(0, 0, 1))
        try PNGWriter.write(image, to: directory.appendingPathComponent("tile.png"))
        let commands = try DrawTest.commands(##"{"type": "image", "file": "tile.png", "interpolation": "medium"}"##, base: directory)
        #expect(same(commands[0], .image(image, rect: CGRect(x: 0, y: 0, width: 3, height: 2), interpolation: .medium,
                                         opacity: 1, transform: ProjectionTransform())))
    }

    @Test func nullMeansAbsentAndColorsAcceptShortHex() throws {
        let commands = try DrawTest.commands(##"{"type": "fill", "path": "M0 0", "paint": "#f00", "fillRule": null, "transform": null}"##)
        #expect(same(commands[0], .fill(Path { $0.move(to: .zero) }, paint: .color(DrawTest.color(1, 0, 0)),
                                        style: FillStyle(), transform: ProjectionTransform())))
    }
}
