import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// Text drawing (`String.draw`, `NSAttributedString`), `UILabel` and `UIImageView` (spec
/// `docs/uikit-hosts.md` §5, vectors L1–L5).
@Suite struct UILabelAndImageViewTests {
    private func render(_ view: UIView, width: Int, height: Int, at time: Double = 0) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        let list = UIKitTimeline(size: CGSize(width: width, height: height)) { view }.displayList(at: time)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        return pixmap
    }

    /// The box of the pixels with alpha, or nil.
    private func inkBox(_ p: Pixmap) -> CGRect? {
        var box = CGRect.null
        for y in 0..<p.height { for x in 0..<p.width where (p.pixel(x: x, y: y)?.alpha ?? 0) > 64 {
            box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
        } }
        return box.isNull ? nil : box
    }

    @Test func stringsDrawAtTheirTopLeftInTheirAttributes() throws {   // L1
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attributes)
        #expect(size.width > 40 && size.width < 70 && size.height > 20 && size.height < 30)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }())
        let image = renderer.image { _ in "Hello".draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes) }
        let p = try #require(image.pixels?.pixmap)
        let ink = try #require(inkBox(p))
        #expect(ink.minX >= 10 && ink.minX <= 13 && ink.minY >= 5 && ink.maxY <= 5 + size.height + 1)
        #expect(abs(ink.width - size.width) < 4)
        // Two runs in two colours.
        let two = NSMutableAttributedString(string: "AB", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
        two.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        let both = try #require(renderer.image { _ in two.draw(at: .zero) }.pixels?.pixmap)
        let reds = (0..<40).filter { x in (0..<40).contains { y in (both.pixel(x: x, y: y)?.red ?? 0) > 200 } }
        let blues = (0..<60).filter { x in (0..<40).contains { y in (both.pixel(x: x, y: y)?.blue ?? 0) > 200 } }
        #expect(!reds.isEmpty && !blues.isEmpty && (reds.max() ?? 0) < (blues.min() ?? 0))
    }

    @Test func aLabelCentresItsTextVerticallyAndAlignsIt() throws {   // L2
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Title"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        label.textColor = .black
        label.textAlignment = .center
        let ink = try #require(inkBox(try render(label, width: 200, height: 60)))
        #expect(abs(ink.midX - 100) < 3 && abs(ink.midY - 30) < 5)
        #expect(label.intrinsicContentSize.height == ceil(label.font.lineHeight) || abs(label.intrinsicContentSize.height - label.font.lineHeight) < 2)
        label.textAlignment = .right
        #expect(try inkBox(try render(label, width: 200, height: 60)).map { abs($0.maxX - 200) < 4 } == true)
    }

    @Test func aLabelWrapsAndTruncatesByItsLineCount() throws {   // L3
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.text = "The quick brown fox jumps over the lazy dog again and again"
        let one = label.sizeThatFits(CGSize(width: 120, height: 1_000))
        label.numberOfLines = 0
        let all = label.sizeThatFits(CGSize(width: 120, height: 1_000))
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 1_000))
        #expect(one.width > 120 && all.width <= 120 && all.height > two.height + 1 && abs(two.height - 2 * one.height) < 2)
        label.sizeToFit()
        #expect(label.frame.size == two)
    }

    @Test func anImageViewShowsPixelsByContentModeAndSymbolsInTint() throws {   // L4
        var red = try Pixmap(width: 20, height: 10)
        red.fill(premultiplied: PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let view = UIImageView(image: UIImage(pixmap: red))
        #expect(view.frame.size == CGSize(width: 20, height: 10) && view.layer.contents is CGImage)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        let p = try render(view, width: 40, height: 40)
        #expect(p.pixel(x: 20, y: 20)?.red == 255 && p.pixel(x: 20, y: 5)?.alpha == 0)   // 40 × 20 in the middle
        let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
        heart.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        heart.tintColor = .systemPink
        let h = try render(heart, width: 40, height: 40)
        #expect((h.pixel(x: 20, y: 22)?.alpha ?? 0) == 255 && (h.pixel(x: 20, y: 22)?.red ?? 0) > 200)
    }

    @Test func animationImagesPlayAsDiscreteContentsKeyframes() throws {   // L5
        func solid(_ r: UInt8, _ b: UInt8) throws -> UIImage {
            var p = try Pixmap(width: 4, height: 4)
            p.fill(premultiplied: PremultipliedRGBA8(red: r, green: 0, blue: b, alpha: 255))
            return UIImage(pixmap: p)
        }
        let frames = [try solid(255, 0), try solid(0, 255)]
        let screen = UIKitTimeline(size: CGSize(width: 8, height: 8)) {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            view.animationImages = frames
            view.animationDuration = 1
            view.startAnimating()
            return view
        }
        func color(at t: Double) throws -> PremultipliedRGBA8? {
            var p = try Pixmap(width: 8, height: 8)
            try SoftwareRenderer(threads: 1).render(screen.displayList(at: t), into: &p)
            return p.pixel(x: 4, y: 4)
        }
        #expect(try color(at: 0.25)?.red == 255 && color(at: 0.75)?.blue == 255 && color(at: 1.25)?.red == 255)
    }
}
