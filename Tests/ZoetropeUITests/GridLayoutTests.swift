import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// Lazy grids (`GridItem` fixed, flexible, adaptive) and `Grid`/`GridRow`: track sizes, cell
/// placement, spans and alignment, and a huge grid bounded by the view budget.
@Suite struct GridLayoutTests {
    private func sizes(_ items: [GridItem], _ length: CGFloat?) -> [CGFloat] { GridTracks(items, length: length).tracks.map(\.size) }

    @Test func flexibleFixedAndAdaptiveTracks() {
        let three = sizes([GridItem(), GridItem(), GridItem()], 300)
        #expect(three.allSatisfy { abs($0 - 284.0 / 3) < 1e-9 }, "(300 − 2 × 8) / 3: \(three)")
        #expect(sizes([GridItem(.adaptive(minimum: 80))], 350) == [81.5, 81.5, 81.5, 81.5], "⌊358 / 88⌋ = 4 of (350 − 24) / 4")
        #expect(sizes([GridItem(.fixed(100)), GridItem(.flexible())], 300) == [100, 192])
        #expect(sizes([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], 300) == [50, 242])
        #expect(sizes([GridItem(.flexible(minimum: 200)), GridItem(.flexible(minimum: 200))], 300) == [200, 200], "minimums win")
        #expect(sizes([GridItem(.adaptive(minimum: 500))], 300) == [500], "at least one track, at its minimum")
        #expect(sizes([GridItem(.adaptive(minimum: 40, maximum: 50))], 300).count == 6, "⌊308 / 48⌋ = 6")
        #expect(sizes([GridItem(spacing: 0), GridItem()], nil) == [10, 10], "unbounded: each at its minimum")
        #expect(sizes([GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5))], 100).allSatisfy { $0.isFinite && $0 >= 0 })
        #expect(sizes([GridItem(.adaptive(minimum: 10))], 1e300).count == 10_000, "a huge length: at most 10,000 tracks")
    }

    @Test func aLazyVGridFillsRowsAndStacksThem() throws {
        let graph = ViewGraph(size: CGSize(width: 300, height: 300)) {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<5) { index in Color.red.frame(height: 30).accessibilityLabel("cell \(index)") }
            }
        }
        try graph.start()
        let frames = Dictionary(ViewSnapshot.flatten(graph.rootElement).compactMap { view in view.label.map { ($0, view.frame) } },
                                uniquingKeysWith: { a, _ in a })
        let width = 284.0 / 3
        let top = (300 - (30 + 10 + 30)) / 2.0   // the grid (70 high) centred in the canvas
        // Frames on the pixel grid: within a point of the layout's.
        #expect(close(frames["cell 0"] ?? .zero, CGRect(x: 0, y: top, width: width, height: 30), 1), "\(frames)")
        #expect(close(frames["cell 2"] ?? .zero, CGRect(x: 2 * (width + 8), y: top, width: width, height: 30), 1))
        #expect(close(frames["cell 4"] ?? .zero, CGRect(x: width + 8, y: top + 40, width: width, height: 30), 1))
    }

    @Test func aLazyHGridFillsColumns() throws {
        let graph = ViewGraph(size: CGSize(width: 300, height: 100)) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
                ForEach(0..<5) { index in Color.blue.frame(width: 20, height: 40).accessibilityLabel("cell \(index)") }
            }
        }
        try graph.start()
        let frames = Dictionary(ViewSnapshot.flatten(graph.rootElement).compactMap { view in view.label.map { ($0, view.frame) } },
                                uniquingKeysWith: { a, _ in a })
        let left = (300 - (3 * 20 + 2 * 4)) / 2.0, top = (100 - 88) / 2.0
        #expect(close(frames["cell 1"] ?? .zero, CGRect(x: left, y: top + 48, width: 20, height: 40), 0.5), "\(frames)")
        #expect(close(frames["cell 4"] ?? .zero, CGRect(x: left + 48, y: top, width: 20, height: 40), 0.5))
    }

    @Test func gridColumnsFitTheirWidestCellAndRowsSpan() throws {
        let graph = ViewGraph(size: CGSize(width: 200, height: 200)) {
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 6) {
                GridRow {
                    Color.red.frame(width: 30, height: 20).accessibilityLabel("a")
                    Color.red.frame(width: 50, height: 10).accessibilityLabel("b")
                }
                Color.green.frame(width: 40, height: 4).accessibilityLabel("line")
                GridRow {
                    Color.blue.frame(width: 60, height: 10).accessibilityLabel("c")
                    Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing).accessibilityLabel("d")
                }
                GridRow {
                    Color.gray.frame(width: 100, height: 10).gridCellColumns(2).accessibilityLabel("wide")
                }
            }
        }
        try graph.start()
        let frames = Dictionary(ViewSnapshot.flatten(graph.rootElement).compactMap { view in view.label.map { ($0, view.frame) } },
                                uniquingKeysWith: { a, _ in a })
        // Columns 60 and 50 wide, 10 apart: the grid 120 wide; rows 20, 4, 10, 10 with 6 between: 62 high.
        let x = (200 - 120) / 2.0, y = (200 - 62) / 2.0
        #expect(frames["a"] == CGRect(x: x, y: y, width: 30, height: 20), "\(frames)")
        #expect(frames["b"] == CGRect(x: x + 70 + 50 - 50, y: y, width: 50, height: 10), "column 2 trailing-aligned by d")
        #expect(frames["line"] == CGRect(x: x, y: y + 26, width: 40, height: 4))
        #expect(frames["d"] == CGRect(x: x + 100, y: y + 36, width: 20, height: 10))
        #expect(frames["wide"] == CGRect(x: x, y: y + 52, width: 100, height: 10))
    }

    @Test func aHugeGridIsBoundedByTheViewBudget() throws {
        var board = Storyboard("grid", size: CGSize(width: 100, height: 100), duration: 1) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) {
                ForEach(0..<1_000_000, id: \.self) { _ in Color.red.frame(height: 10) }
            }
        }
        board.maximumViews = 10_000
        #expect(throws: ViewGraphError.tooManyViews(limit: 10_000)) { try board.frame(at: 0) }
    }
}
