import AnimationCore
import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// UIKit views inside SwiftUI: made once, updated with the transaction, drawn from their layer
/// tree on a clock that follows the graph's (spec `docs/uikit-hosts.md` §7, vectors R1–R3).
@Suite struct UIViewRepresentableTests {
    final class BarView: UIView {
        let bar = CALayer()
        var updates = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            bar.backgroundColor = UIColor.red.cgColor
            layer.addSublayer(bar)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        }
        /// A fade of the bar, 1 → 0 over 1 s, from now.
        func fade() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            bar.opacity = 0
            bar.add(fade, forKey: "fade")
        }
    }

    struct Bar: UIViewRepresentable {
        var fading: Bool
        var made: () -> Void = {}
        func makeUIView(context: Context) -> BarView { made(); return BarView() }
        func updateUIView(_ view: BarView, context: Context) {
            view.updates += 1
            if fading, view.bar.animation(forKey: "fade") == nil, view.bar.opacity == 1 { view.fade() }
        }
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: BarView, context: Context) -> CGSize? {
            CGSize(width: 40, height: 40)
        }
    }

    struct Screen: View {
        @State var fading = false
        var made: () -> Void
        var body: some View {
            VStack(spacing: 0) {
                Bar(fading: fading, made: made)
                Color.blue.frame(width: 40, height: 10)
            }
            .onAppear { fading = true }
        }
    }

    private func pixel(_ frame: StoryboardFrame, x: Int, y: Int) throws -> PremultipliedRGBA8? {
        var p = try Pixmap(width: 40, height: 50)
        try SoftwareRenderer(threads: 1).render(frame.displayList, into: &p)
        return p.pixel(x: x, y: y)
    }

    @Test func aRepresentableIsSizedDrawnAndAnimatesOnTheGraphsClock() throws {   // R1, R2
        var makes = 0
        let storyboard = Storyboard("bar", size: CGSize(width: 40, height: 50), duration: 2) { Screen { makes += 1 } }
        let session = storyboard.session(scale: 1)
        let start = try session.frame(at: 0, fps: 60)
        // Laid out by its sizeThatFits: the bar is the top half of a 40 × 40 view, blue below it.
        #expect(try pixel(start, x: 20, y: 5)?.red ?? 0 > 200)
        #expect(try pixel(start, x: 20, y: 45)?.blue == 255)
        let half = try session.frame(at: 0.5, fps: 60)
        let faded = try #require(try pixel(half, x: 20, y: 5))
        #expect(abs(Int(faded.alpha) - 128) <= 3)        // opacity 0.5 at 0.5 s
        let end = try session.frame(at: 1.5, fps: 60)
        #expect(try pixel(end, x: 20, y: 5)?.alpha == 0)
        #expect(makes == 1)                               // made once, updated again
    }

    @Test func theContextAnimatesWithTheTransaction() {   // R3
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let timeline = LayerTimeline(root: view.layer)
        var transaction = Transaction()
        transaction.animation = .linear(duration: 2)
        let context = UIViewRepresentableContext<Bar>(coordinator: (), transaction: transaction, environment: EnvironmentValues())
        timeline.at(0) { context.animate { view.alpha = 0 } }
        #expect(abs(Double(timeline.presentation(of: view.layer, at: 1)?.opacity ?? -1) - 0.5) < 1e-6)
        var still = Transaction()
        still.animation = nil
        let immediate = UIViewRepresentableContext<Bar>(coordinator: (), transaction: still, environment: EnvironmentValues())
        timeline.at(1) { immediate.animate { view.center = CGPoint(x: 50, y: 50) } }
        #expect(timeline.presentation(of: view.layer, at: 1.5)?.position == CGPoint(x: 50, y: 50))
    }
}

/// A controller inside SwiftUI appears when first drawn and animates from then on.
@Suite struct UIViewControllerRepresentableTests {
    final class FadeController: UIViewController {
        var calls: [String] = []
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("load")
            dot.backgroundColor = .red
            view.addSubview(dot)
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.dot.alpha = 0 })
        }
    }

    struct Fade: UIViewControllerRepresentable {
        let controller: FadeController
        func makeUIViewController(context: Context) -> FadeController { controller }
        func updateUIViewController(_ controller: FadeController, context: Context) {}
    }

    @Test func itAppearsWhenFirstDrawnAndAnimatesFromThen() throws {   // R4
        let controller = FadeController()
        let storyboard = Storyboard("fade", size: CGSize(width: 20, height: 20), duration: 2) { Fade(controller: controller) }
        let session = storyboard.session(scale: 1)
        var p = try Pixmap(width: 20, height: 20)
        try SoftwareRenderer(threads: 1).render(try session.frame(at: 0.5, fps: 60).displayList, into: &p)
        #expect(controller.calls == ["load", "willAppear", "didAppear"])
        let dot = try #require(p.pixel(x: 10, y: 10))
        #expect(abs(Int(dot.alpha) - 128) <= 3)
    }
}
