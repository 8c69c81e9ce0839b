import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
import AnimationCore
@testable import ZoetropeUI

/// Issue 37's shapes, first part: `UnevenRoundedRectangle` (and `Path.addRoundedRect(in:cornerRadii:)`),
/// `AnyShape`, and the shape modifiers `offset`, `rotation`, `scale`, `transform` with their
/// animatable data.
@Suite struct ShapeModifierTests {
    static let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    @Test(arguments: [RoundedCornerStyle.circular, .continuous], [4.0, 12, 30, 500])
    func equalRadiiDrawTheRoundedRectanglesPath(style: RoundedCornerStyle, radius: Double) {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: radius, bottomLeadingRadius: radius, bottomTrailingRadius: radius,
                                            topTrailingRadius: radius, style: style)
        #expect(uneven.path(in: Self.rect) == RoundedRectangle(cornerRadius: radius, style: style).path(in: Self.rect))
    }

    @Test func zeroRadiiAreARectangleAndEachCornerIsItsOwn() {
        #expect(UnevenRoundedRectangle().path(in: Self.rect) == Rectangle().path(in: Self.rect))
        // Only the top-leading corner rounded: the other three corners are path points, exactly.
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).path(in: Self.rect)
        for corner in [CGPoint(x: 110, y: 20), CGPoint(x: 110, y: 80), CGPoint(x: 10, y: 80)] {
            #expect(path.points.contains(corner), "\(corner)")
        }
        #expect(!path.points.contains(CGPoint(x: 10, y: 20)))
        #expect(path.points.first == CGPoint(x: 30, y: 20), "starts where the top-leading corner ends")
        #expect(path.boundingRect == Self.rect)
    }

    @Test func radiiAreClampedToHalfTheShorterSideAndHostileOnesAreSafe() {
        // 60 high: every radius at most 30, so a 500 radius on the right is a half-capsule end.
        let path = UnevenRoundedRectangle(bottomTrailingRadius: 500, topTrailingRadius: 500, style: .circular).path(in: Self.rect)
        #expect(path.boundingRect == Self.rect)
        #expect(path.points.contains(CGPoint(x: 80, y: 20)) && path.points.contains(CGPoint(x: 80, y: 80)))
        for bad in [CGFloat.nan, .infinity, -12] {
            let hostile = UnevenRoundedRectangle(topLeadingRadius: bad, bottomTrailingRadius: bad).path(in: Self.rect)
            #expect(hostile.isFinite && hostile.boundingRect == Self.rect, "\(bad)")
        }
    }

    @Test func offsetRotationScaleAndTransformMoveThePathInItsFrame() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().offset(x: 5, y: -3).path(in: square).boundingRect == CGRect(x: 5, y: -3, width: 100, height: 50))
        #expect(Rectangle().offset(CGPoint(x: 1, y: 2)).path(in: square) == Rectangle().offset(CGSize(width: 1, height: 2)).path(in: square))
        let turned = Rectangle().rotation(.degrees(90)).path(in: square).boundingRect
        #expect(abs(turned.minX - 25) < 1e-9 && abs(turned.minY + 25) < 1e-9 && abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
        let aboutCorner = Rectangle().rotation(.degrees(180), anchor: .topLeading).path(in: square).boundingRect
        #expect(abs(aboutCorner.minX + 100) < 1e-9 && abs(aboutCorner.minY + 50) < 1e-9)
        #expect(Circle().scale(0.5).path(in: square).boundingRect == CGRect(x: 37.5, y: 12.5, width: 25, height: 25))
        #expect(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: square).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 50))
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(Rectangle().transform(shear).path(in: square) == Rectangle().path(in: square).applying(shear))
    }

    @Test func theModifiersAnimateTheirValuesAndTheShapes() {
        var rotated = RoundedRectangle(cornerRadius: 0).rotation(.zero)
        let target = RoundedRectangle(cornerRadius: 10).rotation(.degrees(90), anchor: .topLeading)
        var halfway = rotated.animatableData
        halfway.interpolate(towards: target.animatableData, amount: 0.5)
        rotated.animatableData = halfway
        #expect(abs(rotated.angle.degrees - 45) < 1e-9 && rotated.anchor == UnitPoint(x: 0.25, y: 0.25))
        #expect(rotated.shape.cornerSize == CGSize(width: 5, height: 5))
        var scaled = Circle().scale(1)
        var data = scaled.animatableData
        data.interpolate(towards: Circle().scale(3).animatableData, amount: 0.25)
        scaled.animatableData = data
        #expect(scaled.scale == CGSize(width: 1.5, height: 1.5))
        var offset = Rectangle().offset(x: 0)
        var moved = offset.animatableData
        moved.interpolate(towards: Rectangle().offset(x: 40, y: -8).animatableData, amount: 0.5)
        offset.animatableData = moved
        #expect(offset.offset == CGSize(width: 20, height: -4))
        var uneven = UnevenRoundedRectangle(topLeadingRadius: 0)
        var radii = uneven.animatableData
        radii.interpolate(towards: UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).animatableData, amount: 0.5)
        uneven.animatableData = radii
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 4, bottomTrailing: 2))
    }

    @Test func anyShapeDrawsAndSizesAsTheShapeItHolds() throws {
        let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Capsule()), AnyShape(UnevenRoundedRectangle(topLeadingRadius: 9))]
        #expect(shapes[0].path(in: Self.rect) == Circle().path(in: Self.rect))
        #expect(shapes[2].path(in: Self.rect) == UnevenRoundedRectangle(topLeadingRadius: 9).path(in: Self.rect))
        let erased = try render(AnyShape(Capsule()).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 60, height: 30))
        let typed = try render(Capsule().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 60, height: 30))
        #expect(erased == typed)
    }

    @Test func aModifiedShapeAsAViewDrawsItsPath() throws {
        // A rotated square drawn as a view covers the pixels of the same path filled directly.
        let view = Rectangle().rotation(.degrees(30)).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
        let pixmap = try render(view.frame(width: 64, height: 64))
        var list = DisplayList()
        let frame = CGRect(x: 12, y: 12, width: 40, height: 40)
        list.fill(Rectangle().rotation(.degrees(30)).path(in: frame), with: .color(Color(red: 1, green: 0, blue: 0)))
        var expected = try Pixmap(width: 64, height: 64)
        expected.fill(.white)
        try SoftwareRenderer().render(list, into: &expected)
        let difference = try ImageDifference(between: pixmap, and: expected)
        #expect(pixmap == expected, "\(difference)")
    }
}
