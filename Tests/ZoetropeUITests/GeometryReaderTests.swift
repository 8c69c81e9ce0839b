import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

// Seed 001 "Ignored By Layout" (view-layer spec E2, T11) with the Text replaced by a probe that
// records what the GeometryReader reads (text is a later issue): `proxy.frame(in: .global).minX`
// sees MyEffect's animated offset unless the effect is `ignoredByLayout()`.

private final class Readings { var green: [Double] = []; var orange: [Double] = [] }

private struct MyEffect: GeometryEffect {
    var x: CGFloat = 0
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

private struct ShowSize: View {
    let record: (Double) -> Void
    var body: some View {
        GeometryReader { proxy in
            let _ = record(proxy.frame(in: .global).minX)
            Color.white.frame(width: 10, height: 10)
        }
    }
}

private struct IgnoredByLayoutView: View {
    let readings: Readings
    @State private var animate = false
    @State private var w: CGFloat = 50

    var body: some View {
        VStack {
            HStack {
                RoundedRectangle(cornerRadius: 5)
                    .foregroundColor(.green)
                    .frame(width: 200, height: 40)
                    .overlay(ShowSize { readings.green.append($0) })
                    .modifier(MyEffect(x: animate ? -10 : 10))
                RoundedRectangle(cornerRadius: 5)
                    .foregroundColor(.blue)
                    .frame(width: w, height: 40)
            }
            HStack {
                RoundedRectangle(cornerRadius: 5)
                    .foregroundColor(.orange)
                    .frame(width: 200, height: 40)
                    .overlay(ShowSize { readings.orange.append($0) })
                    .modifier(MyEffect(x: animate ? -10 : 10).ignoredByLayout())
                RoundedRectangle(cornerRadius: 5)
                    .foregroundColor(.red)
                    .frame(width: w, height: 40)
            }
        }
        .onAppear {
            withAnimation(Animation.easeInOut(duration: 1.0).repeatForever()) {
                self.animate = true
            }
        }
    }
}

@Suite struct GeometryReaderTests {
    @Test func e2StacksLayOutAsTheSpecSays() throws {
        let frame = try story { IgnoredByLayoutView(readings: Readings()) }.frame(at: 0)
        let rects = frame.views.filter { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(rects == [CGRect(x: 66, y: 378, width: 200, height: 40), CGRect(x: 274, y: 378, width: 50, height: 40),
                          CGRect(x: 66, y: 426, width: 200, height: 40), CGRect(x: 274, y: 426, width: 50, height: 40)])
    }

    @Test func t11TheReaderSeesLayoutEffectsOnly() throws {
        for (time, green) in [(0.0, 76.0), (0.25, 73.417), (0.5, 66.0), (1.0, 56.0)] {
            let readings = Readings()
            _ = try story { IgnoredByLayoutView(readings: readings) }.frame(at: time)
            #expect(close(readings.green.last, green, 1e-3), "t=\(time): \(readings.green.last ?? .nan)")
            #expect(readings.orange.last == 66, "t=\(time): \(readings.orange.last ?? .nan)")
        }
    }

    @Test func namedAndLocalSpaces() throws {
        final class Box { var named: CGRect = .zero; var local: CGRect = .zero }
        let box = Box()
        _ = try story {
            VStack {
                Color.red.frame(width: 100, height: 20)
                GeometryReader { proxy in
                    let _ = { box.named = proxy.frame(in: .named("column")); box.local = proxy.frame(in: .local) }()
                    Color.blue
                }
                .frame(width: 50, height: 30)
            }
            .coordinateSpace(name: "column")
        }.frame(at: 0)
        // The column is 100 × 58 (20 + 8 + 30); the reader sits 28 below its top, centred.
        #expect(box.named == CGRect(x: 25, y: 28, width: 50, height: 30))
        #expect(box.local == CGRect(x: 0, y: 0, width: 50, height: 30))
    }
}
