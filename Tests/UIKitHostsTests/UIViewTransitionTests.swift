import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import UIKitHosts

/// `UIView.transition`: a snapshot of the old content over the new, dissolved or flipped away
/// (spec `docs/uikit-hosts.md` §2.6, vectors X1–X2).
@Suite struct UIViewTransitionTests {
    private func color(_ screen: UIKitTimeline, at t: Double) throws -> PremultipliedRGBA8? {
        var p = try Pixmap(width: 40, height: 40)
        try SoftwareRenderer(threads: 1).render(screen.displayList(at: t), into: &p)
        return p.pixel(x: 20, y: 20)
    }

    @Test func aCrossDissolveFadesTheOldContentOverTheNew() throws {   // X1
        var done: [Double] = []
        let screen = UIKitTimeline(size: CGSize(width: 40, height: 40)) {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            box.backgroundColor = .red
            return box
        }
        screen.at(1) { controller in
            let box: UIView = controller.view     // UIKitTimeline(rootView:) makes the box the controller's view
            UIView.transition(with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                box.backgroundColor = .blue
            }, completion: { _ in done.append(CACurrentMediaTime()) })
        }
        let before = try #require(try color(screen, at: 0.5))
        #expect(before.red == 255 && before.blue == 0)
        let half = try #require(try color(screen, at: 1.5))
        #expect(abs(Int(half.red) - 128) <= 2 && abs(Int(half.blue) - 127) <= 2 && half.alpha == 255)
        let after = try #require(try color(screen, at: 2.5))
        #expect(after.blue == 255 && after.red == 0)
        #expect(done == [2])
    }

    @Test func aFlipTurnsTheViewAndSwapsAtHalfway() throws {   // X2
        var shown: UIView?
        let screen = UIKitTimeline(size: CGSize(width: 40, height: 40)) {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            box.backgroundColor = .red
            shown = box
            return box
        }
        screen.at(1) { _ in
            guard let box = shown else { return }
            UIView.transition(with: box, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: { box.backgroundColor = .blue })
        }
        let quarter = try #require(screen.presentation(at: 1.25) { _ in shown?.layer ?? CALayer() })
        #expect(abs(quarter.transform.m11 - cos(.pi / 4)) < 1e-6)     // a quarter of the way: turned 45°
        #expect(try color(screen, at: 1.25)?.red == 255)               // the old side
        #expect(try color(screen, at: 1.75)?.blue == 255)              // the new side
        #expect(try color(screen, at: 2.5)?.blue == 255)
    }
}
