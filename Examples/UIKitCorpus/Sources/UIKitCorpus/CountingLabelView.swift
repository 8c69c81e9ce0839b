//
//  CountingLabelView.swift
//  UIKitCorpus
//
//  A savings summary whose numbers count up: a UILabel subclass-free version
//  of the popular "UICountingLabel" — a repeating Timer computes an eased
//  progress and formats the current value with a NumberFormatter. Three
//  counters start together with different durations; the badge pops when the
//  main one lands.
//

import Zoetrope

public final class CountingLabelView: UIView {

    private final class Counter {
        let label: UILabel
        let formatter: NumberFormatter
        let start: Double
        let end: Double
        let duration: TimeInterval
        var elapsed: TimeInterval = 0

        init(label: UILabel, formatter: NumberFormatter, start: Double, end: Double, duration: TimeInterval) {
            self.label = label
            self.formatter = formatter
            self.start = start
            self.end = end
            self.duration = duration
        }

        /// Ease-out: fast at first, gently landing on the final value.
        func value(at time: TimeInterval) -> Double {
            let t = min(1, time / duration)
            let eased = 1 - pow(1 - t, 3)
            return start + (end - start) * eased
        }

        var isFinished: Bool { elapsed >= duration }

        func render() {
            label.text = formatter.string(from: NSNumber(value: value(at: elapsed)))
        }
    }

    private let titleLabel = UILabel()
    private let totalLabel = UILabel()
    private let interestLabel = UILabel()
    private let daysLabel = UILabel()
    private let interestCaption = UILabel()
    private let daysCaption = UILabel()
    private let badge = UILabel()

    private var counters: [Counter] = []
    private var timer: Timer?
    private let tick: TimeInterval = 1.0 / 60.0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 420))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        timer?.invalidate()
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.04, green: 0.36, blue: 0.30, alpha: 1)
        layer.cornerRadius = 28

        titleLabel.text = "Total saved"
        titleLabel.font = UIFont.systemFont(ofSize: 18, weight: .semibold)
        titleLabel.textColor = UIColor(white: 1, alpha: 0.7)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)

        totalLabel.text = "$0"
        totalLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 56, weight: .heavy)
        totalLabel.textColor = .white
        totalLabel.textAlignment = .center
        totalLabel.adjustsFontSizeToFitWidth = true
        addSubview(totalLabel)

        for label in [interestLabel, daysLabel] {
            label.font = UIFont.monospacedDigitSystemFont(ofSize: 30, weight: .bold)
            label.textColor = UIColor(red: 0.60, green: 1.0, blue: 0.80, alpha: 1)
            label.textAlignment = .center
            addSubview(label)
        }
        interestLabel.text = "0.0%"
        daysLabel.text = "0"

        interestCaption.text = "interest"
        daysCaption.text = "day streak"
        for caption in [interestCaption, daysCaption] {
            caption.font = UIFont.systemFont(ofSize: 14, weight: .medium)
            caption.textColor = UIColor(white: 1, alpha: 0.6)
            caption.textAlignment = .center
            addSubview(caption)
        }

        badge.text = "GOAL REACHED"
        badge.font = UIFont.systemFont(ofSize: 14, weight: .heavy)
        badge.textColor = UIColor(red: 0.04, green: 0.36, blue: 0.30, alpha: 1)
        badge.backgroundColor = UIColor(red: 1.0, green: 0.84, blue: 0.25, alpha: 1)
        badge.textAlignment = .center
        badge.layer.cornerRadius = 15
        badge.clipsToBounds = true
        badge.alpha = 0
        badge.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        addSubview(badge)

        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.locale = Locale(identifier: "en_US")
        currency.maximumFractionDigits = 0

        let percent = NumberFormatter()
        percent.numberStyle = .decimal
        percent.minimumFractionDigits = 1
        percent.maximumFractionDigits = 1
        percent.positiveSuffix = "%"

        let integer = NumberFormatter()
        integer.numberStyle = .none
        integer.maximumFractionDigits = 0

        counters = [
            Counter(label: totalLabel, formatter: currency, start: 0, end: 12_480, duration: 2.0),
            Counter(label: interestLabel, formatter: percent, start: 0, end: 4.6, duration: 1.4),
            Counter(label: daysLabel, formatter: integer, start: 0, end: 87, duration: 1.7)
        ]
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: 48, width: bounds.width, height: 24)
        totalLabel.frame = CGRect(x: 20, y: 80, width: bounds.width - 40, height: 70)

        let half = bounds.width / 2
        interestLabel.frame = CGRect(x: 0, y: 200, width: half, height: 38)
        daysLabel.frame = CGRect(x: half, y: 200, width: half, height: 38)
        interestCaption.frame = CGRect(x: 0, y: 240, width: half, height: 20)
        daysCaption.frame = CGRect(x: half, y: 240, width: half, height: 20)

        badge.bounds = CGRect(x: 0, y: 0, width: 150, height: 30)
        badge.center = CGPoint(x: bounds.midX, y: bounds.height - 70)
    }

    /// Starts all counters from zero.
    public func countUp() {
        timer?.invalidate()
        counters.forEach {
            $0.elapsed = 0
            $0.render()
        }
        timer = Timer.scheduledTimer(withTimeInterval: tick, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            for counter in self.counters where !counter.isFinished {
                counter.elapsed += self.tick
                counter.render()
            }
            if self.counters.allSatisfy({ $0.isFinished }) {
                timer.invalidate()
                self.celebrate()
            }
        }
    }

    private func celebrate() {
        UIView.animate(withDuration: 0.5,
                       delay: 0,
                       usingSpringWithDamping: 0.5,
                       initialSpringVelocity: 1.0,
                       options: [],
                       animations: {
            self.badge.alpha = 1
            self.badge.transform = .identity
            self.totalLabel.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
        }, completion: { _ in
            UIView.animate(withDuration: 0.3) {
                self.totalLabel.transform = .identity
            }
        })
    }
}
