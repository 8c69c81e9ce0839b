import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `.controlSize(_:)`: bordered buttons' padding, corner radius and (small sizes) font.
@Suite struct ControlSizeTests {
    func background(_ size: ControlSize?) throws -> ViewSnapshot {
        let board = Storyboard("size", size: CGSize(width: 300, height: 200), duration: 1) {
            if let size {
                Button("Place order") {}.buttonStyle(.borderedProminent).controlSize(size)
            } else {
                Button("Place order") {}.buttonStyle(.borderedProminent)
            }
        }
        return try #require(try board.frame(at: 0).views.first { $0.kind == "RoundedRectangle" })
    }

    @Test func regularIsTheDefaultAndLargeIsFiftyPointsHigh() throws {
        let plain = try background(nil), regular = try background(.regular), large = try background(.large)
        #expect(plain.frame == regular.frame)
        #expect(large.frame.height == regular.frame.height + 15)       // 14.5 vs 7 each side
        #expect(large.frame.width == regular.frame.width + 16)         // 20 vs 12 each side
        #expect(large.frame.height >= 49 && large.frame.height <= 51, "\(large.frame)")
    }

    @Test func smallSizesAreSmaller() throws {
        let heights = try [ControlSize.mini, .small, .regular, .large, .extraLarge].map { try background($0).frame.height }
        #expect(heights == heights.sorted() && Set(heights).count == 5, "\(heights)")
        var environment = EnvironmentValues()
        #expect(environment.controlSize == .regular)
        environment.controlSize = .mini
        #expect(environment.controlSize == .mini)
    }
}
