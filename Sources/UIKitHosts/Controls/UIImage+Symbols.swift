import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

extension UIImage {
    /// How a symbol image is sized: a point size (or a font's), a weight and a scale (kept: the
    /// Bootstrap Icons stand-ins have one weight).
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 44, weight: .bold)
    /// let heart = UIImage(systemName: "heart.fill", withConfiguration: big)
    /// ```
    public final class SymbolConfiguration: NSObject {
        /// The point size (nil: the default 17).
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public init(weight: SymbolWeight) { pointSize = nil; self.weight = weight; scale = .default }
        public init(scale: SymbolScale) { pointSize = nil; weight = .regular; self.scale = scale }
        public init(font: UIFont, scale: SymbolScale = .default) { pointSize = font.pointSize; weight = .regular; self.scale = scale }
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            weight = .regular
            self.scale = scale
        }

        /// This configuration with `other`'s settings where it has them.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize ?? pointSize ?? 17, weight: other.weight, scale: other.scale)
        }

        /// The side of the symbol's square in points: 1.2 × the point size, by scale (small .8, large 1.3).
        var side: CGFloat {
            let base = (pointSize ?? 17) * 1.2
            return switch scale { case .small: base * 0.8; case .large: base * 1.3; default: base }
        }
    }

    /// A symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    /// A symbol's scale against its point size.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }

    /// The SF Symbol `name` sized by `configuration` (drawn with its Bootstrap Icons stand-in).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
        symbolPointSize = configuration?.side
    }

    /// The same symbol sized by `configuration`.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolSide(configuration.side)
    }

    /// The same symbol sized by `configuration` over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        applyingSymbolSide(configuration.side)
    }

    private func applyingSymbolSide(_ side: CGFloat) -> UIImage {
        guard symbolParts != nil else { return self }
        let copy = UIImage(copying: self)
        copy.symbolPointSize = side
        return copy
    }

    /// How the image is drawn: in its own colours or as a template in the tint colour.
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }

    /// The same image drawn as `renderingMode` says (symbols draw in the tint colour either way here).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The symbol's side in points (its configuration's, else 20).
    var symbolSide: CGFloat { symbolPointSize ?? 20 }
}
