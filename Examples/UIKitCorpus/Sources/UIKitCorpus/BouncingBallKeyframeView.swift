//
//  BouncingBallKeyframeView.swift
//  UIKitCorpus
//
//  A ball that falls, squashes on the floor, stretches as it leaves and
//  rises again, while its shadow grows and shrinks — one
//  UIView.animateKeyframes call with relative start times and durations.
//

import Zoetrope

public final class BouncingBallKeyframeView: UIView {

    private let ball = UIView()
    private let shine = UIView()
    private let shadowView = UIView()
    private let floorLine = UIView()

    private let ballSize: CGFloat = 72
    private let topY: CGFloat = 70
    private var floorY: CGFloat { bounds.height - 60 }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1.0, green: 0.97, blue: 0.88, alpha: 1)
        layer.cornerRadius = 24
        clipsToBounds = true

        floorLine.backgroundColor = UIColor(red: 0.85, green: 0.75, blue: 0.55, alpha: 1)
        addSubview(floorLine)

        shadowView.backgroundColor = UIColor(white: 0, alpha: 0.25)
        addSubview(shadowView)

        ball.backgroundColor = UIColor(red: 0.95, green: 0.26, blue: 0.21, alpha: 1)
        addSubview(ball)

        shine.backgroundColor = UIColor(white: 1, alpha: 0.55)
        ball.addSubview(shine)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        floorLine.frame = CGRect(x: 0, y: floorY, width: bounds.width, height: bounds.height - floorY)

        ball.bounds = CGRect(x: 0, y: 0, width: ballSize, height: ballSize)
        ball.layer.cornerRadius = ballSize / 2
        ball.center = CGPoint(x: bounds.midX, y: topY)
        shine.frame = CGRect(x: 16, y: 12, width: 20, height: 14)
        shine.layer.cornerRadius = 7

        shadowView.bounds = CGRect(x: 0, y: 0, width: 80, height: 14)
        shadowView.layer.cornerRadius = 7
        shadowView.center = CGPoint(x: bounds.midX, y: floorY + 4)
        shadowView.transform = CGAffineTransform(scaleX: 0.4, y: 0.4)
        shadowView.alpha = 0.4
    }

    /// Bounces forever.
    public func bounce() {
        let groundCenterY = floorY - ballSize / 2

        UIView.animateKeyframes(withDuration: 1.4,
                                delay: 0,
                                options: [.repeat, .calculationModeCubic],
                                animations: {
            // Fall (accelerating: the cubic mode keeps it smooth).
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.4) {
                self.ball.center.y = groundCenterY
                self.shadowView.transform = .identity
                self.shadowView.alpha = 1
            }
            // Squash on impact: wide and flat, anchored to the floor.
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.08) {
                self.ball.transform = CGAffineTransform(translationX: 0, y: self.ballSize * 0.15)
                    .scaledBy(x: 1.35, y: 0.7)
                self.shadowView.transform = CGAffineTransform(scaleX: 1.3, y: 1.1)
            }
            // Stretch as it leaves the ground.
            UIView.addKeyframe(withRelativeStartTime: 0.48, relativeDuration: 0.1) {
                self.ball.transform = CGAffineTransform(scaleX: 0.85, y: 1.2)
            }
            // Rise back to the top, round again.
            UIView.addKeyframe(withRelativeStartTime: 0.58, relativeDuration: 0.42) {
                self.ball.center.y = self.topY
                self.ball.transform = .identity
                self.shadowView.transform = CGAffineTransform(scaleX: 0.4, y: 0.4)
                self.shadowView.alpha = 0.4
            }
        }, completion: nil)
    }

    public func stop() {
        ball.layer.removeAllAnimations()
        shadowView.layer.removeAllAnimations()
    }
}
