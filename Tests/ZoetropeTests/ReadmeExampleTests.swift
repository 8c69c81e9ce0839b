import Foundation
import Testing
import Zoetrope
import ZoetropeCommands

// The documentation's Swift examples, verbatim apart from output paths and `@main`, so they cannot rot:
// README.md's view example (also in the catalog's "Rendering your views"), that article's animated polygon,
// and the minimal `StoryboardCatalog` of the "Storyboards" article (Sources/Zoetrope/Zoetrope.docc).

// README.md, "Render your own view" (and RenderingYourViews.md, "One view, one PNG").
private struct Badge: View {
    var body: some View {
        ZStack {
            Circle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            Text("Hi").font(.system(size: 64, weight: .bold)).foregroundColor(.white)
        }
        .frame(width: 200, height: 200)
    }
}

// Storyboards.md, "Your own storyboards" (without `@main`: a test target has its own entry point).
private struct Pulse: View {
    @State private var big = false
    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 120, height: 120)
            .scaleEffect(big ? 1.5 : 1)
            .animation(.spring(response: 0.5, dampingFraction: 0.4), value: big)
            .onTapGesture { big.toggle() }
    }
}

private enum MyAnimations: StoryboardCatalog {
    static var storyboards: [Storyboard] {
        [Storyboard("pulse", size: CGSize(width: 300, height: 300), duration: 2) { Pulse() }
            .tap(.point(x: 150, y: 150), at: 0.5)]
    }
}

@Suite struct ReadmeExampleTests {
    @Test func viewExampleRendersABadge() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("badge-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }

        let pixmap = try ImageRenderer(content: Badge()).render(with: SoftwareRenderer(), background: .white)
        try PNGWriter.write(pixmap, to: output)

        let decoded = try PNGDecoder.decode(contentsOf: output)
        #expect((decoded.width, decoded.height) == (200, 200))
        #expect(decoded[x: 1, y: 1] == PremultipliedRGBA8(Color.white))    // outside the circle
        #expect(decoded[x: 100, y: 10] != PremultipliedRGBA8(Color.white))  // the gradient's orange top
    }

    @Test func storyboardCatalogExampleTapsAndSprings() throws {
        let story = try #require(MyAnimations.storyboards.first)
        #expect(story.name == "pulse")
        // Before the tap the circle is 120 points wide; after it, the spring grows it towards 1.5×.
        let before = try story.frame(at: 0.25).find(.kind("Circle"))
        let after = try story.frame(at: 1.5).find(.kind("Circle"))
        #expect(abs(before.drawnFrame.width - 120) < 1e-6)
        #expect(after.drawnFrame.width > 150)
    }

    // RenderingYourViews.md, "An animated value, drawn at one time".
    @Test func libraryExampleRendersAPolygon() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }

        // A shape from the seeds, animated on a virtual clock.
        let animator = Animator()
        let sides = animator.value(3.0)
        withAnimation(.easeInOut(duration: 2)) { sides.value = 12 }
        animator.advance(to: 1.0)                       // virtual time: nothing reads the wall clock

        // Compose it like a SwiftUI view and draw it.
        let drawing = ZStack {
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 200))
            PolygonShape(sides: sides.presentation, scale: 1).stroke(Color.black, lineWidth: 2)
        }
        .padding(16)
        .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))

        var pixmap = try Pixmap(width: 512, height: 512)
        let list = DisplayList(drawing, size: CGSize(width: 512, height: 512))
        try SoftwareRenderer().render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))  // clear + draw, on every core
        try PNGWriter.write(pixmap, to: output)

        // Half-way through easeInOut from 3 to 12 sides: 7.5.
        #expect(abs(sides.presentation - 7.5) < 1e-9)
        let decoded = try PNGDecoder.decode(contentsOf: output)
        #expect(decoded.width == 512)
        // The centre is inside the circle (white at the gradient's centre), a corner is background.
        #expect(decoded[x: 256, y: 256].alpha == 255)
        #expect(decoded[x: 1, y: 1] == PremultipliedRGBA8(Color.white))
        #expect(decoded[x: 256, y: 256] != decoded[x: 256, y: 60])
    }
}
