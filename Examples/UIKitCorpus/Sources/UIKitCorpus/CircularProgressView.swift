//
//  CircularProgressView.swift
//  UIKitCorpus
//
//  The circular progress bar every fitness / download app has: a faint track
//  and a rounded progress arc, both CAShapeLayers on the same circle, the
//  progress animated by animating `strokeEnd`.
//

import Zoetrope

public final class CircularProgressView: UIView {

    // MARK: Public

    public private(set) var progress: CGFloat = 0

    public var trackColor: UIColor = UIColor.systemOrange.withAlphaComponent(0.2) {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }

    public var progressColor: UIColor = .systemOrange {
        didSet { progressLayer.strokeColor = progressColor.cgColor }
    }

    // MARK: Private

    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentLabel = UILabel()
    private let captionLabel = UILabel()
    private let lineWidth: CGFloat = 22

    public override init(frame: CGRect) {
        super.init(frame: frame)
        createCircularPath()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func createCircularPath() {
        backgroundColor = .systemBackground
        layer.cornerRadius = 32

        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = trackColor.cgColor
        trackLayer.lineWidth = lineWidth
        trackLayer.lineCap = .round
        trackLayer.strokeEnd = 1.0
        layer.addSublayer(trackLayer)

        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = progressColor.cgColor
        progressLayer.lineWidth = lineWidth
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)

        percentLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .bold)
        percentLabel.textColor = .label
        percentLabel.textAlignment = .center
        percentLabel.text = "0%"
        addSubview(percentLabel)

        captionLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        captionLabel.textColor = .secondaryLabel
        captionLabel.textAlignment = .center
        captionLabel.text = "Daily goal"
        addSubview(captionLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2 - 30
        // Start at 12 o'clock and go clockwise.
        let circularPath = UIBezierPath(arcCenter: center,
                                        radius: radius,
                                        startAngle: -CGFloat.pi / 2,
                                        endAngle: 3 * CGFloat.pi / 2,
                                        clockwise: true)
        trackLayer.path = circularPath.cgPath
        progressLayer.path = circularPath.cgPath

        percentLabel.frame = CGRect(x: 0, y: bounds.midY - 40, width: bounds.width, height: 56)
        captionLabel.frame = CGRect(x: 0, y: bounds.midY + 16, width: bounds.width, height: 20)
    }

    public func setProgress(_ newValue: CGFloat, animated: Bool, duration: TimeInterval = 1.5) {
        let clamped = max(0, min(1, newValue))
        let oldValue = progressLayer.presentation()?.strokeEnd ?? progress
        progress = clamped
        percentLabel.text = "\(Int((clamped * 100).rounded()))%"

        guard animated else {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            progressLayer.strokeEnd = clamped
            CATransaction.commit()
            return
        }

        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = oldValue
        animation.toValue = clamped
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        progressLayer.strokeEnd = clamped
        progressLayer.add(animation, forKey: "progressAnimation")
    }

    /// Demo trigger for the host: fill to 75 %.
    public func animateToGoal() {
        setProgress(0.75, animated: true)
    }
}
