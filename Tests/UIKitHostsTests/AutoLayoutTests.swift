import Foundation
import Geometry2D
import LayerTree
import Testing
@testable import UIKitHosts

/// Auto Layout: anchors, priorities, intrinsic sizes, inequalities, animated constant changes
/// (spec `docs/uikit-hosts.md` §9, vectors A1–A5).
@Suite struct AutoLayoutTests {
    private func screen() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)) }

    @Test func anchorsPlaceAndSizeAView() {   // A1
        let root = screen(), card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 240),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 76.5, y: 100, width: 240, height: 144))
        #expect(root.constraints.isEmpty && card.constraints.count == 4)
    }

    @Test func anUnpinnedSideTakesTheIntrinsicSize() {   // A2
        let root = screen(), label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        NSLayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(abs(label.frame.minX - 8) < 1e-3 && abs(label.frame.width - natural.width) < 1e-2 && abs(label.frame.height - natural.height) < 1e-2)
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
        root.layoutIfNeeded()
        #expect(abs(label.frame.width - (393 - 16 - 8)) < 1e-2)
    }

    @Test func aRequiredInequalityWinsOverTheIntrinsicSize() {   // A3
        let root = screen(), label = UILabel()
        label.text = "A label far wider than one hundred points"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(abs(label.frame.width - 100) < 1e-2)
    }

    @Test func aConstantChangedInAnAnimationBlockAnimates() {   // A4
        let root = screen(), bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let width = bar.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        let timeline = LayerTimeline(root: root.layer)
        timeline.at(1) {
            width.constant = 300
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        let half = timeline.presentation(of: bar.layer, at: 1.5)
        #expect(abs(Double(half?.bounds.width ?? 0) - 200) < 1e-6)
        #expect(bar.frame.width == 300)
    }

    @Test func conflictingRequiredConstraintsStayBounded() {   // A5
        let root = screen(), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width.isFinite && box.frame.width >= 100 && box.frame.width <= 200)
        // A stack's custom spacing.
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.setCustomSpacing(40, after: a)
        stack.layoutIfNeeded()
        #expect(abs(b.frame.minX - a.frame.maxX - 40) < 1e-9 && abs(c.frame.minX - b.frame.maxX - 10) < 1e-9)
    }
}
