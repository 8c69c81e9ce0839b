//
//  OnboardingViewController.swift
//  UIKitCorpus
//
//  A welcome screen whose pieces arrive one after another: the hero icon
//  springs in, the title and subtitle slide up and fade in with staggered
//  delays, then the page dots and the "Get Started" button pop in.
//

import Zoetrope

public final class OnboardingViewController: UIViewController {

    private let heroBackground = UIView()
    private let heroImageView = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let pageDots: [UIView] = (0..<3).map { _ in UIView() }
    private let getStartedButton = UIButton(type: .system)

    private var hasAnimatedIn = false

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.99, green: 0.96, blue: 0.90, alpha: 1)

        heroBackground.backgroundColor = UIColor(red: 1.0, green: 0.45, blue: 0.33, alpha: 1)
        heroBackground.layer.cornerRadius = 80
        view.addSubview(heroBackground)

        heroImageView.image = UIImage(systemName: "paperplane.fill")
        heroImageView.tintColor = .white
        heroImageView.contentMode = .scaleAspectFit
        heroBackground.addSubview(heroImageView)

        titleLabel.text = "Travel lighter"
        titleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = UIColor(red: 0.15, green: 0.12, blue: 0.25, alpha: 1)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        subtitleLabel.text = "Plan trips, share itineraries and keep every ticket in one place."
        subtitleLabel.font = UIFont.systemFont(ofSize: 17)
        subtitleLabel.textColor = .darkGray
        subtitleLabel.textAlignment = .center
        subtitleLabel.numberOfLines = 0
        view.addSubview(subtitleLabel)

        for (index, dot) in pageDots.enumerated() {
            dot.backgroundColor = index == 0
                ? UIColor(red: 1.0, green: 0.45, blue: 0.33, alpha: 1)
                : UIColor(red: 1.0, green: 0.45, blue: 0.33, alpha: 0.3)
            dot.layer.cornerRadius = 5
            view.addSubview(dot)
        }

        getStartedButton.setTitle("Get Started", for: .normal)
        getStartedButton.setTitleColor(.white, for: .normal)
        getStartedButton.titleLabel?.font = UIFont.systemFont(ofSize: 19, weight: .semibold)
        getStartedButton.backgroundColor = UIColor(red: 0.15, green: 0.12, blue: 0.25, alpha: 1)
        getStartedButton.layer.cornerRadius = 28
        getStartedButton.addAction(UIAction { [weak self] _ in
            self?.dismissOnboarding()
        }, for: .touchUpInside)
        view.addSubview(getStartedButton)

        prepareForEntrance()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        // Layout with transforms reset, so the "before" offsets stay in transforms only.
        heroBackground.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        heroBackground.center = CGPoint(x: width / 2, y: 250)
        heroImageView.frame = heroBackground.bounds.insetBy(dx: 40, dy: 40)

        titleLabel.bounds = CGRect(x: 0, y: 0, width: width - 48, height: 44)
        titleLabel.center = CGPoint(x: width / 2, y: 400)

        subtitleLabel.bounds = CGRect(x: 0, y: 0, width: width - 72, height: 72)
        subtitleLabel.center = CGPoint(x: width / 2, y: 464)

        for (index, dot) in pageDots.enumerated() {
            let dotWidth: CGFloat = index == 0 ? 26 : 10
            let x = width / 2 - 31 + CGFloat(index) * 20 + (index == 0 ? 0 : 16)
            dot.frame = CGRect(x: x, y: 560, width: dotWidth, height: 10)
        }

        getStartedButton.bounds = CGRect(x: 0, y: 0, width: width - 64, height: 56)
        getStartedButton.center = CGPoint(x: width / 2, y: view.bounds.height - 120)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        playEntrance()
    }

    // MARK: - Animations

    private func prepareForEntrance() {
        heroBackground.alpha = 0
        heroBackground.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        titleLabel.alpha = 0
        titleLabel.transform = CGAffineTransform(translationX: 0, y: 40)
        subtitleLabel.alpha = 0
        subtitleLabel.transform = CGAffineTransform(translationX: 0, y: 40)
        pageDots.forEach { $0.alpha = 0 }
        getStartedButton.alpha = 0
        getStartedButton.transform = CGAffineTransform(translationX: 0, y: 120)
    }

    /// Runs the entrance sequence (called from `viewDidAppear`; the host can call it again).
    public func playEntrance() {
        guard !hasAnimatedIn else { return }
        hasAnimatedIn = true

        UIView.animate(withDuration: 0.8,
                       delay: 0.1,
                       usingSpringWithDamping: 0.55,
                       initialSpringVelocity: 0.8,
                       options: [],
                       animations: {
            self.heroBackground.alpha = 1
            self.heroBackground.transform = .identity
        }, completion: { _ in
            self.wiggleHero()
        })

        UIView.animate(withDuration: 0.6, delay: 0.4, options: .curveEaseOut, animations: {
            self.titleLabel.alpha = 1
            self.titleLabel.transform = .identity
        }, completion: nil)

        UIView.animate(withDuration: 0.6, delay: 0.6, options: .curveEaseOut, animations: {
            self.subtitleLabel.alpha = 1
            self.subtitleLabel.transform = .identity
        }, completion: nil)

        for (index, dot) in pageDots.enumerated() {
            UIView.animate(withDuration: 0.3, delay: 0.9 + Double(index) * 0.1, options: [], animations: {
                dot.alpha = 1
            }, completion: nil)
        }

        UIView.animate(withDuration: 0.9,
                       delay: 1.1,
                       usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 0.5,
                       options: .curveEaseInOut,
                       animations: {
            self.getStartedButton.alpha = 1
            self.getStartedButton.transform = .identity
        }, completion: nil)
    }

    private func wiggleHero() {
        UIView.animate(withDuration: 0.6,
                       delay: 0,
                       options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                       animations: {
            self.heroImageView.transform = CGAffineTransform(translationX: 6, y: -6).rotated(by: -0.12)
        }, completion: nil)
    }

    private func dismissOnboarding() {
        UIView.animate(withDuration: 0.4, animations: {
            self.view.subviews.forEach { $0.alpha = 0 }
        }, completion: { _ in
            self.view.backgroundColor = .systemBackground
        })
    }
}
