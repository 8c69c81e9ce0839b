import Foundation
import Geometry2D
import RenderCommands
@testable import LayerTree

/// Layer scenes shared by the golden and CPU/GPU parity tests (each ≤ 256² pixels at scale 2).
enum LayerRenderScenes {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

    static func root(_ side: CGFloat = 128) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        root.position = CGPoint(x: side / 2, y: side / 2)
        return root
    }

    /// A card: rounded corners, blurred shadow, border, a gradient header clipped by masksToBounds,
    /// a trimmed round-capped ring, a label and a half-transparent badge group.
    static func card() -> CALayer {
        let root = root()
        root.backgroundColor = color(0.95, 0.95, 0.97)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 96, height: 84); card.position = CGPoint(x: 64, y: 62)
        card.backgroundColor = color(1, 1, 1); card.cornerRadius = 12
        card.borderWidth = 1; card.borderColor = color(0.8, 0.8, 0.85)
        card.shadowOpacity = 0.35; card.shadowRadius = 5; card.shadowOffset = CGSize(width: 0, height: 4)
        card.shadowColor = color(0, 0, 0)
        let clip = CALayer()
        clip.bounds = card.bounds; clip.position = CGPoint(x: 48, y: 42); clip.cornerRadius = 12; clip.masksToBounds = true
        let header = CAGradientLayer()
        header.bounds = CGRect(x: 0, y: 0, width: 120, height: 30); header.position = CGPoint(x: 48, y: 15)
        header.colors = [color(0.2, 0.4, 1), color(0.7, 0.2, 0.9)]
        header.startPoint = CGPoint(x: 0, y: 0.5); header.endPoint = CGPoint(x: 1, y: 0.5)
        clip.addSublayer(header)
        card.addSublayer(clip)
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 36, height: 36); ring.position = CGPoint(x: 28, y: 58)
        ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 28, height: 28), transform: nil)
        ring.fillColor = nil; ring.strokeColor = color(1, 0.45, 0.1); ring.lineWidth = 5; ring.lineCap = .round
        ring.strokeStart = 0.1; ring.strokeEnd = 0.75
        card.addSublayer(ring)
        let label = CATextLayer()
        label.bounds = CGRect(x: 0, y: 0, width: 44, height: 16); label.position = CGPoint(x: 70, y: 54)
        label.string = "Zoe"; label.fontSize = 13; label.foregroundColor = color(0.1, 0.1, 0.15); label.alignmentMode = .center
        card.addSublayer(label)
        let badge = CALayer()
        badge.bounds = CGRect(x: 0, y: 0, width: 30, height: 14); badge.position = CGPoint(x: 70, y: 72); badge.opacity = 0.6
        let b1 = CALayer(); b1.bounds = badge.bounds; b1.position = CGPoint(x: 15, y: 7); b1.backgroundColor = color(0.1, 0.7, 0.3)
        b1.cornerRadius = 7
        let b2 = CALayer(); b2.bounds = CGRect(x: 0, y: 0, width: 10, height: 10); b2.position = CGPoint(x: 15, y: 7)
        b2.backgroundColor = color(1, 1, 1); b2.cornerRadius = 5
        badge.addSublayer(b1); badge.addSublayer(b2)
        card.addSublayer(badge)
        root.addSublayer(card)
        return root
    }

    /// A replicator spinner (12 bars, alpha falling per copy, a shadow each) and a dashed square.
    static func spinner() -> CALayer {
        let root = root()
        root.backgroundColor = color(1, 1, 1)
        let rep = CAReplicatorLayer()
        rep.bounds = CGRect(x: 0, y: 0, width: 80, height: 80); rep.position = CGPoint(x: 64, y: 64)
        rep.instanceCount = 12
        rep.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        rep.instanceAlphaOffset = -1.0 / 12; rep.instanceBlueOffset = -0.08
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 8, height: 22); bar.position = CGPoint(x: 40, y: 13)
        bar.backgroundColor = color(0.3, 0.5, 1); bar.cornerRadius = 4
        bar.shadowOpacity = 0.4; bar.shadowRadius = 2; bar.shadowOffset = CGSize(width: 0, height: 2); bar.shadowColor = color(0, 0, 0)
        rep.addSublayer(bar)
        root.addSublayer(rep)
        let dashed = CAShapeLayer()
        dashed.bounds = root.bounds; dashed.position = root.position
        dashed.path = CGPath(roundedRect: CGRect(x: 8, y: 8, width: 112, height: 112), cornerWidth: 16, cornerHeight: 16, transform: nil)
        dashed.fillColor = nil; dashed.strokeColor = color(0.9, 0.2, 0.3); dashed.lineWidth = 2; dashed.lineDashPattern = [6, 4]
        root.addSublayer(dashed)
        return root
    }

    /// 3-D: a CATransformLayer holding two faces under perspective, a flattened rotated card, a
    /// conic gradient disc with an elliptical mask, and a back face culled.
    static func depth() -> CALayer {
        let root = root()
        root.backgroundColor = color(0.98, 0.97, 0.94)
        var perspective = CATransform3DIdentity; perspective.m34 = -1 / 300
        root.sublayerTransform = perspective
        let box = CATransformLayer()
        box.bounds = CGRect(x: 0, y: 0, width: 50, height: 50); box.position = CGPoint(x: 40, y: 40)
        box.transform = CATransform3DRotate(CATransform3DMakeRotation(0.5, 0, 1, 0), 0.3, 1, 0, 0)
        let front = CALayer(); front.bounds = box.bounds; front.position = CGPoint(x: 25, y: 25); front.zPosition = 25
        front.backgroundColor = color(0.9, 0.3, 0.2, 0.9); front.borderWidth = 2; front.borderColor = color(0.4, 0.1, 0.1)
        let side = CALayer(); side.bounds = box.bounds; side.position = CGPoint(x: 50, y: 25)
        side.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0); side.backgroundColor = color(0.2, 0.5, 0.9)
        box.addSublayer(side); box.addSublayer(front)
        root.addSublayer(box)
        let flat = CALayer()
        flat.bounds = CGRect(x: 0, y: 0, width: 44, height: 30); flat.position = CGPoint(x: 96, y: 36)
        flat.transform = CATransform3DMakeRotation(-0.8, 1, 0, 0); flat.backgroundColor = color(0.2, 0.7, 0.4); flat.cornerRadius = 8
        let inner = CALayer(); inner.bounds = CGRect(x: 0, y: 0, width: 16, height: 16); inner.position = CGPoint(x: 22, y: 15)
        inner.zPosition = 40; inner.backgroundColor = color(1, 1, 0.3)
        flat.addSublayer(inner)
        root.addSublayer(flat)
        let disc = CAGradientLayer()
        disc.bounds = CGRect(x: 0, y: 0, width: 56, height: 56); disc.position = CGPoint(x: 44, y: 96)
        disc.type = .conic; disc.startPoint = CGPoint(x: 0.5, y: 0.5); disc.endPoint = CGPoint(x: 1, y: 0.5)
        disc.colors = [color(1, 0, 0), color(1, 1, 0), color(0, 0.8, 1), color(1, 0, 0)]
        let mask = CAShapeLayer(); mask.bounds = disc.bounds; mask.position = CGPoint(x: 28, y: 28)
        mask.path = CGPath(ellipseIn: CGRect(x: 2, y: 8, width: 52, height: 40), transform: nil)
        disc.mask = mask
        root.addSublayer(disc)
        let back = CALayer()
        back.bounds = CGRect(x: 0, y: 0, width: 30, height: 30); back.position = CGPoint(x: 100, y: 100)
        back.transform = CATransform3DMakeRotation(2.6, 0, 1, 0); back.backgroundColor = color(0, 0, 0); back.isDoubleSided = false
        let front2 = CALayer()
        front2.bounds = back.bounds; front2.position = back.position
        front2.transform = CATransform3DMakeRotation(0.4, 0, 1, 0); front2.backgroundColor = color(0.5, 0.2, 0.8, 0.7)
        front2.isDoubleSided = false
        root.addSublayer(back); root.addSublayer(front2)
        return root
    }

    /// A 16×16 image: four coloured quadrants.
    static func quadrants() -> CGImage? {
        var bytes = [UInt8](repeating: 255, count: 16 * 16 * 4)
        for y in 0..<16 {
            for x in 0..<16 {
                let i = 4 * (y * 16 + x)
                let c: [UInt8] = x < 8 ? (y < 8 ? [230, 60, 50] : [40, 170, 80]) : (y < 8 ? [50, 90, 220] : [240, 190, 30])
                bytes[i] = c[0]; bytes[i + 1] = c[1]; bytes[i + 2] = c[2]
            }
        }
        return (try? Pixmap(width: 16, height: 16, premultipliedBytes: bytes)).map(CGImage.init(pixmap:))
    }

    /// Clips and images in perspective: a rounded masksToBounds layer tilted with a blurred shadow,
    /// holding an image (aspect fill) and a rotated text; a contents image cropped by contentsRect
    /// with gravity; a group without group opacity; a geometry-flipped layer.
    static func clips() -> CALayer {
        let root = root()
        root.backgroundColor = color(0.93, 0.95, 0.98)
        var perspective = CATransform3DIdentity; perspective.m34 = -1 / 250
        let stage = CALayer(); stage.bounds = root.bounds; stage.position = root.position; stage.sublayerTransform = perspective
        let tile = CALayer()
        tile.bounds = CGRect(x: 0, y: 0, width: 64, height: 56); tile.position = CGPoint(x: 42, y: 40)
        tile.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
        tile.cornerRadius = 14; tile.masksToBounds = true; tile.backgroundColor = color(1, 1, 1)
        let picture = CALayer(); picture.bounds = CGRect(x: 0, y: 0, width: 64, height: 40); picture.position = CGPoint(x: 32, y: 20)
        picture.contents = quadrants(); picture.contentsGravity = .resizeAspectFill
        tile.addSublayer(picture)
        let caption = CATextLayer()
        caption.bounds = CGRect(x: 0, y: 0, width: 60, height: 14); caption.position = CGPoint(x: 32, y: 47)
        caption.string = "Tilted"; caption.fontSize = 11; caption.foregroundColor = color(0.1, 0.1, 0.2)
        caption.alignmentMode = .center; caption.transform = CATransform3DMakeRotation(-0.08, 0, 0, 1)
        tile.addSublayer(caption)
        let shadowed = CALayer()
        shadowed.bounds = CGRect(x: 0, y: 0, width: 44, height: 44); shadowed.position = CGPoint(x: 98, y: 38)
        shadowed.transform = CATransform3DMakeRotation(-0.7, 1, 0, 0)
        shadowed.backgroundColor = color(0.95, 0.55, 0.2); shadowed.cornerRadius = 22
        shadowed.shadowOpacity = 0.6; shadowed.shadowRadius = 4; shadowed.shadowOffset = CGSize(width: 3, height: 5)
        shadowed.shadowColor = color(0.1, 0, 0.3)
        stage.addSublayer(tile); stage.addSublayer(shadowed)
        root.addSublayer(stage)
        let cropped = CALayer()
        cropped.bounds = CGRect(x: 0, y: 0, width: 40, height: 40); cropped.position = CGPoint(x: 30, y: 100)
        cropped.contents = quadrants(); cropped.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        cropped.contentsGravity = .bottomRight; cropped.contentsScale = 0.5
        cropped.borderWidth = 1; cropped.borderColor = color(0.3, 0.3, 0.3)
        root.addSublayer(cropped)
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 40, height: 40); loose.position = CGPoint(x: 74, y: 100)
        loose.opacity = 0.5; loose.allowsGroupOpacity = false
        let l1 = CALayer(); l1.bounds = CGRect(x: 0, y: 0, width: 28, height: 28); l1.position = CGPoint(x: 14, y: 14)
        l1.backgroundColor = color(0.9, 0.1, 0.3)
        let l2 = CALayer(); l2.bounds = l1.bounds; l2.position = CGPoint(x: 26, y: 26); l2.backgroundColor = color(0.1, 0.3, 0.9)
        loose.addSublayer(l1); loose.addSublayer(l2)
        root.addSublayer(loose)
        let flipped = CALayer()
        flipped.bounds = CGRect(x: 0, y: 0, width: 30, height: 40); flipped.position = CGPoint(x: 110, y: 100)
        flipped.isGeometryFlipped = true; flipped.backgroundColor = color(0.85, 0.85, 0.9)
        let marker = CALayer(); marker.bounds = CGRect(x: 0, y: 0, width: 30, height: 10); marker.position = CGPoint(x: 15, y: 5)
        marker.backgroundColor = color(0.2, 0.6, 0.3)
        flipped.addSublayer(marker)
        root.addSublayer(flipped)
        return root
    }

    static let all: [(name: String, make: @Sendable () -> CALayer)] = [
        ("layers-card", card), ("layers-spinner", spinner), ("layers-depth", depth), ("layers-clips", clips),
    ]
}
