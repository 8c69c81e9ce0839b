import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

/// A button: a title label and an image view laid out in its bounds, styled by its type and
/// per-state titles and colours, or by a `UIButton.Configuration` (filled, tinted, gray, plain,
/// bordered) as on iOS 15 and later. A tap sends `.touchUpInside` and `.primaryActionTriggered`.
///
/// ```swift
/// let go = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Start") { _ in start() })
/// go.frame = CGRect(x: 40, y: 700, width: 313, height: 50)
/// ```
open class UIButton: UIControl {
    /// A button's built-in look (UIKit's raw values).
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The look it was made with.
    public private(set) var buttonType: ButtonType = .custom
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public let imageView: UIImageView? = UIImageView()
    /// The configuration styling the button (nil: the classic per-state look).
    open var configuration: Configuration? { didSet { restyle() } }
    /// Space around the title and image (classic buttons).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `type` (`.system`: the title in the tint colour, system 15).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        restyle()
    }

    /// A button of `type` showing and running `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A button styled by `configuration`, showing and running `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { adopt(primaryAction) }
        restyle()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        if let imageView { addSubview(imageView) }
        if let titleLabel {
            titleLabel.font = .systemFont(ofSize: 15)
            addSubview(titleLabel)
        }
        restyle()
    }

    private func adopt(_ action: UIAction) {
        if var config = configuration {
            if config.title == nil { config.title = action.title }
            configuration = config
        } else {
            setTitle(action.title, for: .normal)
        }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Per-state content

    /// The title shown in `state` (falling back to the normal state's).
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; restyle() }
    /// The title for `state`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; restyle() }
    /// The title colour for `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; restyle() }
    /// The image for `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The title shown now.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    open override func stateDidChange() { restyle() }
    open override func tintColorDidChange() { restyle() }

    // MARK: Look and layout

    /// Applies the configuration or the classic per-state look to the label, image view and layer.
    private func restyle() {
        guard let titleLabel, let imageView else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        if let configuration {
            let look = configuration.look(tint: tint)
            titleLabel.text = configuration.title
            titleLabel.font = configuration.titleFont
            titleLabel.textColor = look.foreground
            imageView.image = configuration.image
            imageView.tintColor = look.foreground
            layer.backgroundColor = look.background?.cgColor
            layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        } else {
            titleLabel.text = title(for: state)
            let classic: UIColor = buttonType == .system ? tint : .white
            titleLabel.textColor = titleColor(for: state) ?? classic
            imageView.image = image(for: state)
            imageView.tintColor = tint
        }
        // Disabled: classic titles fade, configured ones turn gray (the button's own alpha is the app's).
        titleLabel.alpha = isEnabled || configuration != nil ? 1 : 0.35
        if !isEnabled, configuration != nil { titleLabel.textColor = .tertiaryLabel }
        setNeedsLayout()
    }

    /// The title and image side by side, centred, inside the content insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        if configuration != nil { layer.cornerRadius = configuration?.cornerRadius(height: bounds.height) ?? 0 }
        let content = bounds.inset(by: insets)
        let title = titleLabel.text?.isEmpty == false ? titleLabel.intrinsicContentSize : .zero
        let image = imageView.image == nil ? CGSize.zero : imageView.intrinsicContentSize
        let gap: CGFloat = title.width > 0 && image.width > 0 ? (configuration?.imagePadding ?? 4) : 0
        let total = image.width + gap + title.width
        var x = content.midX - total / 2
        imageView.frame = CGRect(x: x, y: content.midY - image.height / 2, width: image.width, height: image.height)
        x += image.width + gap
        titleLabel.frame = CGRect(x: x, y: content.midY - title.height / 2, width: min(title.width, content.maxX - x), height: title.height)
    }

    private var insets: UIEdgeInsets {
        guard let c = configuration?.contentInsets else { return contentEdgeInsets }
        return UIEdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing)
    }

    /// The title and image with the insets around them.
    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.text?.isEmpty == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        let image = imageView?.image == nil ? CGSize.zero : imageView?.intrinsicContentSize ?? .zero
        let gap: CGFloat = title.width > 0 && image.width > 0 ? (configuration?.imagePadding ?? 4) : 0
        let i = insets
        return CGSize(width: image.width + gap + title.width + i.left + i.right,
                      height: max(title.height, image.height) + i.top + i.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
