import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import ZoetropeUI

/// `AnyShapeStyle` draws exactly as the style it wraps: the same display list for a colour, a
/// gradient, a material (its backdrop layer kept), a foreground style and a background colour.
@Suite struct AnyShapeStyleTests {
    static let size = CGSize(width: 120, height: 80)

    func list<V: View>(_ view: V) -> DisplayList { DisplayList(view, size: Self.size) }

    @Test func aWrappedStyleDrawsAsItself() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(list(Circle().fill(AnyShapeStyle(Color.orange))) == list(Circle().fill(Color.orange)))
        #expect(list(Capsule().fill(AnyShapeStyle(gradient))) == list(Capsule().fill(gradient)))
        #expect(list(Capsule().stroke(AnyShapeStyle(gradient), lineWidth: 4)) == list(Capsule().stroke(gradient, lineWidth: 4)))
        let material = list(ZStack { Text("Under"); RoundedRectangle(cornerRadius: 12).fill(AnyShapeStyle(.thickMaterial)) })
        #expect(material == list(ZStack { Text("Under"); RoundedRectangle(cornerRadius: 12).fill(.thickMaterial) }))
        #expect(material.commands.contains { if case .pushLayer(let style) = $0 { !style.filters.isEmpty } else { false } },
                "the material keeps its backdrop layer")
        #expect(list(Text("Hi").foregroundStyle(AnyShapeStyle(.secondary))) == list(Text("Hi").foregroundStyle(.secondary)))
        #expect(list(Text("Hi").padding().background(AnyShapeStyle(Color.yellow))) == list(Text("Hi").padding().background(Color.yellow)))
    }

    @Test func wrappingTwiceWrapsOnce() {
        let twice = AnyShapeStyle(AnyShapeStyle(Color.green))
        #expect(twice.base is Color)
        let selected = true
        // Both sides of a condition have one type: the reason the type exists.
        let style = selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.regularMaterial)
        #expect(list(Rectangle().fill(style)) == list(Rectangle().fill(Color.accentColor)))
    }
}
