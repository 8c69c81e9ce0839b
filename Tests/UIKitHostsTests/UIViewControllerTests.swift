import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import Testing
@testable import UIKitHosts

/// View controllers on a window: the view made on first use, appearance and layout calls in
/// UIKit's order, children (spec: UIKit hosts §3).
@Suite struct UIViewControllerTests {
    private final class Logging: UIViewController {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func loadView() { log.append("\(name).loadView"); super.loadView() }
        override func viewDidLoad() { super.viewDidLoad(); log.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(name).viewWillAppear") }
        override func viewWillLayoutSubviews() { log.append("\(name).viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("\(name).viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    }

    @Test func aRootControllerComesOnScreenInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = Logging("root")
        window.rootViewController = root
        #expect(root.log == ["root.loadView", "root.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(root.log == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                             "root.viewDidLayoutSubviews", "root.viewDidAppear"])
        #expect(root.view.frame == window.bounds && root.view.superview === window)
        #expect(root.isVisible)
        window.makeKeyAndVisible()
        #expect(root.log.count == 6)
    }

    @Test func childrenAppearAfterTheirParentBegins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = Logging("root"), child = Logging("child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let appearance = (root.log + child.log).filter { $0.hasSuffix("Appear") }
        #expect(root.log.suffix(4) == ["root.viewWillAppear", "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear"])
        #expect(child.log.filter { $0.hasSuffix("Appear") } == ["child.viewWillAppear", "child.viewDidAppear"])
        #expect(appearance.count == 4)
        #expect(child.parent === root && root.children.count == 1)
        // Replacing the root: the old one disappears.
        window.rootViewController = Logging("next")
        #expect(root.log.suffix(2) == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(root.viewIfLoaded?.superview == nil)
    }

    @Test func aControllerCannotBeItsOwnAncestor() {
        let a = UIViewController(), b = UIViewController()
        a.addChild(b)
        b.addChild(a)
        a.addChild(a)
        #expect(a.parent == nil && b.parent === a && b.children.isEmpty)
    }

    @Test func animationsStartedInViewDidAppearBeginAtTimeZero() throws {
        final class Fader: UIViewController {
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            override func viewDidLoad() {
                super.viewDidLoad()
                dot.backgroundColor = .systemRed
                view.addSubview(dot)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 2
                dot.layer.add(fade, forKey: "fade")
            }
        }
        let screen = UIKitTimeline(size: CGSize(width: 100, height: 100)) { Fader() }
        let opacity = try #require(screen.presentation(at: 0.5) { ($0 as! Fader).dot.layer }).opacity
        #expect(abs(opacity - 0.75) < 1e-6)
        // Later, earlier (built again), and the same again: the same values.
        let late = try #require(screen.presentation(at: 1.5) { ($0 as! Fader).dot.layer }).opacity
        let early = try #require(screen.presentation(at: 0.5) { ($0 as! Fader).dot.layer }).opacity
        #expect(abs(late - 0.25) < 1e-6 && early == opacity)
        #expect(screen.builds == 2)
        #expect(!screen.displayList(at: 1).commands.isEmpty)
    }
}
