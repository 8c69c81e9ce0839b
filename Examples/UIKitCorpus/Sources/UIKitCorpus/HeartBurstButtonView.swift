//
//  HeartBurstButtonView.swift
//  UIKitCorpus
//
//  An Instagram-style like button: the SF Symbol heart swaps to a filled red
//  one and does a squash-and-pop (CAKeyframeAnimation on transform.scale),
//  a ring flashes out, and eight coloured sparks fly out radially and fade.
//

import Zoetrope

public final class HeartBurstButtonView: UIView {

    private let heartButton = UIButton(type: .custom)
    private let likesLabel = UILabel()
    private let ringLayer = CAShapeLayer()
    private var sparkLayers: [CAShapeLayer] = []

    private let sparkColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemPink,
                                          .systemPurple, .systemRed, .systemOrange, .systemPink]

    public private(set) var isLiked = false
    private var likeCount = 1_204

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
        backgroundColor = .white
        layer.cornerRadius = 28
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 20

        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.strokeColor = UIColor.systemPink.cgColor
        ringLayer.lineWidth = 6
        ringLayer.opacity = 0
        layer.addSublayer(ringLayer)

        for color in sparkColors {
            let spark = CAShapeLayer()
            spark.fillColor = color.cgColor
            spark.opacity = 0
            layer.addSublayer(spark)
            sparkLayers.append(spark)
        }

        let config = UIImage.SymbolConfiguration(pointSize: 64, weight: .semibold)
        heartButton.setImage(UIImage(systemName: "heart", withConfiguration: config), for: .normal)
        heartButton.tintColor = .systemGray
        heartButton.addAction(UIAction { [weak self] _ in
            self?.toggleLike()
        }, for: .touchUpInside)
        addSubview(heartButton)

        likesLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        likesLabel.textColor = .darkGray
        likesLabel.textAlignment = .center
        addSubview(likesLabel)
        updateLikesLabel()
    }

    private func updateLikesLabel() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        likesLabel.text = "\(formatter.string(from: NSNumber(value: likeCount)) ?? "\(likeCount)") likes"
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY - 16)
        heartButton.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        heartButton.center = center
        likesLabel.frame = CGRect(x: 0, y: bounds.height - 66, width: bounds.width, height: 26)

        ringLayer.frame = CGRect(x: center.x - 60, y: center.y - 60, width: 120, height: 120)
        ringLayer.path = UIBezierPath(ovalIn: ringLayer.bounds.insetBy(dx: 3, dy: 3)).cgPath

        for spark in sparkLayers {
            spark.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
            spark.position = center
            spark.path = UIBezierPath(ovalIn: spark.bounds).cgPath
        }
    }

    /// What a tap does; the host calls it directly.
    public func toggleLike() {
        isLiked.toggle()
        likeCount += isLiked ? 1 : -1
        updateLikesLabel()

        let config = UIImage.SymbolConfiguration(pointSize: 64, weight: .semibold)
        heartButton.setImage(UIImage(systemName: isLiked ? "heart.fill" : "heart", withConfiguration: config),
                             for: .normal)
        heartButton.tintColor = isLiked ? .systemRed : .systemGray

        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = isLiked ? [1.0, 0.6, 1.35, 0.9, 1.08, 1.0] : [1.0, 0.8, 1.0]
        bounce.keyTimes = isLiked ? [0, 0.15, 0.45, 0.65, 0.85, 1] : [0, 0.5, 1]
        bounce.duration = isLiked ? 0.7 : 0.25
        bounce.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut),
                                       count: (bounce.values?.count ?? 1) - 1)
        heartButton.layer.add(bounce, forKey: "bounce")

        if isLiked {
            burst()
        }
    }

    private func burst() {
        let startTime = CACurrentMediaTime() + 0.1

        // Ring: grows and thins out.
        let ringScale = CABasicAnimation(keyPath: "transform.scale")
        ringScale.fromValue = 0.3
        ringScale.toValue = 1.3
        let ringWidth = CABasicAnimation(keyPath: "lineWidth")
        ringWidth.fromValue = 14
        ringWidth.toValue = 0
        let ringOpacity = CAKeyframeAnimation(keyPath: "opacity")
        ringOpacity.values = [0, 1, 1, 0]
        ringOpacity.keyTimes = [0, 0.1, 0.6, 1]
        let ring = CAAnimationGroup()
        ring.animations = [ringScale, ringWidth, ringOpacity]
        ring.duration = 0.5
        ring.beginTime = startTime
        ring.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ringLayer.add(ring, forKey: "ring")

        // Sparks: fly outwards along eight directions.
        for (index, spark) in sparkLayers.enumerated() {
            let angle = CGFloat(index) * (.pi * 2 / CGFloat(sparkLayers.count)) - .pi / 2
            let distance: CGFloat = index.isMultiple(of: 2) ? 95 : 75
            let start = spark.position
            let end = CGPoint(x: start.x + cos(angle) * distance, y: start.y + sin(angle) * distance)

            let move = CAKeyframeAnimation(keyPath: "position")
            let path = UIBezierPath()
            path.move(to: start)
            path.addLine(to: end)
            move.path = path.cgPath

            let shrink = CABasicAnimation(keyPath: "transform.scale")
            shrink.fromValue = 1.2
            shrink.toValue = 0.2

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 1, 0]
            fade.keyTimes = [0, 0.6, 1]

            let group = CAAnimationGroup()
            group.animations = [move, shrink, fade]
            group.duration = 0.7
            group.beginTime = startTime + 0.05
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            spark.add(group, forKey: "spark")
        }
    }
}
