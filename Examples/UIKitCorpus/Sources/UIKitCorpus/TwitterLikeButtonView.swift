//
//  TwitterLikeButtonView.swift
//  UIKitCorpus
//
//  The Twitter "like": a heart drawn as a UIBezierPath in a CAShapeLayer that
//  collapses, turns pink and overshoots back (CAKeyframeAnimation of CATransform3D
//  values plus a fillColor animation), a purple circle that grows then hollows
//  out, and the counter rolling up with a CATransition push.
//

import Zoetrope

public final class TwitterLikeButtonView: UIView {

    private let heartLayer = CAShapeLayer()
    private let circleLayer = CAShapeLayer()
    private let countLabel = UILabel()
    private let captionLabel = UILabel()
    private let likeButton = UIButton(type: .custom)

    private let inactiveColor = UIColor(red: 0.55, green: 0.60, blue: 0.65, alpha: 1)
    private let activeColor = UIColor(red: 0.98, green: 0.09, blue: 0.50, alpha: 1)

    private var count = 41
    public private(set) var isLiked = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.08, green: 0.10, blue: 0.13, alpha: 1)
        layer.cornerRadius = 24

        circleLayer.fillColor = UIColor(red: 0.80, green: 0.55, blue: 0.98, alpha: 1).cgColor
        circleLayer.opacity = 0
        layer.addSublayer(circleLayer)

        heartLayer.fillColor = UIColor.clear.cgColor
        heartLayer.strokeColor = inactiveColor.cgColor
        heartLayer.lineWidth = 5
        heartLayer.lineJoin = .round
        layer.addSublayer(heartLayer)

        countLabel.text = "\(count)"
        countLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .semibold)
        countLabel.textColor = inactiveColor
        addSubview(countLabel)

        captionLabel.text = "Tap the heart"
        captionLabel.font = UIFont.systemFont(ofSize: 15)
        captionLabel.textColor = UIColor(white: 1, alpha: 0.5)
        captionLabel.textAlignment = .center
        addSubview(captionLabel)

        likeButton.addAction(UIAction { [weak self] _ in
            self?.toggleLike()
        }, for: .touchUpInside)
        addSubview(likeButton)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A classic two-lobed heart filling `rect`.
    private static func heartPath(in rect: CGRect) -> UIBezierPath {
        let w = rect.width, h = rect.height
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX + w * 0.5, y: rect.minY + h * 0.95))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.32),
                      controlPoint1: CGPoint(x: rect.minX + w * 0.2, y: rect.minY + h * 0.72),
                      controlPoint2: CGPoint(x: rect.minX, y: rect.minY + h * 0.55))
        path.addArc(withCenter: CGPoint(x: rect.minX + w * 0.25, y: rect.minY + h * 0.3),
                    radius: w * 0.25,
                    startAngle: .pi,
                    endAngle: 0,
                    clockwise: true)
        path.addArc(withCenter: CGPoint(x: rect.minX + w * 0.75, y: rect.minY + h * 0.3),
                    radius: w * 0.25,
                    startAngle: .pi,
                    endAngle: 0,
                    clockwise: true)
        path.addCurve(to: CGPoint(x: rect.minX + w * 0.5, y: rect.minY + h * 0.95),
                      controlPoint1: CGPoint(x: rect.maxX, y: rect.minY + h * 0.55),
                      controlPoint2: CGPoint(x: rect.minX + w * 0.8, y: rect.minY + h * 0.72))
        path.close()
        return path
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let heartSize: CGFloat = 90
        let heartCenter = CGPoint(x: bounds.midX - 40, y: bounds.midY - 10)

        heartLayer.bounds = CGRect(x: 0, y: 0, width: heartSize, height: heartSize)
        heartLayer.position = heartCenter
        heartLayer.path = Self.heartPath(in: heartLayer.bounds.insetBy(dx: 4, dy: 4)).cgPath

        circleLayer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
        circleLayer.position = heartCenter
        circleLayer.path = UIBezierPath(ovalIn: circleLayer.bounds).cgPath

        countLabel.frame = CGRect(x: heartCenter.x + heartSize / 2 + 16, y: heartCenter.y - 25, width: 100, height: 50)
        captionLabel.frame = CGRect(x: 0, y: bounds.height - 48, width: bounds.width, height: 20)
        likeButton.frame = heartLayer.frame
    }

    public func toggleLike() {
        isLiked.toggle()
        count += isLiked ? 1 : -1

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        heartLayer.fillColor = isLiked ? activeColor.cgColor : UIColor.clear.cgColor
        heartLayer.strokeColor = isLiked ? activeColor.cgColor : inactiveColor.cgColor
        CATransaction.commit()

        if isLiked {
            let pop = CAKeyframeAnimation(keyPath: "transform")
            pop.values = [
                CATransform3DMakeScale(1, 1, 1),
                CATransform3DMakeScale(0.1, 0.1, 1),
                CATransform3DMakeScale(0.1, 0.1, 1),
                CATransform3DMakeScale(1.25, 1.25, 1),
                CATransform3DMakeScale(0.95, 0.95, 1),
                CATransform3DIdentity
            ]
            pop.keyTimes = [0, 0.15, 0.35, 0.6, 0.8, 1]
            pop.duration = 0.9
            heartLayer.add(pop, forKey: "pop")

            let fill = CABasicAnimation(keyPath: "fillColor")
            fill.fromValue = UIColor.clear.cgColor
            fill.toValue = activeColor.cgColor
            fill.beginTime = CACurrentMediaTime() + 0.3
            fill.duration = 0.2
            fill.fillMode = .backwards
            heartLayer.add(fill, forKey: "fill")

            // Circle: appears behind the heart, grows from pink to purple and fades.
            let circleScale = CAKeyframeAnimation(keyPath: "transform.scale")
            circleScale.values = [0.1, 1.0, 1.1]
            circleScale.keyTimes = [0, 0.6, 1]
            let circleFade = CAKeyframeAnimation(keyPath: "opacity")
            circleFade.values = [0, 1, 0]
            circleFade.keyTimes = [0, 0.3, 1]
            let circleColor = CABasicAnimation(keyPath: "fillColor")
            circleColor.fromValue = activeColor.cgColor
            circleColor.toValue = UIColor(red: 0.80, green: 0.55, blue: 0.98, alpha: 1).cgColor
            let circle = CAAnimationGroup()
            circle.animations = [circleScale, circleFade, circleColor]
            circle.duration = 0.5
            circle.timingFunction = CAMediaTimingFunction(name: .easeOut)
            circleLayer.add(circle, forKey: "circle")
        } else {
            let shrink = CASpringAnimation(keyPath: "transform.scale")
            shrink.fromValue = 0.8
            shrink.toValue = 1.0
            shrink.damping = 10
            shrink.initialVelocity = 5
            shrink.duration = shrink.settlingDuration
            heartLayer.add(shrink, forKey: "pop")
        }

        // Counter rolls up (or down).
        let roll = CATransition()
        roll.type = .push
        roll.subtype = isLiked ? .fromTop : .fromBottom
        roll.duration = 0.3
        roll.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        countLabel.layer.add(roll, forKey: "roll")
        countLabel.text = "\(count)"
        countLabel.textColor = isLiked ? activeColor : inactiveColor
        captionLabel.text = isLiked ? "You liked this" : "Tap the heart"
    }
}
