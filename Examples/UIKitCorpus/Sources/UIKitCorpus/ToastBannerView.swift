//
//  ToastBannerView.swift
//  UIKitCorpus
//
//  An in-app notification banner: it drops in from above the screen with a
//  spring, its message cross-dissolves to a second line, and after a pause it
//  slides back up and fades out — a chain of UIView.animate completions.
//

import Zoetrope

public final class ToastBannerView: UIView {

    private let banner = UIView()
    private let iconView = UIImageView()
    private let messageLabel = UILabel()
    private let contentCard = UIView()
    private let showButton = UIButton(type: .system)

    private var isShowing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
        setUpBanner()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpContent() {
        backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 0.98, alpha: 1)

        contentCard.backgroundColor = .white
        contentCard.layer.cornerRadius = 20
        contentCard.layer.shadowColor = UIColor.black.cgColor
        contentCard.layer.shadowOpacity = 0.08
        contentCard.layer.shadowRadius = 16
        addSubview(contentCard)

        let titleLabel = UILabel(frame: CGRect(x: 24, y: 24, width: 300, height: 34))
        titleLabel.text = "Edit profile"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        contentCard.addSubview(titleLabel)

        let fieldNames = ["Name", "Email", "Phone", "City"]
        for (index, name) in fieldNames.enumerated() {
            let field = UIView(frame: CGRect(x: 24, y: 84 + CGFloat(index) * 78, width: 305, height: 56))
            field.backgroundColor = UIColor(white: 0.95, alpha: 1)
            field.layer.cornerRadius = 12
            let fieldLabel = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 56))
            fieldLabel.text = name
            fieldLabel.textColor = .gray
            fieldLabel.font = UIFont.systemFont(ofSize: 17)
            field.addSubview(fieldLabel)
            contentCard.addSubview(field)
        }

        showButton.setTitle("Save changes", for: .normal)
        showButton.titleLabel?.font = UIFont.systemFont(ofSize: 18, weight: .semibold)
        showButton.setTitleColor(.white, for: .normal)
        showButton.backgroundColor = .systemIndigo
        showButton.layer.cornerRadius = 14
        showButton.addAction(UIAction { [weak self] _ in
            self?.showToast()
        }, for: .touchUpInside)
        addSubview(showButton)
    }

    private func setUpBanner() {
        banner.backgroundColor = UIColor(red: 0.13, green: 0.70, blue: 0.42, alpha: 1)
        banner.layer.cornerRadius = 18
        banner.layer.shadowColor = UIColor.black.cgColor
        banner.layer.shadowOpacity = 0.25
        banner.layer.shadowRadius = 10
        banner.layer.shadowOffset = CGSize(width: 0, height: 6)
        banner.alpha = 0
        addSubview(banner)

        iconView.image = UIImage(systemName: "arrow.triangle.2.circlepath")
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        banner.addSubview(iconView)

        messageLabel.text = "Saving…"
        messageLabel.textColor = .white
        messageLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        banner.addSubview(messageLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        contentCard.frame = CGRect(x: 20, y: 160, width: bounds.width - 40, height: 420)
        showButton.frame = CGRect(x: 40, y: bounds.height - 140, width: bounds.width - 80, height: 54)

        banner.bounds = CGRect(x: 0, y: 0, width: bounds.width - 32, height: 68)
        banner.center = CGPoint(x: bounds.midX, y: 90)
        iconView.frame = CGRect(x: 18, y: 20, width: 28, height: 28)
        messageLabel.frame = CGRect(x: 60, y: 0, width: banner.bounds.width - 76, height: 68)

        if !isShowing {
            banner.transform = CGAffineTransform(translationX: 0, y: -160)
        }
    }

    /// Shows the banner, updates its message, then hides it again.
    public func showToast() {
        guard !isShowing else { return }
        isShowing = true
        banner.transform = CGAffineTransform(translationX: 0, y: -160)
        banner.alpha = 1

        UIView.animate(withDuration: 0.6,
                       delay: 0,
                       usingSpringWithDamping: 0.65,
                       initialSpringVelocity: 0.4,
                       options: [.curveEaseOut],
                       animations: {
            self.banner.transform = .identity
        }, completion: { _ in
            self.finishSaving()
        })
    }

    private func finishSaving() {
        UIView.transition(with: messageLabel,
                          duration: 0.4,
                          options: .transitionCrossDissolve,
                          animations: {
            self.messageLabel.text = "All changes saved"
        }, completion: nil)

        UIView.transition(with: iconView,
                          duration: 0.4,
                          options: .transitionCrossDissolve,
                          animations: {
            self.iconView.image = UIImage(systemName: "checkmark.circle.fill")
        }, completion: nil)

        UIView.animate(withDuration: 0.5,
                       delay: 1.8,
                       options: [.curveEaseIn],
                       animations: {
            self.banner.transform = CGAffineTransform(translationX: 0, y: -40)
            self.banner.alpha = 0
        }, completion: { _ in
            self.banner.transform = CGAffineTransform(translationX: 0, y: -160)
            self.messageLabel.text = "Saving…"
            self.iconView.image = UIImage(systemName: "arrow.triangle.2.circlepath")
            self.isShowing = false
        })
    }
}
