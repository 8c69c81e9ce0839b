import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

extension UIButton {
    /// A button's look and content (iOS 15's `UIButton.Configuration`): a style (filled, tinted,
    /// gray, plain, bordered…), title, image, colours, corner style, size and insets.
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Continue"
    /// config.cornerStyle = .capsule
    /// let button = UIButton(configuration: config)
    /// ```
    public struct Configuration {
        enum Style { case filled, tinted, gray, plain, bordered }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 4
        /// The background colour (nil: the style's, from the tint).
        public var baseBackgroundColor: UIColor?
        /// The title and image colour (nil: the style's, from the tint).
        public var baseForegroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium { didSet { contentInsets = buttonSize.insets } }
        public var contentInsets: NSDirectionalEdgeInsets = Size.medium.insets

        init(style: Style) { self.style = style }

        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }

        /// How round the corners are.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The size class of the button.
        public enum Size: Sendable {
            case mini, small, medium, large
            /// Content insets by size (inferred from iOS 17 renders).
            var insets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
            var fontSize: CGFloat {
                switch self { case .mini: 11; case .small: 13; case .medium: 15; case .large: 17 }
            }
        }

        /// The title font for the size.
        var titleFont: UIFont { .systemFont(ofSize: buttonSize.fontSize, weight: style == .filled ? .semibold : .regular) }

        /// Background and foreground for the style and tint (filled: tint behind white; tinted: the
        /// base background (else the tint) at 15 % behind tint; gray and bordered: systemGray5 behind tint; plain: none).
        func look(tint: UIColor) -> (background: UIColor?, foreground: UIColor) {
            switch style {
            case .filled: (baseBackgroundColor ?? tint, baseForegroundColor ?? .white)
            case .tinted: ((baseBackgroundColor ?? tint).withAlphaComponent(0.15), baseForegroundColor ?? tint)
            case .gray, .bordered: (baseBackgroundColor ?? .systemGray5, baseForegroundColor ?? tint)
            case .plain: (baseBackgroundColor, baseForegroundColor ?? tint)
            }
        }

        /// The corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic: buttonSize == .large ? 12 : 8
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: max(height, 0) / 2
            }
        }
    }
}
