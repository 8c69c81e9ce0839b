import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
@testable import ZoetropeUI

/// `ContainerRelativeShape`, `.containerShape(_:)` and the static shape members (`.circle`,
/// `.rect(cornerRadius:)`…) that name a shape where one is taken (spec §15.6).
@Suite struct ContainerRelativeShapeTests {
    func pixels<V: View>(_ view: V) throws -> Pixmap {
        let renderer = ImageRenderer(content: view.frame(width: 100, height: 80))
        return try renderer.render(with: SoftwareRenderer(), background: .white)
    }

    @Test func insideARoundedContainerItIsConcentric() throws {
        // 8 points in from a container with corners 20 round: corners 12 round.
        let relative = try pixels(ContainerRelativeShape().fill(.blue).padding(8).containerShape(.rect(cornerRadius: 20)))
        let expected = try pixels(RoundedRectangle(cornerRadius: 12).fill(.blue).padding(8))
        #expect(relative == expected)
        #expect(relative != (try pixels(Rectangle().fill(.blue).padding(8))))
        // inset(by:) goes 4 further in: corners 8 round.
        let inset = try pixels(ContainerRelativeShape().inset(by: 4).fill(.blue).padding(8).containerShape(.rect(cornerRadius: 20)))
        #expect(inset == (try pixels(RoundedRectangle(cornerRadius: 8).fill(.blue).padding(12))))
    }

    @Test func withoutAContainerItIsTheRectangle() throws {
        #expect(try pixels(ContainerRelativeShape().fill(.green).padding(6)) == (try pixels(Rectangle().fill(.green).padding(6))))
        let rect = CGRect(x: 3, y: 4, width: 50, height: 20)
        #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
    }

    @Test func theSmallestDistanceToAnEdgeSetsTheInset() throws {
        // 4 from the leading edge, 10 from the others: the container inset by 4 (corners 16).
        let relative = try pixels(ContainerRelativeShape().fill(.red)
            .padding(EdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 10)).containerShape(.rect(cornerRadius: 20)))
        let expected = try pixels(RoundedRectangle(cornerRadius: 16).fill(.red)
            .padding(EdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 10)))
        #expect(relative == expected)
    }

    @Test func clipsStrokesAndTheInnermostContainer() throws {
        let clipped = try pixels(Color.orange.clipShape(.containerRelative).padding(8).containerShape(Capsule()))
        #expect(clipped == (try pixels(Color.orange.clipShape(Capsule()).padding(8))))
        let stroked = try pixels(ContainerRelativeShape().stroke(.black, lineWidth: 2).padding(10).containerShape(.rect(cornerRadius: 16)))
        #expect(stroked == (try pixels(RoundedRectangle(cornerRadius: 6).stroke(.black, lineWidth: 2).padding(10))))
        // The nearer container wins: a circle inside a rounded rectangle.
        let nested = try pixels(ContainerRelativeShape().fill(.blue).padding(5).containerShape(.circle)
            .padding(5).containerShape(.rect(cornerRadius: 30)))
        #expect(nested == (try pixels(Circle().fill(.blue).padding(10))))
    }

    @Test func staticMembersNameTheShapes() throws {
        #expect(try pixels(Color.blue.clipShape(.circle)) == (try pixels(Color.blue.clipShape(Circle()))))
        #expect(try pixels(Color.blue.clipShape(.rect(cornerRadius: 12))) == (try pixels(Color.blue.clipShape(RoundedRectangle(cornerRadius: 12)))))
        #expect(try pixels(Color.blue.clipShape(.rect(cornerSize: CGSize(width: 20, height: 10), style: .circular)))
                == (try pixels(Color.blue.clipShape(RoundedRectangle(cornerSize: CGSize(width: 20, height: 10), style: .circular)))))
        #expect(try pixels(Color.blue.clipShape(.rect(topLeadingRadius: 24, bottomTrailingRadius: 24)))
                == (try pixels(Color.blue.clipShape(UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)))))
        #expect(try pixels(Text("Hi").background(.yellow, in: .capsule)) == (try pixels(Text("Hi").background(.yellow, in: Capsule()))))
        #expect(try pixels(Color.blue.clipShape(.ellipse)) == (try pixels(Color.blue.clipShape(Ellipse()))))
        #expect(try pixels(Color.blue.clipShape(.rect)) == (try pixels(Color.blue.clipped())))
    }
}

/// Shape booleans as views (`Circle().subtracting(…)`): drawn from the combined path, animating
/// both shapes.
@Suite struct ShapeBooleanViewTests {
    func pixels<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view.frame(width: 100, height: 100)).render(with: SoftwareRenderer(), background: .white)
    }

    @Test func aRingLeavesItsCentreEmpty() throws {
        let ring = try pixels(Circle().subtracting(Circle().scale(0.5)).fill(.orange))
        let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(ring[x: 50, y: 50] == white)
        #expect(ring[x: 50, y: 12] != white)
        #expect(ring[x: 2, y: 2] == white)
        // The same pixels as the even-odd fill of both circles (to within anti-aliasing).
        let evenOdd = try pixels(Circle().union(Circle().scale(0.5)).fill(.orange).hidden()
            .overlay(Path { p in
                p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }.fill(.orange, style: FillStyle(eoFill: true))))
        var off = 0
        for y in 0..<100 { for x in 0..<100 where abs(Int(ring[x: x, y: y].green) - Int(evenOdd[x: x, y: y].green)) > 16 { off += 1 } }
        #expect(off == 0)
    }

    @Test func bothShapesAnimate() {
        var lens = Circle().offset(x: -10).intersection(Circle().offset(x: 10))
        #expect(lens.animatableData.second.second.first == 10)
        lens.animatableData.second.second.first = 30
        #expect(lens.second.offset.width == 30)
        let line = Circle().lineIntersection(Rectangle(), eoFill: true)
        #expect(line.eoFill && line.combination == .lineInside)
    }
}
