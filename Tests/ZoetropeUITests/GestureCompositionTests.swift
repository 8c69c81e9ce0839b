import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// `exclusively(before:)`, `sequenced(before:)` and `simultaneously(with:)` under scripted touches.
@Suite struct GestureCompositionTests {
    private func taps(_ story: Storyboard, at times: [Double]) -> Storyboard {
        times.reduce(story) { $0.longPress(.kind("Color"), duration: 0.05, at: $1) }
    }

    @Test func aDoubleTapBeforeASingleTap() throws {
        let log = GestureLog()
        let board = Storyboard("likes", size: CGSize(width: 200, height: 200), duration: 3) {
            Color.red.gesture(TapGesture(count: 2).onEnded { log.events.append("double") }
                .exclusively(before: TapGesture().onEnded { log.events.append("single") }))
        }
        _ = try taps(board, at: [0.5, 0.7]).frame(at: 2)
        #expect(log.events == ["double"], "the single tap waits for the double tap to fail")
        log.events = []
        // One tap: the single tap counts once the double tap's second tap can no longer come
        // (lifted at 0.55, + 0.35 s).
        let single = taps(board, at: [0.5])
        _ = try single.frame(at: 0.85)
        #expect(log.events.isEmpty)
        _ = try single.frame(at: 0.95)
        #expect(log.events == ["single"])
    }

    @Test func aLongPressThenADrag() throws {
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let board = Storyboard("hold-drag", size: CGSize(width: 200, height: 200), duration: 3) {
            Color.red.gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onChanged { values.append($0) })
        }
        // Down at 0.5, still until 1.2 (the press completes at 1.0), then 40 points right by 1.5.
        let script = board.touchSequence(at: 0.5, duration: 1, hold: 0, start: { _ in [CGPoint(x: 100, y: 100)] }) { progress in
            [CGSize(width: max(0, progress - 0.7) / 0.3 * 40, height: 0)]
        }
        _ = try script.frame(at: 2)
        #expect(values.first == .first(true))
        #expect(values.contains(.second(true, nil)))
        guard case .second(true, let drag?)? = values.last else { Issue.record("\(String(describing: values.last))"); return }
        #expect(abs(drag.translation.width - 40) < 1e-9, "\(drag.translation)")
    }

    @Test func aDragAndATapTogether() throws {
        var last: SimultaneousGesture<DragGesture, LongPressGesture>.Value?
        let board = Storyboard("both", size: CGSize(width: 200, height: 200), duration: 2) {
            Color.red.gesture(DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2)).onChanged { last = $0 })
        }
        _ = try board.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 104, y: 100), duration: 0.5, at: 0.5).frame(at: 1.5)
        #expect(last?.first?.translation.width == 4)
        #expect(last?.second == true)
    }
}
