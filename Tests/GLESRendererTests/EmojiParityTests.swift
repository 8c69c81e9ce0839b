import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeUI
import Geometry2D

/// Colour emoji on the GPU against the software renderer: each emoji is an image command (its
/// strike shrunk to the device size on the CPU, then sampled bilinearly by both backends with the
/// same integer rules), so the pictures agree up to the anti-aliasing of the image's edges and of
/// the text's outlines around it. Drawn at scale 2 over white, plain, scaled up by an effect
/// (the strike scaled up), rotated and faded.
///
/// Tolerance (the text parity one): mean absolute difference ≤ 2.5 (of 255) and at most 6 % of
/// the pixels off by more than 16; the emoji images alone: mean ≤ 0.1 and at most 0.1 % off by
/// more than 16 (measured on llvmpipe: mean ≤ 0.001, none off, largest channel difference 6).
@Suite struct EmojiParityTests {
    static let views: [(String, TextParityTests.AnyViewMaker)] = [
        ("emoji text", TextParityTests.AnyViewMaker { Text("Done ✅ 🎉 👨‍👩‍👧 🇫🇷").padding(4) }),
        ("emoji label and button", TextParityTests.AnyViewMaker {
            VStack {
                Label("Party 🥳", systemImage: "star.fill")
                Button("Send 🚀") {}.buttonStyle(.borderedProminent)
            }.padding(4)
        }),
        ("emoji scaled, rotated, faded", TextParityTests.AnyViewMaker {
            HStack(spacing: 12) {
                Text("🌈").scaleEffect(3)
                Text("🍎 ok").rotationEffect(.degrees(20))
                Text("½ 🎉").opacity(0.5)
            }.padding(24)
        }),
    ]

    @Test(needsGPU, arguments: views.map(\.0)) func emojiMatchTheSoftwareRenderer(name: String) throws {
        let maker = try #require(Self.views.first { $0.0 == name }?.1)
        let (list, size) = try maker.displayList(2)
        #expect(list.commands.contains { if case .image = $0 { true } else { false } }, "\(name): no emoji image drawn")
        let width = Int((size.width * 2).rounded(.up)), height = Int((size.height * 2).rounded(.up))
        let gpu = try GPU.render(list, width: width, height: height)
        let cpu = try GPU.reference(list, width: width, height: height)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("emoji parity \(name), \(width)×\(height): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 2.5, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.06, "\(name): \(difference)")
    }

    /// The emoji images alone (the text's outlines left out): both backends sample them with the
    /// same rules, so they differ only along the images' anti-aliased edges under rotation.
    @Test(needsGPU, arguments: views.map(\.0)) func emojiImagesAloneAgreeClosely(name: String) throws {
        let maker = try #require(Self.views.first { $0.0 == name }?.1)
        var (list, size) = try maker.displayList(2)
        list.commands = list.commands.filter { if case .image = $0 { true } else { false } }
        let width = Int((size.width * 2).rounded(.up)), height = Int((size.height * 2).rounded(.up))
        let difference = try ImageDifference(between: try GPU.render(list, width: width, height: height),
                                             and: try GPU.reference(list, width: width, height: height))
        print("emoji images alone \(name): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 0.1, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.001, "\(name): \(difference)")
    }
}
