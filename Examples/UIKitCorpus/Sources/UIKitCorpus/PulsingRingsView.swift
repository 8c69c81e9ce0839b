//
//  PulsingRingsView.swift
//  UIKitCorpus
//
//  A "searching for devices" pulse: rings grow out of a location pin and fade,
//  three at a time, from one CAShapeLayer ring inside a CAReplicatorLayer.
//

import Zoetrope

public final class PulsingRingsView: UIView {

    private let pulseReplicator = CAReplicatorLayer()
    private let ringLayer = CAShapeLayer()
    private let centerDot = UIView()
    private let iconView = UIImageView()

    private let ringCount = 4
    private let pulseDuration: CFTimeInterval = 2.4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        backgroundColor = UIColor(red: 0.04, green: 0.09, blue: 0.18, alpha: 1)
        layer.cornerRadius = 30

        ringLayer.fillColor = UIColor.systemGreen.withAlphaComponent(0.25).cgColor
        ringLayer.strokeColor = UIColor.systemGreen.cgColor
        ringLayer.lineWidth = 3
        ringLayer.opacity = 0

        pulseReplicator.instanceCount = ringCount
        pulseReplicator.instanceDelay = pulseDuration / Double(ringCount)
        pulseReplicator.addSublayer(ringLayer)
        layer.addSublayer(pulseReplicator)

        centerDot.backgroundColor = .systemGreen
        centerDot.layer.shadowColor = UIColor.systemGreen.cgColor
        centerDot.layer.shadowRadius = 12
        centerDot.layer.shadowOpacity = 0.9
        centerDot.layer.shadowOffset = .zero
        addSubview(centerDot)

        iconView.image = UIImage(systemName: "antenna.radiowaves.left.and.right")
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        centerDot.addSubview(iconView)

        startPulsing()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        pulseReplicator.frame = bounds

        let maxDiameter = min(bounds.width, bounds.height) - 20
        ringLayer.frame = CGRect(x: bounds.midX - maxDiameter / 2,
                                 y: bounds.midY - maxDiameter / 2,
                                 width: maxDiameter,
                                 height: maxDiameter)
        ringLayer.path = UIBezierPath(ovalIn: ringLayer.bounds.insetBy(dx: 2, dy: 2)).cgPath

        let dotSize: CGFloat = 64
        centerDot.frame = CGRect(x: bounds.midX - dotSize / 2, y: bounds.midY - dotSize / 2, width: dotSize, height: dotSize)
        centerDot.layer.cornerRadius = dotSize / 2
        iconView.frame = centerDot.bounds.insetBy(dx: 16, dy: 16)
    }

    public func startPulsing() {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.15
        scale.toValue = 1.0

        let opacity = CAKeyframeAnimation(keyPath: "opacity")
        opacity.values = [0.0, 1.0, 0.7, 0.0]
        opacity.keyTimes = [0, 0.1, 0.5, 1]

        let group = CAAnimationGroup()
        group.animations = [scale, opacity]
        group.duration = pulseDuration
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ringLayer.add(group, forKey: "pulse")

        // The pin itself breathes a little.
        UIView.animate(withDuration: 0.8,
                       delay: 0,
                       options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                       animations: {
            self.centerDot.transform = CGAffineTransform(scaleX: 1.12, y: 1.12)
        })
    }

    public func stopPulsing() {
        ringLayer.removeAnimation(forKey: "pulse")
        centerDot.layer.removeAllAnimations()
        centerDot.transform = .identity
    }
}
