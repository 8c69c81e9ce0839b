import Foundation
import Geometry2D
import AnimationCore
import LayerTree
import RenderCommands
import Testing
@testable import UIKitHosts

/// `UIView.animate` as Core Animation animations on the views' layers (spec: UIKit hosts §1).
@Suite struct UIViewAnimationTests {
    /// A root view with one 40 × 40 subview at (20, 20).
    private func tree() -> (root: UIView, box: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemRed
        root.addSubview(box)
        return (root, box)
    }

    @Test func presentationDuringAnimateEqualsTheExplicitBasicAnimations() throws {
        let (root, box) = tree()
        let viewTimeline = LayerTimeline(root: root.layer)
        viewTimeline.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0.2, options: [.curveEaseOut]) {
                box.alpha = 0.2
                box.center = CGPoint(x: 150, y: 80)
                box.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }
        }
        // The same change written with Core Animation: explicit animations from the old values.
        let layerRoot = CALayer()
        layerRoot.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layerRoot.addSublayer(layer)
        let layerTimeline = LayerTimeline(root: layerRoot)
        layerTimeline.at(0.5) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let changes: [(String, Any, Any)] = [
                ("opacity", Float(1), Float(0.2)),
                ("position", CGPoint(x: 40, y: 40), CGPoint(x: 150, y: 80)),
                ("transform", CATransform3DIdentity, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))),
            ]
            for (key, from, to) in changes {
                layer.setValue(to, forKey: key)
                let animation = CABasicAnimation(keyPath: key)
                animation.fromValue = from
                animation.duration = 1
                animation.beginTime = CACurrentMediaTime() + 0.2
                animation.fillMode = .backwards
                animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
                layer.add(animation, forKey: key)
            }
            CATransaction.commit()
        }
        for time in [0.4, 0.6, 0.75, 1.0, 1.3, 1.69, 2.0] {
            let viewed = try #require(viewTimeline.presentation(of: box.layer, at: time))
            let explicit = try #require(layerTimeline.presentation(of: layer, at: time))
            #expect(abs(viewed.opacity - explicit.opacity) < 1e-6, "opacity at \(time)")
            #expect(abs(viewed.position.x - explicit.position.x) < 1e-9 && abs(viewed.position.y - explicit.position.y) < 1e-9, "position at \(time)")
            #expect(viewed.transform == explicit.transform, "transform at \(time)")
        }
        // Half way through the ease-out (t = 1.2): not yet moving before 0.7, at the end by 1.7.
        #expect(try #require(viewTimeline.presentation(of: box.layer, at: 0.6)).opacity == 1)
        #expect(try #require(viewTimeline.presentation(of: box.layer, at: 2.0)).opacity == 0.2)
    }

    @Test func changesOutsideABlockDoNotAnimate() throws {
        let (root, box) = tree()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0.5) { box.alpha = 0.3; root.alpha = 0.5 }
        #expect(try #require(timeline.presentation(of: box.layer, at: 0.5)).opacity == 0.3)
        #expect(try #require(timeline.presentation(of: root.layer, at: 0.5)).opacity == 0.5)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func theRootViewAnimatesInsideABlock() throws {
        let (root, _) = tree()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) { UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { root.alpha = 0 } }
        let half = try #require(timeline.presentation(of: root.layer, at: 0.5)).opacity
        #expect(abs(half - 0.5) < 1e-6)
    }

    @Test func performWithoutAnimationInsideABlockJumps() throws {
        let (root, box) = tree()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            UIView.animate(withDuration: 1) {
                box.alpha = 0
                UIView.performWithoutAnimation { box.center = CGPoint(x: 100, y: 100) }
            }
        }
        let shown = try #require(timeline.presentation(of: box.layer, at: 0.5))
        #expect(shown.position == CGPoint(x: 100, y: 100))
        #expect(shown.opacity > 0 && shown.opacity < 1)
    }

    @Test func completionRunsWhenTheAnimationsEnd() throws {
        let (root, box) = tree()
        var finishedAt: [(CFTimeInterval, Bool)] = []
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0.25) {
            UIView.animate(withDuration: 0.5, delay: 0.25, options: []) {
                box.alpha = 0
            } completion: { finished in finishedAt.append((CACurrentMediaTime(), finished)) }
        }
        _ = timeline.presentation(of: box.layer, at: 2)
        #expect(finishedAt.count == 1)
        #expect(abs((finishedAt.first?.0 ?? 0) - 1.0) < 1e-9)
        #expect(finishedAt.first?.1 == true)
    }

    @Test func repeatAndAutoreverseGoBackAndForth() throws {
        let (root, box) = tree()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) { box.alpha = 0 }
        }
        for (time, expected) in [(0.25, Float(0.75)), (1.25, 0.25), (2.5, 0.5), (3.75, 0.75)] {
            let opacity = try #require(timeline.presentation(of: box.layer, at: time)).opacity
            #expect(abs(opacity - expected) < 1e-6, "at \(time): \(opacity)")
        }
    }

    @Test func curvesAreCoreAnimationsNamedFunctions() {
        #expect(UIView.AnimationOptions.curveEaseIn.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(UIView.AnimationOptions.curveEaseOut.timingFunction == CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(UIView.AnimationOptions.curveEaseInOut.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(UIView.AnimationOptions.curveLinear.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(UIView.AnimationOptions([.repeat, .curveEaseOut]).timingFunction == CAMediaTimingFunction(name: .easeOut))
    }

    @Test func springBlocksMakeSpringAnimations() throws {
        let (root, box) = tree()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0) {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, options: []) {
                box.center.x += 100
            }
        }
        _ = timeline.presentation(of: box.layer, at: 0.1)
        let spring = try #require(box.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.6 / 0.5) < 1e-9)
        #expect(spring.initialVelocity == 2)
        // Underdamped: it overshoots the end (140) before settling.
        let peak = stride(from: 0.05, through: 1.0, by: 0.05).compactMap { timeline.presentation(of: box.layer, at: $0)?.position.x }.max() ?? 0
        #expect(peak > 140)
    }

    @Test func theDocumentationsCardSlidesAndTurns() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 120, height: 80))
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 12
        root.addSubview(card)
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(0.5) {
            UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseOut]) {
                card.center.x = 240
                card.transform = CGAffineTransform(rotationAngle: .pi / 12)
            }
        }
        let middle = try #require(timeline.presentation(of: card.layer, at: 0.8)).position.x
        #expect(middle > 80 + 160 * 0.5 && middle < 240)        // ease-out: past half way at half time
        #expect(try #require(timeline.presentation(of: card.layer, at: 1.2)).position.x == 240)
        let list = timeline.displayList(at: 0.8, size: CGSize(width: 320, height: 200))
        #expect(!list.commands.isEmpty)
    }
}
