import Foundation
import Testing
import AnimationCore
import Geometry2D
import VectorPath
@testable import ZoetropeUI

/// Frames that only change animated values reuse the last pass's elements; they must equal
/// frames resolved from scratch — while shapes, colors, opacities, effects and frames animate, and
/// after their animations end (the exact end values, not the last interpolated ones).
@Suite struct FrameReuseEquivalenceTests {
    private struct Wedge: Shape {
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.midX, y: rect.midY))
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                     startAngle: .degrees(0), endAngle: .degrees(angle), clockwise: false)
            p.closeSubpath()
            return p
        }
    }

    private struct Everything: View {
        @State var on = false
        var body: some View {
            VStack {
                Wedge(angle: on ? 300 : 20).fill(on ? Color.red : Color.blue).frame(width: 80, height: 80)
                Color.green.frame(width: on ? 120 : 60, height: 30).opacity(on ? 0.3 : 1)
                Rectangle().frame(width: 40, height: 40).rotationEffect(.degrees(on ? 90 : 0)).scaleEffect(on ? 1.5 : 1)
            }
            .onTapGesture { withAnimation(.easeInOut(duration: 1)) { on.toggle() } }
        }
    }

    @Test func reusedFramesEqualResolvedFramesWhileAndAfterAnimating() throws {
        let story = Storyboard("everything", size: CGSize(width: 200, height: 300), duration: 3) { Everything() }
            .tap(.kind("Wedge"), at: 0.5)
            .tap(.kind("Wedge"), at: 2.2)
        var full = story
        full.resolvesEveryFrame = true
        let reused = story.session(), resolved = full.session()
        for k in 0...90 {
            let a = try reused.frame(index: k, fps: 30), b = try resolved.frame(index: k, fps: 30)
            #expect("\(a.displayList.commands)" == "\(b.displayList.commands)", "frame \(k)")
            #expect(a.views.map(\.description) == b.views.map(\.description), "frame \(k)")
        }
        // After the first animation ends the wedge shows exactly 300°.
        let settled = try story.frame(at: 2)
        #expect(settled.views.first { $0.kind == "Wedge" }?.values["animatableData"] == "300.0")
    }
}
