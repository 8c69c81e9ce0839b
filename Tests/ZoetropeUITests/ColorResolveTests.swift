import Foundation
import Testing
import ZoetropeUI
import RenderCommands
import Geometry2D

/// `Color.resolve(in:)` and `Color.Resolved` as a shape style.
@Suite struct ColorResolveTests {
    static func near(_ a: Float, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(Double(a) - b) <= tolerance }

    @Test func standardRedResolvesToFF3B30() {
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(red.red == 1)
        #expect(Self.near(red.green, 0.23137) && Self.near(red.blue, 0.18824))
        #expect(red.opacity == 1)
        #expect(Self.near(red.linearGreen, 0.043735) && Self.near(red.linearBlue, 0.029557))
        #expect(red.description == "#FF3B30FF")
        #expect(Color(red).description == "#FF3B30FF")   // Float components: no longer exactly Color.red
    }

    @Test func resolutionIgnoresLayoutDirectionAndScale() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        environment.displayScale = 3
        let faded = Color.blue.opacity(0.5)
        #expect(faded.resolve(in: environment) == faded.resolve(in: EnvironmentValues()))
        #expect(faded.resolve(in: environment) == Color.Resolved(red: 0, green: Float(122.0 / 255), blue: 1, opacity: 0.5))
        let hsb = Color(hue: 2 / 3, saturation: 1, brightness: 1).resolve(in: environment)
        #expect(hsb == Color.Resolved(red: 0, green: 0, blue: 1))
    }

    @Test func resolvedColorFillsAShape() {
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.75)
        #expect(resolved.paint(in: .zero) == .color(Color(red: 1, green: 0.5, blue: 0, opacity: 0.75)))
        let list = DisplayList(Rectangle().fill(resolved).frame(width: 10, height: 10), size: CGSize(width: 20, height: 20))
        guard case .fill(_, let paint, _, _) = list.commands.first else {
            Issue.record("no fill in \(list.commands)")
            return
        }
        #expect(paint == .color(Color(resolved)))
    }
}
