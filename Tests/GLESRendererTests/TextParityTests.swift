import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeUI
import Geometry2D

/// Text and controls drawn by both backends at scale 2 over white: glyphs are outlines filled by
/// each backend, so the images agree up to anti-aliasing (4× MSAA against analytic coverage).
///
/// Tolerance (the peer-scene one): mean absolute difference ≤ 2.5 (of 255) and at most 6 % of the
/// pixels off by more than 16.
@Suite struct TextParityTests {
    static let views: [(String, AnyViewMaker)] = [
        ("body text", AnyViewMaker { Text("Animate · x = 76 · 选择").padding(4) }),
        ("sizes", AnyViewMaker {
            VStack(alignment: .leading) {
                Text("Large title").font(.largeTitle)
                Text("Headline").font(.headline)
                Text("Caption 2").font(.caption2)
            }.padding(4)
        }),
        ("wrapped", AnyViewMaker { Text("The quick brown fox jumps over the lazy dog").frame(width: 110).padding(4) }),
        ("controls", AnyViewMaker {
            VStack {
                Button("Animate") {}.buttonStyle(.borderedProminent)
                Toggle("On", isOn: .constant(true))
            }.frame(width: 120).padding(4)
        }),
    ]

    /// Makes a view (a `View` existential cannot be handed to `ImageRenderer` directly).
    struct AnyViewMaker: Sendable {
        let displayList: @Sendable (CGFloat) throws -> (DisplayList, CGSize)
        init<V: View>(@ViewBuilder _ make: @escaping @Sendable () -> V) {
            displayList = { scale in
                let renderer = ImageRenderer(content: make())
                renderer.scale = scale
                let size = try renderer.size()
                return (try renderer.displayList(), size)
            }
        }
    }

    @Test(needsGPU, arguments: views.map(\.0)) func textMatchesTheSoftwareRenderer(name: String) throws {
        let maker = try #require(Self.views.first { $0.0 == name }?.1)
        let (list, size) = try maker.displayList(2)
        let width = Int((size.width * 2).rounded(.up)), height = Int((size.height * 2).rounded(.up))
        let gpu = try GPU.render(list, width: width, height: height)
        let cpu = try GPU.reference(list, width: width, height: height)
        let difference = try ImageDifference(between: gpu, and: cpu)
        GPU.expectAnalyticParity(difference, name)
        print("text parity \(name), \(width)×\(height): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 2.5, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.06, "\(name): \(difference)")
    }
}
