import Foundation
import Testing
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

final class PressLog { var pressed: [Bool] = []; var taps = 0 }

/// `ButtonStyle` and `ToggleStyle` of one's own, and the built-in `.switch` / `.button` toggle styles.
@Suite struct CustomControlStyleTests {
    static func pixels(_ list: DisplayList, width: Int, height: Int) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        try SoftwareRenderer().render(list, into: &pixmap)
        return pixmap
    }

    struct ScaledStyle: ButtonStyle {
        let log: PressLog
        func makeBody(configuration: Configuration) -> some View {
            log.pressed.append(configuration.isPressed)
            return configuration.label
                .padding(10)
                .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
                .scaleEffect(configuration.isPressed ? 0.5 : 1)
        }
    }

    @Test func aButtonStyleDrawsTheLabelAndTheButtonKeepsItsAction() throws {
        let log = PressLog()
        let board = Storyboard("style", size: CGSize(width: 200, height: 200), duration: 2) {
            Button("Go") { log.taps += 1 }.buttonStyle(ScaledStyle(log: log))
        }.tap(.label("Go"), at: 0.5)
        let frame = try board.frame(at: 1)
        #expect(log.taps == 1)
        let capsule = try #require(frame.views.first { $0.kind == "Capsule" })
        let text = try #require(frame.views.first { $0.kind == "Text" })
        #expect(abs(capsule.frame.width - (text.frame.width + 20)) < 0.01, "the style's padding around the label")
        #expect(log.pressed.allSatisfy { !$0 }, "an instant tap never shows the press")
    }

    @Test func aHeldPressShowsIsPressedUntilTheFingerLifts() throws {
        let log = PressLog()
        let board = Storyboard("press", size: CGSize(width: 200, height: 200), duration: 3) {
            Button("Hold") { log.taps += 1 }.buttonStyle(ScaledStyle(log: log))
        }.longPress(.label("Hold"), duration: 1, at: 0.5)
        let held = try board.frame(at: 1)
        let capsule = try #require(held.views.first { $0.kind == "Capsule" })
        #expect(abs(capsule.drawnFrame.width - capsule.frame.width * 0.5) < 0.5, "pressed: scaled to half (\(capsule.drawnFrame))")
        let after = try board.frame(at: 2)
        let released = try #require(after.views.first { $0.kind == "Capsule" })
        #expect(abs(released.drawnFrame.width - released.frame.width) < 0.01, "released: full size")
        #expect(log.pressed.contains(true))
    }

    @Test func theRoleReachesTheStyle() throws {
        let image = try ImageRenderer(content: Button("Delete", role: .destructive) {}.buttonStyle(ScaledStyle(log: PressLog())))
            .render(with: SoftwareRenderer(), background: .white)
        let corner = image[x: image.width / 2, y: 3]
        #expect(corner.red > 200 && corner.blue < 100, "red for a destructive role: \(corner)")
    }

    @Test func aBuiltInStyleAfterACustomOneWins() throws {
        let log = PressLog()
        let list = try ImageRenderer(content: Button("Plain") {}.buttonStyle(.plain).buttonStyle(ScaledStyle(log: log))).displayList()
        #expect(log.pressed.isEmpty, "the inner .plain replaced the custom style")
        #expect(!list.commands.isEmpty)
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                RoundedRectangle(cornerRadius: 4).fill(configuration.isOn ? Color.green : Color.gray).frame(width: 20, height: 20)
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    struct Checklist: View {
        @State var agreed = false
        var body: some View { Toggle("Agree", isOn: $agreed).toggleStyle(CheckboxStyle()) }
    }

    @Test func aToggleStyleDrawsFromTheConfigurationAndFlipsTheBinding() throws {
        let board = Storyboard("toggle", size: CGSize(width: 200, height: 100), duration: 2) { Checklist() }
            .tap(.label("Agree"), at: 0.5)
        let before = try board.frame(at: 0.2), after = try board.frame(at: 1)
        func box(_ frame: StoryboardFrame) throws -> ViewSnapshot { try #require(frame.views.first { $0.kind == "RoundedRectangle" }) }
        #expect(try box(before).frame.size == CGSize(width: 20, height: 20))
        #expect(!before.views.contains { $0.kind == "Capsule" }, "no switch: the style draws it all")
        let image = try Self.pixels(after.displayList, width: 200, height: 100)
        let center = try box(after).frame
        let p = image[x: Int(center.midX), y: Int(center.midY)]
        #expect(p.green > 150 && p.red < 100, "on after the tap: green (\(p))")
    }

    @Test func aStyleMayWrapTheSwitchWithToggleOfItsConfiguration() throws {
        struct Wrapped: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Toggle(configuration).padding(8).background(Color.yellow)
            }
        }
        let frame = try Storyboard("wrap", size: CGSize(width: 200, height: 100), duration: 1) {
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Wrapped())
        }.frame(at: 0)
        #expect(frame.views.contains { $0.kind == "Capsule" }, "the switch inside the style's body")
    }

    @Test func theButtonToggleStyleIsBorderedOnlyWhileOn() throws {
        func commands(_ on: Bool) throws -> Int {
            try ImageRenderer(content: Toggle("Bold", isOn: .constant(on)).toggleStyle(.button)).displayList().commands.count
        }
        #expect(try commands(true) > commands(false), "a tinted background while on")
        let switched = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)).displayList()
        let plain = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true))).displayList()
        #expect(switched == plain, ".switch is the default look")
    }

    /// SwiftUI interpolates a fill colour changed inside an animation.
    @Test func aFillColourAnimates() throws {
        struct Lamp: View {
            @State var on = false
            var body: some View {
                Circle().fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40)
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let board = Storyboard("lamp", size: CGSize(width: 40, height: 40), duration: 2) { Lamp() }
        func center(_ t: Double) throws -> PremultipliedRGBA8 {
            try Self.pixels(board.frame(at: t).displayList, width: 40, height: 40)[x: 20, y: 20]
        }
        let start = try center(0), middle = try center(0.5), end = try center(1.5)
        #expect(start.blue == 255 && start.red == 0)
        #expect(middle.red > 100 && middle.blue > 100, "half way: both (\(middle))")
        #expect(end.red == 255 && end.blue == 0)
    }
}
