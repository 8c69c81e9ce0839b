//
//  LoadingScreenViewController.swift
//  UIKitCorpus
//
//  A launch/loading screen: a gradient app icon that breathes, the app name,
//  a progress bar that fills in uneven steps (chained UIView.animate calls),
//  and a status line that changes as each step completes. Everything is
//  built in viewDidLoad and started in viewDidAppear.
//

import Zoetrope

public final class LoadingScreenViewController: UIViewController {

    private let iconView = UIView()
    private let iconGradient = CAGradientLayer()
    private let iconSymbol = UIImageView()
    private let appNameLabel = UILabel()
    private let progressTrack = UIView()
    private let progressFill = UIView()
    private let statusLabel = UILabel()

    private let steps: [(progress: CGFloat, message: String, duration: TimeInterval)] = [
        (0.18, "Connecting…", 0.5),
        (0.45, "Syncing your library…", 0.8),
        (0.62, "Downloading artwork…", 0.5),
        (0.90, "Almost there…", 0.7),
        (1.00, "Ready!", 0.3)
    ]

    public var onFinished: (() -> Void)?

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.06, green: 0.06, blue: 0.09, alpha: 1)

        iconGradient.colors = [
            UIColor(red: 1.00, green: 0.37, blue: 0.42, alpha: 1).cgColor,
            UIColor(red: 0.60, green: 0.20, blue: 0.95, alpha: 1).cgColor
        ]
        iconGradient.startPoint = CGPoint(x: 0, y: 0)
        iconGradient.endPoint = CGPoint(x: 1, y: 1)
        iconGradient.cornerRadius = 30
        iconView.layer.addSublayer(iconGradient)
        iconView.layer.shadowColor = UIColor(red: 0.80, green: 0.30, blue: 0.70, alpha: 1).cgColor
        iconView.layer.shadowOpacity = 0.6
        iconView.layer.shadowRadius = 24
        iconView.layer.shadowOffset = .zero
        view.addSubview(iconView)

        iconSymbol.image = UIImage(systemName: "music.note")
        iconSymbol.tintColor = .white
        iconSymbol.contentMode = .scaleAspectFit
        iconView.addSubview(iconSymbol)

        appNameLabel.text = "Tunely"
        appNameLabel.font = UIFont.systemFont(ofSize: 36, weight: .heavy)
        appNameLabel.textColor = .white
        appNameLabel.textAlignment = .center
        view.addSubview(appNameLabel)

        progressTrack.backgroundColor = UIColor(white: 1, alpha: 0.12)
        progressTrack.layer.cornerRadius = 4
        progressTrack.clipsToBounds = true
        view.addSubview(progressTrack)

        progressFill.backgroundColor = UIColor(red: 1.00, green: 0.37, blue: 0.42, alpha: 1)
        progressFill.layer.cornerRadius = 4
        progressTrack.addSubview(progressFill)

        statusLabel.text = "Starting…"
        statusLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        statusLabel.textColor = UIColor(white: 1, alpha: 0.6)
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)

        // Hidden until the screen appears.
        iconView.alpha = 0
        iconView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        appNameLabel.alpha = 0
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        iconView.bounds = CGRect(x: 0, y: 0, width: 132, height: 132)
        iconView.center = CGPoint(x: bounds.midX, y: bounds.midY - 110)
        iconGradient.frame = iconView.bounds
        iconSymbol.frame = iconView.bounds.insetBy(dx: 32, dy: 32)

        appNameLabel.frame = CGRect(x: 0, y: iconView.center.y + 86, width: bounds.width, height: 44)
        progressTrack.frame = CGRect(x: 60, y: bounds.midY + 80, width: bounds.width - 120, height: 8)
        progressFill.frame = CGRect(x: 0, y: 0, width: progressFill.frame.width, height: 8)
        statusLabel.frame = CGRect(x: 0, y: progressTrack.frame.maxY + 18, width: bounds.width, height: 20)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startLoading()
    }

    public func startLoading() {
        UIView.animate(withDuration: 0.7,
                       delay: 0,
                       usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0.5,
                       options: [],
                       animations: {
            self.iconView.alpha = 1
            self.iconView.transform = .identity
        }, completion: { _ in
            UIView.animate(withDuration: 1.0,
                           delay: 0,
                           options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                           animations: {
                self.iconView.transform = CGAffineTransform(scaleX: 1.06, y: 1.06)
            }, completion: nil)
        })

        UIView.animate(withDuration: 0.5, delay: 0.3, options: .curveEaseOut, animations: {
            self.appNameLabel.alpha = 1
        }, completion: nil)

        runStep(0)
    }

    private func runStep(_ index: Int) {
        guard index < steps.count else {
            finish()
            return
        }
        let step = steps[index]
        statusLabel.text = step.message
        UIView.animate(withDuration: step.duration, delay: 0.15, options: .curveEaseInOut, animations: {
            self.progressFill.frame.size.width = self.progressTrack.bounds.width * step.progress
        }, completion: { _ in
            self.runStep(index + 1)
        })
    }

    private func finish() {
        UIView.animate(withDuration: 0.4, delay: 0.3, options: [], animations: {
            self.progressTrack.alpha = 0
            self.statusLabel.alpha = 0
            self.appNameLabel.transform = CGAffineTransform(translationX: 0, y: -10)
        }, completion: { _ in
            self.onFinished?()
        })
    }
}
