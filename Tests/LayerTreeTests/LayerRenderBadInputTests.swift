import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import LayerTree

/// CARenderer2D on bad input: cycles (refused by the model), non-finite geometry, huge instance
/// counts, deep nesting, degenerate sizes — no crash, nothing non-finite in the list.
@Suite struct LayerRenderBadInputTests {
    typealias R = LayerRender

    static func allFinite(_ list: DisplayList) -> Bool {
        list.commands.allSatisfy { command in
            switch command {
            case .fill(let path, let paint, _, let t): path.isFinite && paint.isFinite && t.isFinite
            case .stroke(let path, _, let paint, let t, _): path.isFinite && paint.isFinite && t.isFinite
            case .glyphs(let run, let paint, let t): run.isFinite && paint.isFinite && t.isFinite
            case .image(_, let rect, _, let o, let t): rect.minX.isFinite && rect.width.isFinite && o.isFinite && t.isFinite
            case .glyphs(_, let paint, let t): paint.isFinite && t.isFinite
            case .pushLayer(let style): style.transform.isFinite && style.opacity.isFinite
            case .popLayer: true
            }
        }
    }

    @Test func cycleIsRefusedAndRenders() throws {
        let root = R.root(); let a = R.vectorLayer(); let b = R.layer(10, 10, at: .zero, color: R.blue)
        root.addSublayer(a); a.addSublayer(b)
        b.addSublayer(root)           // refused by the model (warning)
        b.addSublayer(a)              // moving an ancestor below its descendant: refused too
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(list.commands.count < 10)
        R.expect(try R.render(root), 100, 100, R.redRGB)
    }

    @Test func nonFiniteGeometryIsSkipped() throws {
        let values: [CGFloat] = [.nan, .infinity, -.infinity]
        for v in values {
            let root = R.root()
            let l = R.vectorLayer(); l.position = CGPoint(x: v, y: 10)
            let m = R.vectorLayer(); m.bounds = CGRect(x: 0, y: 0, width: v, height: 10)
            let n = R.vectorLayer(); var t = CATransform3DIdentity; t.m11 = v; n.transform = t
            let o = R.vectorLayer(); o.cornerRadius = v; o.borderWidth = v; o.zPosition = v
            let s = CAShapeLayer(); s.path = CGPath(rect: CGRect(x: 0, y: 0, width: v, height: 5), transform: nil)
            s.lineWidth = v; s.strokeColor = R.black; s.strokeEnd = v
            let g = CAGradientLayer(); g.bounds = CGRect(x: 0, y: 0, width: 10, height: 10); g.colors = [R.red, R.blue]
            g.startPoint = CGPoint(x: v, y: 0); g.locations = [0, NSNumber(value: Double(v))]
            for layer in [l, m, n, o, s, g] { root.addSublayer(layer) }
            let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200), scale: Double(v))
            #expect(Self.allFinite(list), "\(v)")
            try R.expectRendered(root)
        }
    }

    @Test func hugeInstanceCountIsBounded() throws {
        let root = R.root()
        let rep = CAReplicatorLayer(); rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = Int.max
        rep.instanceTransform = CATransform3DMakeTranslation(0.001, 0, 0)
        rep.addSublayer(R.layer(2, 2, at: CGPoint(x: 10, y: 10), color: R.red))
        root.addSublayer(rep)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(list.commands.count == CAReplicatorLayer.maximumInstanceCount)
        rep.instanceCount = -5
        #expect(CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200)).commands.isEmpty)
    }

    /// The model's depth bound (1,000) nested with opacity (a group per level) draws without overflowing the stack.
    @Test func deepNesting() throws {
        let root = R.root()
        var parent = root
        for i in 0..<(CALayer.maximumTreeDepth + 20) {
            let child = R.layer(200, 200, at: CGPoint(x: 100, y: 100), color: i % 2 == 0 ? R.red : R.blue)
            child.opacity = 0.999
            parent.addSublayer(child)
            if child.superlayer == nil { break }
            parent = child
        }
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(!list.commands.isEmpty)
        let shallow = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200), scale: 1,
                                               options: .init(maximumDepth: 3))
        #expect(shallow.commands.filter { if case .fill = $0 { true } else { false } }.count == 3)
    }

    @Test func emptyAndDegenerateLayers() throws {
        let root = R.root()
        root.addSublayer(CALayer())
        let zero = R.layer(0, 0, at: CGPoint(x: 10, y: 10), color: R.red); zero.borderWidth = 3; zero.cornerRadius = 4
        root.addSublayer(zero)
        let text = CATextLayer(); text.string = ""; root.addSublayer(text)
        let badText = CATextLayer(); badText.string = "x"; badText.fontSize = .nan; root.addSublayer(badText)
        let image = R.layer(10, 10, at: .zero); image.contents = "not an image"; root.addSublayer(image)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(Self.allFinite(list))
        _ = try R.render(root)
    }
}

extension LayerRenderBadInputTests {
    /// Non-finite replicator settings and colours: no crash, nothing non-finite drawn.
    @Test func nonFiniteReplicatorAndColours() throws {
        let root = R.root()
        let rep = CAReplicatorLayer(); rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = 4
        rep.instanceRedOffset = .nan; rep.instanceAlphaOffset = .infinity; rep.instanceDelay = .nan
        rep.instanceColor = CGColor(red: .nan, green: 2, blue: -1, alpha: .nan)
        let child = R.layer(20, 20, at: CGPoint(x: 30, y: 100), color: CGColor(red: .nan, green: .infinity, blue: 0, alpha: 1))
        child.shadowOpacity = 1; child.shadowColor = CGColor(red: .nan, green: 0, blue: 0, alpha: 1); child.shadowRadius = 2
        child.contents = LayerRenderScenes.quadrants()
        rep.addSublayer(child); root.addSublayer(rep)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(Self.allFinite(list))
        for command in list.commands {
            if let c = command.paint?.solidColor {
                #expect([c.red, c.green, c.blue, c.opacity].allSatisfy { $0.isFinite && (0...1).contains($0) }, "\(c)")
            }
        }
        _ = try R.render(root)
        var t = CATransform3DIdentity; t.m41 = .nan
        rep.instanceTransform = t
        _ = try R.render(root)
    }
}
