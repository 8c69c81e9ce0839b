import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import Testing
@testable import UIKitHosts

/// Bad input from UIKit code: huge view counts, a view added to itself, a layout that never
/// settles, a drawing of ten million segments — bounded work and a clear diagnostic, never a crash
/// or a hang (spec `docs/uikit-hosts.md` §1.2, §1.3, §4.1).
@Suite struct HostileUIKitTests {
    @Test func aHundredThousandSubviewsAreDrawn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for i in 0..<100_000 {
            let dot = UIView(frame: CGRect(x: i % 400, y: (i / 400) % 400, width: 1, height: 1))
            dot.backgroundColor = .red
            root.addSubview(dot)
        }
        #expect(root.subviews.count == 100_000 && root.layer.sublayers?.count == 100_000)
        let list = CARenderer2D.displayList(for: root.layer, size: CGSize(width: 400, height: 400))
        #expect(list.commands.count == 100_000)
    }

    @Test func aLayoutThatNeverSettlesStopsAfterItsPasses() {
        final class Restless: UIView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                frame.size.width += 1          // marks itself for layout again, every time
            }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.passes == UIView.maximumLayoutPasses)
    }

    @Test func aDrawingOfTenMillionSegmentsIsCutAtTheBudget() {
        final class Scribble: UIView {
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                path.move(to: .zero)
                for i in 0..<10_000_000 { path.addLine(to: CGPoint(x: Double(i % 100), y: Double(i % 97))) }
                UIColor.black.setStroke()
                path.stroke()
            }
        }
        let view = Scribble(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.displayIfNeeded()
        // The path itself holds ten million points; the context records none of them past its budget.
        #expect(view.layer.drawing?.list.commands.isEmpty == true)
    }
}
