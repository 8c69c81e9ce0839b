import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// Display lists and error helpers shared by the budget tests of both backends.
public enum BudgetTestSupport {
    /// `depth` nested layers (opacity 0.9) around an 8×8 red square.
    public static func nestedLayers(_ depth: Int) -> DisplayList {
        var list = DisplayList()
        for _ in 0..<depth { list.pushLayer(LayerStyle(opacity: 0.9)) }
        list.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red))
        for _ in 0..<depth { list.popLayer() }
        return list
    }

    /// 10 000 cubics through the canvas under a ×10⁵ scale: ~1.6·10⁸ points if flattened.
    public static var cubicsThroughTheCanvas: DisplayList { cubicsThroughTheCanvas(10_000) }

    /// `count` cubics through the canvas under a ×10⁵ scale, 16 384 points each if flattened.
    public static func cubicsThroughTheCanvas(_ count: Int) -> DisplayList {
        var path = Path()
        path.move(to: .zero)
        for i in 0..<count {
            let x = Double(i % 100) * 1e-3, y = Double(i / 100) * 1e-3
            path.addCurve(to: CGPoint(x: x + 1e-3, y: y), control1: CGPoint(x: x + 300, y: y - 300), control2: CGPoint(x: x - 300, y: y + 300))
        }
        var list = DisplayList()
        list.fill(path, with: .color(.red), transform: ProjectionTransform(CGAffineTransform(scaleX: 1e5, y: 1e5)))
        return list
    }

    /// The budget error `body` throws (found by `extract`), or nil when it throws none or another.
    public static func exceeded<Failure: Error>(_ body: () throws(Failure) -> Void,
                                                _ extract: (Failure) -> RenderBudget.Exceeded?) -> RenderBudget.Exceeded? {
        do throws(Failure) {
            try body()
        } catch {
            return extract(error)
        }
        return nil
    }
}
