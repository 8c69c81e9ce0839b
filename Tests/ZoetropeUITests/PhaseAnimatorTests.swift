import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// Three phases as opacities, each change linear over 1 s.
private struct Cycling: View {
    var body: some View {
        PhaseAnimator([0.0, 0.5, 1.0]) { phase in
            Color.red.frame(width: 100, height: 100).opacity(phase)
        } animation: { _ in .linear(duration: 1) }
    }
}

/// The same phases, one pass per tap.
private struct Triggered: View {
    @State var taps = 0
    var body: some View {
        PhaseAnimator([0.0, 0.5, 1.0], trigger: taps) { phase in
            Color.red.frame(width: 100, height: 100).opacity(phase)
        } animation: { _ in .linear(duration: 1) }
        .onTapGesture { taps += 1 }
    }
}

@Suite struct PhaseAnimatorTests {
    private func opacity(_ board: Storyboard, at time: Double) throws -> Double {
        try board.frame(at: time).find(.kind("Color")).opacity
    }

    @Test func cyclesThroughThreePhasesEachAnimatedLinearlyForASecond() throws {
        let board = story(8) { Cycling() }
        let expected: [(Double, Double)] = [
            (0, 0), (0.5, 0.25),            // 0 → 0.5 from the appearance
            (1, 0.5), (1.5, 0.75),          // 0.5 → 1 once the first is complete
            (2, 1), (2.5, 0.5),             // 1 → 0: back to the first phase
            (3, 0), (3.25, 0.125),          // and around again
            (7.5, 0.75),                    // third cycle (6 … 9), second change
        ]
        for (time, value) in expected {
            let shown = try opacity(board, at: time)
            #expect(close(shown, value, 1e-6), "t = \(time): \(shown), expected \(value)")
        }
    }

    @Test func triggerRunsOnePassAndStopsOnTheFirstPhase() throws {
        let board = story(8) { Triggered() }.tap(.kind("Color"), at: 1)
        let expected: [(Double, Double)] = [
            (0.5, 0),                       // still, until the trigger changes
            (1, 0), (1.5, 0.25), (2.5, 0.75), (3.5, 0.5), (4, 0),
            (6, 0),                         // the pass ended
        ]
        for (time, value) in expected {
            let shown = try opacity(board, at: time)
            #expect(close(shown, value, 1e-6), "t = \(time): \(shown), expected \(value)")
        }
    }

    @Test func aSecondTriggerRunsASecondPass() throws {
        let board = story(10) { Triggered() }.tap(.kind("Color"), at: 0).tap(.kind("Color"), at: 5)
        #expect(close(try opacity(board, at: 4), 0, 1e-6))
        #expect(close(try opacity(board, at: 5.5), 0.25, 1e-6))
        #expect(close(try opacity(board, at: 6.5), 0.75, 1e-6))
    }

    @Test func aTriggerChangeMidPassMovesOnAtOnce() throws {
        // Second tap at 0.5, halfway into 0 → 0.5: the change to 1 starts then (combined with the
        // running one), ends at 1.5, and the pass returns to 0 by 2.5.
        let board = story(5) { Triggered() }.tap(.kind("Color"), at: 0).tap(.kind("Color"), at: 0.5)
        #expect(close(try opacity(board, at: 0.5), 0.25, 1e-6))
        #expect(close(try opacity(board, at: 1.5), 1, 1e-6))
        #expect(close(try opacity(board, at: 2), 0.5, 1e-6))
        #expect(close(try opacity(board, at: 4), 0, 1e-6))
    }

    @Test func equalConsecutivePhasesAreSkipped() throws {
        let board = story {
            PhaseAnimator([0.0, 0.0, 1.0]) { phase in
                Color.red.frame(width: 100, height: 100).opacity(phase)
            } animation: { _ in .linear(duration: 1) }
        }
        #expect(close(try opacity(board, at: 0.5), 0.5, 1e-6))
        #expect(close(try opacity(board, at: 1.5), 0.5, 1e-6))   // 1 → 0: the equal pair counts once
    }

    @Test func aNilAnimationJumpsAndMovesOnNextFrame() throws {
        let board = story {
            PhaseAnimator([0.25, 0.75]) { phase in
                Color.red.frame(width: 100, height: 100).opacity(phase)
            } animation: { _ in nil }
        }
        // Frame 0 already shows the jump to the second phase; each frame then flips.
        #expect(try opacity(board, at: 0) == 0.75)
        #expect(try opacity(board, at: 1.0 / 60) == 0.25)
        #expect(try opacity(board, at: 2.0 / 60) == 0.75)
    }

    @Test func modifierFormScalesTheModifiedView() throws {
        let board = story {
            Color.red.frame(width: 100, height: 100)
                .phaseAnimator([1.0, 2.0]) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in .linear(duration: 1) }
        }
        #expect(close(try board.frame(at: 0.5).find(.kind("Color")).scaleX, 1.5, 1e-6))
        #expect(close(try board.frame(at: 1.5).find(.kind("Color")).scaleX, 1.5, 1e-6))
    }

    @Test func noPhasesShowNothingAndWarn() throws {
        let frame = try story {
            PhaseAnimator([Double]()) { phase in Color.red.opacity(phase) }
        }.frame(at: 0)
        #expect(frame.views.allSatisfy { $0.kind != "Color" })
        #expect(frame.warnings.contains { $0.contains("no phases") })
    }
}
