//
//  GradientProgressRingView.swift
//  UIKitCorpus
//
//  A download ring with an angular gradient: a conic CAGradientLayer masked by
//  a CAShapeLayer ring whose strokeEnd animates. A Timer counts the label up
//  in step with the ring.
//

import Zoetrope

public final class GradientProgressRingView: UIView {

    private let backgroundRing = CAShapeLayer()
    private let gradientLayer = CAGradientLayer()
    private let ringMask = CAShapeLayer()
    private let valueLabel = UILabel()
    private let statusLabel = UILabel()

    private let ringWidth: CGFloat = 26
    private var countTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        countTimer?.invalidate()
    }

    private func setupView() {
        backgroundColor = UIColor(red: 0.08, green: 0.08, blue: 0.12, alpha: 1)
        layer.cornerRadius = 36

        backgroundRing.fillColor = UIColor.clear.cgColor
        backgroundRing.strokeColor = UIColor(white: 1, alpha: 0.08).cgColor
        backgroundRing.lineWidth = ringWidth
        layer.addSublayer(backgroundRing)

        gradientLayer.type = .conic
        gradientLayer.colors = [
            UIColor.systemCyan.cgColor,
            UIColor.systemBlue.cgColor,
            UIColor.systemPurple.cgColor,
            UIColor.systemPink.cgColor,
            UIColor.systemCyan.cgColor
        ]
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 0)
        layer.addSublayer(gradientLayer)

        ringMask.fillColor = UIColor.clear.cgColor
        ringMask.strokeColor = UIColor.black.cgColor
        ringMask.lineWidth = ringWidth
        ringMask.lineCap = .round
        ringMask.strokeEnd = 0
        gradientLayer.mask = ringMask

        valueLabel.text = "0%"
        valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 52, weight: .heavy)
        valueLabel.textColor = .white
        valueLabel.textAlignment = .center
        addSubview(valueLabel)

        statusLabel.text = "Waiting…"
        statusLabel.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
        statusLabel.textColor = UIColor(white: 1, alpha: 0.6)
        statusLabel.textAlignment = .center
        addSubview(statusLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds

        let radius = min(bounds.width, bounds.height) / 2 - ringWidth / 2 - 28
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
                                radius: radius,
                                startAngle: -.pi / 2,
                                endAngle: .pi * 1.5,
                                clockwise: true)
        backgroundRing.path = path.cgPath
        ringMask.frame = bounds
        ringMask.path = path.cgPath

        valueLabel.frame = CGRect(x: 0, y: bounds.midY - 42, width: bounds.width, height: 60)
        statusLabel.frame = CGRect(x: 0, y: bounds.midY + 22, width: bounds.width, height: 20)
    }

    /// Simulates a download: the ring fills over `duration` seconds while the
    /// percentage counts up.
    public func startDownload(duration: TimeInterval = 3.0) {
        countTimer?.invalidate()
        statusLabel.text = "Downloading"

        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = duration
        fill.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0.0, 0.2, 1.0)
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ringMask.add(fill, forKey: "fill")

        let interval = 1.0 / 30.0
        var ticks = 0
        countTimer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            ticks += 1
            let t = min(1, Double(ticks) * interval / duration)
            // Same curve shape as the ring, roughly: ease-out cubic.
            let eased = 1 - pow(1 - t, 3)
            self.valueLabel.text = "\(Int(eased * 100))%"
            if t >= 1 {
                timer.invalidate()
                self.statusLabel.text = "Complete ✓"
                self.statusLabel.textColor = .systemGreen
            }
        }
    }
}
