import Foundation
import Testing
import Zoetrope

/// The README's library example, verbatim apart from the output path, so it cannot rot.
@Suite struct ReadmeExampleTests {
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
