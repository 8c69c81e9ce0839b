//
//  PieProgressView.swift
//  UIKitCorpus
//
//  A pie-chart progress indicator backed by a custom CALayer subclass with an
//  animatable `progress` property: the layer draws itself in draw(in:), asks
//  to be redrawn whenever `progress` changes (needsDisplay(forKey:)), copies
//  the property in init(layer:) so presentation layers see it, and supplies an
//  implicit animation for it in action(forKey:).
//
//  (On iOS the property is `@NSManaged var progress: CGFloat`, which Core Animation
//  backs with its key-value store. Linux has no Objective-C runtime, so `@NSManaged`
//  cannot compile; the property is written as the same store by hand — the one
//  change besides the import. Zoetrope: `required init(layer:)` instead of
//  `override init(layer:)`.)
//

import Zoetrope

final class PieProgressLayer: CALayer {

    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    var pieColor: CGColor = UIColor.systemIndigo.cgColor
    var trackColor: CGColor = UIColor.systemIndigo.withAlphaComponent(0.15).cgColor

    override init() {
        super.init()
        contentsScale = 2
        needsDisplayOnBoundsChange = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PieProgressLayer {
            pieColor = other.pieColor
            trackColor = other.trackColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 0.8
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        // Leave room at the bottom for the host view's percentage label.
        let center = CGPoint(x: bounds.midX, y: bounds.midY - 16)
        let radius = min(bounds.width, bounds.height) / 2 - 44

        // Track disc.
        ctx.setFillColor(trackColor)
        ctx.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        ctx.fillPath()

        // The slice, clockwise from 12 o'clock.
        let clamped = max(0, min(1, progress))
        if clamped > 0 {
            let start = -CGFloat.pi / 2
            let end = start + 2 * .pi * clamped
            ctx.move(to: center)
            ctx.addArc(center: center, radius: radius - 6, startAngle: start, endAngle: end, clockwise: false)
            ctx.closePath()
            ctx.setFillColor(pieColor)
            ctx.fillPath()
        }

        // Outline.
        ctx.setStrokeColor(pieColor)
        ctx.setLineWidth(3)
        ctx.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }
}

public final class PieProgressView: UIView {

    public override class var layerClass: AnyClass {
        PieProgressLayer.self
    }

    private var pieLayer: PieProgressLayer {
        layer as! PieProgressLayer
    }

    private let percentLabel = UILabel()

    public var progress: CGFloat {
        get { pieLayer.progress }
        set {
            pieLayer.progress = newValue
            percentLabel.text = "\(Int((newValue * 100).rounded()))%"
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        pieLayer.setNeedsDisplay()

        percentLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .bold)
        percentLabel.textColor = .systemIndigo
        percentLabel.textAlignment = .center
        percentLabel.text = "0%"
        addSubview(percentLabel)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        percentLabel.frame = CGRect(x: 0, y: bounds.height - 34, width: bounds.width, height: 28)
    }

    /// Animates the pie to `value` with an explicit animation of the custom key.
    public func setProgress(_ value: CGFloat, animated: Bool) {
        let from = pieLayer.presentation()?.progress ?? pieLayer.progress
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progress = value
        CATransaction.commit()

        guard animated else { return }
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = from
        animation.toValue = value
        animation.duration = 1.2
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pieLayer.add(animation, forKey: "progress")
    }

    /// Demo trigger: fill to two thirds.
    public func animateDemo() {
        setProgress(0.66, animated: true)
    }
}
