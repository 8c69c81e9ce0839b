import Foundation
import Geometry2D
import Testing
@testable import LayerTree

/// Core Graphics' path booleans (`CGPath.union(_:using:)` and its family) on the shared path code.
@Suite struct CGPathBooleanTests {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let shifted = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)

    @Test func operationsFollowTheirNames() {
        let inner = CGPoint(x: 7, y: 7), onlyFirst = CGPoint(x: 2, y: 2), onlySecond = CGPoint(x: 13, y: 13)
        let union = square.union(shifted)
        #expect(union.contains(inner) && union.contains(onlyFirst) && union.contains(onlySecond))
        #expect(union.boundingBox == CGRect(x: 0, y: 0, width: 15, height: 15))
        let both = square.intersection(shifted)
        #expect(both.boundingBox == CGRect(x: 5, y: 5, width: 5, height: 5))
        let minus = square.subtracting(shifted)
        #expect(minus.contains(onlyFirst) && !minus.contains(inner) && !minus.contains(onlySecond))
        let xor = square.symmetricDifference(shifted)
        #expect(!xor.contains(inner) && xor.contains(onlyFirst) && xor.contains(onlySecond))
    }

    @Test func rulesAndLines() {
        // Two nested squares: even-odd leaves the inner one out, winding fills it.
        let nested = CGMutablePath()
        nested.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(nested.normalized(using: .winding).contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.normalized(using: .evenOdd).contains(CGPoint(x: 15, y: 15)))
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        #expect(line.lineIntersection(square).boundingBox == CGRect(x: 0, y: 5, width: 10, height: 0))
        #expect(line.lineSubtraction(square).boundingBox == CGRect(x: -5, y: 5, width: 25, height: 0))
    }
}
