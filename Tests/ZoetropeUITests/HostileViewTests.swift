import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// Non-finite numbers in views: a warning and a picture without the bad value, never a crash,
/// a hang or a blank frame (view-layer issue "Bad input").
@Suite struct HostileViewTests {
    private func frame<V: View>(@ViewBuilder _ content: @escaping () -> V) throws -> StoryboardFrame {
        try Storyboard("hostile", size: CGSize(width: 100, height: 100), duration: 0, content: content).frame(at: 0)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -5])
    func badFrameDimensionsAreIgnoredWithAWarning(_ bad: CGFloat) throws {
        let result = try frame { Color.red.frame(width: bad, height: 20) }
        let color = try result.find(.kind("Color"))
        #expect(color.frame == CGRect(x: 0, y: 40, width: 100, height: 20))
        #expect(result.warnings.contains { $0.contains("Invalid frame dimension") })
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func nonFiniteOffsetsAreLeftOutWithAWarning(_ bad: CGFloat) throws {
        let result = try frame { Color.red.frame(width: 10, height: 10).offset(x: bad) }
        #expect(result.displayList.commands.count == 1)
        #expect(try result.find(.kind("Color")).drawnFrame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(result.warnings.contains { $0.contains("non-finite transform") })
    }

    @Test func nonFiniteRotationPaddingPositionAndOpacity() throws {
        let rotated = try frame { Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(.nan)) }
        #expect(rotated.displayList.commands.count == 1)
        let padded = try frame { Color.red.frame(width: 10, height: 10).padding(.infinity) }
        #expect(try padded.find(.kind("Color")).frame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(padded.warnings.contains { $0.contains("Invalid padding") })
        let placed = try frame { Color.red.frame(width: 10, height: 10).position(x: .nan, y: 50) }
        #expect(try placed.find(.kind("Color")).frame == CGRect(x: -5, y: 45, width: 10, height: 10))
        let faded = try frame { Rectangle().opacity(.nan) }
        #expect(faded.displayList.commands.isEmpty)
        #expect(faded.warnings.contains { $0.contains("opacity(.nan)") })
        // `Color.opacity` makes a color (as in SwiftUI): NaN gives a transparent one.
        #expect(Color.red.opacity(.nan).opacity == 0 && Color.red.opacity(7).opacity == 1)
    }

    @Test func deepNestingResolvesWithoutRecursionTrouble() throws {
        func nest(_ depth: Int) -> AnyView {
            depth == 0 ? AnyView(Color.red.frame(width: 10, height: 10)) : AnyView(nest(depth - 1).padding(0))
        }
        let result = try frame { nest(200) }
        #expect(result.displayList.commands.count == 1)
    }
}

@Suite struct ImageRendererTests {
    @Test func rendersAViewAtItsOwnSizeAndScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 30))
        renderer.scale = 2
        #expect(try renderer.size() == CGSize(width: 40, height: 30))
        let list = try renderer.displayList()
        #expect(list.commands.count == 1)
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap.width == 80 && pixmap.height == 60)
        #expect(pixmap[x: 40, y: 30] == PremultipliedRGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func aMissingImageIsThrownNotDrawnAround() throws {
        let renderer = ImageRenderer(content: Image("nope"))
        #expect(throws: ImageLookupError.self) { try renderer.displayList() }
    }
}

@Suite struct ViewBudgetTests {
    private struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red } else { Nested(depth: depth - 1).padding(0) }
        }
    }

    @Test func tooDeepATreeFailsWithAClearError() throws {
        var board = story { Nested(depth: 5_000) }
        board.maximumDepth = 1_000
        #expect(throws: ViewGraphError.tooDeep(limit: 1_000)) { try board.frame(at: 0) }
        board.maximumDepth = 100_000
        board = story { Nested(depth: 50) }
        #expect(try board.frame(at: 0).displayList.commands.count == 1)
    }

    @Test func aHugeForEachFailsWithAClearError() throws {
        var board = story { ZStack { ForEach(0..<10_000_000) { _ in Color.red } } }
        board.maximumViews = 100_000
        #expect(throws: ViewGraphError.tooManyViews(limit: 100_000)) { try board.frame(at: 0) }
    }
}

@Suite struct ViewDepthOnWorkerThreadTests {
    private struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red } else { Nested(depth: depth - 1).padding(0) }
        }
    }

    @Test func theDefaultDepthLimitFitsAWorkerThreadsStack() throws {
        // Each level is a view, its body's conditional content and a padding modifier: 3 levels of
        // nesting per `Nested`, so 1,000 of them pass the default limit of 2,000 first.
        let list = DisplayList(Nested(depth: 1_000), size: CGSize(width: 10, height: 10))
        #expect(list.commands.isEmpty)
        let renderer = ImageRenderer(content: Nested(depth: 1_000))
        #expect(throws: ViewGraphError.tooDeep(limit: 2_000)) { try renderer.displayList() }
    }
}

@Suite struct ReplayBudgetTests {
    @Test func aFarTimeIsRefusedBeforeReplayingForHours() throws {
        let board = story { Color.red }
        #expect(throws: StoryboardError.self) { try board.frame(at: 1e9) }
        var small = board
        small.maximumReplayFrames = 10
        #expect(throws: StoryboardError.self) { try small.frame(at: 1) }
        #expect(try small.frame(at: 0.1).displayList.commands.count == 1)
    }
}
