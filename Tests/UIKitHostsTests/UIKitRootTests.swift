import AnimationCore
import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// A controller whose button turns the screen green, slowly (a UIView.animate of 1 s).
final class GreenButtonController: UIViewController {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.setTitle("Turn green", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        button.addTarget(self, action: GreenButtonController.turnGreen, for: .touchUpInside)
        view.addSubview(button)
    }
    func turnGreen() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { self.view.backgroundColor = .green }
    }
}

#Preview("GreenButtonController") { GreenButtonController() }

#Preview("A red UIView") {
    let view = UIView()
    view.backgroundColor = .red
    return view
}

/// UIKit screens as storyboard and preview roots, and touches reaching UIKit views inside
/// SwiftUI (spec `docs/uikit-hosts.md` §10, vectors H10–H12).
@Suite struct UIKitRootTests {
    private func pixel(_ frame: StoryboardFrame, x: Int, y: Int, size: Int = 100) throws -> PremultipliedRGBA8 {
        var p = try Pixmap(width: size, height: size)
        try SoftwareRenderer(threads: 1).render(frame.displayList, into: &p)
        return try #require(p.pixel(x: x, y: y))
    }

    @Test func aStoryboardOfAControllerTakesTapsOnItsButtons() throws {   // H10
        let story = Storyboard("green", size: CGSize(width: 100, height: 100), duration: 2) { GreenButtonController() }
            .tap(.label("Turn green"), at: 0.5)
        let before = try pixel(try story.frame(at: 0.4), x: 50, y: 80)
        #expect(before.red == 255 && before.green == 255 && before.blue == 255)
        let half = try pixel(try story.frame(at: 1), x: 50, y: 80)           // halfway from white to green
        #expect(abs(Int(half.red) - 128) <= 3 && half.green == 255)
        let done = try pixel(try story.frame(at: 1.6), x: 50, y: 80)
        #expect(done.red == 0 && done.green == 255 && done.blue == 0)
        // Any frame alone is the same as in a full run.
        let session = story.session()
        for t in stride(from: 0.0, through: 1.0, by: 1.0 / 60) { _ = try session.frame(at: t, fps: 60) }
        #expect(try session.frame(at: 1, fps: 60).displayList == (try story.frame(at: 1).displayList))
    }

    @Test func aPreviewOfAControllerOrAViewRendersIt() throws {   // H11
        let controller = try PreviewRegistry.preview(named: "GreenButtonController")
        var story = try controller.storyboard(duration: 2)
        story.size = CGSize(width: 100, height: 100)
        story = story.tap(.point(x: 50, y: 25), at: 0.2)
        #expect(try pixel(try story.frame(at: 1.5, scale: 1), x: 50, y: 80).green == 255)
        #expect(try pixel(try story.frame(at: 1.5, scale: 1), x: 50, y: 80).red == 0)
        var red = try PreviewRegistry.preview(named: "A red UIView").storyboard(duration: 1)
        red.size = CGSize(width: 100, height: 100)
        #expect(try pixel(try red.frame(at: 0, scale: 1), x: 50, y: 50).red == 255)
    }

    /// A UIKit view with a tap recognizer inside SwiftUI, next to a SwiftUI tap handler around a
    /// plain UIKit view.
    struct Tappable: UIViewRepresentable {
        let onTap: () -> Void
        final class Coordinator {
            var onTap: () -> Void
            init(onTap: @escaping () -> Void) { self.onTap = onTap }
            func tapped() { onTap() }
        }
        func makeCoordinator() -> Coordinator { Coordinator(onTap: onTap) }
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.accessibilityLabel = "uikit"
            view.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: Coordinator.tapped))
            return view
        }
        func updateUIView(_ view: UIView, context: Context) {}
    }

    struct Plain: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
    }

    struct Screen: View {
        @State var uikitTaps = 0
        @State var swiftUITaps = 0
        var body: some View {
            VStack(spacing: 0) {
                Tappable { uikitTaps += 1 }.frame(width: 100, height: 50)
                    .onTapGesture { swiftUITaps += 100 }        // the UIKit recognizer takes the tap first
                Plain().frame(width: 100, height: 50).onTapGesture { swiftUITaps += 1 }
            }
            .overlay {
                Text("\(uikitTaps) \(swiftUITaps)").allowsHitTesting(false)
            }
        }
    }

    @Test func touchesReachUIKitViewsInsideSwiftUI() throws {   // H12
        let story = Storyboard("inside", size: CGSize(width: 100, height: 100), duration: 2) { Screen() }
            .tap(.label("uikit"), at: 0.2)                 // found inside the hosted view
            .tap(.point(x: 50, y: 10), at: 0.6)           // the UIKit recognizer again
            .tap(.point(x: 50, y: 80), at: 1)             // a plain UIKit view lets SwiftUI's tap have it
        let frame = try story.frame(at: 1.5)
        #expect(frame.views.contains { $0.label == "2 1" }, "\(frame.views.compactMap(\.label))")
    }
}

/// A UIKit root whose card pans: one sequence, began at 10 points, a change per move, ended.
final class PanningBoard: UIView {
    var log: [String] = []
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    override init(frame: CGRect) {
        super.init(frame: frame)
        card.backgroundColor = .red
        addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.pan(_:)))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func pan(_ pan: UIPanGestureRecognizer) {
        log.append("\(pan.state.rawValue) \(Int(pan.translation(in: self).x.rounded()))")
        card.transform = CGAffineTransform(translationX: pan.translation(in: self).x, y: 0)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
}

extension UIKitRootTests {
    @Test func aDragOnAUIKitRootPansOnce() throws {   // H10 (a drag)
        var board: PanningBoard?
        let story = Storyboard("pan", size: CGSize(width: 100, height: 100), duration: 2) { () -> UIView in
            let made = PanningBoard(frame: .zero)
            board = made
            return made
        }
        .drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), duration: 0.2, at: 0.3)
        let frame = try story.frame(at: 1)
        let log = try #require(board?.log)
        // 40 points in 0.2 s at 120 Hz: 24 moves; began at the 6th (10 points), then 18 changes, ended.
        #expect(log.first == "began" && log.filter { $0 == "began" }.count == 1, "\(log)")
        #expect(log.dropFirst().first == "1 10" && log.last == "3 40", "\(log)")
        #expect(log.filter { $0.hasPrefix("2 ") }.count == 18)
        #expect(log.contains { $0.hasPrefix("4") } == false)     // never cancelled
        #expect(try pixel(frame, x: 95, y: 50).red == 255)        // the card moved 40 points right
        #expect(try pixel(frame, x: 30, y: 50).red == 0)
    }
}

/// A controller whose work starts later: a delayed block fades its dot over 1 s from 0.5 s; a timer
/// ticking every 0.25 s widens its bar; `Date()` read then.
final class LaterController: UIViewController, @unchecked Sendable {   // its timer and delayed block run on the main thread
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let bar = UIView(frame: CGRect(x: 0, y: 60, width: 0, height: 20))
    var started: Date?
    var ticks: [Double] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        dot.backgroundColor = .red
        bar.backgroundColor = .blue
        view.addSubview(dot)
        view.addSubview(bar)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        started = Date()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { self.dot.alpha = 0 }
        }
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            ticks.append(Date().timeIntervalSince(started ?? Date()))
            bar.frame.size.width += 10
        }
    }
}

extension UIKitRootTests {
    @Test func timersAndDelayedBlocksRunOnAHostedScreensClock() throws {   // H14
        var made: LaterController?
        let story = Storyboard("later", size: CGSize(width: 100, height: 100), duration: 2) { () -> UIViewController in
            let controller = LaterController()
            made = controller
            return controller
        }
        let frame = try story.frame(at: 1)
        let dot = try pixel(frame, x: 25, y: 25)
        #expect(abs(Int(dot.alpha) - 128) <= 3, "\(dot)")           // half faded at 1 s, as on a UIKitTimeline
        #expect(made?.ticks == [0.25, 0.5, 0.75, 1.0])
        #expect(try pixel(frame, x: 35, y: 70).blue == 255)           // 4 ticks: 40 points wide
        #expect(try pixel(frame, x: 45, y: 70).blue == 0)
        let screen = UIKitTimeline(size: CGSize(width: 100, height: 100)) { LaterController() }
        // The same commands (the storyboard wraps the hosted window's in one group).
        #expect(screen.displayList(at: 1).commands == Array(frame.displayList.commands.dropFirst().dropLast()))
    }
}

/// `CADisplayLink` on the virtual clock (vectors H13).
@Suite struct CADisplayLinkTests {
    final class Ticker {
        var stamps: [Double] = []
        var link: CADisplayLink?
        func step(_ link: CADisplayLink) {
            stamps.append(link.timestamp)
            #expect(abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-9)
        }
    }

    @Test func itTicksOnTheFrameGridOfTheClock() {   // H13
        let ticker = Ticker()
        let root = CALayer()
        let timeline = LayerTimeline(root: root)
        timeline.at(0.25) {
            let link = CADisplayLink(target: ticker, selector: Ticker.step(_:))
            link.add(to: .main, forMode: .common)
            ticker.link = link
        }
        timeline.at(0.5) { ticker.link?.isPaused = true }
        timeline.at(0.75) {
            ticker.link?.isPaused = false
            ticker.link?.preferredFramesPerSecond = 30
        }
        timeline.at(1) { ticker.link?.invalidate() }
        timeline.seek(to: 2)
        let sixtieths = ticker.stamps.filter { $0 < 0.5 + 1e-9 }
        #expect(sixtieths.count == 14)                      // 16/60 … 29/60: after 0.25 s; the pause at 0.5 s comes first
        #expect(abs(sixtieths[0] - 16.0 / 60) < 1e-12)
        let thirtieths = ticker.stamps.filter { $0 > 0.75 }
        #expect(thirtieths.count == 7)                      // 23/30 … 29/30 (invalidated at 1 s, before 30/30)
        #expect(thirtieths.allSatisfy { abs(($0 * 30).rounded() - $0 * 30) < 1e-9 })
        #expect(ticker.stamps.allSatisfy { !($0 > 0.5 + 1e-9 && $0 < 0.75) })    // paused between
        #expect(ticker.link != nil)                          // invalidated links let their target go, not the reverse
    }
}
