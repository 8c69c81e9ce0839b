//
//  BatteryLevelView.swift
//  UIKitCorpus
//
//  A big battery widget drawn in draw(_:): an outlined body and terminal, the
//  charge as a vertical gradient whose colour follows the level (red, amber,
//  green), a lightning bolt when charging and the percentage as attributed
//  text. `startCharging()` fills it with a repeating Timer.
//

import Zoetrope

public final class BatteryLevelView: UIView {

    public var level: CGFloat = 0.12 {
        didSet { setNeedsDisplay() }
    }

    public var isCharging = false {
        didSet { setNeedsDisplay() }
    }

    private var chargeTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        layer.cornerRadius = 28
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        chargeTimer?.invalidate()
    }

    private func colors(for level: CGFloat) -> [CGColor] {
        switch level {
        case ..<0.2:
            return [UIColor(red: 1.0, green: 0.45, blue: 0.40, alpha: 1).cgColor,
                    UIColor(red: 0.85, green: 0.10, blue: 0.15, alpha: 1).cgColor]
        case ..<0.5:
            return [UIColor(red: 1.0, green: 0.85, blue: 0.35, alpha: 1).cgColor,
                    UIColor(red: 0.95, green: 0.55, blue: 0.05, alpha: 1).cgColor]
        default:
            return [UIColor(red: 0.55, green: 0.95, blue: 0.50, alpha: 1).cgColor,
                    UIColor(red: 0.10, green: 0.65, blue: 0.25, alpha: 1).cgColor]
        }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }

        let bodyRect = CGRect(x: bounds.midX - 70, y: 60, width: 140, height: 200)
        let terminalRect = CGRect(x: bodyRect.midX - 24, y: bodyRect.minY - 14, width: 48, height: 16)

        // Terminal
        UIColor.darkGray.setFill()
        UIBezierPath(roundedRect: terminalRect, byRoundingCorners: [.topLeft, .topRight],
                     cornerRadii: CGSize(width: 6, height: 6)).fill()

        // Body outline
        let body = UIBezierPath(roundedRect: bodyRect, cornerRadius: 22)
        body.lineWidth = 8
        UIColor.darkGray.setStroke()
        body.stroke()

        // Charge, filled from the bottom
        let inner = bodyRect.insetBy(dx: 12, dy: 12)
        let fillHeight = inner.height * max(0, min(1, level))
        let fillRect = CGRect(x: inner.minX, y: inner.maxY - fillHeight, width: inner.width, height: fillHeight)

        context.saveGState()
        UIBezierPath(roundedRect: fillRect, cornerRadius: 12).addClip()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: colors(for: level) as CFArray,
                                  locations: [0, 1])!
        context.drawLinearGradient(gradient,
                                   start: CGPoint(x: 0, y: fillRect.minY),
                                   end: CGPoint(x: 0, y: fillRect.maxY),
                                   options: [])
        context.restoreGState()

        // Lightning bolt
        if isCharging {
            let bolt = UIBezierPath()
            let c = CGPoint(x: bodyRect.midX, y: bodyRect.midY)
            bolt.move(to: CGPoint(x: c.x + 10, y: c.y - 50))
            bolt.addLine(to: CGPoint(x: c.x - 26, y: c.y + 8))
            bolt.addLine(to: CGPoint(x: c.x - 2, y: c.y + 8))
            bolt.addLine(to: CGPoint(x: c.x - 12, y: c.y + 50))
            bolt.addLine(to: CGPoint(x: c.x + 26, y: c.y - 10))
            bolt.addLine(to: CGPoint(x: c.x + 2, y: c.y - 10))
            bolt.close()
            context.saveGState()
            context.setShadow(offset: .zero, blur: 6, color: UIColor.black.withAlphaComponent(0.35).cgColor)
            UIColor.white.setFill()
            bolt.fill()
            context.restoreGState()
        }

        // Percentage
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let text = NSAttributedString(string: "\(Int((level * 100).rounded()))%", attributes: [
            .font: UIFont.systemFont(ofSize: 28, weight: .heavy),
            .foregroundColor: UIColor.darkGray,
            .paragraphStyle: paragraph
        ])
        text.draw(in: CGRect(x: 0, y: bodyRect.maxY + 10, width: bounds.width, height: 36))
    }

    /// Plugs the charger in: the level climbs 1 % every 30 ms up to 100 %.
    public func startCharging() {
        chargeTimer?.invalidate()
        isCharging = true
        chargeTimer = Timer.scheduledTimer(withTimeInterval: 0.03, repeats: true) { [weak self] timer in
            guard let self = self else {
                timer.invalidate()
                return
            }
            if self.level >= 1 {
                self.level = 1
                self.isCharging = false
                timer.invalidate()
            } else {
                self.level = min(1, self.level + 0.01)
            }
        }
    }
}
