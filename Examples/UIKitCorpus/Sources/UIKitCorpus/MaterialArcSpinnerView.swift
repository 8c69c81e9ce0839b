//
//  MaterialArcSpinnerView.swift
//  UIKitCorpus
//
//  The Material Design indeterminate spinner: an arc whose head (strokeEnd)
//  and tail (strokeStart) chase each other while the whole layer rotates and
//  the colour cycles through four brand colours.
//

import Zoetrope

public final class MaterialArcSpinnerView: UIView {

    public var lineWidth: CGFloat = 10 {
        didSet { arcLayer.lineWidth = lineWidth; setNeedsLayout() }
    }

    public var colors: [UIColor] = [
        UIColor(red: 0.26, green: 0.52, blue: 0.96, alpha: 1),   // blue
        UIColor(red: 0.86, green: 0.27, blue: 0.22, alpha: 1),   // red
        UIColor(red: 0.96, green: 0.71, blue: 0.00, alpha: 1),   // yellow
        UIColor(red: 0.06, green: 0.62, blue: 0.35, alpha: 1)    // green
    ]

    public private(set) var isAnimating = false

    private let arcLayer = CAShapeLayer()

    private enum Key {
        static let rotation = "spinner.rotation"
        static let stroke = "spinner.stroke"
        static let color = "spinner.color"
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 20

        arcLayer.fillColor = nil
        arcLayer.strokeColor = colors[0].cgColor
        arcLayer.lineWidth = lineWidth
        arcLayer.lineCap = .round
        arcLayer.strokeStart = 0
        arcLayer.strokeEnd = 0.25
        layer.addSublayer(arcLayer)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height) * 0.5
        arcLayer.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let radius = (side - lineWidth) / 2
        let path = UIBezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2),
                                radius: radius,
                                startAngle: -.pi / 2,
                                endAngle: 1.5 * .pi,
                                clockwise: true)
        arcLayer.path = path.cgPath
    }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true

        // 1. The whole ring keeps turning.
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = 2 * CGFloat.pi
        rotation.duration = 1.6
        rotation.repeatCount = .infinity
        arcLayer.add(rotation, forKey: Key.rotation)

        // 2. Head runs ahead, then the tail catches up.
        let headAnimation = CABasicAnimation(keyPath: "strokeEnd")
        headAnimation.fromValue = 0
        headAnimation.toValue = 1
        headAnimation.duration = 0.75
        headAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let tailAnimation = CABasicAnimation(keyPath: "strokeStart")
        tailAnimation.fromValue = 0
        tailAnimation.toValue = 1
        tailAnimation.beginTime = 0.5
        tailAnimation.duration = 0.75
        tailAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let strokeGroup = CAAnimationGroup()
        strokeGroup.animations = [headAnimation, tailAnimation]
        strokeGroup.duration = 1.25
        strokeGroup.repeatCount = .infinity
        strokeGroup.fillMode = .forwards
        arcLayer.add(strokeGroup, forKey: Key.stroke)

        // 3. Change colour on every lap.
        let colorAnimation = CAKeyframeAnimation(keyPath: "strokeColor")
        colorAnimation.values = colors.map { $0.cgColor }
        // Discrete mode: one more key time than values, first 0 and last 1.
        colorAnimation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        colorAnimation.calculationMode = .discrete
        colorAnimation.duration = 1.25 * Double(colors.count)
        colorAnimation.repeatCount = .infinity
        arcLayer.add(colorAnimation, forKey: Key.color)
    }

    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        arcLayer.removeAnimation(forKey: Key.rotation)
        arcLayer.removeAnimation(forKey: Key.stroke)
        arcLayer.removeAnimation(forKey: Key.color)
    }
}
