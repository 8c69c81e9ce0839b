import Foundation
import Testing
import ZoetropeTestSupport
import RenderCommands
@testable import SoftwareRasterizer
import VectorPath
import Geometry2D

/// Long layer-free lists are lowered in pieces on several threads (`SoftwareRenderer.program(of:)`):
/// the joined program must draw the same bytes as the one-thread lowering, and the point budget
/// must hold exactly as before.
@Suite struct ParallelLoweringTests {
    /// `count` seeded draws over a 96² canvas: solid and translucent fills of both rules, strokes,
    /// and gradient fills (shaders, so joined pieces must renumber them).
    static func list(count: Int, seed: UInt64) -> DisplayList {
        var rng = SeededRandom(seed: seed)
        func random() -> Double { Double.random(in: 0...1, using: &rng) }
        var list = DisplayList()
        for i in 0..<count {
            let c = CGPoint(x: random() * 110 - 7, y: random() * 110 - 7), r = 2 + random() * 20
            let color = Color(red: random(), green: random(), blue: random(), opacity: i % 3 == 0 ? 1 : 0.2 + 0.8 * random())
            switch i % 5 {
            case 0: list.fill(circle(c.x, c.y, r), with: .color(color))
            case 1: list.fill(starPath(center: c, radius: r), with: .color(color), style: FillStyle(eoFill: true))
            case 2: list.stroke(starPath(center: c, radius: r), style: StrokeStyle(lineWidth: 0.3 + 5 * random()), with: .color(color))
            case 3: list.fill(rect(c.x, c.y, r, r * 0.7), with: .linearGradient(Gradient(colors: [color, .blue.opacity(0.4)]),
                                                                            start: c, end: CGPoint(x: c.x + r, y: c.y + r)))
            default: list.fill(rect(c.x - r, c.y, 2 * r, r / 3), with: .color(color))
            }
        }
        return list
    }

    static func render(_ list: DisplayList, _ renderer: SoftwareRenderer) throws -> Pixmap {
        var pixmap = try Pixmap(width: 96, height: 96)
        pixmap.fill(.white)
        try renderer.render(list, into: &pixmap)
        return pixmap
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func piecesDrawTheBytesOfOneThread(seed: UInt64) throws {
        let list = Self.list(count: 1_500, seed: seed)
        let renderer = SoftwareRenderer(threads: 3)
        let pieces = try #require(renderer.lowerInPieces(list.commands, pieces: 3, width: 96, height: 96))
        let serial = SoftwareRenderer(threads: 1).lower(list, width: 96, height: 96)
        #expect(pieces.jobs.count == serial.jobs.count && pieces.shaders.count == serial.shaders.count
                && pieces.operations.count == serial.operations.count)
        let one = try Self.render(list, SoftwareRenderer(threads: 1))
        let three = try Self.render(list, renderer)
        let difference = try GoldenImage.difference(one, three, threshold: 0, label: "pieces, seed \(seed)")
        #expect(difference.maximumDifference == 0, "seed \(seed): \(difference)")
    }

    /// A frame within the budget whose points sit in its last piece (over that piece's share) is
    /// lowered again on one thread and drawn; a frame over the budget fails as on one thread.
    @Test func theBudgetHoldsForTheWholeFrame() throws {
        var list = Self.list(count: 600, seed: 9)
        for i in 0..<10 { list.fill(circle(48, 48, 40 - Double(i)), with: .color(.red.opacity(0.1))) }
        let points = list.lowered(tolerance: 0.1, width: 96, height: 96).estimate().points
        var budget = RenderBudget.default
        budget.maxPoints = Int(points.rounded(.up)) + 1
        let renderer = SoftwareRenderer(threads: 2, budget: budget)
        #expect(renderer.lowerInPieces(list.commands, pieces: 2, width: 96, height: 96) == nil)
        let two = try Self.render(list, renderer)
        let one = try Self.render(list, SoftwareRenderer(threads: 1, budget: budget))
        #expect(try GoldenImage.difference(one, two, threshold: 0, label: "fallback").maximumDifference == 0)

        budget.maxPoints = Int(points / 2)
        var pixmap = try Pixmap(width: 96, height: 96)
        func exceeded(threads: Int) -> RenderBudget.Exceeded? {
            BudgetTestSupport.exceeded({ () throws(RenderError) in
                try SoftwareRenderer(threads: threads, budget: budget).render(list, into: &pixmap)
            }) { if case .overBudget(let exceeded) = $0 { exceeded } else { nil } }
        }
        let overOnTwo = try #require(exceeded(threads: 2))
        #expect(overOnTwo == exceeded(threads: 1))
        #expect(overOnTwo.limit == .points && overOnTwo.maximum == Int(points / 2))
    }

    /// A list wrapped whole in layers (a `Canvas`'s clip and opacity, a blended group inside) is
    /// lowered in pieces inside them: the same operations and bytes as one thread; a layer between
    /// the commands, or one the lowering drops, keeps it on one thread.
    @Test(arguments: [UInt64(4), 5])
    func piecesInsideWrappingLayersDrawTheBytesOfOneThread(seed: UInt64) throws {
        let inner = Self.list(count: 1_500, seed: seed)
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.85, clip: circle(48, 48, 44)))
        list.pushLayer(LayerStyle(blendMode: .multiply))
        list.commands += inner.commands
        list.popLayer()
        list.popLayer()
        #expect(DisplayList.wrappingLayers(of: list.commands) == 2)
        let renderer = SoftwareRenderer(threads: 3)
        let pieces = try #require(renderer.lowerInPieces(list.commands, wrapping: 2, pieces: 3, width: 96, height: 96))
        let serial = SoftwareRenderer(threads: 1).lower(list, width: 96, height: 96)
        #expect(pieces.jobs.count == serial.jobs.count && pieces.shaders.count == serial.shaders.count
                && pieces.operations.count == serial.operations.count && pieces.hasLayers)
        let one = try Self.render(list, SoftwareRenderer(threads: 1))
        let three = try Self.render(list, renderer)
        let difference = try GoldenImage.difference(one, three, threshold: 0, label: "wrapped pieces, seed \(seed)")
        #expect(difference.maximumDifference == 0, "seed \(seed): \(difference)")

        var between = inner
        between.commands.insert(contentsOf: [.pushLayer(LayerStyle(opacity: 0.5)), .popLayer], at: 700)
        #expect(DisplayList.wrappingLayers(of: between.commands) == 0)
        var hidden = DisplayList()
        hidden.pushLayer(LayerStyle(opacity: 0))
        hidden.commands += inner.commands
        hidden.popLayer()
        #expect(renderer.lowerInPieces(hidden.commands, wrapping: 1, pieces: 3, width: 96, height: 96) == nil)
        #expect(try Self.render(hidden, renderer) == Self.render(hidden, SoftwareRenderer(threads: 1)))
    }
}
