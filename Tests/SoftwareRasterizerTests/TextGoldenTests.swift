import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
import ZoetropeTestSupport

/// Text at several sizes and weights and each control, drawn by the CPU backend at scale 2 over
/// white and compared with goldens (≤ 256²) within the shared tolerance (GoldenImage: a pixel is
/// off past a channel difference of 2; at most 0.5 % of the pixels off). The goldens were checked
/// by eye against iOS's look; they change only when glyph outlines, shaping or a control's look
/// change (then re-record with ZOETROPE_RECORD_GOLDENS=1 and look at them).
@Suite struct TextGoldenTests {
    /// `Goldens/Text` (the PNGs directly in `Goldens` are the GPU parity cases).
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/Text")

    static func expectGolden(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenImage.expect(image, named: name, in: goldens, sourceLocation: sourceLocation)
    }

    static func render<V: View>(_ view: V) throws -> Pixmap {
        let renderer = ImageRenderer(content: view.padding(4))
        renderer.scale = 2
        return try renderer.render(with: SoftwareRenderer(), background: .white)
    }

    @Test func textAtSeveralSizesAndWeights() throws {
        let large = try Self.render(VStack(alignment: .leading, spacing: 2) {
            Text("Title 28").font(.title)
            Text("Headline").font(.headline)
            Text("Body · x = 76")
        })
        try Self.expectGolden(large, named: "text-sizes-large")
        let small = try Self.render(VStack(alignment: .leading, spacing: 2) {
            Text("Footnote italic").font(.footnote.italic())
            Text("Caption2 · 选择三角形").font(.caption2)
            Text("Mono: 0123").font(.system(size: 12, design: .monospaced))
            Text("Serif bold").font(.system(size: 15, weight: .bold, design: .serif))
        })
        try Self.expectGolden(small, named: "text-sizes-small")
    }

    @Test func wrappedCenteredAndTruncatedText() throws {
        let image = try Self.render(VStack(spacing: 6) {
            Text("A centered paragraph that wraps").multilineTextAlignment(.center).frame(width: 110)
            Text("Truncated at the tail of the line").lineLimit(1).frame(width: 110)
            Text("Middle truncation of a long line").lineLimit(1).truncationMode(.middle).frame(width: 110)
        })
        try Self.expectGolden(image, named: "text-wrapped")
    }

    @Test func buttons() throws {
        let image = try Self.render(VStack(spacing: 8) {
            Button("Animate") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
        }.frame(width: 120))
        try Self.expectGolden(image, named: "controls-buttons")
    }

    @Test func segmentedPicker() throws {
        let image = try Self.render(Picker("选择", selection: .constant(0)) {
            Text("Triangle").tag(200)
            Text("Trapezium").tag(100)
            Text("Square").tag(0)
        }.pickerStyle(.segmented).frame(width: 120))
        try Self.expectGolden(image, named: "controls-picker")
    }

    @Test func inputs() throws {
        let image = try Self.render(VStack(spacing: 8) {
            Toggle("Toggle", isOn: .constant(true))
            Slider(value: .constant(0.4))
            ProgressView(value: 0.7)
            Label("Star", systemImage: "star.fill")
        }.frame(width: 120))
        try Self.expectGolden(image, named: "controls-inputs")
    }
}
