import AnimationCore
import Foundation
import LayerTree
import RenderCommands
import ZoetropeUI

/// A UIKit screen on the virtual clock: a window of `size` whose root controller `make` builds,
/// brought on screen at time 0 (`makeKeyAndVisible()`: the controller's `viewDidAppear` starts
/// its animations then), with scripted actions at later times, sampled at any time. UIKit objects
/// keep state a layer timeline cannot restore (a controller that already appeared does not appear
/// again), so a sample earlier than the last one builds the whole screen again from `make`: any
/// frame is the same alone, in order, or out of order.
///
/// ```swift
/// let screen = UIKitTimeline(size: CGSize(width: 393, height: 852)) { SpinnerViewController() }
/// screen.at(2) { controller in (controller as? SpinnerViewController)?.stop() }
/// let frame = screen.displayList(at: 1.5)
/// ```
public final class UIKitTimeline {
    /// The window's size in points.
    public let size: CGSize
    private let make: () -> UIViewController
    private var actions: [(time: CFTimeInterval, run: (UIViewController) -> Void)] = []
    private var screen: (window: UIWindow, controller: UIViewController, timeline: LayerTimeline)?
    private var lastTime = -Double.infinity
    /// Foundation's clock while the screen's code runs (reset with each build).
    private let clock = UIKitScreenClock()
    /// How many times the screen was built (a sample earlier than the last builds it again); for tests.
    package private(set) var builds = 0

    /// A screen whose root controller `make` builds (again for each replay from the start).
    public init(size: CGSize, rootViewController make: @escaping () -> UIViewController) {
        self.size = size
        self.make = make
    }

    /// A screen whose root view `make` builds, inside a plain controller.
    public convenience init(size: CGSize, rootView make: @escaping () -> UIView) {
        self.init(size: size) {
            let controller = UIViewController()
            controller.view = make()
            return controller
        }
    }

    /// Runs `action` with the root controller at `time` (seconds); its changes commit right after.
    public func at(_ time: CFTimeInterval, _ action: @escaping (UIViewController) -> Void) {
        actions.append((time, action))
        screen = nil
    }

    /// The frame at `time`: the window's presentation tree as a display list at `scale` pixels per point.
    public func displayList(at time: CFTimeInterval, scale: Double = 1) -> DisplayList {
        following { seek(to: time).timeline.displayList(at: time, size: size, scale: scale) }
    }

    /// The presentation at `time` of the layer `pick` chooses in the screen as built for that time.
    ///
    /// ```swift
    /// let opacity = screen.presentation(at: 0.5) { ($0 as! FadeViewController).dot.layer }?.opacity
    /// ```
    public func presentation<L: CALayer>(at time: CFTimeInterval, of pick: (UIViewController) -> L) -> L? {
        following {
            let current = seek(to: time)
            return current.timeline.presentation(of: pick(current.controller), at: time)
        }
    }

    /// Runs `body` with Foundation's clock, timers and `asyncAfter` following the screen's clock.
    private func following<T>(_ body: () -> T) -> T {
        VirtualRunLoop.following(clock) { body() }
    }

    /// The screen sampled at `time`, built again when `time` is earlier than the last sample.
    /// The root controller is made inside the timeline at time 0 (so what its `viewDidLoad`
    /// animates begins at 0, on the timeline's clock), then the window is made key.
    private func seek(to time: CFTimeInterval) -> (window: UIWindow, controller: UIViewController, timeline: LayerTimeline) {
        if let screen, time >= lastTime {
            lastTime = time
            return screen
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        clock.reset(root: window)
        let timeline = LayerTimeline(root: window.layer)
        let made = MadeController()
        timeline.at(0) { [make] in
            let controller = make()
            made.controller = controller
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        for action in actions {
            timeline.at(action.time) {
                guard let controller = made.controller else { return }
                action.run(controller)
                window.layoutIfNeeded()      // UIKit lays out at the end of the event, before the commit
            }
        }
        timeline.seek(to: 0)
        let controller = made.controller ?? UIViewController()
        builds += 1
        screen = (window, controller, timeline)
        lastTime = time
        return (window, controller, timeline)
    }
}

/// The root controller once the timeline made it.
private final class MadeController {
    var controller: UIViewController?
}
