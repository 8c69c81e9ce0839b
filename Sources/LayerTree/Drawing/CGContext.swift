import Foundation
import Geometry2D
import VectorPath
import RenderCommands

/// A Core Graphics drawing destination: what a layer's `draw(in:)`, a view's `draw(_:)`
/// (`UIGraphicsGetCurrentContext()`) and a bitmap context draw into. Each operation is recorded at
/// once, with the graphics state in force, as display-list commands in the context's base space
/// (y down, origin at the top left: a layer's bounds, a bitmap's pixels), so both backends draw it
/// with the same picture. The state — transform, colours, line style, alpha, blend mode, shadow,
/// clip — is saved and restored with ``saveGState()``/``restoreGState()`` as in Core Graphics.
///
/// ```swift
/// override func draw(in ctx: CGContext) {
///     ctx.setStrokeColor(UIColor.systemBlue.cgColor)
///     ctx.setLineWidth(4)
///     ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
///     ctx.strokePath()
/// }
/// ```
public final class CGContext {
    /// The recorded drawing, in base space.
    package internal(set) var recording = DisplayList()
    /// The base space's drawing area (a layer's bounds, a bitmap's pixel rectangle).
    package let area: CGRect
    /// The user space → base space transform a fresh state starts with (and shadows are measured in).
    let initialTransform: CGAffineTransform
    var state: CGGraphicsState
    private var savedStates: [CGGraphicsState] = []
    /// The path being built, in base space (each element placed by the transform in force when added).
    var currentPath = CGMutablePath()
    /// Path elements and drawing operations still allowed (see ``maximumRecordedElements``).
    private var elementsLeft: Int
    private let budget: Int
    /// True once the budget ran out (what followed was not recorded).
    package private(set) var exceededBudget = false
    let bitmap: CGBitmapFormat?

    /// The path elements and drawing operations one context records at most; past it the rest are
    /// dropped with one warning (a `draw(_:)` looping over 10⁷ segments stays bounded). Raise it for
    /// larger drawings.
    nonisolated(unsafe) public static var maximumRecordedElements = 4_000_000
    /// The deepest ``saveGState()`` nesting; deeper saves are ignored (with their restores).
    public static let maximumSavedStates = 1_000
    private var ignoredSaves = 0

    /// A recording context over `area` in base space, whose user space starts at `transform`.
    /// `budget`: the path elements and operations it records (``maximumRecordedElements`` by default).
    package init(recordingIn area: CGRect, transform: CGAffineTransform = .identity, bitmap: CGBitmapFormat? = nil,
                 budget: Int = CGContext.maximumRecordedElements) {
        self.area = area
        initialTransform = transform
        state = CGGraphicsState(ctm: transform)
        elementsLeft = max(budget, 0)
        self.budget = budget
        self.bitmap = bitmap
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, colours, line style, alpha, blend mode,
    /// shadow, clip); ``restoreGState()`` brings it back.
    public func saveGState() {
        guard savedStates.count < Self.maximumSavedStates else {
            if ignoredSaves == 0 { LayerDiagnostics.warn("CGContext: saveGState nested deeper than \(Self.maximumSavedStates); deeper saves are ignored") }
            ignoredSaves += 1
            return
        }
        savedStates.append(state)
    }

    /// Restores the state of the matching ``saveGState()`` (an unmatched restore does nothing).
    public func restoreGState() {
        if ignoredSaves > 0 { ignoredSaves -= 1; return }
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transform: user space → base space.
    public var ctm: CGAffineTransform { state.ctm }
    /// The current transform (Core Graphics' function name).
    public func getCTM() -> CGAffineTransform { state.ctm }

    /// Moves user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians (clockwise on screen in a y-down context).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space before the current transform.
    ///
    /// ```swift
    /// ctx.concatenate(CGAffineTransform(scaleX: 1, y: -1))
    /// ```
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Maps a point from user space to base space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// Maps a point from base space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// Maps a rectangle's box from user space to base space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// Maps a rectangle's box from base space to user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours and line style

    /// The colour fills use from now on.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.color }
    /// The colour strokes use from now on.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }
    /// The fill colour from RGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The stroke colour from RGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The fill colour from a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// The stroke colour from a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// The stroke width in user space (0: the thinnest line, one base-space unit).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How open stroke ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How stroke segments meet.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The miter limit of `.miter` joins.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// A dash pattern (`lengths` alternate painted and skipped) starting `phase` into it; an empty
    /// pattern draws solid lines.
    ///
    /// ```swift
    /// ctx.setLineDash(phase: 0, lengths: [6, 3])
    /// ```
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }
    /// The curve flatness (Zoetrope flattens curves to the renderer's own tolerance).
    public func setFlatness(_ flatness: CGFloat) {}

    /// Multiplies the alpha of everything drawn from now on (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// How what is drawn from now on combines with what is below it.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Whether edges are antialiased (while ``setAllowsAntialiasing(_:)`` allows it).
    public func setShouldAntialias(_ flag: Bool) { state.shouldAntialias = flag }
    /// Whether antialiasing may be turned on.
    public func setAllowsAntialiasing(_ flag: Bool) { state.allowsAntialiasing = flag }
    /// How images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// A shadow under everything drawn from now on: `offset` and `blur` in the context's default
    /// user space (y down in a UIKit context), the colour black at ⅓ alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A shadow of `color` under everything drawn from now on (nil colour: no shadow).
    ///
    /// ```swift
    /// ctx.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor.black.withAlphaComponent(0.3).cgColor)
    /// ```
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = CGShadowState(offset: offset, blur: blur, color: color.color)
    }

    // MARK: Budget

    /// Counts `count` path elements or operations; false (and from then on) once the budget is spent.
    func admits(_ count: Int = 1) -> Bool {
        guard !exceededBudget else { return false }
        guard elementsLeft >= count else {
            exceededBudget = true
            LayerDiagnostics.warn("CGContext: more than \(budget) path elements and drawing operations in one "
                                  + "context; the rest is not drawn (raise CGContext.maximumRecordedElements)")
            return false
        }
        elementsLeft -= count
        return true
    }
}
