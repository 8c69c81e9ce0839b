import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// `.foregroundStyle(.secondary)`, `.pink`, `.tint` and `.imageScale(.large)` as real files write them.
@Suite struct ShapeStyleStaticsTests {
    /// The style `.foregroundStyle(x)` would get for a leading-dot name.
    private func style<S: ShapeStyle>(_ style: S) -> S { style }

    @Test func leadingDotStylesAreTheSystemColours() {
        #expect(style(.pink) == Color.pink && style(.mint) == Color.mint && style(.teal) == Color.teal)
        #expect(style(.cyan) == Color.cyan && style(.indigo) == Color.indigo && style(.brown) == Color.brown)
        #expect(style(.primary) == Color.primary && style(.secondary) == Color.secondary)
        #expect(style(.tint) == Color.accentColor)
    }

    @Test func secondaryTextFollowsTheScheme() throws {
        // secondaryLabel: rgba(60, 60, 67, 0.6) over white in light, rgba(235, 235, 245, 0.6) over black in dark.
        for (scheme, background, expected) in [(ColorScheme.light, Color.white, 0x8a), (.dark, .black, 0x8d)] {
            let renderer = ImageRenderer(content: Rectangle().fill(.secondary).frame(width: 4, height: 4)
                .environment(\.colorScheme, scheme))
            let pixel = try renderer.render(with: SoftwareRenderer(), background: background)[x: 2, y: 2]
            #expect(abs(Int(pixel.red) - expected) <= 2, "\(scheme): \(pixel)")
        }
    }

    @Test func imageScaleSizesSymbols() throws {
        let medium = try ImageRenderer(content: Image(systemName: "globe")).size()
        let large = try ImageRenderer(content: Image(systemName: "globe").imageScale(.large)).size()
        let small = try ImageRenderer(content: Image(systemName: "globe").imageScale(.small)).size()
        #expect(medium == CGSize(width: 21, height: 21))                          // 17 × 1.2, rounded up
        #expect(large == CGSize(width: 27, height: 27))                           // × 1.29
        #expect(small == CGSize(width: 16, height: 16))                           // × 0.78
    }
}
