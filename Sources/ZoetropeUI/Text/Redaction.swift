import Foundation
import Geometry2D
import TextOutlines
import VectorPath

/// Why content is redacted (SwiftUI's `RedactionReasons`): `.placeholder` draws text as rounded
/// bars (skeleton loaders); `.privacy` and `.invalidated` are accepted and draw the same.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    /// Why the views here are redacted (empty: they are not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the text inside for `reason`: each line is drawn as a bar with 4-point corners, as
    /// wide as the line and 70 % of its height, in the text's style at 16 % opacity (*inferred* from
    /// iOS screenshots of `.redacted(reason: .placeholder)`).
    ///
    /// ```swift
    /// ArticleRow(article: .sample).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows the text inside as it is, within a redacted view.
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}

extension TextLeafElement {
    /// The placeholder bars of `layout`'s lines at `origin`, in `style` faded to 16 %.
    func drawRedacted(_ layout: TextLayout, at origin: CGPoint, style: any ShapeStyle, context: inout DrawingContext) {
        let height = layout.style.lineHeight * 0.7
        for line in layout.lines where line.width > 0 {
            let bar = CGRect(x: origin.x + line.x, y: origin.y + line.baseline - layout.style.ascent + (layout.style.lineHeight - height) / 2,
                             width: line.width, height: height)
            context.displayList.fill(Path(roundedRect: bar, cornerRadius: 4), with: context.paint(style, in: bar).multiplyingOpacity(0.16),
                                     transform: context.transform)
        }
    }
}
