import Foundation
import Testing
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

// Seed 001 "Animation Feedback": a GeometryEffect that writes a binding through
// DispatchQueue.main.async from effectValue (view-layer spec §2.3, T13, T29).

private struct FlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double
    let axis: (CGFloat, CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // The seed's `DispatchQueue.main.async { self.flipped = … }`, spelled for Swift 6 mode
        // (SeedCompatibilityTests compiles the seed verbatim in Swift 5 mode).
        nonisolated(unsafe) let flipped = $flipped
        let angle = self.angle
        DispatchQueue.main.async { flipped.wrappedValue = (angle >= 90 && angle < 270) }
        let a = CGFloat(Angle.degrees(angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, self.axis.0, self.axis.1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

private struct RotatingCard: View {
    @State private var flipped = false
    @State private var animate3d = false
    @State private var rotate = false
    @State private var imgIndex = 0

    let images = ["1", "2", "3", "4", "5"]

    var body: some View {
        let binding = Binding<Bool>(get: { self.flipped }, set: { self.updateBinding($0) })

        return VStack {
            Spacer()
            Image(flipped ? "bg" : images[imgIndex]).resizable()
                .frame(width: 212, height: 320)
                .modifier(FlipEffect(flipped: binding, angle: animate3d ? 360 : 0, axis: (x: 1, y: 5)))
                .rotationEffect(Angle(degrees: rotate ? 0 : 360))
                .onAppear {
                    withAnimation(Animation.linear(duration: 4.0).repeatForever(autoreverses: false)) {
                        self.animate3d = true
                    }
                    withAnimation(Animation.linear(duration: 8.0).repeatForever(autoreverses: false)) {
                        self.rotate = true
                    }
                }
            Spacer()
        }
    }

    func updateBinding(_ value: Bool) {
        if flipped != value && !flipped {
            self.imgIndex = self.imgIndex + 1 < self.images.count ? self.imgIndex + 1 : 0
        }
        flipped = value
    }
}

@Suite struct AnimationFeedbackTests {
    let board = story(8) { RotatingCard() }

    private func shown(_ frame: StoryboardFrame) -> String? {
        frame.views.first { $0.kind == "Image" && $0.label != nil }?.label
    }

    @Test func t12CardLayout() throws {
        let card = try board.frame(index: 0).views.first { $0.kind == "Image" }
        #expect(card?.frame == CGRect(x: 89, y: 262, width: 212, height: 320))
        #expect(shown(try board.frame(index: 0)) == "1")
    }

    @Test func t13FacesSwapOneFrameAfterTheEdge() throws {
        let session = board.session()
        var labels: [Int: String] = [:]
        for k in 0...182 {
            let frame = try session.frame(index: k)
            if [59, 60, 61, 62, 182].contains(k) { labels[k] = shown(frame) }
        }
        #expect(labels[59] == "1")
        // Frame 60 evaluates 90.0° (≥ 90), so the swap shows in frame 61.
        #expect(labels[61] == "bg")
        #expect(labels[62] == "bg")
        #expect(labels[182] == "2", "\(labels)")
    }

    @Test func t29AFrameRenderedAloneEqualsTheSameFrameOfAFullRun() throws {
        let session = board.session()
        var full: [Int: String] = [:]
        for k in 0..<120 {
            let frame = try session.frame(index: k)
            if k >= 100 { full[k] = "\(frame.displayList.commands)" }
        }
        for k in [119, 100, 110] {  // any order, each alone
            let alone = "\(try board.frame(index: k).displayList.commands)"
            #expect(alone == full[k], "frame \(k)")
        }
    }

    @Test func aMainQueueCallerGetsAClearError() async throws {
        nonisolated(unsafe) let board = self.board
        let error = await MainActor.run { () -> ViewGraphError? in
            do { _ = try board.frame(index: 1); return nil } catch { return error as? ViewGraphError }
        }
        #expect(error == .mainQueueUnavailable)
    }
}
