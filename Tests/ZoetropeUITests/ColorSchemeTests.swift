import Foundation
import Testing
import Geometry2D
import RenderCommands
import VectorPath
@testable import ZoetropeUI

/// Light and dark appearance reaching the views: `.environment(\.colorScheme, …)` for a subtree,
/// `.preferredColorScheme` for the whole presentation (the root's scheme, the first preference in
/// the tree winning), `Storyboard.colorScheme`, and the dark window background a storyboard draws.
@Suite struct ColorSchemeTests {
    /// The solid colours of the list's fills and glyph runs, in order.
    static func colors(_ list: DisplayList) -> [Color] {
        list.commands.compactMap { command in
            switch command {
            case .fill(_, let paint, _, _), .stroke(_, _, let paint, _, _), .glyphs(_, let paint, _): paint.solidColor
            default: nil
            }
        }
    }

    static let white = Color(white: 1), black = Color(white: 0)

    /// A colour as 8-bit sRGB and alpha.
    static func bytes(_ c: Color) -> [Int] { [c.red, c.green, c.blue, c.opacity].map { Int(($0 * 255).rounded()) } }
    static let size = CGSize(width: 40, height: 40)

    @Test func primaryDrawsBlackInLightAndWhiteInDark() {
        let light = DisplayList(Rectangle().fill(Color.primary), size: Self.size)
        let dark = DisplayList(Rectangle().fill(Color.primary).environment(\.colorScheme, .dark), size: Self.size)
        #expect(Self.colors(light) == [Self.black])
        #expect(Self.colors(dark) == [Self.white])
        // Drawn paints are fixed colours: no dark variant travels into the display list.
        #expect(Self.colors(dark).allSatisfy { !$0.followsColorScheme })
    }

    @Test func environmentSchemeReachesOnlyItsSubtree() {
        let view = VStack(spacing: 0) {
            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            Rectangle().fill(Color.blue).frame(width: 10, height: 10).environment(\.colorScheme, .dark)
            Rectangle().fill(Color.blue).frame(width: 10, height: 10).colorScheme(.dark)
        }
        let drawn = Self.colors(DisplayList(view, size: Self.size)).map(Self.bytes)
        #expect(drawn == [[0, 122, 255, 255], [10, 132, 255, 255], [10, 132, 255, 255]])
    }

    @Test func textAndShapesWithoutAStyleFollowTheScheme() {
        let view = VStack { Text("Hi"); Circle().frame(width: 10, height: 10) }.environment(\.colorScheme, .dark)
        let drawn = Self.colors(DisplayList(view, size: CGSize(width: 100, height: 60)))
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { $0 == Self.white })
    }

    @Test func preferredColorSchemeChangesTheRootScheme() throws {
        // The preference sits on one leaf; its sibling, outside it, turns dark too.
        let story = Storyboard("pref", size: Self.size, duration: 1) {
            HStack(spacing: 0) {
                Rectangle().fill(Color.primary).frame(width: 10, height: 10)
                Rectangle().fill(Color.red).frame(width: 10, height: 10).preferredColorScheme(.dark)
            }
        }
        let frame = try story.frame(at: 0)
        let drawn = Self.colors(frame.displayList)
        // The window's black, then the sibling in white, then systemRed's dark value.
        #expect(drawn.count == 3)
        #expect(drawn[0] == Self.black && drawn[1] == Self.white)
        #expect(abs(drawn[2].green - 69.0 / 255) < 1e-6 && abs(drawn[2].blue - 58.0 / 255) < 1e-6)
    }

    @Test func anEnclosingPreferenceWinsOverAnInnerOne() {
        let view = VStack {
            Rectangle().fill(Color.primary).frame(width: 10, height: 10).preferredColorScheme(.light)
        }.preferredColorScheme(.dark)
        #expect(Self.colors(DisplayList(view, size: Self.size)) == [Self.white])
        // Of two siblings, the first in the tree wins.
        let siblings = HStack {
            Rectangle().fill(Color.primary).frame(width: 10, height: 10).preferredColorScheme(.light)
            Rectangle().fill(Color.primary).frame(width: 10, height: 10).preferredColorScheme(.dark)
        }
        #expect(Self.colors(DisplayList(siblings, size: Self.size)) == [Self.black, Self.black])
    }

    @Test func aNilPreferenceKeepsTheStoryboardsScheme() throws {
        let story = Storyboard("nil", size: Self.size, duration: 1) {
            Rectangle().fill(Color.primary).frame(width: 10, height: 10).preferredColorScheme(nil)
        }
        #expect(Self.colors(try story.frame(at: 0).displayList) == [Self.black])
        var dark = story
        dark.colorScheme = .dark
        #expect(Self.colors(try dark.frame(at: 0).displayList) == [Self.black, Self.white])
    }

    @Test func aPreferenceThatChangesWithStateChangesTheScheme() throws {
        struct Switcher: View {
            @State var isDark = false
            var body: some View {
                Rectangle().fill(Color.primary).frame(width: 10, height: 10)
                    .onTapGesture { isDark = true }
                    .accessibilityLabel("switch")
                    .preferredColorScheme(isDark ? .dark : .light)
            }
        }
        let story = Storyboard("switch", size: Self.size, duration: 1) { Switcher() }.tap(.label("switch"), at: 0.5)
        #expect(Self.colors(try story.frame(at: 0.25).displayList) == [Self.black])
        #expect(Self.colors(try story.frame(at: 0.75).displayList) == [Self.black, Self.white])
    }

    @Test func darkStoryboardDrawsTheWindowBackgroundFirst() throws {
        let story = Storyboard("window", device: .iPhone15, colorScheme: .dark, duration: 1) { Color.clear }
        let list = try story.frame(at: 0, scale: 0.5).displayList
        guard case .fill(let path, let paint, _, let transform) = list.commands.first else {
            Issue.record("no window fill in \(list.commands)")
            return
        }
        #expect(paint == .color(Self.black))
        #expect(path.boundingRect == CGRect(origin: .zero, size: story.size))
        #expect(transform.m11 == 0.5)
        // Light appearance adds nothing: the canvas background is the window.
        var light = story
        light.colorScheme = .light
        #expect(try light.frame(at: 0, scale: 0.5).displayList.commands.count == list.commands.count - 1)
    }
}
