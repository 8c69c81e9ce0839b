import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The seed's `FlipEffect` (swiftui-lab "Animation Feedback"), without the binding: the face
/// shown is derived from the animated angle itself, so it swaps exactly when the card is edge-on
/// (90° ≤ angle < 270°).
struct FlipEffect: GeometryEffect {
    var angle: Double
    let axis: (x: CGFloat, y: CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    /// Whether the back of the card faces the viewer.
    var flipped: Bool {
        let a = angle.truncatingRemainder(dividingBy: 360)
        let turned = a < 0 ? a + 360 : a
        return turned >= 90 && turned < 270
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(Angle.degrees(angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

/// The rotating card of the seed: FlipEffect about the axis (1, 5) with a linear 360° turn every
/// `seconds`, the whole card spinning back once every 2 × `seconds`.
struct FlipCardScene: AnimationScene {
    static let name = "flip"
    static let summary = "Flip card: FlipEffect (GeometryEffect with perspective) about (1, 5), faces swapped at 90°"
    static let parameters = [SceneParameter("seconds", default: 4, range: 0.1...600, "time for one full flip")]

    let angle: AnimatedValue<Double>
    let spin: AnimatedValue<Double>
    let seconds: Double

    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        angle = animator.value(0.0)
        spin = animator.value(360.0)
        seconds = parameters["seconds"]
    }

    var duration: TimeInterval { seconds }

    func script(_ script: inout SceneScript) {
        script.at(0) {
            withAnimation(.linear(duration: seconds).repeatForever(autoreverses: false)) { angle.value = 360 }
            withAnimation(.linear(duration: 2 * seconds).repeatForever(autoreverses: false)) { spin.value = 0 }
        }
    }

    func draw(in size: CGSize, into list: inout DisplayList) {
        // The seed's card is 212 × 320 points; keep its proportions at 80 % of the canvas height.
        let height = min(size.height * 0.8, size.width * 0.8 * 320 / 212)
        let effect = FlipEffect(angle: angle.presentation, axis: (x: 1, y: 5))
        let card = ZStack {
            if effect.flipped { Self.back } else { Self.front }
        }
        .frame(width: 212, height: 320)
        .modifier(effect)
        .rotationEffect(.degrees(spin.presentation))
        .scaleEffect(height / 320)
        list.draw(card, in: CGRect(origin: .zero, size: size))
    }

    /// The face: the seed's Cardify front (white card, 3-point border) with a polygon on it.
    static var front: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(Color.white)
            RoundedRectangle(cornerRadius: 10).stroke(Color.black, lineWidth: 3)
            PolygonShape(sides: 5, scale: 0.6).fill(Color.orange)
                .frame(width: 120, height: 120)
        }
    }

    /// The back: a blue card with a ring, symmetric so the mirror image looks the same.
    static var back: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(LinearGradient(colors: [.blue, .purple],
                                                                   startPoint: .top, endPoint: .bottom))
            Circle().stroke(Color.white, lineWidth: 6).frame(width: 100, height: 100)
        }
    }

    var animatedValues: [(name: String, value: String)] {
        [("angle", formatValue(angle.presentation)), ("spin", formatValue(spin.presentation)),
         ("face", FlipEffect(angle: angle.presentation, axis: (1, 5)).flipped ? "back" : "front")]
    }
}
