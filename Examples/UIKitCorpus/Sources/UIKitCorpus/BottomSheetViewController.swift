//
//  BottomSheetViewController.swift
//  UIKitCorpus
//
//  A Maps-style bottom sheet built with Auto Layout: the sheet's top constraint follows
//  a UIPanGestureRecognizer on the sheet, and when released it snaps to the nearest
//  detent (collapsed, half, expanded), projecting the finger's velocity the way Apple's
//  WWDC 2018 "Designing Fluid Interfaces" talk does. The map behind dims as it opens.
//

import Zoetrope

public final class BottomSheetViewController: UIViewController {

    private let mapView = UIView()
    private let dimmingView = UIView()
    private let sheetView = UIView()
    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let rowsStack = UIStackView()

    private var sheetTopConstraint: NSLayoutConstraint!
    private var panStartConstant: CGFloat = 0

    private var detents: [CGFloat] {
        let height = view.bounds.height
        return [height - 160, height * 0.5, 120]
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buildMap()

        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dimmingView)

        sheetView.backgroundColor = .white
        sheetView.layer.cornerRadius = 20
        sheetView.layer.shadowColor = UIColor.black.cgColor
        sheetView.layer.shadowOpacity = 0.2
        sheetView.layer.shadowRadius = 10
        sheetView.translatesAutoresizingMaskIntoConstraints = false
        sheetView.accessibilityIdentifier = "sheet"
        view.addSubview(sheetView)

        grabber.backgroundColor = UIColor(white: 0.8, alpha: 1)
        grabber.layer.cornerRadius = 2.5
        grabber.translatesAutoresizingMaskIntoConstraints = false
        sheetView.addSubview(grabber)

        titleLabel.text = "Coffee nearby"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        sheetView.addSubview(titleLabel)

        rowsStack.axis = .vertical
        rowsStack.spacing = 12
        rowsStack.translatesAutoresizingMaskIntoConstraints = false
        for (name, distance) in [("Blue Bottle", "0.3 km"), ("Ritual Roasters", "0.8 km"), ("Sightglass", "1.2 km")] {
            rowsStack.addArrangedSubview(makeRow(name: name, distance: distance))
        }
        sheetView.addSubview(rowsStack)

        sheetTopConstraint = sheetView.topAnchor.constraint(equalTo: view.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            sheetTopConstraint,
            sheetView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheetView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheetView.heightAnchor.constraint(equalTo: view.heightAnchor),

            grabber.topAnchor.constraint(equalTo: sheetView.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: sheetView.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 40),
            grabber.heightAnchor.constraint(equalToConstant: 5),

            titleLabel.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: sheetView.leadingAnchor, constant: 20),

            rowsStack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20),
            rowsStack.leadingAnchor.constraint(equalTo: sheetView.leadingAnchor, constant: 20),
            rowsStack.trailingAnchor.constraint(equalTo: sheetView.trailingAnchor, constant: -20),
        ])

        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        sheetView.addGestureRecognizer(pan)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if sheetTopConstraint.constant == 0 {
            sheetTopConstraint.constant = detents[0]
        }
    }

    // MARK: - Content

    private func buildMap() {
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.backgroundColor = UIColor(red: 0.89, green: 0.93, blue: 0.87, alpha: 1)
        view.addSubview(mapView)

        let roads = CAShapeLayer()
        let path = UIBezierPath()
        for y in stride(from: 80, to: 852, by: 140) {
            path.move(to: CGPoint(x: 0, y: y))
            path.addLine(to: CGPoint(x: 393, y: y + 60))
        }
        for x in stride(from: 40, to: 393, by: 120) {
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x + 30, y: 852))
        }
        roads.path = path.cgPath
        roads.strokeColor = UIColor.white.cgColor
        roads.lineWidth = 10
        mapView.layer.addSublayer(roads)

        let pin = UIImageView(image: UIImage(systemName: "location.fill"))
        pin.tintColor = .systemBlue
        pin.frame = CGRect(x: 180, y: 300, width: 32, height: 32)
        mapView.addSubview(pin)
    }

    private func makeRow(name: String, distance: String) -> UIView {
        let row = UIView()
        row.backgroundColor = UIColor(white: 0.96, alpha: 1)
        row.layer.cornerRadius = 12
        row.heightAnchor.constraint(equalToConstant: 56).isActive = true

        let nameLabel = UILabel()
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(nameLabel)

        let distanceLabel = UILabel()
        distanceLabel.text = distance
        distanceLabel.textColor = .gray
        distanceLabel.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(distanceLabel)

        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            nameLabel.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            distanceLabel.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            distanceLabel.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        return row
    }

    // MARK: - Dragging

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            panStartConstant = sheetTopConstraint.constant
        case .changed:
            let proposed = panStartConstant + gesture.translation(in: view).y
            sheetTopConstraint.constant = max(detents[2], min(detents[0], proposed))
            dimmingView.alpha = dimming(for: sheetTopConstraint.constant)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view).y
            let projected = sheetTopConstraint.constant + project(velocity)
            let target = detents.min { abs($0 - projected) < abs($1 - projected) } ?? detents[0]
            sheetTopConstraint.constant = target
            UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: {
                self.dimmingView.alpha = self.dimming(for: target)
                self.view.layoutIfNeeded()
            })
        default:
            break
        }
    }

    /// Where a flick would carry the sheet (UIScrollView's normal deceleration rate).
    private func project(_ velocity: CGFloat) -> CGFloat {
        let decelerationRate: CGFloat = 0.998
        return (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    private func dimming(for top: CGFloat) -> CGFloat {
        let openness = (detents[0] - top) / (detents[0] - detents[2])
        return 0.4 * max(0, min(1, openness))
    }
}

#Preview {
    BottomSheetViewController()
}
