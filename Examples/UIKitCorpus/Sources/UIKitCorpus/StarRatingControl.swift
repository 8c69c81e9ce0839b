//
//  StarRatingControl.swift
//  UIKitCorpus
//
//  A custom UIControl: five stars you tap or drag across. It tracks the touch with
//  beginTracking / continueTracking / endTracking, sends .valueChanged as the rating
//  changes, and each newly lit star pops with a spring. RatingCardView hosts it and
//  listens with addTarget(_:action:for:).
//

import Zoetrope

public final class StarRatingControl: UIControl {

    public var rating = 0 {
        didSet {
            guard rating != oldValue else { return }
            updateStars(popFrom: oldValue)
            sendActions(for: .valueChanged)
        }
    }

    private var starViews: [UIImageView] = []
    private let starSize: CGFloat = 40
    private let spacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0..<5 {
            let star = UIImageView(image: UIImage(systemName: "star.fill"))
            star.tintColor = UIColor(white: 0.85, alpha: 1)
            star.contentMode = .scaleAspectFit
            addSubview(star)
            starViews.append(star)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: 5 * starSize + 4 * spacing, height: starSize)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let totalWidth = 5 * starSize + 4 * spacing
        var x = (bounds.width - totalWidth) / 2
        for star in starViews {
            star.bounds = CGRect(x: 0, y: 0, width: starSize, height: starSize)
            star.center = CGPoint(x: x + starSize / 2, y: bounds.midY)
            x += starSize + spacing
        }
    }

    // MARK: - Tracking

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { updateRating(for: touch) }
    }

    private func updateRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        let totalWidth = 5 * starSize + 4 * spacing
        let start = (bounds.width - totalWidth) / 2
        let index = Int(((x - start) / (starSize + spacing)).rounded(.up))
        rating = max(1, min(5, index))
    }

    private func updateStars(popFrom oldRating: Int) {
        for (index, star) in starViews.enumerated() {
            let lit = index < rating
            star.tintColor = lit ? .systemYellow : UIColor(white: 0.85, alpha: 1)
            if lit && index >= oldRating {
                star.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                UIView.animate(withDuration: 0.5, delay: Double(index - oldRating) * 0.05,
                               usingSpringWithDamping: 0.45, initialSpringVelocity: 8, options: [],
                               animations: { star.transform = .identity })
            }
        }
    }
}

/// A review card hosting the control.
public final class RatingCardView: UIView {

    private let titleLabel = UILabel()
    private let ratingControl = StarRatingControl()
    private let verdictLabel = UILabel()
    private let verdicts = ["Tap a star", "Terrible", "Meh", "Good", "Great", "Amazing!"]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 24
        layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor
        layer.borderWidth = 1

        titleLabel.text = "How was your stay?"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)

        ratingControl.accessibilityIdentifier = "stars"
        ratingControl.addTarget(self, action: Self.ratingChanged(_:), for: .valueChanged)
        addSubview(ratingControl)

        verdictLabel.text = verdicts[0]
        verdictLabel.font = .systemFont(ofSize: 18, weight: .medium)
        verdictLabel.textColor = .gray
        verdictLabel.textAlignment = .center
        addSubview(verdictLabel)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 50, width: bounds.width - 32, height: 30)
        ratingControl.frame = CGRect(x: 16, y: 120, width: bounds.width - 32, height: 56)
        verdictLabel.frame = CGRect(x: 16, y: 210, width: bounds.width - 32, height: 24)
    }

    private func ratingChanged(_ sender: StarRatingControl) {
        verdictLabel.text = verdicts[sender.rating]
        verdictLabel.textColor = sender.rating >= 4 ? .systemGreen : .darkGray
    }
}

#Preview {
    RatingCardView()
}
