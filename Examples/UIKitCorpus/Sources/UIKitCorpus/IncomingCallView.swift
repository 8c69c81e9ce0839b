//
//  IncomingCallView.swift
//  UIKitCorpus
//
//  An incoming-call screen: the caller's avatar, and a green answer button
//  with two halos that breathe using `.repeat` + `.autoreverse`, while the
//  phone glyph wiggles. Answering stops the loops and morphs the screen.
//

import Zoetrope

public final class IncomingCallView: UIView {

    private let gradientLayer = CAGradientLayer()
    private let avatarView = UIView()
    private let initialsLabel = UILabel()
    private let nameLabel = UILabel()
    private let statusLabel = UILabel()

    private let outerHalo = UIView()
    private let innerHalo = UIView()
    private let answerButton = UIButton(type: .custom)
    private let declineButton = UIButton(type: .custom)

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
        gradientLayer.colors = [
            UIColor(red: 0.16, green: 0.10, blue: 0.35, alpha: 1).cgColor,
            UIColor(red: 0.05, green: 0.30, blue: 0.45, alpha: 1).cgColor
        ]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradientLayer, at: 0)

        avatarView.backgroundColor = UIColor(red: 0.98, green: 0.60, blue: 0.25, alpha: 1)
        avatarView.layer.borderColor = UIColor.white.cgColor
        avatarView.layer.borderWidth = 4
        addSubview(avatarView)

        initialsLabel.text = "MR"
        initialsLabel.font = UIFont.systemFont(ofSize: 52, weight: .bold)
        initialsLabel.textColor = .white
        initialsLabel.textAlignment = .center
        avatarView.addSubview(initialsLabel)

        nameLabel.text = "Maya Rodriguez"
        nameLabel.font = UIFont.systemFont(ofSize: 32, weight: .semibold)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        addSubview(nameLabel)

        statusLabel.text = "incoming call…"
        statusLabel.font = UIFont.systemFont(ofSize: 18)
        statusLabel.textColor = UIColor(white: 1, alpha: 0.7)
        statusLabel.textAlignment = .center
        addSubview(statusLabel)

        outerHalo.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.18)
        innerHalo.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.35)
        addSubview(outerHalo)
        addSubview(innerHalo)

        answerButton.backgroundColor = .systemGreen
        answerButton.setImage(UIImage(systemName: "phone.fill"), for: .normal)
        answerButton.tintColor = .white
        answerButton.addAction(UIAction { [weak self] _ in
            self?.answer()
        }, for: .touchUpInside)
        addSubview(answerButton)

        declineButton.backgroundColor = .systemRed
        declineButton.setImage(UIImage(systemName: "phone.down.fill"), for: .normal)
        declineButton.tintColor = .white
        addSubview(declineButton)

        startRinging()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds

        avatarView.bounds = CGRect(x: 0, y: 0, width: 140, height: 140)
        avatarView.center = CGPoint(x: bounds.midX, y: 230)
        avatarView.layer.cornerRadius = 70
        initialsLabel.frame = avatarView.bounds

        nameLabel.frame = CGRect(x: 0, y: 330, width: bounds.width, height: 40)
        statusLabel.frame = CGRect(x: 0, y: 376, width: bounds.width, height: 24)

        let answerCenter = CGPoint(x: bounds.width * 0.72, y: bounds.height - 170)
        answerButton.bounds = CGRect(x: 0, y: 0, width: 78, height: 78)
        answerButton.center = answerCenter
        answerButton.layer.cornerRadius = 39

        innerHalo.bounds = CGRect(x: 0, y: 0, width: 110, height: 110)
        innerHalo.center = answerCenter
        innerHalo.layer.cornerRadius = 55

        outerHalo.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
        outerHalo.center = answerCenter
        outerHalo.layer.cornerRadius = 75

        declineButton.bounds = CGRect(x: 0, y: 0, width: 78, height: 78)
        declineButton.center = CGPoint(x: bounds.width * 0.28, y: bounds.height - 170)
        declineButton.layer.cornerRadius = 39
    }

    public func startRinging() {
        innerHalo.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        outerHalo.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)

        UIView.animate(withDuration: 0.9,
                       delay: 0,
                       options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                       animations: {
            self.innerHalo.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }, completion: nil)

        UIView.animate(withDuration: 0.9,
                       delay: 0.3,
                       options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                       animations: {
            self.outerHalo.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            self.outerHalo.alpha = 0.4
        }, completion: nil)

        UIView.animate(withDuration: 0.12,
                       delay: 0,
                       options: [.repeat, .autoreverse, .allowUserInteraction],
                       animations: {
            self.answerButton.imageView?.transform = CGAffineTransform(rotationAngle: .pi / 10)
        }, completion: nil)
    }

    /// What the answer button does; the host calls it to see the transition.
    public func answer() {
        [innerHalo, outerHalo].forEach { $0.layer.removeAllAnimations() }
        answerButton.imageView?.layer.removeAllAnimations()

        UIView.animate(withDuration: 0.35, delay: 0, options: [.beginFromCurrentState, .curveEaseOut], animations: {
            self.innerHalo.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            self.outerHalo.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            self.innerHalo.alpha = 0
            self.outerHalo.alpha = 0
            self.declineButton.alpha = 0
            self.answerButton.imageView?.transform = .identity
        }, completion: { _ in
            UIView.animate(withDuration: 0.6,
                           delay: 0,
                           usingSpringWithDamping: 0.7,
                           initialSpringVelocity: 0.3,
                           options: [],
                           animations: {
                self.answerButton.center = CGPoint(x: self.bounds.midX, y: self.bounds.height - 170)
                self.answerButton.backgroundColor = .systemRed
                self.avatarView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }, completion: nil)
            self.statusLabel.text = "00:01"
        })
    }
}
