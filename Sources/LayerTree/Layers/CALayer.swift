import Foundation
import AnimationCore
import Geometry2D
import Synchronization

/// A Core Animation layer: a rectangle with geometry, colours, contents and sublayers, laid out
/// in its superlayer's coordinate space (y down) and drawn by Zoetrope's renderers.
///
/// Every property is stored through the class's key registry (``layerProperties``), so key-value
/// coding (`setValue(_:forKeyPath:)`), animations and `init(layer:)` copies all see the same state.
/// Bad input (NaN geometry, a layer added under itself, a wrong-typed `setValue`) is refused with
/// a warning on standard error and leaves the layer unchanged.
///
/// ```swift
/// let card = CALayer()
/// card.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
/// card.position = CGPoint(x: 100, y: 100)
/// card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// card.frame // (50, 75, 100, 50)
/// ```
open class CALayer: NSObject, CAMediaTiming {
    /// The stored registry values that differ from the defaults, by slot.
    final var values = LayerValueStore()
    /// Values `setValue(_:forKey:)` stored under keys the registry does not know.
    final var container: [String: Any] = [:] { didSet { noteModelChange() } }
    /// The sublayers, back to front.
    final var sublayerStorage: [CALayer]? = nil { didSet { noteModelChange() } }
    /// The superlayer (weak: a layer owns its sublayers).
    final weak var parentStorage: CALayer? { didSet { noteTreeChange(joining: parentStorage) } }
    /// The layer this one is the mask of.
    final weak var maskOwner: CALayer? { didSet { noteTreeChange(joining: maskOwner) } }
    /// The model version of the tree the layer is in (nil until a `LayerTimeline` watches it).
    final var modelWatch: LayerModelWatch?
    /// The model layer this one was copied from by `init(layer:)`.
    final weak var modelLayer: CALayer?
    /// True for a copy made by `init(layer:)` (a presentation layer): its changes are not the
    /// model's, so they bump no epoch.
    final private(set) var isCopy = false
    final var storedMask: CALayer? { didSet { noteModelChange() } }
    /// The attached animations and the layer's commit state (CALayer+Animations.swift); made
    /// when first needed on copies (presentation copies rarely need one).
    final var animationState: LayerAnimationState {
        if let state = animationStateStorage { return state }
        let state = LayerAnimationState()
        state.list.owner = self
        animationStateStorage = state
        return state
    }
    private final var animationStateStorage: LayerAnimationState?

    /// The media timing values as the registry holds them, kept beside `values` so the clock and
    /// the timing math read them without lookups: refreshed whenever a timing value is written.
    final var storedTiming = StoredTiming()

    /// A layer with every property at its default.
    public override init() {
        let state = LayerAnimationState()
        animationStateStorage = state
        super.init()
        state.list.owner = self
        adoptClassInfo(CALayer.classInfo(for: type(of: self)))
    }

    /// The registry facts of the layer's class (its table, resolved defaults, default timing).
    final private(set) var classInfo = CALayer.baseClassInfo

    private final func adoptClassInfo(_ info: LayerClassInfo) {
        classInfo = info
        storedTiming = info.timing
    }

    /// A copy of `layer`'s model state (every registry value, the unknown keys, `actions`, `style`
    /// and `delegate`) — not its place in a tree: the copy has no superlayer, sublayers or mask.
    /// Presentation layers are made with this; ``model()`` returns the layer it was copied from.
    ///
    /// ```swift
    /// let copy = CALayer(layer: card)
    /// copy.bounds == card.bounds // true
    /// ```
    public required init(layer: Any) {
        isCopy = !(layer is NewModelLayer)
        super.init()
        if layer is NewModelLayer {
            // `CALayer.makeModelLayer(of:)`: a new model layer of a class known only at run time.
            adoptClassInfo(CALayer.classInfo(for: type(of: self)))
            return
        }
        guard let other = layer as? CALayer else {
            adoptClassInfo(CALayer.classInfo(for: type(of: self)))
            LayerDiagnostics.warn("init(layer:) was given \(type(of: layer)), not a CALayer: the new layer has default values")
            return
        }
        copyModelState(from: other)
    }

    /// Makes this layer's model state (every registry value, the unknown keys, `actions`, `style`,
    /// `delegate`, the display flag) `other`'s: what `init(layer:)` copies.
    final func copyModelState(from other: CALayer) {
        values = other.values
        if type(of: other) == type(of: self) {
            classInfo = other.classInfo
            storedTiming = other.storedTiming
        } else {
            adoptClassInfo(CALayer.classInfo(for: type(of: self)))
            refreshTiming()
        }
        container = other.container
        actions = other.actions
        style = other.style
        delegate = other.delegate
        displayFlag = other.displayFlag
        drawing = other.drawing
        modelLayer = other.modelLayer ?? other
    }

    /// Puts back what applying animations changes (the registry values and the timing read from
    /// them) from `other`, the model this copy was made from and whose state it otherwise has.
    final func copyAnimatedState(from other: CALayer) {
        values.overwrite(with: other.values)
        if !other.container.isEmpty || !container.isEmpty { container = other.container }   // animated custom keys
        storedTiming = other.storedTiming
    }

    /// The model layer this layer was copied from with `init(layer:)`, or the layer itself.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    // MARK: Registry

    /// The key registry of this class: every stored property, its type, default and whether it
    /// animates. Subclasses add theirs (see `CAShapeLayer.layerProperties`).
    open class var layerProperties: CALayerPropertyTable { CALayer.baseProperties }

    /// The default of the property `key` (boxed as its Swift type), or nil for keys the registry
    /// does not know. Override to give a subclass other defaults.
    ///
    /// ```swift
    /// CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint // (0.5, 0.5)
    /// ```
    open class func defaultValue(forKey key: String) -> Any? {
        guard let p = layerProperties[key] else { return nil }
        return p.box(p.defaultValue)
    }

    // MARK: Geometry

    /// The layer's own coordinate rectangle (its size and the origin of its content space).
    open var bounds: CGRect { get { read(.bounds) } set { write(.bounds, newValue) } }
    /// Where the anchor point sits in the superlayer's space.
    open var position: CGPoint { get { read(.position) } set { write(.position, newValue) } }
    /// The layer's depth; also orders siblings (higher draws later).
    open var zPosition: CGFloat { get { CGFloat(read(.zPosition, as: Double.self)) } set { write(.zPosition, Double(newValue)) } }
    /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to.
    open var anchorPoint: CGPoint { get { read(.anchorPoint) } set { write(.anchorPoint, newValue) } }
    /// The anchor's z coordinate.
    open var anchorPointZ: CGFloat { get { CGFloat(read(.anchorPointZ, as: Double.self)) } set { write(.anchorPointZ, Double(newValue)) } }
    /// The transform applied about the anchor point.
    open var transform: CATransform3D { get { read(.transform) } set { write(.transform, newValue) } }
    /// The transform applied to the sublayers, about the anchor point.
    open var sublayerTransform: CATransform3D { get { read(.sublayerTransform) } set { write(.sublayerTransform, newValue) } }
    /// The affine part of `transform`.
    ///
    /// ```swift
    /// layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to the 3-D equivalent of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// True to flip the layer's content space vertically for its sublayers.
    open var isGeometryFlipped: Bool { get { read(.geometryFlipped) } set { write(.geometryFlipped, newValue) } }

    // MARK: Appearance

    /// The opacity, 0…1, applied to the layer and its sublayers as a group.
    open var opacity: Float { get { Float(read(.opacity, as: Double.self)) } set { write(.opacity, Double(newValue)) } }
    /// True to hide the layer and its sublayers.
    open var isHidden: Bool { get { read(.hidden) } set { write(.hidden, newValue) } }
    /// False to hide the layer when it faces away from the viewer.
    open var isDoubleSided: Bool { get { read(.doubleSided) } set { write(.doubleSided, newValue) } }
    /// True to clip sublayers and contents to the (rounded) bounds.
    open var masksToBounds: Bool { get { read(.masksToBounds) } set { write(.masksToBounds, newValue) } }
    /// The fill behind the contents; nil for none.
    open var backgroundColor: CGColor? { get { read(.backgroundColor) } set { write(.backgroundColor, newValue) } }
    /// The corner radius of the background, border and (with `masksToBounds`) the clip.
    open var cornerRadius: CGFloat { get { CGFloat(read(.cornerRadius, as: Double.self)) } set { write(.cornerRadius, Double(newValue)) } }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask { get { read(.maskedCorners) } set { write(.maskedCorners, newValue) } }
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve { get { read(.cornerCurve) } set { write(.cornerCurve, newValue) } }
    /// The border width, drawn inside the bounds above the sublayers.
    open var borderWidth: CGFloat { get { CGFloat(read(.borderWidth, as: Double.self)) } set { write(.borderWidth, Double(newValue)) } }
    /// The border colour.
    open var borderColor: CGColor? { get { read(.borderColor) } set { write(.borderColor, newValue) } }
    /// The shadow colour.
    open var shadowColor: CGColor? { get { read(.shadowColor) } set { write(.shadowColor, newValue) } }
    /// The shadow opacity (0: no shadow).
    open var shadowOpacity: Float { get { Float(read(.shadowOpacity, as: Double.self)) } set { write(.shadowOpacity, Double(newValue)) } }
    /// The shadow's offset.
    open var shadowOffset: CGSize { get { read(.shadowOffset) } set { write(.shadowOffset, newValue) } }
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat { get { CGFloat(read(.shadowRadius, as: Double.self)) } set { write(.shadowRadius, Double(newValue)) } }
    /// The shadow's shape, or nil for the layer's own alpha.
    open var shadowPath: CGPath? { get { read(.shadowPath) } set { write(.shadowPath, newValue) } }
    /// True to composite opacity as a group (the default).
    open var allowsGroupOpacity: Bool { get { read(.allowsGroupOpacity) } set { write(.allowsGroupOpacity, newValue) } }
    /// True if the layer is known to be fully opaque.
    open var isOpaque: Bool { get { read(.opaque) } set { write(.opaque, newValue) } }
    /// The layer's name (for finding it, and for `animatedValues` reports).
    open var name: String? {
        get { read(.name, as: CALayerAnyValue.self).value as? String }
        set { write(.name, CALayerAnyValue(newValue)) }
    }

    // MARK: Contents

    /// The image shown in the bounds (a `CGImage`); other values are refused with a warning.
    open var contents: Any? {
        get { read(.contents, as: CGImage?.self) }
        set { writeAny(.contents, newValue as Any) }
    }
    /// The part of the image shown, in unit coordinates.
    open var contentsRect: CGRect { get { read(.contentsRect) } set { write(.contentsRect, newValue) } }
    /// How the image is placed in the bounds.
    open var contentsGravity: CALayerContentsGravity { get { read(.contentsGravity) } set { write(.contentsGravity, newValue) } }
    /// Image pixels per point.
    open var contentsScale: CGFloat { get { CGFloat(read(.contentsScale, as: Double.self)) } set { write(.contentsScale, Double(newValue)) } }
    /// The stretchable centre of the image, in unit coordinates.
    open var contentsCenter: CGRect { get { read(.contentsCenter) } set { write(.contentsCenter, newValue) } }
    /// True to ask for new contents when the bounds change.
    open var needsDisplayOnBoundsChange: Bool { get { read(.needsDisplayOnBoundsChange) } set { write(.needsDisplayOnBoundsChange, newValue) } }

    // MARK: Timing (CAMediaTiming): the layer's local time for its animations and sublayers

    /// When the layer's local time begins, in its superlayer's time.
    open var beginTime: CFTimeInterval { get { storedTiming.beginTime } set { write(.beginTime, newValue) } }
    /// The basic duration (0 for layers).
    open var duration: CFTimeInterval { get { storedTiming.duration } set { write(.duration, newValue) } }
    /// How fast local time runs relative to the superlayer's.
    open var speed: Float { get { Float(storedTiming.speed) } set { write(.speed, Double(newValue)) } }
    /// An offset added to local time.
    open var timeOffset: CFTimeInterval { get { storedTiming.timeOffset } set { write(.timeOffset, newValue) } }
    /// The repeat count.
    open var repeatCount: Float { get { Float(storedTiming.repeatCount) } set { write(.repeatCount, Double(newValue)) } }
    /// The repeat duration.
    open var repeatDuration: CFTimeInterval { get { storedTiming.repeatDuration } set { write(.repeatDuration, newValue) } }
    /// True to play backwards after forwards.
    open var autoreverses: Bool { get { storedTiming.autoreverses } set { write(.autoreverses, newValue) } }
    /// The fill mode outside the active duration.
    open var fillMode: CAMediaTimingFillMode { get { storedTiming.fillMode } set { write(.fillMode, newValue) } }

    // MARK: Objects that are not values

    /// The layer whose alpha masks this one (in this layer's space). It must have no
    /// superlayer: a layer in a tree is refused as a mask, with a warning.
    open var mask: CALayer? {
        get { storedMask }
        set { setMask(newValue) }
    }

    /// The layer's delegate (held weakly).
    open weak var delegate: CALayerDelegate? { didSet { noteModelChange() } }
    /// Actions by key, searched after the delegate's (`NSNull()` stops the search).
    open var actions: [String: CAAction]? { didSet { noteModelChange() } }
    /// Further defaults: `style["actions"]` is searched for actions after `actions`.
    open var style: [AnyHashable: Any]? { didSet { noteModelChange() } }

    /// How many times this model layer changed (what `noteModelChange` counts).
    final private(set) var changeCount: UInt64 = 0
    /// Set on presentation copies kept between frames (`PresentationMirror`): what their drawing
    /// depends on, and what the renderer kept of it (`LayerRenderRecord`).
    final var renderStamp: LayerRenderStamp?
    final var renderRecord: LayerRenderRecord?

    /// Counts a change of a model layer and bumps its tree's model version.
    final func noteModelChange() {
        guard !isCopy else { return }
        changeCount &+= 1
        modelWatch?.bump()
    }

    /// A model layer's place in a tree changed: bumps the timing epoch and the model version of
    /// the tree it leaves, then takes the watch of the layer it joins (`parent`).
    private final func noteTreeChange(joining parent: CALayer?) {
        guard !isCopy else { return }
        modelWatch?.bump()
        LayerTimingEpoch.bump()
        if let parent, let watch = parent.modelWatch { adoptWatch(watch) }
    }

    /// Makes `watch` the model watch of this layer, its sublayers and masks (down to where it
    /// already is).
    final func adoptWatch(_ watch: LayerModelWatch) {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            guard layer.modelWatch !== watch else { continue }
            layer.modelWatch = watch
            stack += layer.sublayerStorage ?? []
            if let mask = layer.storedMask { stack.append(mask) }
        }
    }

    // MARK: Display and layout (Zoetrope draws layers from their properties; these only keep flags)

    private final var displayFlag = false
    private final var layoutFlag = false

    /// True after `setNeedsDisplay()` until `display()` runs.
    open func needsDisplay() -> Bool { displayFlag }
    /// Marks the contents as out of date.
    open func setNeedsDisplay() { displayFlag = true }
    /// Marks the contents as out of date (the rectangle is not tracked separately).
    open func setNeedsDisplay(_ rect: CGRect) { displayFlag = true }
    /// Runs `display()` if `setNeedsDisplay()` was called.
    open func displayIfNeeded() { if displayFlag { display() } }
    /// Clears the flag and makes the contents: the delegate's `display(_:)`, whose default records
    /// ``draw(in:)`` into a `CGContext` over the bounds (what the layer then shows where it has no
    /// `contents` image, placed by `contentsGravity`).
    open func display() {
        displayFlag = false
        if let delegate { delegate.display(self) } else { recordDrawing() }
    }
    /// Draws the layer's contents into `ctx` (bounds space, y down): the delegate's
    /// `draw(_:in:)` unless a subclass draws.
    ///
    /// ```swift
    /// override func draw(in ctx: CGContext) {
    ///     ctx.setFillColor(UIColor.red.cgColor)
    ///     ctx.fillEllipse(in: bounds)
    /// }
    /// ```
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// What the last `display()` recorded, in the bounds it was drawn for.
    package final var drawing: LayerDrawing? { didSet { noteModelChange() } }
    /// On a presentation copy: the transition it is in the middle of (set with its animations).
    final var transitionFrame: LayerTransitionFrame?
    /// True after `setNeedsLayout()` until `layoutIfNeeded()` runs.
    open func needsLayout() -> Bool { layoutFlag }
    /// Marks the layout as out of date.
    open func setNeedsLayout() { layoutFlag = true }
    /// Runs `layoutSublayers()` if needed.
    open func layoutIfNeeded() { if layoutFlag { layoutSublayers() } }
    /// Asks the delegate to lay out the sublayers and clears the flag.
    open func layoutSublayers() {
        layoutFlag = false
        delegate?.layoutSublayers(of: self)
    }
    /// False: no property needs a redisplay when it changes (contents come from properties).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Actions

    /// The action for `event`: the delegate's, then `actions[event]`, then `style["actions"]`,
    /// then the class's ``defaultAction(forKey:)``; `NSNull` anywhere ends the search with nil.
    ///
    /// ```swift
    /// layer.actions = ["position": NSNull()]
    /// layer.action(forKey: "position") // nil
    /// ```
    open func action(forKey event: String) -> CAAction? {
        func resolved(_ a: CAAction) -> CAAction? { a is NSNull ? nil : a }
        if let a = delegate?.action(for: self, forKey: event) { return resolved(a) }
        if let a = actions?[event] { return resolved(a) }
        if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] { return resolved(a) }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The class's action for `event` when nothing else gives one: for a property with implicit
    /// animation, a `CABasicAnimation` from the previous value to the new one with the
    /// transaction's duration and timing function (Core Animation's default curve when unset).
    open class func defaultAction(forKey event: String) -> CAAction? {
        CALayer.implicitAnimation(forKey: event, in: self)
    }

    open override var description: String {
        "<\(type(of: self)) \(name.map { "\"\($0)\" " } ?? "")frame: \(frame); position: \(position); bounds: \(bounds)>"
    }
}
