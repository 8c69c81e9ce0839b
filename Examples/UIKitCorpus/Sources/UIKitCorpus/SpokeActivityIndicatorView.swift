//
//  SpokeActivityIndicatorView.swift
//  UIKitCorpus
//
//  A large, custom-coloured version of the system "spokes" spinner: twelve
//  rounded rectangles around a centre, the highlight running round as each
//  spoke's opacity fades — a CAReplicatorLayer with a rotation instance
//  transform and a staggered opacity animation.
//

import Zoetrope

public final class SpokeActivityIndicatorView: UIView {

    public var spokeColor: UIColor = .systemPurple {
        didSet { spoke.backgroundColor = spokeColor.cgColor }
    }

    public var hidesWhenStopped = true

    public private(set) var isAnimating = false

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()
    private let messageLabel = UILabel()

    private let spokeCount = 12
    private let period: CFTimeInterval = 1.0

    public override init(frame: CGRect) {
        super.init(frame: frame)

        backgroundColor = UIColor(red: 0.97, green: 0.95, blue: 1.0, alpha: 1)
        layer.cornerRadius = 24
        layer.borderColor = UIColor.systemPurple.withAlphaComponent(0.3).cgColor
        layer.borderWidth = 2

        spoke.backgroundColor = spokeColor.cgColor
        spoke.opacity = 0.15

        replicator.instanceCount = spokeCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(spokeCount), 0, 0, 1)
        replicator.instanceDelay = period / Double(spokeCount)
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)

        messageLabel.text = "Please wait…"
        messageLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        messageLabel.textColor = .systemPurple
        messageLabel.textAlignment = .center
        addSubview(messageLabel)

        isHidden = hidesWhenStopped
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()

        let size: CGFloat = 140
        replicator.frame = CGRect(x: bounds.midX - size / 2, y: bounds.midY - size / 2 - 20, width: size, height: size)

        let spokeWidth: CGFloat = 12
        let spokeLength: CGFloat = 40
        spoke.bounds = CGRect(x: 0, y: 0, width: spokeWidth, height: spokeLength)
        spoke.cornerRadius = spokeWidth / 2
        spoke.position = CGPoint(x: size / 2, y: spokeLength / 2)

        messageLabel.frame = CGRect(x: 0, y: replicator.frame.maxY + 24, width: bounds.width, height: 24)
    }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.15
        fade.duration = period
        fade.repeatCount = .infinity
        spoke.add(fade, forKey: "fade")
    }

    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: "fade")
        if hidesWhenStopped {
            isHidden = true
        }
    }
}
