import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath
import TextOutlines

/// What a text under a content transition remembers between updates: the string shown, the one
/// before it, and a change counter whose animated value is the transition's progress.
final class ContentTransitionRecord {
    var string: String
    var style: TextStyle
    var paints: [any ShapeStyle]
    var previous: (string: String, style: TextStyle, paints: [any ShapeStyle])?
    var generation = 0
    var value: Double?
    var countsDown = false

    init(_ text: TextLeafElement) {
        string = text.string
        style = text.style
        paints = text.paints
    }
}

/// A `Text` drawn through its content transition: while the change counter animates, the old and
/// new strings are drawn glyph by glyph as the transition says; otherwise the text as it is.
final class ContentTransitionElement: WrapperElement {
    let text: TextLeafElement
    let transition: ContentTransition
    let record: ContentTransitionRecord
    let stateNode: ViewNode

    /// `text` under `transition`, its state at a node of its own below `node`.
    static func wrap(_ text: TextLeafElement, transition: ContentTransition, node: ViewNode, context: ResolveContext) -> ViewElement {
        guard transition != .identity else { return text }
        let stateNode = node.child(.secondary(-1))
        let record = stateNode.memory as? ContentTransitionRecord ?? ContentTransitionRecord(text)
        stateNode.memory = record
        let value: Double? = if case .numericValue(let v) = transition.kind { v } else { nil }
        if record.string != text.string {
            record.previous = (record.string, record.style, record.paints)
            record.generation += 1
            if case .numericText(let down) = transition.kind { record.countsDown = down }
            if let value, let before = record.value { record.countsDown = value < before }
        }
        record.string = text.string
        record.style = text.style
        record.paints = text.paints
        if let value { record.value = value }
        _ = stateNode.animated(Double(record.generation), in: context)
        return ContentTransitionElement(text: text, transition: transition, record: record, stateNode: stateNode,
                                        node: node, context: context)
    }

    private init(text: TextLeafElement, transition: ContentTransition, record: ContentTransitionRecord, stateNode: ViewNode,
                 node: ViewNode, context: ResolveContext) {
        self.text = text
        self.transition = transition
        self.record = record
        self.stateNode = stateNode
        super.init(child: text, node: node, context: context)
    }

    /// The transition's progress now: 0 old string … 1 new string (1 when none runs).
    var progress: Double {
        let generation = Double(record.generation)
        let shown = stateNode.presented(generation)
        let p = 1 - (generation - shown)
        return p.isFinite ? min(max(p, 0), 1) : 1
    }

    override var animatedValues: [(name: String, value: String)] {
        text.animatedValues + [("contentTransition", String(format: "%.4f", progress))]
    }

    override func draw(into context: inout DrawingContext) {
        let p = progress
        guard p < 1, let previous = record.previous, context.opacity > 0,
              text.frame.width.isFinite, text.frame.height.isFinite else {
            text.draw(into: &context)
            return
        }
        context.colorScheme = text.colorScheme
        let scale = node.graph.scale
        let frame = text.frame
        let newSize = text.modelFrame.roundedToPixels(scale: scale).size
        let newLayout = text.layout(width: Double(newSize.width), height: Double(newSize.height))
        let oldLayout = text.layoutCache.layout(for: .init(string: previous.string, style: previous.style)) {
            TextLayout(previous.string, style: previous.style)
        }
        let oldSize = CGSize(width: Self.roundUp(oldLayout.size.width, scale), height: Self.roundUp(oldLayout.size.height, scale))
        // Each layout centred in the frame shown (exactly at its origin when the frame is its size).
        func origin(_ size: CGSize) -> CGPoint {
            CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        }
        let newGlyphs = Self.glyphs(newLayout, at: origin(newSize))
        let oldGlyphs = Self.glyphs(oldLayout, at: origin(oldSize))
        let pairs = pairing(old: previous.string, new: record.string)
        let roll: Double
        switch transition.kind {
        case .numericText, .numericValue:
            roll = ContentTransition.rollDistance * record.style.size * (record.countsDown ? -1 : 1)
        default:
            roll = 0
        }
        let oldByCluster = Dictionary(oldGlyphs.map { ($0.cluster, $0) }, uniquingKeysWith: { first, _ in first })
        var keptOld = Set<Int>()
        for glyph in newGlyphs {
            if let oldCluster = pairs[glyph.cluster], let old = oldByCluster[oldCluster] {
                keptOld.insert(oldCluster)
                let point = CGPoint(x: old.origin.x + (glyph.origin.x - old.origin.x) * p,
                                    y: old.origin.y + (glyph.origin.y - old.origin.y) * p)
                draw(glyph, at: point, paints: text.paints, alpha: 1, frame: frame, into: &context)
            } else {
                draw(glyph, at: CGPoint(x: glyph.origin.x, y: glyph.origin.y + roll * (1 - p)), paints: text.paints,
                     alpha: p, frame: frame, into: &context)
            }
        }
        for glyph in oldGlyphs where !keptOld.contains(glyph.cluster) {
            draw(glyph, at: CGPoint(x: glyph.origin.x, y: glyph.origin.y - roll * p), paints: previous.paints,
                 alpha: 1 - p, frame: frame, into: &context)
        }
    }

    /// New cluster → old cluster for the characters that stay: none for `.opacity`; for the
    /// numeric transitions equal characters at the same distance from the end; for
    /// `.interpolate` equal characters at the same index from the start.
    private func pairing(old: String, new: String) -> [Int: Int] {
        let oldScalars = Array(old.unicodeScalars), newScalars = Array(new.unicodeScalars)
        var pairs: [Int: Int] = [:]
        switch transition.kind {
        case .identity, .opacity:
            break
        case .interpolate:
            for index in 0..<min(oldScalars.count, newScalars.count) where oldScalars[index] == newScalars[index] {
                pairs[index] = index
            }
        case .numericText, .numericValue:
            for k in 0..<min(oldScalars.count, newScalars.count) {
                let n = newScalars.count - 1 - k, o = oldScalars.count - 1 - k
                if newScalars[n] == oldScalars[o] { pairs[n] = o }
            }
        }
        return pairs
    }

    private func draw(_ glyph: PlacedGlyph, at point: CGPoint, paints: [any ShapeStyle], alpha: Double, frame: CGRect,
                      into context: inout DrawingContext) {
        guard alpha > 0, !paints.isEmpty else { return }
        let style = paints[min(max(glyph.span, 0), paints.count - 1)]
        var run = GlyphRun()
        run.append(glyph.outline, scale: glyph.scale, at: point)
        context.displayList.drawGlyphs(run, with: context.paint(style, in: frame).multiplyingOpacity(alpha),
                                       transform: context.transform)
    }

    /// One outline glyph of a layout placed with the layout's origin at `origin` (colour glyphs,
    /// emoji, are not drawn while a transition runs).
    struct PlacedGlyph {
        var outline: GlyphOutline
        var scale: Double
        var origin: CGPoint
        var cluster: Int
        var span: Int
    }

    static func glyphs(_ layout: TextLayout, at origin: CGPoint) -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        for line in layout.lines {
            for glyph in line.glyphs where !glyph.face.hasColorGlyphs && glyph.size > 0 {
                placed.append(PlacedGlyph(outline: glyph.face.glyphOutline(of: glyph.glyph),
                                          scale: glyph.size / Double(glyph.face.unitsPerEm),
                                          origin: CGPoint(x: origin.x + line.x + glyph.x, y: origin.y + line.baseline + glyph.y),
                                          cluster: glyph.cluster, span: glyph.span))
            }
        }
        return placed
    }

    private static func roundUp(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
