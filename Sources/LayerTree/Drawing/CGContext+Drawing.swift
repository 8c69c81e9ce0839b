import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Painting: the current path or a shape filled and stroked with the state in force — recorded
// inside the groups the state needs (clips, the shadow, then alpha and blend mode on the outermost).

extension CGContext {
    /// Paints the current path as `mode` says, then empties it.
    ///
    /// ```swift
    /// ctx.addEllipse(in: rect)
    /// ctx.drawPath(using: .fillStroke)
    /// ```
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        switch mode {
        case .fill: fillCurrentPath(eoFill: false)
        case .eoFill: fillCurrentPath(eoFill: true)
        case .stroke: strokeCurrentPath()
        case .fillStroke: fillCurrentPath(eoFill: false); strokeCurrentPath()
        case .eoFillStroke: fillCurrentPath(eoFill: true); strokeCurrentPath()
        }
    }

    /// Fills the current path with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Fills the current path by the even–odd rule, then empties it.
    public func eoFillPath() { drawPath(using: .eoFill) }
    /// Strokes the current path with the stroke colour and line style, then empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills `rect` (the current path is kept).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) {
        var shape = Path()
        shape.addRects(rects, transform: state.ctm)
        fillBase(shape, eoFill: false)
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var shape = Path()
        shape.addEllipse(in: rect, transform: state.ctm)
        fillBase(shape, eoFill: false)
    }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { strokeShape(Path(rect)) }
    /// Strokes `rect`'s outline `width` wide (the line width in force is kept).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        strokeShape(Path(rect))
        state.lineWidth = saved
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { strokeShape(Path(ellipseIn: rect)) }
    /// Strokes a segment between each pair of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard admits(points.count) else { return }
        var shape = Path()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            shape.move(to: points[pair])
            shape.addLine(to: points[pair + 1])
        }
        strokeShape(shape)
    }
    /// Makes `rect` transparent (alpha, blend mode and shadow do not apply; the clip does).
    public func clear(_ rect: CGRect) {
        var shape = Path()
        shape.addRect(rect, transform: state.ctm)
        guard admits(), shape.isFinite else { return }
        let opened = recording.pushGroupsForClear(state.clips)
        recording.fill(shape, with: .color(Color(red: 0, green: 0, blue: 0)), style: FillStyle(antialiased: state.antialiased))
        recording.popGroups(opened)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (by `rule`), then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        addClip(currentPath.path, eoFill: rule == .evenOdd)
    }
    /// Intersects the clip with the even–odd interior of the current path.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var shape = Path()
        shape.addRects(rects, transform: state.ctm)
        addClip(shape, eoFill: false)
    }
    /// Keeps only what is drawn from now on where `mask`, drawn in `rect`, is opaque (its alpha;
    /// Core Graphics reads a gray image's level instead — inferred equivalent for masks with alpha).
    public func clip(to rect: CGRect, mask: CGImage) {
        var content = DisplayList()
        content.draw(mask.pixmap, in: rect, transform: ProjectionTransform(Self.imageFlip(rect).concatenating(state.ctm)))
        state.clips.append(CGClip(kind: .mask(content), bounds: rect.applying(state.ctm)))
    }
    /// Removes every clip.
    public func resetClip() { state.clips = [] }
    /// The box of what the clip keeps, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var box = area
        for clip in state.clips { box = box.intersection(clip.bounds) }
        return box.isNull ? .null : box.applying(state.ctm.inverted())
    }

    private func addClip(_ shape: Path, eoFill: Bool) {
        guard shape.isFinite else {
            LayerDiagnostics.warn("CGContext: a clip path with NaN or infinite numbers clips everything")
            state.clips.append(CGClip(kind: .path(Path(), FillStyle()), bounds: .null))
            return
        }
        state.clips.append(CGClip(kind: .path(shape, FillStyle(eoFill: eoFill, antialiased: state.antialiased)),
                                  bounds: shape.isEmpty ? .null : shape.boundingRect))
    }

    // MARK: Recording

    private func fillCurrentPath(eoFill: Bool) { fillBase(currentPath.path, eoFill: eoFill) }

    private func strokeCurrentPath() {
        guard let stroke = userStroke() else { return }
        strokeUser(stroke.path, style: stroke.style)
    }

    /// Strokes `shape` given in user space.
    private func strokeShape(_ shape: Path) {
        guard let style = strokeStyle(), abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c) > 1e-12 else { return }
        strokeUser(shape, style: style)
    }

    private func strokeUser(_ shape: Path, style: StrokeStyle) {
        guard !shape.isEmpty, shape.isFinite, ctmIsFinite else { return }
        let color = state.strokeColor, aa = state.antialiased, transform = ProjectionTransform(state.ctm)
        paint { list, adjust in
            list.stroke(shape, style: style, with: adjust(.color(color)), transform: transform, antialiased: aa)
        }
    }

    /// Fills `shape` given in base space.
    func fillBase(_ shape: Path, eoFill: Bool) {
        guard !shape.isEmpty, shape.isFinite else { return }
        let color = state.fillColor, style = FillStyle(eoFill: eoFill, antialiased: state.antialiased)
        paint { list, adjust in list.fill(shape, with: adjust(.color(color)), style: style) }
    }

    var ctmIsFinite: Bool {
        let t = state.ctm
        return t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// Records one painting operation inside the groups the state needs. `body` appends it,
    /// passing each paint through `adjust` (the alpha when no group takes it; opaque for `.clear`).
    /// `.copy` is drawn as a clear of the same shape, then a normal drawing.
    func paint(_ body: (inout DisplayList, CGPaintAdjustment) -> Void) {
        guard admits() else { return }
        let alpha = state.alpha.isNaN ? 0 : min(max(Double(state.alpha), 0), 1)
        var styles = state.clips.map(\.layerStyle)
        if let shadow = state.shadow, shadow.blur.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite {
            styles.append(LayerStyle(transform: ProjectionTransform(initialTransform),
                                     filters: [.dropShadow(color: PremultipliedRGBA8(shadow.color), radius: max(Double(shadow.blur), 0) / 2,
                                                           offset: shadow.offset)]))
        }
        func record(_ mode: BlendMode, opaque: Bool) {
            let opened = recording.pushGroups(styles, opacity: alpha, blendMode: mode)
            let k = opened == 0 ? alpha : 1
            body(&recording, CGPaintAdjustment(opacity: opaque ? 1 : k, opaque: opaque))
            recording.popGroups(opened)
        }
        switch state.blendMode {
        case .clear: record(.destinationOut, opaque: true)
        case .copy:
            record(.destinationOut, opaque: true)
            record(.normal, opaque: false)
        default:
            if let mode = BlendMode(coreGraphicsRawValue: state.blendMode.rawValue) {
                record(mode, opaque: false)
            } else {
                LayerDiagnostics.warn("CGContext: blend mode .\(state.blendMode) is drawn as .normal (Zoetrope does not composite "
                                      + "the modes that change what lies outside the drawing)")
                record(.normal, opaque: false)
            }
        }
    }

    /// A y-flip about `rect`'s middle: Core Graphics draws an image's first row at the rectangle's
    /// maximum y, so in a y-down (UIKit) context a `draw(_:in:)` image is upside down, as on iOS.
    static func imageFlip(_ rect: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
    }
}

extension DisplayList {
    /// The clip groups of a `clear`: the clips, the outermost erasing what is below.
    mutating func pushGroupsForClear(_ clips: [CGClip]) -> Int {
        pushGroups(clips.map(\.layerStyle), opacity: 1, blendMode: .destinationOut, alwaysGroup: true)
    }
}

/// How a painting operation's paint is adjusted: multiplied by the alpha no group took, or made
/// opaque black (a `.clear` erases by coverage alone).
struct CGPaintAdjustment {
    let opacity: Double
    let opaque: Bool

    func callAsFunction(_ paint: Paint) -> Paint {
        opaque ? .color(Color(red: 0, green: 0, blue: 0)) : paint.multiplyingOpacity(opacity)
    }
}
