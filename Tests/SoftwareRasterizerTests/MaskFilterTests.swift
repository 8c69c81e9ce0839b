import Foundation
import Testing
import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D
import ZoetropeTestSupport

/// The mask filter (`LayerFilter.mask`, SwiftUI's `mask`): the group's pixels multiplied by the
/// alpha the mask draws, whatever its colour; a mask holding its own filters; nesting bounded;
/// the mask moving with the list's transform; the golden of the shared mask panels.
@Suite struct MaskFilterTests {
    static func masked(_ mask: DisplayList, content: (inout DisplayList) -> Void) -> DisplayList {
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.mask(mask)]))
        content(&list)
        list.popLayer()
        return list
    }

    @Test func pixelsAreKeptWhereTheMaskIsOpaqueAndClearedWhereItDrawsNothing() throws {
        var mask = DisplayList()
        mask.fill(rect(0, 0, 32, 64), with: .color(.black))
        let list = Self.masked(mask) { $0.fill(rect(8, 8, 48, 48), with: .color(rgb(255, 0, 0))) }
        let image = try draw(list, background: nil)
        #expect(image[x: 16, y: 32] == px(255, 0, 0))
        #expect(image[x: 40, y: 32] == px(0, 0, 0, 0), "right of the mask: cleared")
        #expect(image[x: 4, y: 4] == px(0, 0, 0, 0), "the mask adds nothing where the content is not")
    }

    @Test func onlyTheMasksAlphaCountsNotItsColour() throws {
        func image(_ color: Color) throws -> Pixmap {
            var mask = DisplayList()
            mask.fill(circle(32, 32, 20), with: .color(color))
            return try draw(Self.masked(mask) { $0.fill(rect(0, 0, 64, 64), with: .color(rgb(0, 128, 255))) }, background: nil)
        }
        let black = try image(.black)
        #expect(try image(Color(red: 1, green: 1, blue: 0)) == black)
        let half = try image(Color(white: 0, opacity: 0.5))
        #expect(half[x: 32, y: 32] == px(0, 64, 128, 128), "a half-transparent mask halves every premultiplied channel")
        #expect(black[x: 32, y: 32] == px(0, 128, 255))
    }

    @Test func aMaskMayHoldFilteredLayers() throws {
        var mask = DisplayList()
        mask.pushLayer(LayerStyle(filters: [.blur(radius: 4)]))
        mask.fill(rect(16, 16, 32, 32), with: .color(.black))
        mask.popLayer()
        let image = try draw(Self.masked(mask) { $0.fill(rect(0, 0, 64, 64), with: .color(.black)) })
        #expect(image[x: 32, y: 32].red < 10, "the mask's middle is opaque")
        #expect(image[x: 16, y: 32].red > 90 && image[x: 16, y: 32].red < 160, "its blurred edge is half")
        #expect(image[x: 2, y: 32] == px(255, 255, 255))
    }

    @Test func theMaskMovesWithTheListsTransform() throws {
        var mask = DisplayList()
        mask.fill(circle(16, 16, 10), with: .color(.black))
        let small = Self.masked(mask) { $0.fill(rect(0, 0, 32, 32), with: .color(rgb(0, 0, 255))) }
        var bigMask = DisplayList()
        bigMask.fill(circle(32, 32, 20), with: .color(.black))
        let big = Self.masked(bigMask) { $0.fill(rect(0, 0, 64, 64), with: .color(rgb(0, 0, 255))) }
        let scaled = small.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(try draw(scaled) == draw(big))
    }

    @Test func masksNestedBeyondTheFilterDepthAreABudgetErrorAndBadNumbersInThemAreFound() throws {
        var mask = DisplayList()
        mask.fill(rect(0, 0, 8, 8), with: .color(.black))
        for _ in 0...DisplayList.maximumFilterDepth {
            let inner = mask
            mask = Self.masked(inner) { $0.fill(rect(0, 0, 8, 8), with: .color(.black)) }
        }
        let deep = Self.masked(mask) { $0.fill(rect(0, 0, 8, 8), with: .color(.black)) }
        #expect(throws: RenderError.self) { try draw(deep) }
        do { try deep.validate(); Issue.record("validated") } catch {
            guard case .overBudget = error else { Issue.record("\(error)"); return }
        }
        var bad = DisplayList()
        bad.fill(rect(0, 0, .nan, 8), with: .color(.black))
        let list = Self.masked(bad) { $0.fill(rect(0, 0, 8, 8), with: .color(.black)) }
        #expect(throws: RenderError.nonFiniteFilter(command: 0)) { try list.validate() }
    }

    @Test func maskPanelsGolden() throws {
        try expectGolden(try draw(FilterCases.masks(), size: 192, height: 96), named: "Filters/masks")
    }

    @Test func masksDrawTheSameForAnyThreadCount() throws {
        let list = FilterCases.masks()
        let one = try draw(list, size: 192, height: 96, threads: 1)
        #expect(try draw(list, size: 192, height: 96, threads: 4) == one)
    }
}
