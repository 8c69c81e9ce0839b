import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// 0 → 1 in 1 s, then → 0.5 in 1 s (duration 2).
private func upThenHalf(_ start: Double) -> some Keyframes<Double> {
    KeyframeTrack {
        LinearKeyframe(1.0, duration: 1)
        LinearKeyframe(0.5, duration: 1)
    }
}

/// 0 → 1 → 0, a second each (a closed loop of 2 s).
private func upAndDown(_ start: Double) -> some Keyframes<Double> {
    KeyframeTrack {
        LinearKeyframe(1.0, duration: 1)
        LinearKeyframe(0.0, duration: 1)
    }
}

/// A keyframe animator driven by taps on its square; the square's opacity is the value.
private struct Triggered: View {
    @State var taps = 0
    var body: some View {
        KeyframeAnimator(initialValue: 0.0, trigger: taps) { value in
            Color.red.frame(width: 100, height: 100).opacity(value)
        } keyframes: { start in
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 1)
                LinearKeyframe(start, duration: 1)   // back to where this play started
            }
        }
        .onTapGesture { taps += 1 }
    }
}

@Suite struct KeyframeAnimatorTests {
    private func opacity(_ board: Storyboard, at time: Double) throws -> Double {
        try board.frame(at: time).find(.kind("Color")).opacity
    }

    @Test func linearKeyframesGiveExactValuesFromTheAppearance() throws {
        let board = story {
            KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                Color.red.frame(width: 100, height: 100).opacity(value)
            } keyframes: { upThenHalf($0) }
        }
        #expect(try opacity(board, at: 0) == 0)
        #expect(try opacity(board, at: 0.25) == 0.25)
        #expect(try opacity(board, at: 0.5) == 0.5)
        #expect(try opacity(board, at: 1) == 1)
        #expect(try opacity(board, at: 1.5) == 0.75)
    }

    @Test func repeatingLoopsTheTimelineDuration() throws {
        let board = story(8) {
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: 100, height: 100).opacity(value)
            } keyframes: { upAndDown($0) }
        }
        #expect(try opacity(board, at: 1.5) == 0.5)
        #expect(try opacity(board, at: 2) == 0)          // loop 2 begins
        #expect(try opacity(board, at: 2.5) == 0.5)
        #expect(try opacity(board, at: 3.25) == 0.75)
        #expect(try opacity(board, at: 6.75) == 0.75)    // loop 4 (6 … 8)
    }

    @Test func eachLoopStartsFromTheValueThePreviousEndedOn() throws {
        // 0 → 1 → 0.5; loop 2 runs the same keyframes from 0.5: 0.5 → 1 → 0.5.
        let board = story(5) {
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: 100, height: 100).opacity(value)
            } keyframes: { upThenHalf($0) }
        }
        #expect(try opacity(board, at: 2) == 0.5)
        #expect(try opacity(board, at: 2.5) == 0.75)
        #expect(try opacity(board, at: 3.5) == 0.75)
    }

    @Test func notRepeatingShowsTheTimelineStartValue() throws {
        let board = story {
            KeyframeAnimator(initialValue: 0.25, repeating: false) { value in
                Color.red.frame(width: 100, height: 100).opacity(value)
            } keyframes: { upAndDown($0) }
        }
        #expect(try opacity(board, at: 0) == 0.25)
        #expect(try opacity(board, at: 0.5) == 0.25)
        #expect(try opacity(board, at: 2) == 0.25)
    }

    @Test func triggerPlaysOnceFromTheChangeAndHoldsTheEnd() throws {
        let board = story(5) { Triggered() }.tap(.kind("Color"), at: 1)
        #expect(try opacity(board, at: 0.5) == 0)        // initial value until the trigger changes
        #expect(try opacity(board, at: 1) == 0)
        #expect(try opacity(board, at: 1.5) == 0.5)
        #expect(try opacity(board, at: 2.25) == 0.75)
        #expect(try opacity(board, at: 3) == 0)
        #expect(try opacity(board, at: 4.5) == 0)        // held
    }

    @Test func triggerChangeWhilePlayingRestartsFromTheShownValue() throws {
        // Second tap at 1.5 (value 0.5): keyframes(0.5) = 0.5 → 1 → 0.5 from 1.5.
        let board = story(5) { Triggered() }.tap(.kind("Color"), at: 1).tap(.kind("Color"), at: 1.5)
        #expect(try opacity(board, at: 1.5) == 0.5)
        #expect(try opacity(board, at: 2) == 0.75)
        #expect(try opacity(board, at: 2.5) == 1)
        #expect(try opacity(board, at: 3) == 0.75)
        #expect(try opacity(board, at: 4) == 0.5)        // held at the start of this play
    }

    @Test func modifierFormAnimatesTheModifiedView() throws {
        struct Bounce: View {
            @State var taps = 0
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        KeyframeTrack { LinearKeyframe(2.0, duration: 1) }
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        let board = story { Bounce() }.tap(.kind("Color"), at: 0.5)
        #expect(try board.frame(at: 0.25).find(.kind("Color")).scaleX == 1)
        #expect(try board.frame(at: 1).find(.kind("Color")).scaleX == 1.5)
        #expect(try board.frame(at: 2).find(.kind("Color")).scaleX == 2)
    }

    @Test func withAnimationDoesNotBendTheKeyframeValuesButAnimatesTheModifiedView() throws {
        // A tap at 0.25 animates the square's opacity (1 → 0 over 1 s, linear) while a repeating
        // keyframe scale runs: the scale stays exact, the opacity interpolates.
        struct Busy: View {
            @State var faded = false
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .opacity(faded ? 0 : 1)
                    .keyframeAnimator(initialValue: 1.0) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        KeyframeTrack { LinearKeyframe(2.0, duration: 1); LinearKeyframe(1.0, duration: 1) }
                    }
                    .onTapGesture { withAnimation(.linear(duration: 1)) { faded = true } }
            }
        }
        let board = story { Busy() }.tap(.kind("Color"), at: 0.25)
        let view = try board.frame(at: 0.75).find(.kind("Color"))
        #expect(view.scaleX == 1.75)
        #expect(close(view.opacity, 0.5, 1e-6))
    }
}
