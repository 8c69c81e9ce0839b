import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import LayerTree

/// Shadows (spec §3 step 1): radius 0 is the exact silhouette moved by shadowOffset; a radius r blurs it
/// by a Gaussian of σ = r·scale (50 % at the silhouette's edge, ~0 beyond 3σ); shadowPath replaces the
/// silhouette; copies share one blurred image; masksToBounds removes the shadow.
@Suite struct LayerShadowTests {
    typealias R = LayerRender

    /// L (x 50…150, y 75…125) with a black shadow moved by (10, 10).
    static func scene(radius: CGFloat, opacity: Float = 1) -> (CALayer, CALayer) {
        let root = R.root(); let l = R.vectorLayer()
        l.shadowColor = R.black; l.shadowOpacity = opacity; l.shadowOffset = CGSize(width: 10, height: 10); l.shadowRadius = radius
        root.addSublayer(l)
        return (root, l)
    }

    /// The standard normal distribution function.
    static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    @Test func radiusZeroIsTheExactSilhouette() throws {
        let (root, _) = Self.scene(radius: 0)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(!list.commands.contains { if case .image = $0 { true } else { false } })
        let p = try R.render(root)
        R.expect(p, 155, 130, R.blackRGB, 0); R.expect(p, 160, 130, R.whiteRGB, 0); R.expect(p, 155, 135, R.whiteRGB, 0)
        R.expect(p, 100, 100, R.redRGB, 0)                      // beneath the layer
        R.expect(p, 59, 130, R.whiteRGB, 0); R.expect(p, 60, 130, R.blackRGB, 0)
        // Half opacity: half black.
        R.expect(try R.render(Self.scene(radius: 0, opacity: 0.5).0), 155, 130, [128, 128, 128], 1)
    }

    @Test(arguments: [2.0, 4.0, 8.0]) func blurredEdgeIsGaussian(radius: Double) throws {
        let (root, _) = Self.scene(radius: radius)
        let p = try R.render(root)
        // Row 110 right of the layer: the shadow's right edge is x = 160.
        let alpha = (150..<200).map { x in (x, 1 - Double(p[x: x, y: 110].red) / 255) }
        let crossing = alpha.first { $0.1 < 0.5 }?.0 ?? -1
        #expect((159...161).contains(crossing), "50 % crossing at \(crossing), edge 160: \(alpha.prefix(20))")
        for (x, a) in alpha where x >= 154 {
            let expected = 1 - Self.phi((Double(x) + 0.5 - 160) / radius)
            #expect(abs(a - expected) <= 0.03, "σ \(radius): x \(x) alpha \(a), Gaussian \(expected)")
        }
        let far = Int((160 + 3 * radius).rounded(.up)) + 1
        #expect(alpha.first { $0.0 == far }.map { $0.1 <= 0.01 } ?? true, "beyond 3σ: \(alpha.first { $0.0 == far }!)")
        R.expect(p, 100, 100, R.redRGB, 0)
    }

    /// σ scales with the device scale: at scale 2 the profile is twice as wide in pixels, as wide in points.
    @Test func sigmaFollowsScale() throws {
        let (root, _) = Self.scene(radius: 4)
        let p = try R.render(root, width: 400, height: 400, scale: 2)
        let a = { (x: Int) in 1 - Double(p[x: x, y: 220].red) / 255 }
        #expect(abs(a(324) - (1 - Self.phi(4.5 / 8))) <= 0.03, "\(a(324))")
        #expect(abs(a(315) - (1 - Self.phi(-4.5 / 8))) <= 0.03, "\(a(315))")
    }

    @Test func shadowPathReplacesTheSilhouette() throws {
        let (root, l) = Self.scene(radius: 0)
        l.shadowPath = CGPath(rect: CGRect(x: -40, y: 0, width: 20, height: 20), transform: nil)
        let p = try R.render(root)
        R.expect(p, 25, 90, R.blackRGB, 0); R.expect(p, 155, 130, R.whiteRGB, 0)
    }

    @Test func masksToBoundsRemovesTheShadow() throws {
        let (root, l) = Self.scene(radius: 3); l.masksToBounds = true
        R.expect(try R.render(root), 155, 130, R.whiteRGB, 0)
    }

    /// A shape layer's shadow follows its stroke; no background means no rectangle.
    @Test func shapeSilhouette() throws {
        let root = R.root()
        let s = CAShapeLayer(); s.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); s.position = CGPoint(x: 100, y: 100)
        s.path = CGPath(rect: CGRect(x: 40, y: 40, width: 100, height: 100), transform: nil)
        s.fillColor = nil; s.strokeColor = R.red; s.lineWidth = 4
        s.shadowOpacity = 1; s.shadowRadius = 0; s.shadowOffset = CGSize(width: 0, height: 10)
        root.addSublayer(s)
        let p = try R.render(root)
        R.expect(p, 90, 151, R.blackRGB, 0); R.expect(p, 90, 100, R.whiteRGB, 0)
    }

    /// 2,000 replicated copies with a blurred shadow make one blur.
    @Test func copiesShareOneBlur() throws {
        let root = R.root()
        let rep = CAReplicatorLayer(); rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = 2_000
        rep.instanceTransform = CATransform3DMakeRotation(2 * .pi / 2_000, 0, 0, 1)
        rep.instanceAlphaOffset = -0.0004   // every copy tinted differently: one blur, 2,000 colourings
        let dot = R.layer(10, 10, at: CGPoint(x: 100, y: 20), color: R.red)
        dot.shadowOpacity = 0.5; dot.shadowRadius = 3
        rep.addSublayer(dot); root.addSublayer(rep)
        let renderer = LayerRenderer(scale: 1, canvas: CGSize(width: 200, height: 200), options: .init())
        _ = renderer.render(root, world: root.localTransform, base: ProjectionTransform(), tint: .identity, depth: 0)
        #expect(renderer.shadowCache.coverage.count == 1)
        #expect(renderer.shadowCache.images.count == 2_000)
        #expect(renderer.commands.filter { if case .image = $0 { true } else { false } }.count == 2_000)
    }

    @Test func badShadowValuesDoNotCrash() throws {
        let (root, l) = Self.scene(radius: .nan)
        l.shadowOffset = CGSize(width: CGFloat.nan, height: .infinity)
        try R.expectRendered(root)
        l.shadowRadius = .infinity; try R.expectRendered(root)
        l.shadowRadius = 1e9; try R.expectRendered(root)
        l.shadowRadius = 5; l.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1e12, height: 1e12), transform: nil)
        try R.expectRendered(root)
        l.shadowOpacity = .nan; try R.expectRendered(root)
    }
}

extension LayerShadowTests {
    /// A container without a background casts the shadow of its sublayers (moved by the child's position).
    @Test func sublayersCastTheShadow() throws {
        let root = R.root()
        let container = R.layer(100, 100, at: CGPoint(x: 100, y: 100))
        container.shadowOpacity = 1; container.shadowRadius = 0; container.shadowOffset = CGSize(width: 10, height: 10)
        container.addSublayer(R.layer(20, 20, at: CGPoint(x: 20, y: 20), color: R.red))      // root x 60…80, y 60…80
        root.addSublayer(container)
        let p = try R.render(root)
        R.expect(p, 85, 85, R.blackRGB, 0); R.expect(p, 70, 70, R.redRGB, 0); R.expect(p, 120, 120, R.whiteRGB, 0)
    }
}

extension LayerShadowTests {
    /// A layer scaled ×4 by its transform blurs its shadow at its own magnified resolution: the blur
    /// is 4 × the radius on screen and smooth (no steps from an upsampled coarse image).
    @Test func magnifiedLayerShadow() throws {
        let root = R.root()
        let l = R.layer(20, 10, at: CGPoint(x: 80, y: 100), color: R.red)    // ×4: x 40…120, y 80…120
        l.transform = CATransform3DMakeScale(4, 4, 1)
        l.shadowOpacity = 1; l.shadowRadius = 1; l.shadowOffset = CGSize(width: 5, height: 0)  // edge at 140, σ 4 px
        root.addSublayer(l)
        let p = try R.render(root)
        for x in 134..<152 {
            let a = 1 - Double(p[x: x, y: 100].red) / 255
            let expected = 1 - Self.phi((Double(x) + 0.5 - 140) / 4)
            #expect(abs(a - expected) <= 0.03, "x \(x): alpha \(a), Gaussian \(expected)")
        }
        #expect(Self.phi(0) == 0.5)
        #expect(LayerRenderer.magnification(of: ProjectionTransform(CGAffineTransform(scaleX: 8, y: 8)), scale: 2) == 4)
    }
}

extension LayerShadowTests {
    /// A shadow that does not change is blurred once across conversions (frames).
    @Test func coverageIsKeptAcrossFrames() throws {
        let (root, l) = Self.scene(radius: 3.25)
        l.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 37, height: 23), transform: nil)  // unique to this test
        let key = ShadowKey(parts: [SilhouettePart(path: l.shadowPath!.path, eoFill: false)], sigma: 3.25, resolution: 1)
        _ = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        let stored = try #require(ShadowCoverageStore.shared.coverage(for: key))
        let second = LayerRenderer(scale: 1, canvas: CGSize(width: 200, height: 200), options: .init())
        _ = second.render(root, world: root.localTransform, base: ProjectionTransform(), tint: .identity, depth: 0)
        #expect(second.shadowCache.coverage[key]?.values == stored.values)
    }
}
