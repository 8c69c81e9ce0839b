import Foundation
import Testing
import Geometry2D
import VectorPath
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// Spec §9 vectors 19–21 and 23 and the rest of a layer's own content on the CPU backend: replicator
/// copies and colour offsets, gradients (axial, radial, conic), shape layers (trim, fill rule, dashes),
/// contents gravity, contentsRect and contentsScale, path masks, text.
@Suite struct LayerRenderContentTests {
    typealias R = LayerRender

    /// 19. Three copies 50 pt apart, red falling by half per copy.
    @Test func replicatorCopiesAndColourOffsets() throws {
        let root = R.root()
        let rep = CAReplicatorLayer()
        rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        rep.instanceRedOffset = -0.5
        rep.addSublayer(R.layer(20, 20, at: CGPoint(x: 30, y: 100), color: R.red))
        root.addSublayer(rep)
        let p = try R.render(root)
        R.expect(p, 30, 100, R.redRGB); R.expect(p, 80, 100, [128, 0, 0], 1); R.expect(p, 130, 100, R.blackRGB)
        R.expect(p, 180, 100, R.whiteRGB)
    }

    /// The instance hook gets every copy and its time shift.
    @Test func replicatorInstanceHook() throws {
        let root = R.root()
        let rep = CAReplicatorLayer()
        rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = 3; rep.instanceDelay = 0.25
        rep.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        rep.addSublayer(R.layer(20, 20, at: CGPoint(x: 30, y: 100), color: R.red))
        root.addSublayer(rep)
        nonisolated(unsafe) var shifts: [Double] = []
        let options = CARenderer2D.Options(replicatorInstance: { layer, k, shift in
            shifts.append(shift)
            let copy = CALayer(layer: layer)
            if k == 1 { copy.backgroundColor = R.blue }
            return copy
        })
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200), scale: 1, options: options)
        #expect(shifts == [0, 0.25, 0.5])
        var p = try Pixmap(width: 200, height: 200); p.fill(.white)
        try SoftwareRenderer().render(list, into: &p)
        R.expect(p, 30, 100, R.redRGB); R.expect(p, 80, 100, R.blueRGB); R.expect(p, 130, 100, R.redRGB)
    }

    /// 20. Axial gradient, default points (top to bottom).
    @Test func axialGradient() throws {
        let root = R.root()
        let g = CAGradientLayer(); g.bounds = CGRect(x: 0, y: 0, width: 100, height: 100); g.position = CGPoint(x: 50, y: 50)
        g.colors = [R.red, R.blue]
        root.addSublayer(g)
        let p = try R.render(root)
        R.expect(p, 50, 0, R.redRGB, 4); R.expect(p, 50, 50, [128, 0, 128], 4); R.expect(p, 50, 99, R.blueRGB, 4)
        // Locations move the midpoint; rounded corners cut it.
        g.locations = [0.5, 1]; g.cornerRadius = 20
        let q = try R.render(root)
        R.expect(q, 50, 25, R.redRGB, 2); R.expect(q, 50, 75, [128, 0, 128], 4); R.expect(q, 1, 1, R.whiteRGB)
    }

    /// Radial: an ellipse about startPoint; conic: angle 0 along end − start, clockwise.
    @Test func radialAndConicGradients() throws {
        let root = R.root()
        let g = CAGradientLayer(); g.bounds = CGRect(x: 0, y: 0, width: 200, height: 100); g.position = CGPoint(x: 100, y: 100)
        g.colors = [R.red, R.blue]; g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(g)
        var p = try R.render(root)
        // Radii 100 × 50: half way along either axis is the midpoint colour.
        R.expect(p, 100, 100, R.redRGB, 3); R.expect(p, 150, 100, [128, 0, 128], 4); R.expect(p, 100, 125, [128, 0, 128], 4)
        R.expect(p, 199, 149, R.blueRGB, 3)
        g.type = .conic; g.endPoint = CGPoint(x: 1, y: 0.5)
        p = try R.render(root)
        // Angle 0 along +x, clockwise: straight down is a quarter turn, straight left half.
        R.expect(p, 101, 140, [191, 0, 64], 6); R.expect(p, 20, 101, [128, 0, 128], 6)
    }

    /// 21. The ring trimmed to its first quarter (clockwise: false in y-down space runs down first).
    @Test func shapeLayerTrimmedStroke() throws {
        let root = R.root()
        let s = CAShapeLayer(); s.bounds = CGRect(x: 0, y: 0, width: 100, height: 100); s.position = CGPoint(x: 50, y: 50)
        let path = CGMutablePath(); path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        s.path = path; s.fillColor = nil; s.strokeColor = R.black; s.lineWidth = 4; s.strokeEnd = 0.25
        root.addSublayer(s)
        let p = try R.render(root)
        R.expect(p, 78, 78, R.blackRGB, 30); R.expect(p, 21, 78, R.whiteRGB)
        // start ≥ end: nothing.
        s.strokeStart = 0.5; s.strokeEnd = 0.5
        R.expect(try R.render(root), 78, 78, R.whiteRGB)
    }

    /// Fill then stroke, even-odd fill rule, dashes.
    @Test func shapeLayerFillRuleAndDashes() throws {
        let root = R.root()
        let s = CAShapeLayer(); s.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); s.position = CGPoint(x: 100, y: 100)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 20, y: 20, width: 160, height: 160)); path.addRect(CGRect(x: 60, y: 60, width: 80, height: 80))
        s.path = path; s.fillColor = R.red
        root.addSublayer(s)
        R.expect(try R.render(root), 100, 100, R.redRGB)
        s.fillRule = .evenOdd
        var p = try R.render(root)
        R.expect(p, 100, 100, R.whiteRGB); R.expect(p, 40, 100, R.redRGB)
        s.fillColor = nil; s.strokeColor = R.blue; s.lineWidth = 6; s.lineDashPattern = [10, 10]
        p = try R.render(root)
        R.expect(p, 25, 20, R.blueRGB); R.expect(p, 35, 20, R.whiteRGB)
    }

    static func checker(_ w: Int, _ h: Int) throws -> CGImage {
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h { for x in 0..<w where x < w / 2 { let i = 4 * (y * w + x); bytes[i + 1] = 0; bytes[i + 2] = 0 } }
        for y in 0..<h { for x in 0..<w where x >= w / 2 { let i = 4 * (y * w + x); bytes[i] = 0; bytes[i + 1] = 0 } }
        return CGImage(pixmap: try Pixmap(width: w, height: h, premultipliedBytes: bytes))
    }

    /// 23 and the other gravities: a 10×10 image in a 100×100 layer at (50,50).
    @Test(arguments: [
        ("top", 45, 90), ("bottom", 45, 0), ("center", 45, 45), ("left", 0, 45), ("right", 90, 45),
        ("topLeft", 0, 90), ("topRight", 90, 90), ("bottomLeft", 0, 0), ("bottomRight", 90, 0),
    ])
    func contentsGravityPlacesTheImage(name: String, x: Int, y: Int) throws {
        let root = R.root()
        let l = R.layer(100, 100, at: CGPoint(x: 50, y: 50))
        l.contents = try Self.checker(10, 10); l.contentsGravity = CALayerContentsGravity(rawValue: name)
        root.addSublayer(l)
        let p = try R.render(root)
        R.expect(p, x + 1, y + 1, R.redRGB, 2, name); R.expect(p, x + 8, y + 8, R.blueRGB, 2, name)
        R.expect(p, x + 4, y - 1 >= 0 ? y - 1 : y + 10, R.whiteRGB, 2, name)
    }

    /// resize, resizeAspect, resizeAspectFill; contentsRect crops; contentsScale halves the natural size.
    @Test func contentsResizeCropAndScale() throws {
        let root = R.root()
        let l = R.layer(100, 50, at: CGPoint(x: 50, y: 25))
        l.contents = try Self.checker(20, 20)
        root.addSublayer(l)
        var p = try R.render(root)                                    // .resize: the whole bounds
        R.expect(p, 2, 2, R.redRGB); R.expect(p, 97, 47, R.blueRGB)
        l.contentsGravity = .resizeAspect                              // 50×50 centred
        p = try R.render(root)
        R.expect(p, 20, 25, R.whiteRGB); R.expect(p, 27, 25, R.redRGB); R.expect(p, 72, 25, R.blueRGB); R.expect(p, 80, 25, R.whiteRGB)
        l.contentsGravity = .resizeAspectFill                          // 100×100 centred, overflowing
        p = try R.render(root)
        R.expect(p, 10, 60, R.redRGB); R.expect(p, 90, 60, R.blueRGB)
        l.contentsGravity = .resize; l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the blue half only
        p = try R.render(root)
        R.expect(p, 2, 2, R.blueRGB); R.expect(p, 50, 25, R.blueRGB)
        l.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1); l.contentsGravity = .bottomLeft; l.contentsScale = 2
        p = try R.render(root)                                         // 10×10 points
        R.expect(p, 2, 2, R.redRGB); R.expect(p, 8, 8, R.blueRGB); R.expect(p, 12, 5, R.whiteRGB)
    }

    /// A CAShapeLayer mask clips to its path; a plain mask to its rounded bounds × background alpha.
    @Test func pathMasks() throws {
        let root = R.root()
        let l = R.layer(100, 100, at: CGPoint(x: 100, y: 100), color: R.red)
        let mask = CAShapeLayer(); mask.bounds = CGRect(x: 0, y: 0, width: 100, height: 100); mask.position = CGPoint(x: 50, y: 50)
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        l.mask = mask; root.addSublayer(l)
        var p = try R.render(root)
        R.expect(p, 100, 100, R.redRGB); R.expect(p, 53, 53, R.whiteRGB)
        let plain = R.layer(50, 100, at: CGPoint(x: 25, y: 50), color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        l.mask = plain
        p = try R.render(root)
        R.expect(p, 70, 100, [255, 128, 128], 1); R.expect(p, 130, 100, R.whiteRGB)
    }

    /// CATextLayer: glyphs in the foreground colour inside the bounds, aligned.
    @Test func textLayerDrawsGlyphs() throws {
        let root = R.root()
        let t = CATextLayer(); t.bounds = CGRect(x: 0, y: 0, width: 200, height: 60); t.position = CGPoint(x: 100, y: 100)
        t.string = "HHHH"; t.fontSize = 40; t.foregroundColor = R.black
        root.addSublayer(t)
        func darkColumns(_ p: Pixmap) -> [Int] {
            (0..<200).filter { x in (70..<130).contains { y in p[x: x, y: y].red < 100 } }
        }
        let left = darkColumns(try R.render(root))
        #expect(!left.isEmpty && left.first! < 10, "left-aligned text starts at \(left.first ?? -1)")
        t.alignmentMode = .right
        let right = darkColumns(try R.render(root))
        #expect(!right.isEmpty && right.last! > 190, "right-aligned text ends at \(right.last ?? -1)")
        t.alignmentMode = .center
        let centre = darkColumns(try R.render(root))
        #expect(!centre.isEmpty && abs((centre.first! + centre.last!) / 2 - 100) <= 3)
    }
}

extension LayerRenderContentTests {
    static func inkRows(_ p: Pixmap, x: Range<Int> = 0..<200) -> [Int] {
        (0..<200).filter { y in x.contains { p[x: $0, y: y].red < 128 } }
    }

    static func inkColumns(_ p: Pixmap) -> [Int] {
        (0..<200).filter { x in (0..<200).contains { p[x: x, y: $0].red < 128 } }
    }

    /// isWrapped breaks lines at the bounds' width; unwrapped text stays on one line, clipped to the
    /// bounds; truncationMode cuts it with an ellipsis inside the bounds.
    @Test func textWrappingClippingAndTruncation() throws {
        let root = R.root()
        let t = CATextLayer(); t.bounds = CGRect(x: 0, y: 0, width: 100, height: 150); t.position = CGPoint(x: 100, y: 100)
        t.string = "Wrapped words in a narrow layer"; t.fontSize = 16; t.foregroundColor = R.black
        root.addSublayer(t)
        let oneLine = Self.inkRows(try R.render(root))
        let columns = Self.inkColumns(try R.render(root))
        #expect(oneLine.count < 24, "one line: \(oneLine.count) rows")
        #expect(columns.first! >= 50 && columns.last! < 150, "clipped to the bounds: \(columns.first!)…\(columns.last!)")
        t.isWrapped = true
        let wrapped = Self.inkRows(try R.render(root))
        #expect(wrapped.last! - wrapped.first! > 40, "several lines: rows \(wrapped.first!)…\(wrapped.last!)")
        t.isWrapped = false; t.truncationMode = .end
        let cut = Self.inkColumns(try R.render(root))
        #expect(cut.last! < 150 && cut.count > 40, "truncated inside the bounds: \(cut.first!)…\(cut.last!)")
    }
}
