import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The vertex-line flower growing from a triangle to `n` vertices (seed "更加酷炫的效果").
struct FlowerScene: AnimationScene {
    static let name = "flower"
    static let summary = "Vertex-line flower: a polygon and all its diagonals, growing from 3 to n vertices"
    static let parameters = [
        SceneParameter("n", default: 24, range: 3...400, "final number of vertices"),
        SceneParameter("seconds", default: 4, range: 0.1...600, "duration of the growth"),
    ]

    let sides: AnimatedValue<Double>
    let target: Double
    let seconds: Double

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        sides = animator.value(3.0)
        target = parameters["n"]
        seconds = parameters["seconds"]
    }

    var duration: TimeInterval { seconds }

    func script(_ script: inout SceneScript) {
        script.at(0) { withAnimation(.easeInOut(duration: seconds)) { sides.value = target } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        list.draw(PolygonShape(sides: sides.presentation, scale: 1, showsDiagonals: true)
            .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 1), in: size.centeredSquare())
    }

    var animatedValues: [(name: String, value: String)] { [("sides", formatValue(sides.presentation))] }
}

/// A polygon morphing through side counts with fractional sides, pulsing its scale.
struct PolygonScene: AnimationScene {
    static let name = "polygon"
    static let summary = "PolygonShape morphing 3 → n → 4 sides (fractional sides), with a bouncy scale"
    static let parameters = [SceneParameter("n", default: 12, range: 3...200, "side count reached at t = 2 s")]

    let shape: AnimatedValue<PolygonShape>
    let n: Double

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        shape = animator.value(PolygonShape(sides: 3, scale: 0.6))
        n = parameters["n"]
    }

    var duration: TimeInterval { 4 }

    func script(_ script: inout SceneScript) {
        script.at(0) { withAnimation(.easeInOut(duration: 2)) { shape.value = PolygonShape(sides: n, scale: 1) } }
        script.at(2) { withAnimation(.bouncy) { shape.value = PolygonShape(sides: 4, scale: 0.8) } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        list.draw(shape.presentation.stroke(Color.blue, lineWidth: 3), in: size.centeredSquare())
    }

    var animatedValues: [(name: String, value: String)] {
        [("sides", formatValue(shape.presentation.sides)), ("scale", formatValue(shape.presentation.scale))]
    }
}
