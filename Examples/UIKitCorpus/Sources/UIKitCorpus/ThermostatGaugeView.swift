//
//  ThermostatGaugeView.swift
//  UIKitCorpus
//
//  A smart-thermostat dial drawn entirely in draw(_:) with Core Graphics:
//  a 270° track, the active part filled with a blue→orange→red gradient
//  (stroke → replacePathWithStrokedPath → clip → drawLinearGradient), tick
//  marks, a knob with a shadow and the temperature as attributed text.
//  `setTemperature(_:animated:)` steps the value with a Timer and redraws.
//

import Zoetrope

public final class ThermostatGaugeView: UIView {

    public var minimumValue: CGFloat = 10
    public var maximumValue: CGFloat = 30

    public var temperature: CGFloat = 16 {
        didSet { setNeedsDisplay() }
    }

    private let startAngle: CGFloat = 0.75 * .pi      // 135°, bottom left
    private let endAngle: CGFloat = 2.25 * .pi        // 405°, bottom right
    private let trackWidth: CGFloat = 28

    private var animationTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.09, green: 0.10, blue: 0.14, alpha: 1)
        contentMode = .redraw
        isOpaque = true
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        animationTimer?.invalidate()
    }

    private func angle(for value: CGFloat) -> CGFloat {
        let fraction = (value - minimumValue) / (maximumValue - minimumValue)
        return startAngle + (endAngle - startAngle) * max(0, min(1, fraction))
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }

        let center = CGPoint(x: bounds.midX, y: bounds.midY + 8)
        let radius = min(bounds.width, bounds.height) / 2 - trackWidth / 2 - 22

        // 1. The background track.
        context.saveGState()
        context.setLineWidth(trackWidth)
        context.setLineCap(.round)
        context.setStrokeColor(UIColor(white: 1, alpha: 0.1).cgColor)
        context.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        context.strokePath()
        context.restoreGState()

        // 2. The active arc, painted with a gradient.
        let valueAngle = angle(for: temperature)
        context.saveGState()
        context.setLineWidth(trackWidth)
        context.setLineCap(.round)
        context.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: valueAngle, clockwise: false)
        context.replacePathWithStrokedPath()
        context.clip()

        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let colors = [
            UIColor(red: 0.20, green: 0.60, blue: 1.00, alpha: 1).cgColor,
            UIColor(red: 1.00, green: 0.70, blue: 0.20, alpha: 1).cgColor,
            UIColor(red: 1.00, green: 0.25, blue: 0.25, alpha: 1).cgColor
        ] as CFArray
        let locations: [CGFloat] = [0.0, 0.55, 1.0]
        if let gradient = CGGradient(colorsSpace: colorSpace, colors: colors, locations: locations) {
            context.drawLinearGradient(gradient,
                                       start: CGPoint(x: center.x - radius - trackWidth, y: center.y),
                                       end: CGPoint(x: center.x + radius + trackWidth, y: center.y),
                                       options: [])
        }
        context.restoreGState()

        // 3. Tick marks inside the track, every degree.
        context.saveGState()
        context.translateBy(x: center.x, y: center.y)
        let tickCount = Int(maximumValue - minimumValue)
        for index in 0...tickCount {
            let value = minimumValue + CGFloat(index)
            let isMajor = index % 5 == 0
            context.saveGState()
            context.rotate(by: angle(for: value))
            let inner = radius - trackWidth / 2 - (isMajor ? 20 : 12)
            let outer = radius - trackWidth / 2 - 6
            context.move(to: CGPoint(x: inner, y: 0))
            context.addLine(to: CGPoint(x: outer, y: 0))
            context.setLineWidth(isMajor ? 3 : 1.5)
            context.setStrokeColor(UIColor(white: 1, alpha: value <= temperature ? 0.9 : 0.3).cgColor)
            context.strokePath()
            context.restoreGState()
        }
        context.restoreGState()

        // 4. The knob at the current value, with a soft shadow.
        let knobCenter = CGPoint(x: center.x + cos(valueAngle) * radius,
                                 y: center.y + sin(valueAngle) * radius)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.6).cgColor)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: CGRect(x: knobCenter.x - 18, y: knobCenter.y - 18, width: 36, height: 36))
        context.restoreGState()

        // 5. The reading.
        let valueText = NSAttributedString(string: String(format: "%.0f°", temperature), attributes: [
            .font: UIFont.systemFont(ofSize: 64, weight: .thin),
            .foregroundColor: UIColor.white
        ])
        let valueSize = valueText.size()
        valueText.draw(at: CGPoint(x: center.x - valueSize.width / 2, y: center.y - valueSize.height / 2 - 8))

        let mode = temperature >= 20 ? "HEATING" : "COOLING"
        let modeAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 14, weight: .bold),
            .foregroundColor: temperature >= 20 ? UIColor.systemOrange : UIColor.systemBlue,
            .kern: 2.0
        ]
        let modeSize = mode.size(withAttributes: modeAttributes)
        mode.draw(at: CGPoint(x: center.x - modeSize.width / 2, y: center.y + 36), withAttributes: modeAttributes)
    }

    /// Moves the dial to `newValue`, one redraw per timer tick when animated.
    public func setTemperature(_ newValue: CGFloat, animated: Bool, duration: TimeInterval = 1.5) {
        animationTimer?.invalidate()
        guard animated else {
            temperature = newValue
            return
        }
        let from = temperature
        let interval: TimeInterval = 1.0 / 60.0
        let totalSteps = max(1, Int(duration / interval))
        var step = 0
        animationTimer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            step += 1
            let t = CGFloat(step) / CGFloat(totalSteps)
            let eased = t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2   // ease-in-out quad
            self.temperature = from + (newValue - from) * eased
            if step >= totalSteps {
                timer.invalidate()
                self.temperature = newValue
            }
        }
    }

    /// Demo trigger: warm the room up to 26°.
    public func warmUp() {
        setTemperature(26, animated: true)
    }
}
