//
//  SplashRevealViewController.swift
//  UIKitCorpus
//
//  The Twitter launch animation: the app's content is masked by the logo
//  shape on a brand-blue background; the logo shrinks a little, then grows
//  until it uncovers the whole screen (a CAKeyframeAnimation on the mask's
//  transform), while a white cover inside the logo fades away.
//

import Zoetrope

public final class SplashRevealViewController: UIViewController {

    private let brandBlue = UIColor(red: 0.11, green: 0.63, blue: 0.95, alpha: 1)

    private let contentView = UIView()
    private let coverView = UIView()
    private let logoMask = CAShapeLayer()
    private var rows: [UIView] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = brandBlue

        contentView.backgroundColor = .white
        view.addSubview(contentView)

        let header = UILabel()
        header.text = "Home"
        header.font = UIFont.systemFont(ofSize: 30, weight: .heavy)
        header.tag = 1
        contentView.addSubview(header)

        let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemIndigo, .systemTeal]
        for index in 0..<6 {
            let row = UIView()
            row.backgroundColor = UIColor(white: 0.97, alpha: 1)
            row.layer.cornerRadius = 14

            let avatar = UIView(frame: CGRect(x: 14, y: 14, width: 46, height: 46))
            avatar.backgroundColor = palette[index]
            avatar.layer.cornerRadius = 23
            row.addSubview(avatar)

            let line1 = UIView(frame: CGRect(x: 72, y: 18, width: 180, height: 12))
            line1.backgroundColor = UIColor(white: 0.80, alpha: 1)
            line1.layer.cornerRadius = 6
            row.addSubview(line1)

            let line2 = UIView(frame: CGRect(x: 72, y: 40, width: 120 + CGFloat(index % 3) * 40, height: 12))
            line2.backgroundColor = UIColor(white: 0.88, alpha: 1)
            line2.layer.cornerRadius = 6
            row.addSubview(line2)

            contentView.addSubview(row)
            rows.append(row)
        }

        // Inside the logo we first see plain white, which then fades to the content.
        coverView.backgroundColor = .white
        contentView.addSubview(coverView)

        logoMask.fillColor = UIColor.black.cgColor
        contentView.layer.mask = logoMask
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        contentView.frame = bounds
        coverView.frame = bounds

        if let header = contentView.viewWithTag(1) {
            header.frame = CGRect(x: 20, y: 64, width: 200, height: 40)
        }
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: 124 + CGFloat(index) * 90, width: bounds.width - 32, height: 74)
        }

        let logoSize: CGFloat = 120
        logoMask.bounds = CGRect(x: 0, y: 0, width: logoSize, height: logoSize)
        logoMask.position = CGPoint(x: bounds.midX, y: bounds.midY)
        logoMask.path = starPath(in: logoMask.bounds).cgPath
    }

    /// The "logo": a five-pointed star.
    private func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2
        let inner = outer * 0.45
        let path = UIBezierPath()
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        playReveal()
    }

    public func playReveal() {
        let duration: CFTimeInterval = 1.2
        let zoom = CAKeyframeAnimation(keyPath: "transform.scale")
        zoom.values = [1.0, 0.8, 30.0]
        zoom.keyTimes = [0, 0.35, 1]
        zoom.timingFunctions = [
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeOut)
        ]
        zoom.duration = duration
        zoom.beginTime = CACurrentMediaTime() + 0.5
        zoom.fillMode = .both
        zoom.isRemovedOnCompletion = false
        logoMask.add(zoom, forKey: "zoom")

        UIView.animate(withDuration: 0.3, delay: 0.5 + duration * 0.35, options: .curveEaseIn, animations: {
            self.coverView.alpha = 0
        }, completion: nil)

        // A small bounce of the content as it is revealed, then drop the mask.
        UIView.animate(withDuration: 0.25, delay: 0.5 + duration * 0.6, options: .curveEaseOut, animations: {
            self.contentView.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }, completion: { _ in
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
                self.contentView.transform = .identity
            }, completion: { _ in
                self.contentView.layer.mask = nil
            })
        })
    }
}
