//
//  ReplicatorDotsLoaderView.swift
//  UIKitCorpus
//
//  A circle of dots that shrink and fade one after another — the classic
//  CAReplicatorLayer loader: draw ONE dot, let the replicator copy it around
//  the circle and offset each copy's animation with `instanceDelay`.
//

import Zoetrope

public final class ReplicatorDotsLoaderView: UIView {

    // MARK: - Configuration

    public var dotColor: UIColor = UIColor(red: 0.25, green: 0.85, blue: 0.95, alpha: 1) {
        didSet { dotLayer.backgroundColor = dotColor.cgColor }
    }

    private let dotCount = 12
    private let dotDiameter: CGFloat = 18
    private let cycleDuration: CFTimeInterval = 1.2

    // MARK: - Layers

    private let replicatorLayer = CAReplicatorLayer()
    private let dotLayer = CALayer()
    private let titleLabel = UILabel()

    public private(set) var isAnimating = false

    // MARK: - Init

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        backgroundColor = UIColor(red: 0.10, green: 0.11, blue: 0.20, alpha: 1)
        layer.cornerRadius = 28
        clipsToBounds = true

        dotLayer.backgroundColor = dotColor.cgColor
        dotLayer.bounds = CGRect(x: 0, y: 0, width: dotDiameter, height: dotDiameter)
        dotLayer.cornerRadius = dotDiameter / 2
        // Start small so the copies that have not started yet are not drawn at full size.
        dotLayer.transform = CATransform3DMakeScale(0.1, 0.1, 1)

        replicatorLayer.instanceCount = dotCount
        replicatorLayer.instanceDelay = cycleDuration / CFTimeInterval(dotCount)
        let angle = (2.0 * CGFloat.pi) / CGFloat(dotCount)
        replicatorLayer.instanceTransform = CATransform3DMakeRotation(angle, 0, 0, 1)
        replicatorLayer.addSublayer(dotLayer)
        layer.addSublayer(replicatorLayer)

        titleLabel.text = "Loading"
        titleLabel.textColor = .white
        titleLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)

        startAnimating()
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height) - 80
        replicatorLayer.frame = CGRect(x: (bounds.width - side) / 2,
                                       y: (bounds.height - side) / 2,
                                       width: side,
                                       height: side)
        // The replicator rotates its copies around its own centre, so put the
        // original dot at twelve o'clock.
        dotLayer.position = CGPoint(x: side / 2, y: dotDiameter / 2)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY - 15, width: bounds.width, height: 30)
    }

    // MARK: - Animation

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1.0
        scale.toValue = 0.1

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = cycleDuration
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        dotLayer.add(group, forKey: "pulse")
    }

    public func stopAnimating() {
        isAnimating = false
        dotLayer.removeAnimation(forKey: "pulse")
    }
}
