//
//  EqualizerBarsLoaderView.swift
//  UIKitCorpus
//
//  "Now playing" equalizer bars: one rounded bar, copied sideways by a
//  CAReplicatorLayer, each copy bouncing on the y scale a little later than
//  the one before, tinted from pink to violet with the instance colour offsets.
//

import Zoetrope

public final class EqualizerBarsLoaderView: UIView {

    private let replicator = CAReplicatorLayer()
    private let bar = CALayer()

    private let barCount = 5
    private let barWidth: CGFloat = 22
    private let barSpacing: CGFloat = 14
    private let barHeight: CGFloat = 120

    private let captionLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = .black
        layer.cornerRadius = 24

        bar.backgroundColor = UIColor.white.cgColor
        bar.cornerRadius = barWidth / 2
        // Grow from the bottom edge like a real level meter.
        bar.anchorPoint = CGPoint(x: 0.5, y: 1.0)
        bar.bounds = CGRect(x: 0, y: 0, width: barWidth, height: barHeight)

        replicator.instanceCount = barCount
        replicator.instanceTransform = CATransform3DMakeTranslation(barWidth + barSpacing, 0, 0)
        replicator.instanceDelay = 0.12
        replicator.instanceColor = UIColor.systemPink.cgColor
        replicator.instanceRedOffset = -0.12
        replicator.instanceGreenOffset = -0.05
        replicator.instanceBlueOffset = 0.15
        replicator.masksToBounds = false
        replicator.addSublayer(bar)
        layer.addSublayer(replicator)

        captionLabel.text = "NOW PLAYING"
        captionLabel.font = UIFont.systemFont(ofSize: 15, weight: .heavy)
        captionLabel.textColor = UIColor(white: 1, alpha: 0.85)
        captionLabel.textAlignment = .center
        addSubview(captionLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let totalWidth = CGFloat(barCount) * barWidth + CGFloat(barCount - 1) * barSpacing
        replicator.frame = CGRect(x: (bounds.width - totalWidth) / 2,
                                  y: bounds.midY - barHeight / 2 - 10,
                                  width: totalWidth,
                                  height: barHeight)
        bar.position = CGPoint(x: barWidth / 2, y: barHeight)
        captionLabel.frame = CGRect(x: 0, y: bounds.height - 60, width: bounds.width, height: 24)
    }

    /// Call from the host (or when the track starts playing).
    public func startAnimating() {
        let bounce = CABasicAnimation(keyPath: "transform.scale.y")
        bounce.fromValue = 0.2
        bounce.toValue = 1.0
        bounce.duration = 0.45
        bounce.autoreverses = true
        bounce.repeatCount = .infinity
        bounce.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        bar.add(bounce, forKey: "equalizer")
    }

    public func stopAnimating() {
        bar.removeAllAnimations()
    }
}
