import Foundation
import Geometry2D
import LayerTree
import Testing
@testable import ZoetropeUI
@testable import UIKitHosts

/// Foundation's clock inside a UIKit screen: `Timer.scheduledTimer` blocks, `asyncAfter` and
/// `Date()` follow the screen's virtual clock (spec `docs/uikit-hosts.md` §3.4, vectors T1–T2).
@Suite struct UIKitTimeTests {
    final class CounterController: UIViewController, @unchecked Sendable {
        let label = UILabel()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ticks = 0
        var started = Date.distantPast
        var timer: Timer?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
            view.addSubview(box)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            started = Date()
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
                guard let self else { return }
                ticks += 1
                label.text = "\(ticks)"
                if ticks == 4 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.center = CGPoint(x: 105, y: 5) })
            }
        }
    }

    @Test func timersAndDelayedBlocksRunOnTheScreensClock() throws {   // T1
        guard WallClock.timersAreVirtual else { return }   // a static Foundation keeps its run loop (see ModelsAndTime.md)
        let screen = UIKitTimeline(size: CGSize(width: 200, height: 100)) { CounterController() }
        func read(_ t: Double) -> (ticks: Int, x: CGFloat, date: Date) {
            var shown: CounterController?
            let box = screen.presentation(at: t) { controller in
                shown = controller as? CounterController
                return shown?.box.layer ?? CALayer()
            }
            // The pick runs before the screen reaches `t`: read the controller after.
            return (shown?.ticks ?? -1, box?.position.x ?? -1, shown?.started ?? .distantPast)
        }
        #expect(read(0.25).ticks == 0)
        #expect(read(1.25).ticks == 2)
        let late = read(1.5)
        #expect(late.ticks == 3 && abs(late.x - 55) < 1e-6)     // the block at 1 s animates 5 → 105 over 1 s
        #expect(read(4).ticks == 4)                              // invalidated after the fourth
        #expect(read(0.75).ticks == 1)                           // built again: the same at the same time
        #expect(read(0.75).date == Date(timeIntervalSinceReferenceDate: 0))   // Date() at time 0
    }
}
