import Foundation
import Geometry2D
import LayerTree

/// The system spinner: eight rounded spokes round a centre whose brightness steps round once a
/// second while animating (inferred from iOS 17's), hidden while stopped when `hidesWhenStopped`.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.color = .white
/// spinner.startAnimating()
/// ```
open class UIActivityIndicatorView: UIView {
    /// The size and colour scheme (UIKit's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The spinner's style.
    open var style: Style = .medium { didSet { rebuild() } }
    /// The spokes' colour (`.secondaryLabel`-like gray by default; white for the legacy white styles).
    open var color: UIColor! = .gray { didSet { rebuild() } }
    /// Whether the spinner hides while stopped (true by default).
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// Whether the spinner is animating.
    public private(set) var isAnimating = false

    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let spokeCount = 8
    private static let stepKey = "UIActivityIndicatorView"

    /// A spinner of `style`, stopped (hidden).
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        if style == .white || style == .whiteLarge { color = .white }
        rebuild()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        spokes.addSublayer(spoke)
        layer.addSublayer(spokes)
        isHidden = true
        rebuild()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        spokes.addSublayer(spoke)
        layer.addSublayer(spokes)
        isHidden = true
        rebuild()
    }

    private func rebuild() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = style.side
        spokes.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        spokes.instanceCount = Self.spokeCount
        spokes.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
        spokes.instanceDelay = 1 / Double(Self.spokeCount)
        let width = side * 0.09, length = side * 0.28
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.position = CGPoint(x: side / 2, y: length / 2)
        spoke.cornerRadius = width / 2
        spoke.backgroundColor = (color ?? .gray).cgColor
        spoke.opacity = 0.25
        CATransaction.commit()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuild()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// Starts the spokes stepping round (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 1
        fade.repeatCount = .infinity
        spoke.add(fade, forKey: Self.stepKey)
    }

    /// Stops the spinner (hidden when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: Self.stepKey)
        if hidesWhenStopped { isHidden = true }
    }
}
