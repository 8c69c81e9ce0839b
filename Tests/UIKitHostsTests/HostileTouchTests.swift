import AnimationCore
import Foundation
import Geometry2D
import LayerTree
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// Touches and display links under hostile input: no crash, no hang, bounded work.
@Suite struct HostileTouchTests {
    final class Counter {
        var count = 0
        func hit() { count += 1 }
        func step(_ link: CADisplayLink) { count += 1 }
    }

    /// A 100² screen of a view `setUp` prepares, with `script` on it, sampled once at 2 s.
    func run(_ setUp: @escaping (UIView) -> Void, _ script: (UIKitTimeline) -> Void) {
        let screen = UIKitTimeline(size: CGSize(width: 100, height: 100)) { () -> UIView in
            let view = UIView()
            setUp(view)
            return view
        }
        script(screen)
        _ = screen.displayList(at: 2)
    }

    @Test func tenThousandRecognizersOnOneViewTapOnce() {
        let counter = Counter()
        run({ view in
            for _ in 0..<10_000 { view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Counter.hit)) }
        }) { $0.tap(.point(x: 50, y: 50), at: 1) }
        #expect(counter.count == 1)          // the first recognizes, the others fail
    }

    @Test func recognizersRequiringEachOtherToFailDoNotHang() {
        let counter = Counter()
        run({ view in
            let a = UITapGestureRecognizer(target: counter, action: Counter.hit)
            let b = UITapGestureRecognizer(target: counter, action: Counter.hit)
            a.require(toFail: b)
            b.require(toFail: a)
            a.require(toFail: a)                 // itself: ignored
            view.addGestureRecognizer(a)
            view.addGestureRecognizer(b)
        }) { $0.tap(.point(x: 50, y: 50), at: 1) }
        #expect(counter.count == 1)
    }

    /// A pan whose action takes its view out of the window while the finger still moves.
    final class Remover {
        var calls = 0
        func panned(_ pan: UIPanGestureRecognizer) {
            calls += 1
            pan.view?.removeFromSuperview()
        }
    }

    @Test func aRecognizerWhoseViewLeavesMidSequenceStopsQuietly() {
        let remover = Remover()
        run({ view in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.addGestureRecognizer(UIPanGestureRecognizer(target: remover, action: Remover.panned(_:)))
            view.addSubview(card)
        }) { screen in
            screen.drag(.point(x: 50, y: 50), by: CGSize(width: 40, height: 0), duration: 0.3, at: 1)
            screen.tap(.point(x: 50, y: 50), at: 1.5)
        }
        #expect(remover.calls >= 1)
    }

    /// NaN or infinite preferred rates are no preference (60); too high ones are clamped to 120.
    @Test func displayLinksWithBadRatesRunAtTheDefaultOrTheMaximum() {
        for (rate, fps, expected) in [(Float.nan, 0, 60), (Float.infinity, 0, 60), (500, 0, 120), (-5, 0, 60), (nil, Int.max, 120), (nil, -3, 60)] {
            let counter = Counter()
            let timeline = LayerTimeline(root: CALayer())
            timeline.at(0) {
                let link = CADisplayLink(target: counter, selector: Counter.step(_:))
                if let rate { link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: rate) }
                link.preferredFramesPerSecond = fps
                link.add(to: .main, forMode: .common)
            }
            timeline.seek(to: 1)
            #expect(counter.count == expected, "rate \(String(describing: rate)), fps \(fps)")
        }
    }

    @Test func aDisplayLinkOnAClockWithoutFramesDoesNotRun() {
        let counter = Counter(), added = Counter()
        let timeline = LayerTimeline(root: CALayer())
        timeline.at(1e300) {
            CADisplayLink(target: counter, selector: Counter.step(_:)).add(to: .main, forMode: .common)
            added.hit()
        }
        timeline.seek(to: 1e300)
        #expect(added.count == 1)                 // it was added (with a warning)…
        #expect(counter.count == 0)               // …and never ran
    }
}
