//
//  FloatingActionMenuView.swift
//  UIKitCorpus
//
//  A floating action button that opens a radial menu: the "+" turns into an
//  "×", a dimming layer fades in, and four mini buttons spring out along a
//  quarter circle — driven by a UIViewPropertyAnimator with a damping ratio,
//  the mini buttons staggered with UIView.animate delays.
//

import Zoetrope

public final class FloatingActionMenuView: UIView {

    private let dimmingView = UIView()
    private let mainButton = UIButton(type: .custom)
    private var menuButtons: [UIButton] = []

    private let items: [(symbol: String, color: UIColor)] = [
        ("camera.fill", .systemPink),
        ("photo.fill", .systemOrange),
        ("mic.fill", .systemTeal),
        ("doc.text.fill", .systemPurple)
    ]

    private let radius: CGFloat = 130
    public private(set) var isOpen = false
    private var animator: UIViewPropertyAnimator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.96, green: 0.97, blue: 1.0, alpha: 1)

        // Some placeholder content behind the menu.
        for row in 0..<5 {
            let placeholder = UIView(frame: CGRect(x: 20, y: 80 + CGFloat(row) * 110, width: 353, height: 90))
            placeholder.backgroundColor = .white
            placeholder.layer.cornerRadius = 16
            let stripe = UIView(frame: CGRect(x: 16, y: 16, width: 58, height: 58))
            stripe.backgroundColor = UIColor(hue: CGFloat(row) / 5.0, saturation: 0.5, brightness: 0.95, alpha: 1)
            stripe.layer.cornerRadius = 12
            placeholder.addSubview(stripe)
            addSubview(placeholder)
        }

        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimmingView.alpha = 0
        addSubview(dimmingView)

        for item in items {
            let button = UIButton(type: .custom)
            button.backgroundColor = item.color
            button.setImage(UIImage(systemName: item.symbol), for: .normal)
            button.tintColor = .white
            button.alpha = 0
            button.layer.shadowColor = UIColor.black.cgColor
            button.layer.shadowOpacity = 0.2
            button.layer.shadowRadius = 6
            button.layer.shadowOffset = CGSize(width: 0, height: 3)
            button.addAction(UIAction { [weak self] _ in
                self?.toggle()
            }, for: .touchUpInside)
            addSubview(button)
            menuButtons.append(button)
        }

        mainButton.backgroundColor = UIColor(red: 0.35, green: 0.30, blue: 0.95, alpha: 1)
        mainButton.setImage(UIImage(systemName: "plus"), for: .normal)
        mainButton.tintColor = .white
        mainButton.layer.shadowColor = UIColor(red: 0.35, green: 0.30, blue: 0.95, alpha: 1).cgColor
        mainButton.layer.shadowOpacity = 0.5
        mainButton.layer.shadowRadius = 12
        mainButton.layer.shadowOffset = CGSize(width: 0, height: 6)
        mainButton.addAction(UIAction { [weak self] _ in
            self?.toggle()
        }, for: .touchUpInside)
        addSubview(mainButton)
    }

    private var anchor: CGPoint {
        CGPoint(x: bounds.width - 70, y: bounds.height - 110)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds

        mainButton.bounds = CGRect(x: 0, y: 0, width: 68, height: 68)
        mainButton.center = anchor
        mainButton.layer.cornerRadius = 34

        for button in menuButtons {
            button.bounds = CGRect(x: 0, y: 0, width: 52, height: 52)
            button.layer.cornerRadius = 26
            if !isOpen {
                button.center = anchor
            }
        }
    }

    private func openPosition(for index: Int) -> CGPoint {
        // Spread over the quarter circle from "up" (90°) to "left" (180°).
        let step = (CGFloat.pi / 2) / CGFloat(menuButtons.count - 1)
        let angle = CGFloat.pi / 2 + step * CGFloat(index)
        return CGPoint(x: anchor.x + cos(angle) * radius,
                       y: anchor.y - sin(angle) * radius)
    }

    public func toggle() {
        isOpen.toggle()
        animator?.stopAnimation(true)

        let opening = isOpen
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) {
            self.mainButton.transform = opening ? CGAffineTransform(rotationAngle: .pi / 4 * 3) : .identity
            self.mainButton.backgroundColor = opening ? .darkGray : UIColor(red: 0.35, green: 0.30, blue: 0.95, alpha: 1)
        }
        animator.addAnimations({
            self.dimmingView.alpha = opening ? 1 : 0
        }, delayFactor: opening ? 0 : 0.3)
        animator.addCompletion { position in
            if position == .end {
                self.animator = nil
            }
        }
        animator.startAnimation()
        self.animator = animator

        for (index, button) in menuButtons.enumerated() {
            let order = opening ? index : menuButtons.count - 1 - index
            UIView.animate(withDuration: 0.55,
                           delay: Double(order) * 0.05,
                           usingSpringWithDamping: opening ? 0.55 : 0.9,
                           initialSpringVelocity: 0.6,
                           options: [.curveEaseInOut],
                           animations: {
                button.center = opening ? self.openPosition(for: index) : self.anchor
                button.alpha = opening ? 1 : 0
                button.transform = opening ? .identity : CGAffineTransform(scaleX: 0.4, y: 0.4)
            }, completion: nil)
        }
    }
}
