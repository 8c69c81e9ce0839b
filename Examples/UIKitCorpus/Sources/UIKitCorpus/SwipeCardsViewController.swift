//
//  SwipeCardsViewController.swift
//  UIKitCorpus
//
//  A Tinder-style stack of profile cards. The top card follows the finger with a
//  UIPanGestureRecognizer, tilts as it moves and shows a LIKE / NOPE stamp; let go past
//  the threshold (or flicked) it flies off and the next card grows into place, otherwise
//  it springs back. The round buttons below swipe the top card for you.
//

import Zoetrope

public final class SwipeCardsViewController: UIViewController {

    private struct Profile {
        let name: String
        let age: Int
        let colors: [UIColor]
    }

    private let profiles: [Profile] = [
        Profile(name: "Maya", age: 27, colors: [.systemPink, .systemOrange]),
        Profile(name: "Leo", age: 31, colors: [.systemTeal, .systemBlue]),
        Profile(name: "Ines", age: 24, colors: [.systemPurple, .systemIndigo]),
    ]

    private var cards: [UIView] = []
    private let likeButton = UIButton(type: .custom)
    private let nopeButton = UIButton(type: .custom)
    private let swipeThreshold: CGFloat = 120

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)

        for profile in profiles.reversed() {
            let card = makeCard(for: profile)
            view.addSubview(card)
            cards.insert(card, at: 0)
        }
        layoutStack(animated: false)

        configure(nopeButton, symbol: "xmark", color: .systemRed, centerX: view.bounds.midX - 70)
        configure(likeButton, symbol: "heart.fill", color: .systemGreen, centerX: view.bounds.midX + 70)
        nopeButton.accessibilityLabel = "Nope"
        likeButton.accessibilityLabel = "Like"
        nopeButton.addTarget(self, action: Self.nopeTapped, for: .touchUpInside)
        likeButton.addTarget(self, action: Self.likeTapped, for: .touchUpInside)
    }

    // MARK: - Building

    private func makeCard(for profile: Profile) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        card.center = CGPoint(x: view.bounds.midX, y: 380)
        card.layer.cornerRadius = 24
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 6)

        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.cornerRadius = 24
        gradient.colors = profile.colors.map { $0.cgColor }
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        card.layer.addSublayer(gradient)

        let name = UILabel(frame: CGRect(x: 24, y: 380, width: 272, height: 40))
        name.text = "\(profile.name), \(profile.age)"
        name.font = .systemFont(ofSize: 30, weight: .bold)
        name.textColor = .white
        card.addSubview(name)

        card.addSubview(makeStamp("LIKE", color: .systemGreen, x: 24, angle: -.pi / 12))
        card.addSubview(makeStamp("NOPE", color: .systemRed, x: 176, angle: .pi / 12))

        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        card.addGestureRecognizer(pan)
        return card
    }

    private func makeStamp(_ text: String, color: UIColor, x: CGFloat, angle: CGFloat) -> UILabel {
        let stamp = UILabel(frame: CGRect(x: x, y: 40, width: 120, height: 50))
        stamp.text = text
        stamp.textAlignment = .center
        stamp.font = .systemFont(ofSize: 32, weight: .heavy)
        stamp.textColor = color
        stamp.layer.borderColor = color.cgColor
        stamp.layer.borderWidth = 4
        stamp.layer.cornerRadius = 8
        stamp.transform = CGAffineTransform(rotationAngle: angle)
        stamp.alpha = 0
        return stamp
    }

    private func configure(_ button: UIButton, symbol: String, color: UIColor, centerX: CGFloat) {
        button.frame = CGRect(x: 0, y: 0, width: 72, height: 72)
        button.center = CGPoint(x: centerX, y: 700)
        button.backgroundColor = .white
        button.layer.cornerRadius = 36
        button.layer.shadowColor = UIColor.black.cgColor
        button.layer.shadowOpacity = 0.12
        button.layer.shadowRadius = 8
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.tintColor = color
        view.addSubview(button)
    }

    /// The cards behind the top one sit a little lower and smaller.
    private func layoutStack(animated: Bool) {
        let changes = {
            for (index, card) in self.cards.enumerated() {
                let scale = 1 - CGFloat(index) * 0.05
                card.transform = CGAffineTransform(translationX: 0, y: CGFloat(index) * 18).scaledBy(x: scale, y: scale)
                card.isUserInteractionEnabled = index == 0
            }
        }
        if animated {
            UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [], animations: changes)
        } else {
            changes()
        }
    }

    // MARK: - Gestures

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let card = gesture.view else { return }
        let translation = gesture.translation(in: view)

        switch gesture.state {
        case .began, .changed:
            let rotation = translation.x / view.bounds.width * 0.4
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: rotation)
            updateStamps(on: card, for: translation.x)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            if abs(translation.x) > swipeThreshold || abs(velocity.x) > 800 {
                throwAway(card, toRight: translation.x > 0)
            } else {
                UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                               options: [], animations: {
                    card.transform = .identity
                    self.updateStamps(on: card, for: 0)
                })
            }
        default:
            break
        }
    }

    private func updateStamps(on card: UIView, for offset: CGFloat) {
        let stamps = card.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "LIKE" || $0.text == "NOPE" }
        for stamp in stamps {
            let direction: CGFloat = stamp.text == "LIKE" ? 1 : -1
            stamp.alpha = max(0, min(1, direction * offset / swipeThreshold))
        }
    }

    private func throwAway(_ card: UIView, toRight: Bool) {
        let direction: CGFloat = toRight ? 1 : -1
        cards.removeAll { $0 === card }
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseIn, animations: {
            card.transform = CGAffineTransform(translationX: direction * 600, y: 60).rotated(by: direction * 0.5)
            self.updateStamps(on: card, for: direction * self.swipeThreshold)
        }, completion: { _ in
            card.removeFromSuperview()
        })
        layoutStack(animated: true)
    }

    // MARK: - Buttons

    private func likeTapped() {
        guard let top = cards.first else { return }
        throwAway(top, toRight: true)
    }

    private func nopeTapped() {
        guard let top = cards.first else { return }
        throwAway(top, toRight: false)
    }
}

#Preview {
    SwipeCardsViewController()
}
