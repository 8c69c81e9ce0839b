import Zoetrope

// The previews this test module declares, in every form Xcode writes (the tests find them through
// PreviewRegistry, inModule: "PreviewsTests"). Kept free of traps and shared names: every test of
// the package runs in one process, where another suite may draw all of its previews.

/// A 40 × 30 point swatch.
struct Swatch: View {
    var color: Color
    var body: some View { color.frame(width: 40, height: 30) }
}

#Preview { Swatch(color: .red) }

#Preview("Named swatch") {
    Swatch(color: .blue)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Swatch(color: .green).padding(5)
}

#Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
    Swatch(color: .red)
}

#Preview("Landscape", traits: .landscapeRight) {
    Swatch(color: .blue)
}

#Preview("Upright", traits: .landscapeLeft, .portrait) {
    Swatch(color: .blue)
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var on = true
    Toggle("On", isOn: $on)
        .frame(width: 120)
}
