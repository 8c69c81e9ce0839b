import Foundation
import Testing
import AnimationCore
import Geometry2D
import VectorPath
@testable import ZoetropeUI

// Seed 004's animatable shape and AnimatableModifier (view-layer spec V7/T8, §5 T15), and onChange.

private struct CountDownCircle: Shape {
    var animatableData: Double
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: (rect.width - 10) / 2,
                 startAngle: .degrees(-90), endAngle: .degrees(animatableData), clockwise: false)
        return p
    }
}

private struct CountDownRing: View {
    @State private var animatedData: Double = 0
    var body: some View {
        CountDownCircle(animatableData: -animatedData * 360 - 90)
            .stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round)).opacity(0.4)
            .frame(width: 200, height: 200)
            .onAppear {
                animatedData = 0.75
                withAnimation(.linear(duration: 3)) { animatedData = 0 }
            }
    }
}

private struct Cardify: ViewModifier, Animatable {
    var animatableData: Double
    init(isFaceUp: Bool) { animatableData = isFaceUp ? 0 : 180 }
    var isFaceUp: Bool { animatableData < 90 }
    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: 10).fill(Color.white).accessibilityLabel("front")
                content
            } else {
                RoundedRectangle(cornerRadius: 10).accessibilityLabel("back")
            }
        }
        .rotation3DEffect(.degrees(animatableData), axis: (0, 1, 0))
    }
}

private struct Card: View {
    @State private var faceUp = true
    var body: some View {
        Circle().fill(Color.orange).padding(20)
            .modifier(Cardify(isFaceUp: faceUp))
            .frame(width: 200, height: 300)
            .onTapGesture { withAnimation(.linear(duration: 1)) { faceUp = false } }
    }
}

@Suite struct AnimatableViewTests {
    @Test func v7CountdownShapeDataFollowsTheLinearAnimation() throws {
        let board = story { CountDownRing() }
        for (time, data) in [(0.0, -360.0), (1.5, -225.0), (3.0, -90.0)] {
            let shape = try board.frame(at: time).find(.kind("StrokeShape"))
            let value = shape.values["animatableData"] ?? ""
            #expect(value.hasPrefix("(\(data),") || value.hasPrefix("(\(data)"), "t=\(time): \(value)")
        }
    }

    @Test func t15CardifyFaceFollowsTheInterpolatedAngle() throws {
        let board = story { Card() }.tap(.kind("Circle"), at: 0)
        for (time, face, degrees) in [(0.25, "front", 45.0), (0.5, "back", 90.0), (0.75, "back", 135.0)] {
            let frame = try board.frame(at: time)
            #expect(frame.views.contains { $0.label == face }, "t=\(time)")
            #expect(!frame.views.contains { $0.label == (face == "front" ? "back" : "front") }, "t=\(time)")
            let effect = try #require(frame.views.first { $0.kind == "Rotation3DEffect" })
            // Angle's animatable data is radians × 128 (as SwiftUI's).
            let radians128 = Double(effect.values["Rotation3DEffect"]?.dropFirst().split(separator: ",").first ?? "") ?? .nan
            #expect(close(radians128 / 128 * 180 / .pi, degrees, 1e-6), "t=\(time): \(radians128)")
        }
    }

    @Test func onChangeReportsOldAndNewValuesAfterTheUpdate() throws {
        final class Log { var changes: [String] = [] }
        let log = Log()
        struct Counter: View {
            let log: Log
            @State var n = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .onChange(of: n, initial: true) { old, new in log.changes.append("\(old)→\(new)") }
                    .onTapGesture { n += 2 }
            }
        }
        _ = try story { Counter(log: log) }.tap(.kind("Rectangle"), at: 0.5).tap(.kind("Rectangle"), at: 1).frame(at: 1.5)
        #expect(log.changes == ["0→0", "0→2", "2→4"])
    }
}
