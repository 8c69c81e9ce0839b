import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

/// The lowering keeps to its budget: each command is estimated before its work, and the first
/// that would go over stops the run there, with the whole frame's estimate in the outcome.
@Suite struct LoweringBudgetTests {
    static func budget(points: Int = .max, depth: Int = .max) -> RenderBudget {
        var budget = RenderBudget.unlimited
        budget.maxPoints = points
        budget.maxLayerDepth = depth
        return budget
    }

    @Test func theCommandThatWouldGoOverIsNotFlattened() {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 1, y: 1, width: 10, height: 10)), with: .color(.red))        // 4 points
        list.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)), with: .color(.red))
        list.fill(Path(CGRect(x: 1, y: 1, width: 10, height: 10)), with: .color(.red))
        let circle = DeviceGeometry.estimatedPointCount(fill: Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)),
                                                        transform: ProjectionTransform())
        var counter = WorkRectLoweringTests.Counter()
        let outcome = list.lowered(tolerance: 0.25, width: 256, height: 256, budget: Self.budget(points: 50)).run(into: &counter)
        #expect(counter.draws == 1 && outcome.flattenedOutlines == 1)   // the circle and what follows: not flattened
        #expect(outcome.exceeded == RenderBudget.Exceeded(.points, amount: 8 + circle, maximum: 50))
        // Within the budget: everything, and the count is the estimate.
        counter = WorkRectLoweringTests.Counter()
        let all = list.lowered(tolerance: 0.25, width: 256, height: 256, budget: Self.budget(points: 1000)).run(into: &counter)
        #expect(counter.draws == 3 && all.exceeded == nil && all.points == 8 + circle && all.flattenedOutlines == 3)
        #expect(counter.points == Int(all.points))   // fills inside the work rectangle: exact
    }

    @Test func layersDeeperThanTheBudgetStopTheRun() {
        var list = DisplayList()
        for _ in 0..<5 { list.pushLayer(LayerStyle(opacity: 0.5)) }
        list.fill(Path(CGRect(x: 1, y: 1, width: 10, height: 10)), with: .color(.red))
        for _ in 0..<5 { list.popLayer() }
        var recorder = LoweringTests.Recorder()
        let outcome = list.lowered(tolerance: 0.25, width: 64, height: 64, budget: Self.budget(depth: 2)).run(into: &recorder)
        #expect(recorder.steps.count == 2)
        #expect(outcome.exceeded == RenderBudget.Exceeded(.layerDepth, amount: 5, maximum: 2))
        let fits = list.lowered(tolerance: 0.25, width: 64, height: 64, budget: Self.budget(depth: 5)).run(into: &recorder)
        #expect(fits.exceeded == nil && fits.maximumDepth == 5)
    }
}
