import Foundation
import Testing
import ZoetropeTestSupport
import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// `RenderBudget` on the software renderer: a frame whose estimate goes over a limit throws
/// `.overBudget` before any flattening (so at once, whatever the input would have cost), and a
/// raised budget lets it through.
@Suite struct RenderBudgetTests {
    static var hostileCubics: DisplayList { BudgetTestSupport.cubicsThroughTheCanvas }

    static func nested(_ depth: Int) -> DisplayList { BudgetTestSupport.nestedLayers(depth) }

    @Test func tooManyPointsFailBeforeFlattening() throws {
        var pixmap = try Pixmap(width: 64, height: 64)
        let renderer = SoftwareRenderer()
        let exceeded = try #require(Self.exceeded { () throws(RenderError) in try renderer.render(Self.hostileCubics, into: &pixmap) })
        #expect(exceeded.limit == .points)
        #expect(exceeded.amount > 1e8)
        #expect(exceeded.maximum == RenderBudget.default.maxPoints)
        #expect(exceeded.description.hasPrefix("the display list flattens to ~1.6e8 points, over the budget of 3.4e7"),
                "\(exceeded)")
        #expect(pixmap.bytes.allSatisfy { $0 == 0 })   // nothing drawn
        // Before any flattening: the renderer's lowering, for the same canvas and budget, stops with
        // no outline flattened (the work the 1.6e8 points would cost, counted rather than timed).
        var consumer = NothingDrawn()
        let outcome = Self.hostileCubics.lowered(tolerance: renderer.tolerance, width: 64, height: 64, budget: renderer.budget)
            .run(into: &consumer)
        #expect(outcome.exceeded == exceeded && outcome.flattenedOutlines == 0 && consumer.steps == 0, "\(outcome)")
    }

    /// A lowering consumer that counts the steps it is handed.
    struct NothingDrawn: LoweredCommandConsumer {
        var steps = 0
        mutating func draw(_ draw: LoweredDraw) { steps += 1 }
        mutating func pushLayer(_ layer: LoweredLayer) { steps += 1 }
        mutating func popLayer(_ layer: LoweredLayer) { steps += 1 }
    }

    /// The budget error `body` throws, or nil.
    static func exceeded(_ body: () throws(RenderError) -> Void) -> RenderBudget.Exceeded? {
        BudgetTestSupport.exceeded(body) { if case .overBudget(let exceeded) = $0 { exceeded } else { nil } }
    }

    @Test func layerNestingIsLimited() throws {
        var pixmap = try Pixmap(width: 16, height: 16)
        #expect(throws: RenderError.overBudget(RenderBudget.Exceeded(.layerDepth, amount: 1000, maximum: 256))) {
            try SoftwareRenderer().render(Self.nested(1000), into: &pixmap)
        }
        try SoftwareRenderer().render(Self.nested(256), into: &pixmap)
        var budget = RenderBudget.default
        budget.maxLayerDepth = 1000
        try SoftwareRenderer(budget: budget).render(Self.nested(1000), into: &pixmap)
        #expect(pixmap[x: 2, y: 2].alpha > 0)
    }

    @Test func aRaisedBudgetLetsTheFrameThrough() throws {
        var list = DisplayList()
        list.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 56, height: 56)), with: .color(.red))
        var pixmap = try Pixmap(width: 64, height: 64)
        var budget = RenderBudget.default
        budget.maxPoints = 10
        #expect(throws: RenderError.self) { try SoftwareRenderer(budget: budget).render(list, into: &pixmap) }
        try SoftwareRenderer().render(list, into: &pixmap)
        #expect(pixmap[x: 32, y: 32].alpha == 255)
    }

    @Test func limitsDeriveFromMemory() {
        let budget = RenderBudget(maxMemory: 2 << 30)
        #expect(budget == .default)
        #expect(budget.maxPoints == 33_554_432)
        #expect(budget.maxLayerDepth == 256)
        #expect(budget.maxImagePixels == 134_217_728)
        #expect(budget.maxDocumentImagePixels == 268_435_456)
        #expect(budget.maxGPUBytes == 2 << 30)
        #expect(RenderBudget(maxMemory: 1).maxLayerDepth == 1)
    }

    @Test func numbersInMessages() {
        #expect(RenderBudget.Exceeded.scientific(3.14e9) == "3.1e9")
        #expect(RenderBudget.Exceeded.scientific(5e7) == "5.0e7")
        #expect(RenderBudget.Exceeded.scientific(9.96e9) == "1.0e10")
        #expect(RenderBudget.Exceeded.scientific(1.5e300) == "1.5e300")
        #expect(RenderBudget.Exceeded.scientific(256) == "256")
        #expect(RenderBudget.Exceeded.scientific(12_345) == "1.2e4")
        #expect(RenderBudget.Exceeded.bytes(1.5 * 1073741824) == "1.5 GiB")
        #expect(RenderBudget.Exceeded.bytes(512 * 1048576) == "512 MiB")
        #expect(RenderBudget.Exceeded.bytes(1e300) == "1.0e300 B")
    }
}
