//
//  SlideToUnlockShimmerView.swift
//  UIKitCorpus
//
//  The old iOS lock screen's "slide to unlock": a label masked by a
//  CAGradientLayer whose `locations` sweep across it forever, so a band of
//  light runs over the text. The knob nudges right with a repeating
//  autoreversing UIView animation to invite the swipe.
//

import Zoetrope

public final class SlideToUnlockShimmerView: UIView {

    private let wallpaper = CAGradientLayer()
    private let clockLabel = UILabel()
    private let dateLabel = UILabel()
    private let trackView = UIView()
    private let knobView = UIView()
    private let chevronView = UIImageView()
    private let shimmerLabel = UILabel()
    private let shimmerMask = CAGradientLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureViews()
        startShimmer()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureViews() {
        wallpaper.colors = [
            UIColor(red: 0.12, green: 0.05, blue: 0.30, alpha: 1).cgColor,
            UIColor(red: 0.55, green: 0.10, blue: 0.45, alpha: 1).cgColor,
            UIColor(red: 0.98, green: 0.45, blue: 0.30, alpha: 1).cgColor
        ]
        wallpaper.locations = [0, 0.6, 1]
        layer.addSublayer(wallpaper)

        clockLabel.text = "9:41"
        clockLabel.font = UIFont.systemFont(ofSize: 96, weight: .thin)
        clockLabel.textColor = .white
        clockLabel.textAlignment = .center
        addSubview(clockLabel)

        dateLabel.text = "Monday, June 2"
        dateLabel.font = UIFont.systemFont(ofSize: 22, weight: .medium)
        dateLabel.textColor = UIColor(white: 1, alpha: 0.85)
        dateLabel.textAlignment = .center
        addSubview(dateLabel)

        trackView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        trackView.layer.cornerRadius = 34
        trackView.layer.borderColor = UIColor(white: 1, alpha: 0.25).cgColor
        trackView.layer.borderWidth = 1
        addSubview(trackView)

        shimmerLabel.text = "slide to unlock"
        shimmerLabel.font = UIFont.systemFont(ofSize: 26, weight: .regular)
        shimmerLabel.textColor = .white
        shimmerLabel.textAlignment = .center
        trackView.addSubview(shimmerLabel)

        // Dim – bright – dim. Only the alpha of a mask matters.
        shimmerMask.colors = [
            UIColor(white: 1, alpha: 0.35).cgColor,
            UIColor(white: 1, alpha: 1.0).cgColor,
            UIColor(white: 1, alpha: 0.35).cgColor
        ]
        shimmerMask.startPoint = CGPoint(x: 0, y: 0.5)
        shimmerMask.endPoint = CGPoint(x: 1, y: 0.5)
        shimmerMask.locations = [0, 0.15, 0.3]
        shimmerLabel.layer.mask = shimmerMask

        knobView.backgroundColor = .white
        knobView.layer.cornerRadius = 28
        trackView.addSubview(knobView)

        chevronView.image = UIImage(systemName: "chevron.right.2")
        chevronView.tintColor = UIColor(red: 0.55, green: 0.10, blue: 0.45, alpha: 1)
        chevronView.contentMode = .scaleAspectFit
        knobView.addSubview(chevronView)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        wallpaper.frame = bounds
        clockLabel.frame = CGRect(x: 0, y: 130, width: bounds.width, height: 110)
        dateLabel.frame = CGRect(x: 0, y: 240, width: bounds.width, height: 30)

        trackView.frame = CGRect(x: 24, y: bounds.height - 170, width: bounds.width - 48, height: 68)
        knobView.frame = CGRect(x: 6, y: 6, width: 56, height: 56)
        chevronView.frame = knobView.bounds.insetBy(dx: 14, dy: 14)
        shimmerLabel.frame = CGRect(x: 70, y: 0, width: trackView.bounds.width - 90, height: 68)

        // The mask is three times as wide as the label so the band can enter and leave.
        shimmerMask.frame = CGRect(x: -shimmerLabel.bounds.width,
                                   y: 0,
                                   width: shimmerLabel.bounds.width * 3,
                                   height: shimmerLabel.bounds.height)
    }

    public func startShimmer() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0.0, 0.15, 0.3]
        sweep.toValue = [0.7, 0.85, 1.0]
        sweep.duration = 2.2
        sweep.repeatCount = .infinity
        sweep.timingFunction = CAMediaTimingFunction(name: .linear)
        shimmerMask.add(sweep, forKey: "shimmer")

        UIView.animate(withDuration: 0.6,
                       delay: 0.4,
                       options: [.repeat, .autoreverse, .curveEaseInOut],
                       animations: {
            self.chevronView.transform = CGAffineTransform(translationX: 5, y: 0)
        }, completion: nil)
    }
}
