//
//  FetchingPlaylistsViewController.swift
//  UIKitCorpus
//
//  A "fetching" screen: a large UIActivityIndicatorView plus a row of three
//  bouncing dots built from a CAReplicatorLayer, both set up in viewDidLoad and
//  started in viewDidAppear. After a (simulated) 2.5 s fetch, the spinner
//  stops and a checkmark springs in.
//

import Zoetrope

public final class FetchingPlaylistsViewController: UIViewController {

    private let cardView = UIView()
    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let dotsReplicator = CAReplicatorLayer()
    private let dot = CALayer()
    private let titleLabel = UILabel()
    private let checkmarkView = UIImageView()
    private let cancelButton = UIButton(type: .system)

    private var pendingCompletion: DispatchWorkItem?

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.10, green: 0.73, blue: 0.33, alpha: 1)

        cardView.backgroundColor = UIColor(red: 0.07, green: 0.07, blue: 0.07, alpha: 1)
        cardView.layer.cornerRadius = 28
        view.addSubview(cardView)

        activityIndicator.color = UIColor(red: 0.10, green: 0.73, blue: 0.33, alpha: 1)
        activityIndicator.hidesWhenStopped = true
        cardView.addSubview(activityIndicator)

        dot.backgroundColor = UIColor.white.cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dotsReplicator.instanceCount = 3
        dotsReplicator.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        dotsReplicator.instanceDelay = 0.18
        dotsReplicator.addSublayer(dot)
        cardView.layer.addSublayer(dotsReplicator)

        titleLabel.text = "Fetching your playlists"
        titleLabel.font = UIFont.systemFont(ofSize: 20, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        cardView.addSubview(titleLabel)

        checkmarkView.image = UIImage(systemName: "checkmark.circle.fill")
        checkmarkView.tintColor = UIColor(red: 0.10, green: 0.73, blue: 0.33, alpha: 1)
        checkmarkView.contentMode = .scaleAspectFit
        checkmarkView.alpha = 0
        checkmarkView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        cardView.addSubview(checkmarkView)

        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.setTitleColor(.white, for: .normal)
        cancelButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        cancelButton.addAction(UIAction { [weak self] _ in
            self?.cancel()
        }, for: .touchUpInside)
        view.addSubview(cancelButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        cardView.frame = CGRect(x: 40, y: bounds.midY - 150, width: bounds.width - 80, height: 300)

        activityIndicator.center = CGPoint(x: cardView.bounds.midX, y: 100)
        checkmarkView.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        checkmarkView.center = CGPoint(x: cardView.bounds.midX, y: 100)

        titleLabel.frame = CGRect(x: 0, y: 172, width: cardView.bounds.width, height: 26)
        dotsReplicator.frame = CGRect(x: cardView.bounds.midX - 28, y: 222, width: 56, height: 24)
        dot.position = CGPoint(x: 6, y: 12)

        cancelButton.frame = CGRect(x: 0, y: bounds.height - 120, width: bounds.width, height: 44)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startFetching()
    }

    public func startFetching() {
        activityIndicator.startAnimating()

        let hop = CABasicAnimation(keyPath: "position.y")
        hop.fromValue = 12
        hop.toValue = 2
        hop.duration = 0.3
        hop.autoreverses = true
        hop.repeatCount = .infinity
        hop.timingFunction = CAMediaTimingFunction(name: .easeOut)
        dot.add(hop, forKey: "hop")

        let work = DispatchWorkItem { [weak self] in
            self?.finishFetching()
        }
        pendingCompletion = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5, execute: work)
    }

    private func finishFetching() {
        activityIndicator.stopAnimating()
        dot.removeAnimation(forKey: "hop")
        dotsReplicator.isHidden = true
        titleLabel.text = "42 playlists synced"

        UIView.animate(withDuration: 0.6,
                       delay: 0,
                       usingSpringWithDamping: 0.5,
                       initialSpringVelocity: 0.9,
                       options: [],
                       animations: {
            self.checkmarkView.alpha = 1
            self.checkmarkView.transform = .identity
        }, completion: nil)
    }

    private func cancel() {
        pendingCompletion?.cancel()
        activityIndicator.stopAnimating()
        dot.removeAllAnimations()
        titleLabel.text = "Cancelled"
    }
}
