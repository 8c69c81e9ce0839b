//
//  AnimatedLineChartView.swift
//  UIKitCorpus
//
//  A stock-style line chart: a smooth UIBezierPath through the data points,
//  drawn on by animating a CAShapeLayer's strokeEnd; under it a CAGradientLayer
//  masked by the closed area path fades in; the data points pop in one by one
//  (transform.scale with a spring), and the horizontal guides are drawn in
//  draw(_:).
//

import Zoetrope

public final class AnimatedLineChartView: UIView {

    private let dataPoints: [CGFloat] = [182, 176, 190, 205, 198, 221, 216, 240, 232, 251, 247, 268]
    private let yRange: ClosedRange<CGFloat> = 160...280

    private let lineLayer = CAShapeLayer()
    private let fillGradient = CAGradientLayer()
    private let fillMask = CAShapeLayer()
    private var dotLayers: [CAShapeLayer] = []
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()

    private let plotInsets = UIEdgeInsets(top: 110, left: 20, bottom: 30, right: 20)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 24

        fillGradient.colors = [
            UIColor.systemGreen.withAlphaComponent(0.45).cgColor,
            UIColor.systemGreen.withAlphaComponent(0.0).cgColor
        ]
        fillGradient.startPoint = CGPoint(x: 0.5, y: 0)
        fillGradient.endPoint = CGPoint(x: 0.5, y: 1)
        fillGradient.mask = fillMask
        layer.addSublayer(fillGradient)

        lineLayer.strokeColor = UIColor.systemGreen.cgColor
        lineLayer.fillColor = UIColor.clear.cgColor
        lineLayer.lineWidth = 4
        lineLayer.lineJoin = .round
        lineLayer.lineCap = .round
        layer.addSublayer(lineLayer)

        for _ in dataPoints {
            let dot = CAShapeLayer()
            dot.fillColor = UIColor.white.cgColor
            dot.strokeColor = UIColor.systemGreen.cgColor
            dot.lineWidth = 3
            layer.addSublayer(dot)
            dotLayers.append(dot)
        }

        titleLabel.text = "ZTRP · 1Y"
        titleLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)

        priceLabel.text = "$247.10  ▲ 35.7%"
        priceLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 30, weight: .bold)
        priceLabel.textColor = .label
        addSubview(priceLabel)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 360))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var plotRect: CGRect { bounds.inset(by: plotInsets) }

    private func point(at index: Int) -> CGPoint {
        let x = plotRect.minX + plotRect.width * CGFloat(index) / CGFloat(dataPoints.count - 1)
        let normalized = (dataPoints[index] - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
        let y = plotRect.maxY - plotRect.height * normalized
        return CGPoint(x: x, y: y)
    }

    /// Catmull-Rom-ish smoothing: a cubic between each pair with horizontal tangents.
    private func smoothLinePath() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: point(at: 0))
        for index in 1..<dataPoints.count {
            let previous = point(at: index - 1)
            let current = point(at: index)
            let midX = (previous.x + current.x) / 2
            path.addCurve(to: current,
                          controlPoint1: CGPoint(x: midX, y: previous.y),
                          controlPoint2: CGPoint(x: midX, y: current.y))
        }
        return path
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: 20, width: bounds.width - 40, height: 20)
        priceLabel.frame = CGRect(x: 20, y: 44, width: bounds.width - 40, height: 36)

        let line = smoothLinePath()
        lineLayer.path = line.cgPath

        let area = line.copy() as! UIBezierPath
        area.addLine(to: CGPoint(x: plotRect.maxX, y: plotRect.maxY))
        area.addLine(to: CGPoint(x: plotRect.minX, y: plotRect.maxY))
        area.close()
        fillGradient.frame = bounds
        fillMask.frame = bounds
        fillMask.path = area.cgPath

        for (index, dot) in dotLayers.enumerated() {
            let p = point(at: index)
            dot.frame = CGRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)
            dot.path = UIBezierPath(ovalIn: dot.bounds).cgPath
        }
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        let guides = UIBezierPath()
        for step in 0...4 {
            let y = plotRect.minY + plotRect.height * CGFloat(step) / 4
            guides.move(to: CGPoint(x: plotRect.minX, y: y))
            guides.addLine(to: CGPoint(x: plotRect.maxX, y: y))
        }
        guides.lineWidth = 1
        guides.setLineDash([2, 6], count: 2, phase: 0)
        UIColor.systemGray4.setStroke()
        guides.stroke()
    }

    public func animateChart() {
        layoutIfNeeded()
        let duration: CFTimeInterval = 1.6

        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = duration
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        lineLayer.add(draw, forKey: "draw")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = CACurrentMediaTime() + duration * 0.6
        fade.duration = 0.6
        fade.fillMode = .backwards
        fillGradient.add(fade, forKey: "fade")

        for (index, dot) in dotLayers.enumerated() {
            let pop = CASpringAnimation(keyPath: "transform.scale")
            pop.fromValue = 0
            pop.toValue = 1
            pop.damping = 9
            pop.stiffness = 220
            pop.mass = 1
            pop.duration = pop.settlingDuration
            pop.beginTime = CACurrentMediaTime() + duration * Double(index) / Double(dotLayers.count - 1)
            pop.fillMode = .backwards
            dot.add(pop, forKey: "pop")
        }
    }
}
