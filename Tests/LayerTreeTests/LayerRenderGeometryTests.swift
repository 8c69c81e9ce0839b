import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import LayerTree

/// Spec §9 vectors 1–8, 17 and 18 as pixels on the CPU backend: frame and anchor, rotation, rounded
/// and masked corners, border over sublayers, masksToBounds, zPosition order, group opacity,
/// perspective and flattening vs CATransformLayer.
@Suite struct LayerRenderGeometryTests {
    typealias R = LayerRender

    /// 1. L's frame (50,75,100,50).
    @Test func frameIsFilled() throws {
        let root = R.root(); root.addSublayer(R.vectorLayer())
        let p = try R.render(root)
        R.expect(p, 51, 76, R.redRGB); R.expect(p, 49, 100, R.whiteRGB)
        R.expect(p, 100, 124, R.redRGB); R.expect(p, 100, 125, R.whiteRGB)
    }

    /// 2. anchorPoint (0,0): frame (100,100,100,50).
    @Test func anchorPointMovesTheFrame() throws {
        let root = R.root(); let l = R.vectorLayer(); l.anchorPoint = .zero; root.addSublayer(l)
        let p = try R.render(root)
        R.expect(p, 60, 80, R.whiteRGB); R.expect(p, 120, 120, R.redRGB)
    }

    /// 3. A quarter turn about z: frame (75,50,50,100).
    @Test func rotationAboutTheAnchor() throws {
        let root = R.root(); let l = R.vectorLayer(); l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1); root.addSublayer(l)
        let p = try R.render(root)
        R.expect(p, 100, 55, R.redRGB); R.expect(p, 60, 100, R.whiteRGB)
    }

    /// 4. cornerRadius 25 rounds every corner, or only the masked one.
    @Test func cornerRadiusAndMaskedCorners() throws {
        let root = R.root(); let l = R.vectorLayer(); l.cornerRadius = 25; root.addSublayer(l)
        var p = try R.render(root)
        R.expect(p, 51, 76, R.whiteRGB); R.expect(p, 100, 100, R.redRGB)
        l.maskedCorners = [.layerMinXMinYCorner]
        p = try R.render(root)
        R.expect(p, 148, 123, R.redRGB); R.expect(p, 51, 76, R.whiteRGB)
        // .continuous stays inside the bounds and covers the centre.
        l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        l.cornerCurve = .continuous
        p = try R.render(root)
        R.expect(p, 51, 76, R.whiteRGB); R.expect(p, 100, 100, R.redRGB)
    }

    /// 5. The border is drawn over the sublayers.
    @Test func borderAboveSublayers() throws {
        let root = R.root(); let l = R.vectorLayer()
        l.borderWidth = 10; l.borderColor = R.black
        let child = R.layer(100, 50, at: CGPoint(x: 50, y: 25), color: R.green)
        l.addSublayer(child); root.addSublayer(l)
        let p = try R.render(root)
        R.expect(p, 55, 100, R.blackRGB); R.expect(p, 100, 100, R.greenRGB)
    }

    /// 6. masksToBounds clips a large child.
    @Test func masksToBoundsClipsSublayers() throws {
        let root = R.root(); let l = R.vectorLayer()
        l.addSublayer(R.layer(300, 300, at: CGPoint(x: 50, y: 25), color: R.green)); root.addSublayer(l)
        var p = try R.render(root)
        R.expect(p, 100, 40, R.greenRGB)
        l.masksToBounds = true
        p = try R.render(root)
        R.expect(p, 100, 40, R.whiteRGB); R.expect(p, 100, 100, R.greenRGB)
        // Rounded: the corner is cut.
        l.cornerRadius = 25
        p = try R.render(root)
        R.expect(p, 51, 76, R.whiteRGB); R.expect(p, 100, 100, R.greenRGB)
    }

    /// 7. zPosition orders siblings (A added first, drawn last).
    @Test func zPositionOrdersSiblings() throws {
        let root = R.root()
        let a = R.layer(80, 80, at: CGPoint(x: 100, y: 100), color: R.red); a.zPosition = 1
        let b = R.layer(80, 80, at: CGPoint(x: 100, y: 100), color: R.blue)
        root.addSublayer(a); root.addSublayer(b)
        let p = try R.render(root)
        R.expect(p, 100, 100, R.redRGB)
    }

    /// 8. Opacity is a group: no red shows through the blue.
    @Test func groupOpacity() throws {
        let root = R.root(); let parent = R.layer(100, 100, at: CGPoint(x: 100, y: 100)); parent.opacity = 0.5
        parent.addSublayer(R.layer(100, 100, at: CGPoint(x: 50, y: 50), color: R.red))
        parent.addSublayer(R.layer(100, 100, at: CGPoint(x: 50, y: 50), color: R.blue))
        root.addSublayer(parent)
        let p = try R.render(root)
        R.expect(p, 100, 100, [128, 128, 255], 1)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(list.commands.filter { if case .pushLayer = $0 { true } else { false } }.count == 1)
        // One drawn item: the opacity goes into its paint, no group.
        let single = R.root(); let one = R.layer(100, 100, at: CGPoint(x: 100, y: 100), color: R.red); one.opacity = 0.5
        single.addSublayer(one)
        let singleList = CARenderer2D.displayList(for: single, size: CGSize(width: 200, height: 200))
        #expect(!singleList.commands.contains { if case .pushLayer = $0 { true } else { false } })
        R.expect(try R.render(single), 100, 100, [255, 128, 128], 1)
    }

    /// 17. Perspective in the container's sublayerTransform meets the child's rotation before projection.
    @Test(arguments: [false, true]) func perspectiveFromSublayerTransform(rotateThePerspective: Bool) throws {
        let root = R.root()
        let container = R.layer(200, 200, at: CGPoint(x: 100, y: 100))
        var perspective = CATransform3DIdentity; perspective.m34 = -1 / 500
        let child = R.layer(100, 100, at: CGPoint(x: 100, y: 100), color: R.red)
        if rotateThePerspective {
            child.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        } else {
            container.sublayerTransform = perspective
            child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        }
        container.addSublayer(child); root.addSublayer(container)
        let p = try R.render(root)
        // Right edge at 123.01, left at 72.63 on the middle row; corners (72.63,45.26) and (123.01,53.99).
        R.expect(p, 122, 100, R.redRGB); R.expect(p, 124, 100, R.whiteRGB)
        R.expect(p, 73, 100, R.redRGB); R.expect(p, 71, 100, R.whiteRGB)
        R.expect(p, 74, 47, R.redRGB); R.expect(p, 73, 44, R.whiteRGB)
        R.expect(p, 121, 56, R.redRGB); R.expect(p, 122, 52, R.whiteRGB)
    }

    /// 18. A plain parent flattens its child's zPosition; a CATransformLayer keeps it (and draws no background).
    @Test func flatteningVersusTransformLayer() throws {
        func scene(_ parent: CALayer) -> CALayer {
            let root = R.root()
            parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.position = CGPoint(x: 100, y: 100)
            parent.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            parent.backgroundColor = R.red
            let child = R.layer(20, 20, at: CGPoint(x: 50, y: 50), color: R.blue); child.zPosition = 50
            parent.addSublayer(child); root.addSublayer(parent)
            return root
        }
        let flat = try R.render(scene(CALayer()))
        // Child centre at x = 100, 10 px wide: blue on 95…105.
        R.expect(flat, 96, 100, R.blueRGB); R.expect(flat, 103, 100, R.blueRGB); R.expect(flat, 107, 100, R.redRGB)
        let deep = try R.render(scene(CATransformLayer()))
        R.expect(deep, 143, 100, R.blueRGB); R.expect(deep, 100, 100, R.whiteRGB); R.expect(deep, 136, 100, R.whiteRGB)
    }

    /// Back faces: a layer turned past 90° about y disappears unless it is double-sided; hidden and
    /// opacity 0 skip the subtree.
    @Test func backFacesAndHiddenSubtrees() throws {
        let root = R.root(); let l = R.layer(100, 100, at: CGPoint(x: 100, y: 100), color: R.red)
        l.transform = CATransform3DMakeRotation(.pi, 0, 1, 0); root.addSublayer(l)
        R.expect(try R.render(root), 100, 100, R.redRGB)
        l.isDoubleSided = false
        R.expect(try R.render(root), 100, 100, R.whiteRGB)
        l.isDoubleSided = true; l.isHidden = true
        R.expect(try R.render(root), 100, 100, R.whiteRGB)
        l.isHidden = false; l.opacity = 0
        #expect(CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200)).commands.isEmpty)
    }
}

extension LayerRenderGeometryTests {
    /// allowsGroupOpacity = false: each sublayer fades on its own, so the red shows through the blue.
    @Test func opacityWithoutGroup() throws {
        let root = R.root(); let parent = R.layer(100, 100, at: CGPoint(x: 100, y: 100)); parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        parent.addSublayer(R.layer(100, 100, at: CGPoint(x: 50, y: 50), color: R.red))
        parent.addSublayer(R.layer(100, 100, at: CGPoint(x: 50, y: 50), color: R.blue))
        root.addSublayer(parent)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(!list.commands.contains { if case .pushLayer = $0 { true } else { false } })
        // Red at ½ over white (255,128,128), then blue at ½: (128, 64, 191).
        R.expect(try R.render(root), 100, 100, [128, 64, 192], 2)
    }

    /// A layer reaching behind the eye (w ≤ 0 under strong perspective) is clipped at the near plane by
    /// the backends: no crash, the part in front drawn.
    @Test func layerBehindTheEye() throws {
        let root = R.root()
        var perspective = CATransform3DIdentity; perspective.m34 = -1 / 60
        root.sublayerTransform = perspective
        let l = R.layer(160, 160, at: CGPoint(x: 100, y: 100), color: R.red)
        l.transform = CATransform3DMakeRotation(1.2, 1, 0, 0)
        root.addSublayer(l)
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200))
        #expect(LayerRenderBadInputTests.allFinite(list))
        let p = try R.render(root)
        R.expect(p, 100, 100, R.redRGB)
    }
}
