//
//  SpeedometerView.swift
//  UIKitCorpus
//
//  A car speedometer drawn with CGContext: a radial-gradient dial, a red
//  zone, ticks and numbers placed by rotating the context, and a needle with
//  a shadow. `accelerate(to:)` sweeps the needle with a Timer (ease-out),
//  calling setNeedsDisplay() on every tick.
//

import Zoetrope

public final class SpeedometerView: UIView {

    public var speed: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    public var maxSpeed: CGFloat = 240

    private let sweepStart: CGFloat = .pi * 0.8     // 144°
    private let sweep: CGFloat = .pi * 1.4          // 252°
    private var displayTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        layer.cornerRadius = 30
        clipsToBounds = true
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func angle(forSpeed value: CGFloat) -> CGFloat {
        sweepStart + sweep * (min(max(value, 0), maxSpeed) / maxSpeed)
    }

    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY + 10)
        let radius = min(bounds.width, bounds.height) / 2 - 14

        // Dial face: radial gradient from dark blue-grey to black.
        let faceColors = [
            UIColor(red: 0.20, green: 0.24, blue: 0.32, alpha: 1).cgColor,
            UIColor(red: 0.02, green: 0.02, blue: 0.04, alpha: 1).cgColor
        ] as CFArray
        let faceGradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: faceColors, locations: [0, 1])!
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        ctx.clip()
        ctx.drawRadialGradient(faceGradient,
                               startCenter: center, startRadius: 0,
                               endCenter: center, endRadius: radius,
                               options: [])
        ctx.restoreGState()

        // Red zone above 200 km/h.
        ctx.setLineWidth(10)
        ctx.setStrokeColor(UIColor.systemRed.cgColor)
        ctx.addArc(center: center, radius: radius - 14,
                   startAngle: angle(forSpeed: 200), endAngle: angle(forSpeed: maxSpeed), clockwise: false)
        ctx.strokePath()

        // Ticks and numbers.
        let numberAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 14, weight: .semibold),
            .foregroundColor: UIColor.white
        ]
        var tickSpeed: CGFloat = 0
        while tickSpeed <= maxSpeed {
            let a = angle(forSpeed: tickSpeed)
            let major = Int(tickSpeed) % 20 == 0
            ctx.saveGState()
            ctx.translateBy(x: center.x, y: center.y)
            ctx.rotate(by: a)
            ctx.move(to: CGPoint(x: radius - (major ? 30 : 22), y: 0))
            ctx.addLine(to: CGPoint(x: radius - 10, y: 0))
            ctx.setLineWidth(major ? 3 : 1)
            ctx.setStrokeColor(UIColor(white: 1, alpha: major ? 1 : 0.5).cgColor)
            ctx.strokePath()
            ctx.restoreGState()

            if major && Int(tickSpeed) % 40 == 0 {
                let text = "\(Int(tickSpeed))"
                let size = text.size(withAttributes: numberAttributes)
                let labelRadius = radius - 48
                let point = CGPoint(x: center.x + cos(a) * labelRadius - size.width / 2,
                                    y: center.y + sin(a) * labelRadius - size.height / 2)
                text.draw(at: point, withAttributes: numberAttributes)
            }
            tickSpeed += 10
        }

        // Digital read-out.
        let readout = NSMutableAttributedString(string: "\(Int(speed))", attributes: [
            .font: UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .bold),
            .foregroundColor: UIColor.white
        ])
        readout.append(NSAttributedString(string: " km/h", attributes: [
            .font: UIFont.systemFont(ofSize: 14, weight: .medium),
            .foregroundColor: UIColor.lightGray
        ]))
        let readoutSize = readout.size()
        readout.draw(at: CGPoint(x: center.x - readoutSize.width / 2, y: center.y + radius * 0.38))

        // Needle.
        let needleAngle = angle(forSpeed: speed)
        ctx.saveGState()
        ctx.translateBy(x: center.x, y: center.y)
        ctx.rotate(by: needleAngle)
        ctx.setShadow(offset: CGSize(width: 2, height: 3), blur: 6, color: UIColor.black.cgColor)
        let needle = UIBezierPath()
        needle.move(to: CGPoint(x: -16, y: -4))
        needle.addLine(to: CGPoint(x: radius - 26, y: 0))
        needle.addLine(to: CGPoint(x: -16, y: 4))
        needle.close()
        UIColor(red: 1.0, green: 0.35, blue: 0.10, alpha: 1).setFill()
        needle.fill()
        ctx.restoreGState()

        // Hub.
        ctx.setFillColor(UIColor(white: 0.85, alpha: 1).cgColor)
        ctx.fillEllipse(in: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
        ctx.setFillColor(UIColor(white: 0.25, alpha: 1).cgColor)
        ctx.fillEllipse(in: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10))
    }

    /// Sweeps the needle to `target` km/h over `duration` seconds (ease-out).
    public func accelerate(to target: CGFloat = 180, duration: TimeInterval = 2.0) {
        displayTimer?.invalidate()
        let from = speed
        let fps = 60.0
        let total = Int(duration * fps)
        var tick = 0
        displayTimer = Timer.scheduledTimer(withTimeInterval: 1 / fps, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            tick += 1
            let progress = CGFloat(tick) / CGFloat(total)
            let eased = 1 - pow(1 - progress, 3)
            self.speed = from + (target - from) * eased
            if tick >= total {
                timer.invalidate()
            }
        }
    }
}
