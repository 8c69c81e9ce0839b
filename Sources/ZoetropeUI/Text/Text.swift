import Foundation
import Geometry2D
import RenderCommands
import TextOutlines
import VectorPath

/// A view that shows text: glyph outlines filled with the foreground style (black unless set), so
/// the CPU and GPU backends draw the same text. Its size is the laid-out text rounded up to the
/// pixel grid: one line at its natural width when the width is free, words wrapped within a
/// proposed width, "…" where a line limit or the height cuts it.
///
/// ```swift
/// Text("Hello")                                        // 41 × 21 points at the body size
/// Text("x = \(x, specifier: "%.0f")").font(.caption)
/// Text(verbatim: "\(0.5)") + Text(" s").bold()
/// ```
public struct Text: View, Equatable {
    public typealias Body = Never

    /// A piece of a concatenated text with its own settings.
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        /// `monospacedDigit()`: digits of one width (OpenType `tnum`).
        var monospacedDigit = false
        /// `strikethrough(_:color:)`: a line through the text (the colour: nil, the text's).
        var strikethrough: TextDecoration?
        /// `underline(_:color:)`: a line under the baseline.
        var underline: TextDecoration?
        /// A part that measures from now (`Text(_:style:)`): `string` is written again each frame.
        var live: LiveDateText?
    }

    var runs: [Run]

    /// Where a text too long for its space loses characters.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

    /// A literal (with SwiftUI's interpolation rules; Zoetrope has no string tables, the key is the text).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.text)]
    }

    /// `content` exactly as it is.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// A string shown as it is (not looked up).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// The texts one after the other, each with its own settings.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    /// The characters shown.
    var plainText: String { runs.map(\.string).joined() }

    /// This text in `font`.
    /// (Parts that set their own keep it: the innermost setting wins, as in SwiftUI.)
    public func font(_ font: Font?) -> Text { changingRuns { if $0.font == nil { $0.font = font } } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text slanted.
    public func italic() -> Text { changingRuns { $0.italic = true } }
    /// This text slanted when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { if $0.weight == nil { $0.weight = weight } } }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { changingRuns { if $0.color == nil { $0.color = color } } }

    /// This text with digits of one width (OpenType `tnum`), so a changing number keeps its width.
    ///
    /// ```swift
    /// Text("\(count)").font(.largeTitle).monospacedDigit()
    /// ```
    public func monospacedDigit() -> Text { changingRuns { $0.monospacedDigit = true } }

    func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    /// The font of `run` in `environment`: its own, else the environment's, else `.body`; then
    /// its weight and slant.
    static func font(of run: Run, in environment: EnvironmentValues) -> Font {
        var font = run.font ?? environment.font ?? .body
        if let weight = run.weight { font = font.weight(weight) }
        if run.italic { font = font.italic() }
        if run.monospacedDigit { font = font.monospacedDigit() }
        return font
    }
}

extension Text: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var text = self
        if isLive {
            // A date measured from now: written out at this frame's date, and again next frame.
            node.graph.requiresResolveEveryFrame = true
            text = writingLiveParts(at: node.graph.date)
        }
        let prepared: PreparedText
        do {
            guard let made = try PreparedText(text.cased(context.environment.text.textCase), in: context.environment,
                                              warn: { node.graph.warn($0) }) else { return }
            prepared = made
        } catch {
            node.graph.fail(error)
            return
        }
        let element = TextLeafElement(string: prepared.string, style: prepared.style, paints: prepared.paints,
                                      scale: context.environment.displayScale, node: node, context: context)
        if prepared.hasDecorations { element.decorations = prepared.decorations }
        element.minimumScaleFactor = Double(context.environment.text.minimumScaleFactor)
        element.layoutCache = context.environment.textLayoutCache
        element.isRedacted = !context.environment.redactionReasons.isEmpty
        element.traits.label = prepared.string
        elements.append(ContentTransitionElement.wrap(element, transition: context.environment.contentTransition, node: node, context: context))
    }
}

/// A text as shown: laid out for each proposal (the last few kept), drawn as one filled path.
final class TextLeafElement: LeafElement {
    let string: String
    let style: TextStyle
    /// The style of each part (one for a text that is not concatenated).
    let paints: [any ShapeStyle]
    let scale: CGFloat
    /// The lines through and under each part (empty: none anywhere).
    var decorations: [Decorations] = []
    /// How far the text may shrink to fit a proposal (1: not at all).
    var minimumScaleFactor = 1.0
    /// Drawn as placeholder bars (`.redacted(reason:)`).
    var isRedacted = false
    /// Where layouts are kept between frames and graphs.
    var layoutCache = TextLayoutCache.shared
    private var layouts: [(width: Double?, height: Double?, layout: TextLayout)] = []

    init(string: String, style: TextStyle, paints: [any ShapeStyle], scale: CGFloat, node: ViewNode, context: ResolveContext) {
        self.string = string
        self.style = style
        self.paints = paints
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        super.init(node: node, context: context)
    }

    override var kind: String { "Text" }
    override var animatedValues: [(name: String, value: String)] { [("text", string)] }

    /// The layout within `width` × `height` points (nil: free), cached.
    func layout(width: Double?, height: Double?) -> TextLayout {
        if let cached = layouts.first(where: { $0.width == width && $0.height == height }) { return cached.layout }
        let key = TextLayoutCache.Key(string: string, style: style, width: width, height: height, minimumScale: minimumScaleFactor)
        let layout = layoutCache.layout(for: key) {
            TextLayout.shrinking(string, style: style, width: width, height: height, minimumScale: minimumScaleFactor)
        }
        layouts.append((width, height, layout))
        if layouts.count > 4 { layouts.removeFirst() }
        return layout
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = layout(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init)).size
        // Rounded up to the pixel grid, as iOS sizes text.
        return CGSize(width: (size.width * scale - 1e-6).rounded(.up) / scale, height: (size.height * scale - 1e-6).rounded(.up) / scale)
    }

    override func textBaseline(_ which: TextBaseline, at size: CGSize) -> CGFloat? {
        let layout = layout(width: Double(size.width), height: Double(size.height))
        return which == .first ? layout.firstBaseline : layout.lastBaseline
    }

    /// Lays the text out at its model size — the size layout gave it, on the pixel grid — and draws
    /// it from the origin of `frame`, the frame shown. While that frame animates (the string or the
    /// font changed inside an animated update) the text is already laid out at its new size, as in
    /// SwiftUI: only the frame moves and resizes, and no in-between width cuts the new string
    /// ("100%" is never drawn "1…"). Outside an animation the two sizes are the same.
    override func paint(in frame: CGRect, context: inout DrawingContext) {
        let size = modelFrame.roundedToPixels(scale: node.graph.scale).size
        let layout = layout(width: Double(size.width), height: Double(size.height))
        if isRedacted, let style = paints.first { return drawRedacted(layout, at: frame.origin, style: style, context: &context) }
        // One fill per part (one for a plain text), each in its own style; its emoji as images,
        // not tinted by the style but faded by the opacity (as on iOS).
        for (index, style) in paints.enumerated() {
            let resolved = context.paint(style, in: frame)
            context.displayList.drawText(layout, at: frame.origin, span: paints.count > 1 ? index : nil, with: resolved,
                                         opacity: context.opacity, transform: context.transform)
        }
        if !decorations.isEmpty { drawDecorations(layout, in: frame, context: &context) }
    }
}

extension TextAlignment {
    var lineAlignment: TextLineAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension Text.TruncationMode {
    var outlineTruncation: TextTruncation {
        switch self {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}
