import Foundation
import ZoetropeUI
import VectorPath
import Geometry2D
import AnimationCore

/// Seed 001's FlipEffect as the seed writes it: it reports the face to show through a binding,
/// set with `DispatchQueue.main.async` from `effectValue` (the graph runs that work between frames).
struct FeedbackFlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double
    let axis: (CGFloat, CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        nonisolated(unsafe) let flipped = $flipped
        let angle = self.angle
        DispatchQueue.main.async { flipped.wrappedValue = angle >= 90 && angle < 270 }
        let a = CGFloat(Angle.degrees(angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.0, axis.1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

/// Seed 001's RotatingCard with drawn faces: card n shows a polygon of n + 2 sides; every time the
/// card comes round to its front the next card shows (the binding's feedback).
struct RotatingCardView: View {
    @State private var flipped = false
    @State private var animate3d = false
    @State private var rotate = false
    @State private var cardIndex = 0

    var body: some View {
        let binding = Binding<Bool>(get: { flipped }, set: { updateBinding($0) })
        return VStack {
            Spacer()
            face
                .frame(width: 212, height: 320)
                .modifier(FeedbackFlipEffect(flipped: binding, angle: animate3d ? 360 : 0, axis: (x: 1, y: 5)))
                .rotationEffect(Angle(degrees: rotate ? 0 : 360))
                .onAppear {
                    withAnimation(Animation.linear(duration: 4).repeatForever(autoreverses: false)) { animate3d = true }
                    withAnimation(Animation.linear(duration: 8).repeatForever(autoreverses: false)) { rotate = true }
                }
            Spacer()
        }
    }

    @ViewBuilder private var face: some View {
        if flipped {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                Circle().stroke(Color.white, lineWidth: 6).frame(width: 100, height: 100)
            }
            .accessibilityLabel("back")
        } else {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                RoundedRectangle(cornerRadius: 10).stroke(Color.black, lineWidth: 3)
                PolygonShape(sides: Double(cardIndex + 3), scale: 0.6).fill(Color.orange).frame(width: 120, height: 120)
            }
            .accessibilityLabel("card \(cardIndex + 1)")
        }
    }

    private func updateBinding(_ value: Bool) {
        if flipped != value && !flipped { cardIndex = (cardIndex + 1) % 5 }
        flipped = value
    }
}

/// Seed 004's Cardify (an AnimatableModifier): the face shown follows the interpolated angle.
struct CardifyModifier: ViewModifier, Animatable {
    var animatableData: Double
    init(isFaceUp: Bool) { animatableData = isFaceUp ? 0 : 180 }
    var isFaceUp: Bool { animatableData < 90 }

    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                content
            } else {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue)
            }
        }
        .rotation3DEffect(.degrees(animatableData), axis: (0, 1, 0))
    }
}

/// A card that turns over when tapped, and back when tapped again.
struct CardifyTable: View {
    @State private var faceUp = true
    var body: some View {
        Circle().fill(Color.orange).padding(30)
            .modifier(CardifyModifier(isFaceUp: faceUp))
            .frame(width: 212, height: 320)
            .accessibilityIdentifier("card")
            .onTapGesture { withAnimation(.linear(duration: 1)) { faceUp.toggle() } }
    }
}

extension SceneCatalog {
    /// The built-in storyboards: the seeds' views with the taps a person would make.
    ///
    /// ```swift
    /// let card = SceneCatalog.storyboards.first { $0.name == "rotating-card" }
    /// ```
    public static var storyboards: [Storyboard] {
        [
            Storyboard("rotating-card", size: CGSize(width: 390, height: 844), duration: 8) { RotatingCardView() },
            Storyboard("cardify", size: CGSize(width: 390, height: 844), duration: 3) { CardifyTable() }
                .tap(.id("card"), at: 0.5)
                .tap(.id("card"), at: 2),
        ] + controlStoryboards
    }

    /// One line per built-in storyboard, for `zoetrope scenes`.
    public static let storyboardSummaries: [String: String] = [
        "rotating-card": "Seed 001 RotatingCard: FlipEffect's binding swaps the face through DispatchQueue.main (view storyboard)",
        "cardify": "Seed 004 Cardify, an AnimatableModifier: tapped at 0.5 s and 2 s, the card turns over (view storyboard)",
        "controls": "Text and controls: a segmented picker morphs a shape, a toggle fades a card, buttons spring a label and fill a progress bar (view storyboard)",
    ]
}
