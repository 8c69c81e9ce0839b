import AnimationCore
import Foundation
import LayerTree
import RenderCommands
import ZoetropeUI

/// A UIKit screen as a SwiftUI view: a window of its own filling the view, its root controller
/// made by `make` and brought on screen (`makeKeyAndVisible()`) when the view first appears, on
/// the graph's clock; scripted taps and drags reach its views as a finger's touches (hit-tested,
/// gesture recognizers first, controls' target–actions). What a `Storyboard` or `#Preview` whose
/// root is a `UIViewController` or `UIView` shows, filling the screen (safe area included).
///
/// ```swift
/// Storyboard("login", device: .iPhone15, duration: 2) { LoginViewController() }
///     .tap(.label("Sign In"), at: 1)
/// ```
struct UIKitRoot: View {
    typealias Body = Never
    /// The window's first size (nil: the screen's); it follows the view's size afterwards.
    let size: CGSize?
    let make: () -> UIViewController

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let hosted = HostedView(make: { HostedWindow(size: view.size, make: view.make) }, update: { content, update in
            (content as? HostedWindow)?.update(update)
        })
        HostedView._resolve(hosted, inputs, &outputs)
    }

    /// A root of the controller `make` builds.
    init(size: CGSize?, controller make: @escaping () -> UIViewController) {
        self.size = size
        self.make = make
    }

    /// A root of the view `make` builds, inside a plain controller (as `UIKitTimeline(rootView:)`).
    init(size: CGSize?, view make: @escaping () -> UIView) {
        self.init(size: size) {
            let controller = UIViewController()
            controller.view = make()
            return controller
        }
    }
}

/// The window of a ``UIKitRoot`` on its own Core Animation clock, following the graph's.
final class HostedWindow: HostedContent {
    private let time = HostedTime()
    private let size: CGSize?
    private let make: () -> UIViewController
    private var window: UIWindow?
    private var touches: TouchDelivery?

    init(size: CGSize?, make: @escaping () -> UIViewController) {
        self.size = size
        self.make = make
    }

    func update(_ update: HostedUpdate) {
        guard window == nil else { return }
        time.run(at: update.time, commit: false) {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
            self.window = window
            time.follow(root: window)
            window.rootViewController = make()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func displayList(size: CGSize, time: Double) -> DisplayList {
        guard let window else { return DisplayList() }
        return self.time.run(at: time, commit: true) { window.hostedDisplayList(size: size) }
    }

    func touch(_ phase: TouchEvent.Phase, at locations: [CGPoint], time: Double) -> HostedTouchOutcome {
        guard let window else { return .missed }
        let delivery = touches ?? TouchDelivery(root: window)
        touches = delivery
        return self.time.run(at: time, commit: false) {
            let outcome = delivery.deliverHosted(phase, at: locations, time: time)
            window.layoutIfNeeded()          // UIKit lays out at the end of the event
            return outcome
        }
    }

    func locate(_ target: ViewTarget) -> CGPoint? { window?.centre(of: target) }

    func dismantle() {
        guard let window else { return }
        time.run(at: time.now, commit: true) { window.rootViewController = nil }
    }
}
