import Foundation
import TextOutlines

extension TextLayout {
    /// `string` laid out within `width` × `height` at the largest size, between `minimumScale` and
    /// 1 of the style's, at which it fits (nothing cut, no line wider or taller than the space;
    /// SwiftUI's `minimumScaleFactor`), found to within 1 % by bisection (at most 8 more layouts);
    /// at `minimumScale` when even that does not fit. `minimumScale` 1: the plain layout.
    static func shrinking(_ string: String, style: TextStyle, width: Double?, height: Double?,
                          minimumScale: Double) -> TextLayout {
        let full = TextLayout(string, style: style, width: width, height: height)
        guard minimumScale < 1, !full.fits(width: width, height: height) else { return full }
        func layout(_ scale: Double) -> TextLayout {
            TextLayout(string, style: style.scaled(by: scale), width: width, height: height)
        }
        let smallest = layout(minimumScale)
        guard smallest.fits(width: width, height: height) else { return smallest }
        var low = minimumScale, high = 1.0, best = smallest
        for _ in 0..<8 where high - low > 0.01 {
            let middle = (low + high) / 2
            let candidate = layout(middle)
            if candidate.fits(width: width, height: height) { low = middle; best = candidate } else { high = middle }
        }
        return best
    }

    /// True when nothing was cut and the lines lie within `width` × `height` (nil: unlimited).
    func fits(width: Double?, height: Double?) -> Bool {
        !isTruncated && Double(size.width) <= (width ?? .infinity) + 1e-6 && Double(size.height) <= (height ?? .infinity) + 1e-6
    }
}

extension TextStyle {
    /// This style with every size (and line spacing) multiplied by `scale`.
    func scaled(by scale: Double) -> TextStyle {
        var copy = self
        copy.size *= scale
        copy.lineSpacing *= scale
        copy.spans = spans.map { var span = $0; span.size *= scale; return span }
        return copy
    }
}
