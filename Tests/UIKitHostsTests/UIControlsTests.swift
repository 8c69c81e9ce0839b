import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// Controls and stacks: `UIAction`s for control events, `UIButton` looks and layout,
/// `UIStackView` distribution and alignment, `UIEdgeInsets`, `HUGE` (spec `docs/uikit-hosts.md`
/// §6, vectors B1–B4, S1–S3).
@Suite struct UIControlsTests {
    @Test func actionsRunForTheirEventsOnlyWhileEnabled() {   // B1
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { action in
            log.append("primary \((action.sender as? UIButton)?.currentTitle ?? "?")")
        })
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.deliverTap()
        #expect(log == ["down", "up", "primary Go"])
        button.isEnabled = false
        button.deliverTap()
        button.sendActions(for: .touchUpInside)
        #expect(log.count == 3)
        #expect(button.state == .disabled && !button.isHighlighted)
    }

    @Test func aFilledConfigurationIsTintBehindWhite() throws {   // B2
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.tintColor = .systemGreen
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(button.layer.backgroundColor == UIColor.systemGreen.cgColor)
        #expect(button.titleLabel?.textColor == .white && button.currentTitle == "Continue")
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 25)
        let title = try #require(button.titleLabel?.frame)
        #expect(abs(title.midX - 100) < 1 && abs(title.midY - 25) < 1)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseForegroundColor = .systemOrange
        let other = UIButton(configuration: tinted)
        #expect(other.titleLabel?.textColor == .systemOrange)
    }

    @Test func aClassicButtonShowsItsStateTitles() {   // B3
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemPink, for: .selected)
        #expect(button.titleLabel?.text == "Follow" && button.titleLabel?.textColor == button.tintColor)
        button.isSelected = true
        #expect(button.titleLabel?.text == "Following" && button.titleLabel?.textColor == .systemPink)
        button.sizeToFit()
        #expect(button.frame.width > 40 && button.frame.height > 15)
    }

    @Test func aStackFillsEquallyAndAligns() {   // S1
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 60))
        b.isHidden = true                  // left out: two share the width
        stack.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 165, y: 0, width: 155, height: 60))
    }

    @Test func aVerticalStackCentresIntrinsicSizes() {   // S2
        let title = UILabel(), subtitle = UILabel()
        title.text = "Title"
        subtitle.text = "A longer subtitle"
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        stack.layoutIfNeeded()
        let t = title.intrinsicContentSize
        #expect(title.frame.origin.y == 0 && title.frame.height == t.height && abs(title.frame.midX - 150) < 0.01)
        #expect(subtitle.frame.minY == t.height + 4 && subtitle.frame.maxY == 200)   // .fill: the last one stretches
        #expect(stack.intrinsicContentSize.height == t.height + 4 + subtitle.intrinsicContentSize.height)
    }

    @Test func insetsAndHuge() {   // S3
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(r == CGRect(x: 10, y: 5, width: 80, height: 40))
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.repeatCount = HUGE
        #expect(spin.repeatCount == .greatestFiniteMagnitude)
    }
}
