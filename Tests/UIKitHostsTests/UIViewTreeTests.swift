import Foundation
import Geometry2D
import LayerTree
import Testing
@testable import UIKitHosts

/// The view tree on the layer tree: geometry through the layer, subviews as sublayers, layout.
@Suite struct UIViewTreeTests {
    @Test func geometryAndAppearanceAreTheLayers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.alpha = 0.5
        view.clipsToBounds = true
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.opacity == 0.5 && view.layer.masksToBounds)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.layer.delegate === view)
    }

    @Test func subviewsAreSublayersInOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a && root.layer.sublayers?.last === a.layer)
        c.removeFromSuperview()
        #expect(c.superview == nil && c.layer.superlayer == nil && root.subviews.count == 2)
        #expect(a.next === root)
    }

    @Test func subviewLayersGoWhereUIKitPutsThemAmongOtherSublayers() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        let sky = CALayer()
        root.layer.addSublayer(sky)
        root.addSubview(a)                         // on top of the sky
        root.insertSubview(b, at: 0)               // sublayer index 0, below the sky (UIKit's quirk)
        root.insertSubview(c, belowSubview: a)     // just below a's layer
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, sky, c.layer, a.layer].map(ObjectIdentifier.init))
        root.bringSubviewToFront(b)
        #expect(root.layer.sublayers?.last === b.layer && root.subviews.last === b)
    }

    @Test func viewsHearWhenTheyEnterAndLeaveAWindow() {
        final class Watcher: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { log.append(newWindow == nil ? "will leave" : "will enter") }
            override func didMoveToWindow() { log.append(window == nil ? "left" : "entered") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), child = Watcher()
        container.addSubview(child)
        #expect(child.log.isEmpty && child.window == nil)
        window.addSubview(container)                 // the child enters with its ancestor
        #expect(child.log == ["will enter", "entered"] && child.window === window)
        container.removeFromSuperview()
        #expect(child.log == ["will enter", "entered", "will leave", "left"])
    }

    @Test func aViewCannotBeAddedToItselfOrItsSubtree() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        root.addSubview(root)
        child.addSubview(root)
        #expect(root.superview == nil && root.subviews.count == 1 && child.subviews.isEmpty)
    }

    @Test func aLayoutLoopStopsAfterItsPassLimit() {
        final class Restless: UIView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                frame.size.width += 1          // changes its own size, asking for layout again
            }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.passes == UIView.maximumLayoutPasses)
        view.layoutIfNeeded()
        #expect(view.passes == 2 * UIView.maximumLayoutPasses)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 80, width: 80, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(bar.frame == CGRect(x: 10, y: 280, width: 180, height: 20))
    }

    @Test func layerClassBacksTheViewWithAModelLayerOfThatClass() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        final class ProgressLayer: CALayer {
            var progress: CGFloat = 0.25
            override init() { super.init() }
            // `required`: Zoetrope's `init(layer:)` is required (Swift has no Objective-C
            // allocation to copy a layer of any class); UIKit code writes `override init(layer:)`.
            required init(layer: Any) {
                super.init(layer: layer)
                if let other = layer as? ProgressLayer { progress = other.progress }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class ProgressView: UIView {
            override class var layerClass: AnyClass { ProgressLayer.self }
        }
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(shape.layer is CAShapeLayer)
        // A model layer (not a presentation copy): its changes show in a timeline.
        let timeline = LayerTimeline(root: shape.layer)
        timeline.at(0.5) { shape.alpha = 0.5 }
        #expect(timeline.presentation(of: shape.layer, at: 1)?.opacity == 0.5)
        let progress = ProgressView()
        #expect((progress.layer as? ProgressLayer)?.progress == 0.25)
    }
}
