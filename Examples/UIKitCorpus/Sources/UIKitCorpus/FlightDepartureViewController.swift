//
//  FlightDepartureViewController.swift
//  UIKitCorpus
//
//  After the "Flight Info" keyframe animation in Ray Wenderlich's iOS
//  Animations by Tutorials: when the flight changes, the plane rolls down the
//  runway, lifts off, flies out of the screen to the upper right, and comes
//  back from the left — five keyframes of one UIView.animateKeyframes call.
//  The departure/arrival labels cube-flip with UIView.transition.
//

import Zoetrope

public final class FlightDepartureViewController: UIViewController {

    private let skyLayer = CAGradientLayer()
    private let runway = UIView()
    private let planeImageView = UIImageView()
    private let flightNumberLabel = UILabel()
    private let routeLabel = UILabel()
    private let statusBadge = UILabel()
    private let departButton = UIButton(type: .system)

    private var planeHome: CGPoint = .zero
    private var flights = [("ZT 512", "SFO → JFK"), ("ZT 731", "JFK → LHR"), ("ZT 044", "LHR → NRT")]
    private var flightIndex = 0

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()

        skyLayer.colors = [
            UIColor(red: 0.40, green: 0.70, blue: 1.00, alpha: 1).cgColor,
            UIColor(red: 0.85, green: 0.93, blue: 1.00, alpha: 1).cgColor
        ]
        skyLayer.locations = [0.0, 0.8]
        view.layer.addSublayer(skyLayer)

        runway.backgroundColor = UIColor(white: 0.3, alpha: 1)
        view.addSubview(runway)
        for i in 0..<8 {
            let stripe = UIView(frame: CGRect(x: 12 + CGFloat(i) * 50, y: 27, width: 28, height: 6))
            stripe.backgroundColor = .white
            runway.addSubview(stripe)
        }

        planeImageView.image = UIImage(systemName: "airplane")
        planeImageView.tintColor = UIColor(red: 0.10, green: 0.15, blue: 0.35, alpha: 1)
        planeImageView.contentMode = .scaleAspectFit
        view.addSubview(planeImageView)

        flightNumberLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 44, weight: .heavy)
        flightNumberLabel.textColor = UIColor(red: 0.10, green: 0.15, blue: 0.35, alpha: 1)
        flightNumberLabel.textAlignment = .center
        view.addSubview(flightNumberLabel)

        routeLabel.font = UIFont.systemFont(ofSize: 24, weight: .medium)
        routeLabel.textColor = UIColor(red: 0.10, green: 0.15, blue: 0.35, alpha: 0.8)
        routeLabel.textAlignment = .center
        view.addSubview(routeLabel)

        statusBadge.text = "BOARDING"
        statusBadge.font = UIFont.systemFont(ofSize: 15, weight: .bold)
        statusBadge.textColor = .white
        statusBadge.backgroundColor = .systemOrange
        statusBadge.textAlignment = .center
        statusBadge.layer.cornerRadius = 14
        statusBadge.clipsToBounds = true
        view.addSubview(statusBadge)

        departButton.setTitle("Next flight", for: .normal)
        departButton.titleLabel?.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        departButton.addAction(UIAction { [weak self] _ in
            self?.depart()
        }, for: .touchUpInside)
        view.addSubview(departButton)

        showFlight(at: 0, animated: false)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        skyLayer.frame = bounds
        runway.frame = CGRect(x: 0, y: bounds.height - 260, width: bounds.width, height: 60)

        planeImageView.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
        planeHome = CGPoint(x: 80, y: runway.frame.minY - 30)
        planeImageView.center = planeHome

        flightNumberLabel.frame = CGRect(x: 0, y: 150, width: bounds.width, height: 52)
        routeLabel.frame = CGRect(x: 0, y: 210, width: bounds.width, height: 32)
        statusBadge.frame = CGRect(x: bounds.midX - 70, y: 262, width: 140, height: 28)
        departButton.frame = CGRect(x: 0, y: bounds.height - 130, width: bounds.width, height: 44)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.depart()
        }
    }

    private func showFlight(at index: Int, animated: Bool) {
        let (number, route) = flights[index]
        guard animated else {
            flightNumberLabel.text = number
            routeLabel.text = route
            return
        }
        UIView.transition(with: flightNumberLabel, duration: 0.5, options: [.transitionFlipFromTop], animations: {
            self.flightNumberLabel.text = number
        }, completion: nil)
        UIView.transition(with: routeLabel, duration: 0.5, options: [.transitionCrossDissolve], animations: {
            self.routeLabel.text = route
        }, completion: nil)
    }

    /// The take-off: the host calls this (the button does too).
    public func depart() {
        let originalCenter = planeHome
        statusBadge.text = "DEPARTED"
        statusBadge.backgroundColor = .systemGreen

        UIView.animateKeyframes(withDuration: 2.0, delay: 0, options: [], animations: {
            // Roll down the runway and start climbing.
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                self.planeImageView.center.x += 120
                self.planeImageView.center.y -= 10
            }
            // Nose up.
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.25) {
                self.planeImageView.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            // Fly off to the upper right and fade away.
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.planeImageView.center.x += self.view.bounds.width
                self.planeImageView.center.y -= 300
            }
            UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.05) {
                self.planeImageView.alpha = 0.0
            }
            // Jump back to the left, off screen, level again.
            UIView.addKeyframe(withRelativeStartTime: 0.51, relativeDuration: 0.01) {
                self.planeImageView.transform = .identity
                self.planeImageView.center = CGPoint(x: -60, y: originalCenter.y)
            }
            // Taxi back in to the gate.
            UIView.addKeyframe(withRelativeStartTime: 0.55, relativeDuration: 0.45) {
                self.planeImageView.alpha = 1.0
                self.planeImageView.center = originalCenter
            }
        }, completion: { _ in
            self.statusBadge.text = "BOARDING"
            self.statusBadge.backgroundColor = .systemOrange
        })

        flightIndex = (flightIndex + 1) % flights.count
        showFlight(at: flightIndex, animated: true)
    }
}
