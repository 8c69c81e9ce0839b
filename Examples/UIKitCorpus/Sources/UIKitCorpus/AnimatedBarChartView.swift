//
//  AnimatedBarChartView.swift
//  UIKitCorpus
//
//  A weekly steps chart: each bar is a CAShapeLayer whose rounded-rect path
//  grows from the baseline (a "path" CABasicAnimation from a zero-height
//  UIBezierPath), one bar after the other via staggered beginTimes. Day labels
//  are UILabels; the best day gets a value badge that fades in at the end.
//

import Zoetrope

public final class AnimatedBarChartView: UIView {

    private let values: [CGFloat] = [6200, 8400, 5100, 11800, 9300, 12900, 7600]
    private let days = ["M", "T", "W", "T", "F", "S", "S"]
    private let maxValue: CGFloat = 14000

    private var barLayers: [CAShapeLayer] = []
    private var dayLabels: [UILabel] = []
    private let gridLayer = CAShapeLayer()
    private let titleLabel = UILabel()
    private let badgeLabel = UILabel()

    private let chartInsets = UIEdgeInsets(top: 80, left: 24, bottom: 48, right: 24)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 320))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.11, green: 0.12, blue: 0.18, alpha: 1)
        layer.cornerRadius = 24

        titleLabel.text = "Steps this week"
        titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .white
        addSubview(titleLabel)

        gridLayer.strokeColor = UIColor(white: 1, alpha: 0.12).cgColor
        gridLayer.lineWidth = 1
        gridLayer.lineDashPattern = [4, 4]
        gridLayer.fillColor = nil
        layer.addSublayer(gridLayer)

        let best = values.firstIndex(of: values.max()!)!
        for (index, day) in days.enumerated() {
            let bar = CAShapeLayer()
            bar.fillColor = index == best
                ? UIColor.systemMint.cgColor
                : UIColor(red: 0.40, green: 0.55, blue: 1.0, alpha: 1).cgColor
            layer.addSublayer(bar)
            barLayers.append(bar)

            let label = UILabel()
            label.text = day
            label.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
            label.textColor = UIColor(white: 1, alpha: 0.6)
            label.textAlignment = .center
            addSubview(label)
            dayLabels.append(label)
        }

        badgeLabel.text = " 12,900 "
        badgeLabel.font = UIFont.systemFont(ofSize: 13, weight: .bold)
        badgeLabel.textColor = UIColor(red: 0.11, green: 0.12, blue: 0.18, alpha: 1)
        badgeLabel.backgroundColor = .systemMint
        badgeLabel.textAlignment = .center
        badgeLabel.layer.cornerRadius = 10
        badgeLabel.clipsToBounds = true
        badgeLabel.alpha = 0
        addSubview(badgeLabel)
    }

    private var chartRect: CGRect {
        bounds.inset(by: chartInsets)
    }

    private func barPath(at index: Int, fraction: CGFloat) -> UIBezierPath {
        let slot = chartRect.width / CGFloat(values.count)
        let barWidth = slot * 0.55
        let fullHeight = chartRect.height * values[index] / maxValue
        let height = max(fullHeight * fraction, 0.001)
        let rect = CGRect(x: chartRect.minX + slot * CGFloat(index) + (slot - barWidth) / 2,
                          y: chartRect.maxY - height,
                          width: barWidth,
                          height: height)
        return UIBezierPath(roundedRect: rect,
                            byRoundingCorners: [.topLeft, .topRight],
                            cornerRadii: CGSize(width: 8, height: 8))
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 24, y: 24, width: bounds.width - 48, height: 28)

        let grid = UIBezierPath()
        for step in 0...3 {
            let y = chartRect.maxY - chartRect.height * CGFloat(step) / 3
            grid.move(to: CGPoint(x: chartRect.minX, y: y))
            grid.addLine(to: CGPoint(x: chartRect.maxX, y: y))
        }
        gridLayer.path = grid.cgPath

        let slot = chartRect.width / CGFloat(values.count)
        for index in values.indices {
            barLayers[index].path = barPath(at: index, fraction: 1).cgPath
            dayLabels[index].frame = CGRect(x: chartRect.minX + slot * CGFloat(index),
                                            y: chartRect.maxY + 10,
                                            width: slot,
                                            height: 20)
        }

        let best = values.firstIndex(of: values.max()!)!
        let bestTop = chartRect.maxY - chartRect.height * values[best] / maxValue
        badgeLabel.frame = CGRect(x: chartRect.minX + slot * CGFloat(best) + slot / 2 - 36,
                                  y: bestTop - 28,
                                  width: 72,
                                  height: 20)
    }

    /// Grows the bars one after another, then shows the best-day badge.
    public func animateBars() {
        layoutIfNeeded()
        badgeLabel.alpha = 0
        let now = CACurrentMediaTime()

        for (index, bar) in barLayers.enumerated() {
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = barPath(at: index, fraction: 0).cgPath
            grow.toValue = barPath(at: index, fraction: 1).cgPath
            grow.duration = 0.6
            grow.beginTime = now + Double(index) * 0.1
            grow.fillMode = .backwards
            grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1.15)
            bar.add(grow, forKey: "grow")
        }

        UIView.animate(withDuration: 0.4, delay: 0.1 * Double(values.count) + 0.5, options: [], animations: {
            self.badgeLabel.alpha = 1
        }, completion: nil)
    }
}
