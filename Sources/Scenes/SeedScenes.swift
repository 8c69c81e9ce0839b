import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The clock: ClockTime animated as a VectorArithmetic from 10:10:00 by `hours`.
struct ClockScene: AnimationScene {
    static let name = "clock"
    static let summary = "ClockShape over ClockTime: hands sweep 10:10:00 → +hours with easeInOut"
    static let parameters = [SceneParameter("hours", default: 2.5, range: 0...24, "how far the time advances")]

    let time: AnimatedValue<ClockShape>
    let hours: Double

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        time = animator.value(ClockShape(time: ClockTime(10, 10, 0)))
        hours = parameters["hours"]
    }

    var duration: TimeInterval { 3 }

    func script(_ script: inout SceneScript) {
        script.at(0.25) {
            withAnimation(.easeInOut(duration: 2.5)) {
                time.value = ClockShape(time: ClockTime(ClockTime(10, 10, 0).asSeconds + hours * 3600))
            }
        }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        list.draw(time.presentation.fill(Color.black), in: size.centeredSquare())
    }

    var animatedValues: [(name: String, value: String)] { [("time", time.presentation.time.description)] }
}

/// The blob, toggled by a lightly damped spring (the seed's button tap, scripted).
struct BlobScene: AnimationScene {
    static let name = "blob"
    static let summary = "Blobshape: control points toggled with spring(response: 0.4, dampingFraction: 0.2)"
    static let parameters: [SceneParameter] = []

    let blob: AnimatedValue<Blobshape>

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        blob = animator.value(Blobshape())
    }

    var duration: TimeInterval { 4 }

    func script(_ script: inout SceneScript) {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.2)
        script.at(0.2) { withAnimation(spring) { blob.value = Blobshape(xOffset: 60, yOffset: 90) } }
        script.at(2.2) { withAnimation(spring) { blob.value = Blobshape() } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        list.draw(blob.presentation.fill(Color(red: 30 / 255, green: 144 / 255, blue: 1)), in: size.centeredSquare())
    }

    var animatedValues: [(name: String, value: String)] {
        [("xOffset", formatValue(blob.presentation.xOffset)), ("yOffset", formatValue(blob.presentation.yOffset))]
    }
}

/// The right-angle shape: square → triangle → trapezium with easeIn (the seed's picker, scripted).
struct RightAngleScene: AnimationScene {
    static let name = "rightangle"
    static let summary = "RightAngleShape: square → triangle → trapezium, animated with .easeIn"
    static let parameters: [SceneParameter] = []

    let start: AnimatedValue<Double>

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        start = animator.value(0.0)
    }

    var duration: TimeInterval { 2 }

    func script(_ script: inout SceneScript) {
        script.at(0.1) { withAnimation(.easeIn) { start.value = 1 } }
        script.at(1.0) { withAnimation(.easeIn) { start.value = 0.5 } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        let rect = size.centeredSquare()
        list.draw(RightAngleShape(startingPoint: rect.width * start.presentation).fill(Color.orange), in: rect)
    }

    var animatedValues: [(name: String, value: String)] { [("startingPoint", formatValue(start.presentation))] }
}

/// The line chart over an AnimatableVector, repeating forever with autoreverse.
struct LineChartScene: AnimationScene {
    static let name = "linechart"
    static let summary = "LineChart over an AnimatableVector, .easeInOut.repeatForever() from flat to the data"
    static let parameters: [SceneParameter] = []

    let vector: AnimatedValue<AnimatableVector>
    let data: [Double] = [0.25, 0.5, 0.375, 0.5, 0.8, 0.1, 0.6]

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        vector = animator.value(AnimatableVector(values: Array(repeating: 0, count: 7)))
    }

    var duration: TimeInterval { 2.8 }

    func script(_ script: inout SceneScript) {
        script.at(0) { withAnimation(.easeInOut.repeatForever()) { vector.value = AnimatableVector(values: data) } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        let rect = size.centeredSquare()
        var scaled = vector.presentation
        scaled.scale(by: Double(rect.height))
        list.draw(LineChart(vector: scaled).stroke(Color.red, lineWidth: 2), in: rect)
    }

    var animatedValues: [(name: String, value: String)] {
        [("values", vector.presentation.values.map(formatValue).joined(separator: " "))]
    }
}

/// The countdown ring emptying linearly (seed Cardify's CountDownCircle).
struct CountdownScene: AnimationScene {
    static let name = "countdown"
    static let summary = "Countdown ring: an arc from 12 o'clock emptying with .linear(duration:)"
    static let parameters = [SceneParameter("seconds", default: 3, range: 0.1...600, "countdown length")]

    let remaining: AnimatedValue<Double>
    let seconds: Double

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        remaining = animator.value(1.0)
        seconds = parameters["seconds"]
    }

    var duration: TimeInterval { seconds }

    func script(_ script: inout SceneScript) {
        script.at(0) { withAnimation(.linear(duration: seconds)) { remaining.value = 0 } }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        let ring = CountdownRing(endAngle: remaining.presentation * 360 - 90)
        list.draw(ring.stroke(Color.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round)), in: size.centeredSquare())
    }

    var animatedValues: [(name: String, value: String)] { [("remaining", formatValue(remaining.presentation))] }
}
