//
//  GradientSliderView.swift
//  UIKitCorpus
//
//  A custom volume slider drawn in draw(_:): a rounded track, the filled part
//  painted with a horizontal CGGradient, a thumb with a drop shadow and a value
//  bubble above it. Dragging moves it (touchesBegan/Moved); the host can call
//  `setValue(_:animated:)`, which steps the value with a Timer.
//

import Zoetrope

public final class GradientSliderView: UIView {

    public var value: CGFloat = 0.2 {
        didSet {
            value = max(0, min(1, value))
            setNeedsDisplay()
            onValueChanged?(value)
        }
    }

    public var onValueChanged: ((CGFloat) -> Void)?

    private let trackHeight: CGFloat = 14
    private let thumbRadius: CGFloat = 17
    private let horizontalInset: CGFloat = 36
    private var timer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 24
        contentMode = .redraw
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var trackRect: CGRect {
        CGRect(x: horizontalInset,
               y: bounds.midY + 30 - trackHeight / 2,
               width: bounds.width - horizontalInset * 2,
               height: trackHeight)
    }

    private var thumbCenter: CGPoint {
        CGPoint(x: trackRect.minX + trackRect.width * value, y: trackRect.midY)
    }

    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }

        // Title
        let title = "Volume"
        let titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 22, weight: .bold),
            .foregroundColor: UIColor.darkGray
        ]
        title.draw(at: CGPoint(x: horizontalInset, y: 36), withAttributes: titleAttributes)

        // Track background
        let track = UIBezierPath(roundedRect: trackRect, cornerRadius: trackHeight / 2)
        UIColor(white: 0.9, alpha: 1).setFill()
        track.fill()

        // Filled part with gradient
        let filledRect = CGRect(x: trackRect.minX, y: trackRect.minY,
                                width: max(trackHeight, trackRect.width * value), height: trackHeight)
        ctx.saveGState()
        UIBezierPath(roundedRect: filledRect, cornerRadius: trackHeight / 2).addClip()
        let colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemIndigo.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1]) {
            ctx.drawLinearGradient(gradient,
                                   start: CGPoint(x: trackRect.minX, y: 0),
                                   end: CGPoint(x: trackRect.maxX, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        ctx.restoreGState()

        // Min/max icons as text
        let captionAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: .medium),
            .foregroundColor: UIColor.gray
        ]
        "0".draw(at: CGPoint(x: trackRect.minX, y: trackRect.maxY + 14), withAttributes: captionAttributes)
        let maxText = "100" as NSString
        let maxSize = maxText.size(withAttributes: captionAttributes)
        maxText.draw(at: CGPoint(x: trackRect.maxX - maxSize.width, y: trackRect.maxY + 14), withAttributes: captionAttributes)

        // Thumb with shadow
        let thumb = CGRect(x: thumbCenter.x - thumbRadius, y: thumbCenter.y - thumbRadius,
                           width: thumbRadius * 2, height: thumbRadius * 2)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 4), blur: 10, color: UIColor.black.withAlphaComponent(0.3).cgColor)
        UIColor.white.setFill()
        UIBezierPath(ovalIn: thumb).fill()
        ctx.restoreGState()
        UIColor.systemPurple.setStroke()
        let ring = UIBezierPath(ovalIn: thumb.insetBy(dx: 5, dy: 5))
        ring.lineWidth = 4
        ring.stroke()

        // Value bubble
        let percent = "\(Int((value * 100).rounded()))"
        let bubbleText = NSAttributedString(string: percent, attributes: [
            .font: UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .bold),
            .foregroundColor: UIColor.white
        ])
        let textSize = bubbleText.size()
        let bubbleRect = CGRect(x: thumbCenter.x - 28, y: thumbCenter.y - thumbRadius - 50, width: 56, height: 34)
        let bubble = UIBezierPath(roundedRect: bubbleRect, cornerRadius: 10)
        bubble.move(to: CGPoint(x: bubbleRect.midX - 7, y: bubbleRect.maxY))
        bubble.addLine(to: CGPoint(x: bubbleRect.midX, y: bubbleRect.maxY + 8))
        bubble.addLine(to: CGPoint(x: bubbleRect.midX + 7, y: bubbleRect.maxY))
        bubble.close()
        UIColor.systemPurple.setFill()
        bubble.fill()
        bubbleText.draw(at: CGPoint(x: bubbleRect.midX - textSize.width / 2, y: bubbleRect.midY - textSize.height / 2))
    }

    // MARK: - Touch handling

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        updateValue(for: touch.location(in: self))
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        updateValue(for: touch.location(in: self))
    }

    private func updateValue(for point: CGPoint) {
        timer?.invalidate()
        value = (point.x - trackRect.minX) / trackRect.width
    }

    // MARK: - Programmatic animation

    public func setValue(_ newValue: CGFloat, animated: Bool) {
        timer?.invalidate()
        guard animated else { value = newValue; return }

        let start = value
        let frames = 48             // 0.8 s at 60 fps
        var frame = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { [weak self] timer in
            guard let self = self else { return timer.invalidate() }
            frame += 1
            let t = CGFloat(frame) / CGFloat(frames)
            let easeOut = 1 - (1 - t) * (1 - t) * (1 - t)
            self.value = start + (newValue - start) * easeOut
            if frame == frames { timer.invalidate() }
        }
    }

    /// Demo trigger: slide up to 85 %.
    public func turnUp() {
        setValue(0.85, animated: true)
    }
}
