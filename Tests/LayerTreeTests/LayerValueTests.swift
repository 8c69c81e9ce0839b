import Foundation
import Testing
@testable import LayerTree

@Suite struct LayerValueTests {
    @Test func numbersCoerceFromEveryNumericType() {
        #expect(Double.coerce(CGFloat(1.5)) == 1.5)
        #expect(Double.coerce(Float(0.5)) == 0.5)
        #expect(Double.coerce(3) == 3)
        #expect(Double.coerce(NSNumber(value: 2.25)) == 2.25)
        #expect(Double.coerce("1") == nil)
    }

    @Test func structsCoerceFromThemselvesAndNSValue() {
        #expect(CGPoint.coerce(CGPoint(x: 1, y: 2)) == CGPoint(x: 1, y: 2))
        #expect(CGPoint.coerce(NSValue(point: CGPoint(x: 3, y: 4))) == CGPoint(x: 3, y: 4))
        #expect(CGSize.coerce(NSValue(size: CGSize(width: 5, height: 6))) == CGSize(width: 5, height: 6))
        #expect(CGRect.coerce(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGPoint.coerce(NSValue(size: CGSize(width: 5, height: 6))) == nil)
        #expect(CGSize.coerce(1.0) == nil)
    }

    @Test func interpolationAndArithmetic() {
        #expect(CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: 4), 0.5) == CGPoint(x: 5, y: 2))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).interpolated(to: CGRect(x: 10, y: 0, width: 20, height: 0), 0.5)
                == CGRect(x: 5, y: 0, width: 15, height: 5))
        #expect(CGSize(width: 1, height: 2) + CGSize(width: 3, height: 4) == CGSize(width: 4, height: 6))
        #expect(CGPoint(x: 4, y: 6) - CGPoint(x: 1, y: 1) == CGPoint(x: 3, y: 5))
        #expect(2.0.scaled(by: 3) == 6)
    }
}
