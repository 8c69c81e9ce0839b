//
//  CardStackView.swift
//  UIKitCorpus
//
//  A wallet-style stack of three credit cards. Tapping "Show cards" fans them
//  out with a spring; tapping again collapses them back into a tidy pile.
//

import Zoetrope

public final class CardStackView: UIView {

    private struct CardStyle {
        let name: String
        let number: String
        let color: UIColor
    }

    private let styles: [CardStyle] = [
        CardStyle(name: "Travel", number: "•••• 4821", color: UIColor(red: 0.20, green: 0.35, blue: 0.95, alpha: 1)),
        CardStyle(name: "Groceries", number: "•••• 1097", color: UIColor(red: 0.10, green: 0.72, blue: 0.55, alpha: 1)),
        CardStyle(name: "Everyday", number: "•••• 7730", color: UIColor(red: 0.95, green: 0.30, blue: 0.45, alpha: 1))
    ]

    private var cards: [UIView] = []
    private let toggleButton = UIButton(type: .system)
    public private(set) var isExpanded = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        buildCards()
        buildButton()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func buildCards() {
        for style in styles {
            let card = UIView()
            card.backgroundColor = style.color
            card.layer.cornerRadius = 18
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 12
            card.layer.shadowOffset = CGSize(width: 0, height: 8)

            let nameLabel = UILabel()
            nameLabel.text = style.name.uppercased()
            nameLabel.font = UIFont.systemFont(ofSize: 14, weight: .heavy)
            nameLabel.textColor = UIColor.white.withAlphaComponent(0.85)
            nameLabel.frame = CGRect(x: 20, y: 18, width: 200, height: 20)
            card.addSubview(nameLabel)

            let numberLabel = UILabel()
            numberLabel.text = style.number
            numberLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .semibold)
            numberLabel.textColor = .white
            numberLabel.frame = CGRect(x: 20, y: 150, width: 220, height: 28)
            card.addSubview(numberLabel)

            let chip = UIView(frame: CGRect(x: 20, y: 70, width: 44, height: 32))
            chip.backgroundColor = UIColor(red: 0.98, green: 0.82, blue: 0.40, alpha: 1)
            chip.layer.cornerRadius = 6
            card.addSubview(chip)

            addSubview(card)
            cards.append(card)
        }
    }

    private func buildButton() {
        toggleButton.setTitle("Show cards", for: .normal)
        toggleButton.titleLabel?.font = UIFont.systemFont(ofSize: 18, weight: .semibold)
        toggleButton.addAction(UIAction { [weak self] _ in
            self?.toggle()
        }, for: .touchUpInside)
        addSubview(toggleButton)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let cardSize = CGSize(width: bounds.width - 48, height: 200)
        for card in cards {
            card.bounds = CGRect(origin: .zero, size: cardSize)
            card.center = CGPoint(x: bounds.midX, y: 330)
        }
        applyLayout(expanded: isExpanded)
        toggleButton.frame = CGRect(x: 0, y: bounds.height - 110, width: bounds.width, height: 44)
    }

    /// Collapsed: a pile with a small offset and tilt. Expanded: spread out vertically.
    private func applyLayout(expanded: Bool) {
        for (index, card) in cards.enumerated() {
            let position = CGFloat(index) - 1   // -1, 0, 1
            if expanded {
                card.transform = CGAffineTransform(translationX: 0, y: position * 215)
            } else {
                card.transform = CGAffineTransform(translationX: 0, y: position * 14)
                    .rotated(by: position * 0.05)
                    .scaledBy(x: 1 - 0.04 * (1 - position), y: 1 - 0.04 * (1 - position))
            }
        }
    }

    public func toggle() {
        isExpanded.toggle()
        toggleButton.setTitle(isExpanded ? "Hide cards" : "Show cards", for: .normal)

        for (index, card) in cards.enumerated() {
            let delay = isExpanded ? Double(index) * 0.06 : Double(cards.count - 1 - index) * 0.06
            UIView.animate(withDuration: 0.7,
                           delay: delay,
                           usingSpringWithDamping: 0.62,
                           initialSpringVelocity: 0.9,
                           options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: {
                let position = CGFloat(index) - 1
                if self.isExpanded {
                    card.transform = CGAffineTransform(translationX: 0, y: position * 215)
                    card.layer.shadowOpacity = 0.35
                } else {
                    card.transform = CGAffineTransform(translationX: 0, y: position * 14)
                        .rotated(by: position * 0.05)
                        .scaledBy(x: 1 - 0.04 * (1 - position), y: 1 - 0.04 * (1 - position))
                    card.layer.shadowOpacity = 0.25
                }
            }, completion: nil)
        }
    }
}
