import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// Every time-driven view at once, with springs (stateful, stepped) and taps off the frame grid.
private struct Everything: View {
    @State var taps = 0
    var body: some View {
        VStack {
            TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { context in
                Color.red.frame(width: 30, height: 30).scaleEffect(1 + VirtualClock.time(of: context.date) / 10)
            }
            KeyframeAnimator(initialValue: 0.0, trigger: taps) { x in
                Color.green.frame(width: 30, height: 30).offset(x: x)
            } keyframes: { _ in
                KeyframeTrack {
                    SpringKeyframe(40.0, duration: 0.8)
                    CubicKeyframe(0.0, duration: 0.6)
                }
            }
            PhaseAnimator([0.2, 1.0, 0.6], trigger: taps) { opacity in
                Color.blue.frame(width: 30, height: 30).opacity(opacity)
            } animation: { _ in .spring(duration: 0.4, bounce: 0.3) }
            Rectangle().frame(width: 30, height: 30)
                .phaseAnimator([0.0, 45.0]) { content, angle in
                    content.rotationEffect(.degrees(angle))
                } animation: { _ in .snappy }
            KeyframeAnimator(initialValue: 1.0) { scale in
                Circle().frame(width: 30, height: 30).scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack { CubicKeyframe(1.3, duration: 0.35); CubicKeyframe(1.0, duration: 0.4) }
            }
        }
        .onTapGesture { withAnimation(.easeOut(duration: 0.3)) { taps += 1 } }
    }
}

@Suite struct TimeDrivenDeterminismTests {
    private let board = story(2.5) { Everything() }
        .tap(.kind("VStack"), at: 0.37)
        .tap(.kind("VStack"), at: 1.13)

    private func describe(_ frame: StoryboardFrame) -> String {
        "\(frame.displayList.commands)\n" + frame.views.map(\.description).joined(separator: "\n")
    }

    @Test func framesAloneEqualTheSameFramesInAFullSession() throws {
        let session = board.session()
        var full: [String] = []
        for k in 0..<board.frameCount() { full.append(describe(try session.frame(index: k))) }
        for k in [149, 22, 68, 23, 100, 0] {   // any order, each alone
            #expect(describe(try board.frame(index: k)) == full[k], "frame \(k)")
        }
        // The views moved: frames differ over time (the test compares something).
        #expect(Set(full).count > 100)
    }

    @Test func aTimeOffTheGridIsTheSameAloneAndAfterEarlierFrames() throws {
        let session = board.session()
        for k in 0..<75 { _ = try session.frame(index: k) }
        let inSession = describe(try session.frame(at: 1.2345, fps: 60))
        #expect(describe(try board.frame(at: 1.2345)) == inSession)
    }
}
