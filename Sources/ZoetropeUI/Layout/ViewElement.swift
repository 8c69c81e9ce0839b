import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath

/// One laid-out view of a pass: it sizes itself for a proposal, is placed in a rectangle (in
/// canvas points), and draws. Its frame animates at its identity with the transaction seen there,
/// then snaps to the pixel grid.
class ViewElement {
    let node: ViewNode
    /// The transaction this view's frame changes animate with (empty while only redrawing).
    let frameTransaction: Transaction
    /// The colour scheme of the environment this view was resolved in: the colours it draws
    /// show this appearance.
    let colorScheme: ColorScheme
    /// Properties containers read (layout priority, spacer) and finders use (labels, tap actions).
    @exclusivity(unchecked) var traits = ElementTraits()
    /// The rectangle layout gave this view (model values), in canvas points.
    @exclusivity(unchecked) private(set) var modelFrame = CGRect.zero
    /// The frame shown: animated, then rounded to the pixel grid.
    @exclusivity(unchecked) private(set) var frame = CGRect.zero
    /// The sizes answered for the first two proposals of the pass (most views get one or two:
    /// a stack sizes, then places), then up to six more; no array is allocated for the first two.
    @exclusivity(unchecked) private var firstSize: (proposal: ProposedViewSize, size: CGSize)?
    @exclusivity(unchecked) private var secondSize: (proposal: ProposedViewSize, size: CGSize)?
    @exclusivity(unchecked) private var moreSizes: [(ProposedViewSize, CGSize)]?

    init(node: ViewNode, context: ResolveContext) {
        self.node = node
        frameTransaction = context.attributeTransaction
        colorScheme = context.environment.colorScheme
    }

    /// The size this view takes for `proposal` (cached per pass).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let firstSize {
            if firstSize.proposal == proposal { return firstSize.size }
            if let secondSize {
                if secondSize.proposal == proposal { return secondSize.size }
                for (cached, size) in moreSizes ?? [] where cached == proposal { return size }
            }
        }
        let size = computeSize(proposal)
        if firstSize == nil {
            firstSize = (proposal, size)
        } else if secondSize == nil {
            secondSize = (proposal, size)
        } else if (moreSizes?.count ?? 0) < 6 {
            moreSizes = (moreSizes ?? []) + [(proposal, size)]
        }
        return size
    }

    /// Places this view in `rect` (canvas points, model values) and its children in it.
    final func place(in rect: CGRect, placement: inout Placement) {
        modelFrame = rect
        if isTransparent {
            placeChildren(in: rect, placement: &placement)
            frame = (unaryContent ?? children.first)?.frame ?? rect
        } else {
            frame = placement.shownFrame(of: rect, at: node, transaction: placement.frameTransaction ?? frameTransaction)
            placeChildren(in: rect, placement: &placement)
        }
    }

    /// True for wrappers that only change drawing (effects, opacity, layers): they show their
    /// child's frame instead of animating one of their own.
    var isTransparent: Bool { false }

    /// Takes the traits a list reads through a layout modifier: priority, tag, transition.
    final func inheritListTraits(from child: ViewElement) {
        traits.layoutPriority = child.traits.layoutPriority
        traits.tag = child.traits.tag
        traits.transition = child.traits.transition
        traits.zIndex = child.traits.zIndex
    }

    /// Shows the values of the identities' running animations at the graph's current time, in
    /// this element and below (the elements were resolved at an earlier time). Sizes stay: as in
    /// SwiftUI, layout uses model values, and only frames animate.
    func refreshPresentation() {
        for child in children { child.refreshPresentation() }
    }

    /// Subclasses: the size for `proposal` (default: the proposal, nil → 10).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Subclasses: places the children in `rect`.
    func placeChildren(in rect: CGRect, placement: inout Placement) {}

    /// Subclasses: appends the drawing of this view and its children.
    func draw(into context: inout DrawingContext) {}

    /// The children, for finders and hit testing.
    var children: [ViewElement] { [] }

    /// The distance from the top of this view, at `size`, to its first or last text baseline; nil
    /// when it shows no text (aligned by its bottom). Views that only change drawing pass their
    /// child's through.
    func textBaseline(_ which: TextBaseline, at size: CGSize) -> CGFloat? {
        isTransparent ? unaryContent?.textBaseline(which, at: size) : nil
    }

    /// The guides this view, or a view inside it that its container lines up, sets explicitly
    /// (`.alignmentGuide`): containers ask ``explicitGuide(_:at:)`` only for these.
    var explicitGuideKeys: Set<GuideKey> { isTransparent ? unaryContent?.explicitGuideKeys ?? [] : [] }

    /// This view's explicit value for `key` at `size`, in its own coordinates; nil for none.
    func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        isTransparent ? unaryContent?.explicitGuide(key, at: size) : nil
    }

    /// The one view this view modifies, for views that are a modifier of another (frame,
    /// padding, effects, overlays): the way down to the view a list element stands for.
    var unaryContent: ViewElement? { nil }

    /// The identity of the list element this view is: the node of the first view below it,
    /// through its modifiers, that is not a modifier (a leaf, a stack). It is new when the
    /// element was inserted in this pass and not visited when the element is gone.
    final var identityNode: ViewNode {
        var element = self
        while let content = element.unaryContent { element = content }
        return element.node
    }

    /// A description of the view for snapshots (`sample`): its kind.
    var kind: String { String(describing: type(of: self)) }

    /// The values to print for this view in snapshots.
    var animatedValues: [(name: String, value: String)] { [] }
}

/// What containers and finders know about a list element besides its size. Layout reads the
/// first fields of every element; the rest (labels, ids, taps, transitions) is set on few
/// elements, so it lives in one shared box, allocated only when set and copied on write: copying
/// and destroying the traits of a plain element touches no reference.
struct ElementTraits {
    var layoutPriority: Double = 0
    var isSpacer = false
    var spacerMinLength: CGFloat?
    /// `.zIndex(_:)`: the order its container draws it in (higher on top; ties keep list order).
    var zIndex: Double = 0
    /// False under `.allowsHitTesting(false)`.
    var allowsHitTesting = true
    private var rare: RareTraits?

    /// The label finders match (`Image` name, `accessibilityLabel`, later `Text` content).
    var label: String? {
        get { rare?.label }
        set { if newValue != nil || rare != nil { uniqueRare().label = newValue } }
    }
    /// How the view enters and leaves its list (`.transition`; nil: `.opacity`).
    var transition: AnyTransition? {
        get { rare?.transition }
        set { if newValue != nil || rare != nil { uniqueRare().transition = newValue } }
    }
    /// `.id(_:)` / `accessibilityIdentifier`, described.
    var identifier: String? {
        get { rare?.identifier }
        set { if newValue != nil || rare != nil { uniqueRare().identifier = newValue } }
    }
    /// The id a scroll view finds the view by: `.id(_:)`'s, or a `ForEach` element's inside a
    /// `ScrollView` (`scrollTo`, `scrollPosition(id:)`).
    var scrollID: AnyHashable? {
        get { rare?.scrollID }
        set { if newValue != nil || rare != nil { uniqueRare().scrollID = newValue } }
    }
    /// `.tag(_:)`.
    var tag: AnyHashable? {
        get { rare?.tag }
        set { if newValue != nil || rare != nil { uniqueRare().tag = newValue } }
    }
    /// `.accessibilityValue(_:)` (stored for finders and tests; it draws nothing).
    var accessibilityValue: String? {
        get { rare?.accessibilityValue }
        set { if newValue != nil || rare != nil { uniqueRare().accessibilityValue = newValue } }
    }
    /// `.accessibilityElement(children:)` (stored; it draws nothing).
    var accessibilityChildren: AccessibilityChildBehavior? {
        get { rare?.accessibilityChildren }
        set { if newValue != nil || rare != nil { uniqueRare().accessibilityChildren = newValue } }
    }
    /// Gestures attached at this view (`.gesture`, `.highPriorityGesture` …), innermost first.
    var gestures: [AttachedGesture] {
        get { rare?.gestures ?? [] }
        set { if !newValue.isEmpty || rare?.gestures.isEmpty == false { uniqueRare().gestures = newValue } }
    }
    /// `.contentShape(_:)`: where the view is hit by touches, in its frame (nil: its frame).
    var contentShape: (any Shape)? {
        get { rare?.contentShape }
        set { if newValue != nil || rare != nil { uniqueRare().contentShape = newValue } }
    }
    /// A text field's text, for typing scripts.
    var textInput: Binding<String>? {
        get { rare?.textInput }
        set { if newValue != nil || rare != nil { uniqueRare().textInput = newValue } }
    }
    /// `onTapGesture` handlers at this view (innermost first).
    /// A list row's place in its `ForEach` and the edits that `ForEach` allows (`onDelete`, `onMove`).
    var listEdit: ListRowEdit? {
        get { rare?.listEdit }
        set { if newValue != nil || rare != nil { uniqueRare().listEdit = newValue } }
    }
    var tapActions: [() -> Void] {
        get { rare?.tapActions ?? [] }
        set { if !newValue.isEmpty || rare?.tapActions.isEmpty == false { uniqueRare().tapActions = newValue } }
    }

    private mutating func uniqueRare() -> RareTraits {
        if isKnownUniquelyReferenced(&rare) { return rare! }   // false for nil
        let copy = rare?.copy() ?? RareTraits()
        rare = copy
        return copy
    }
}

/// The traits few elements have (see `ElementTraits`).
private final class RareTraits {
    var label: String?
    var transition: AnyTransition?
    var identifier: String?
    var scrollID: AnyHashable?
    var tag: AnyHashable?
    var tapActions: [() -> Void] = []
    var gestures: [AttachedGesture] = []
    var contentShape: (any Shape)?
    var textInput: Binding<String>?
    var accessibilityValue: String?
    var accessibilityChildren: AccessibilityChildBehavior?
    var listEdit: ListRowEdit?

    func copy() -> RareTraits {
        let copy = RareTraits()
        copy.label = label
        copy.transition = transition
        copy.identifier = identifier
        copy.scrollID = scrollID
        copy.tag = tag
        copy.tapActions = tapActions
        copy.gestures = gestures
        copy.contentShape = contentShape
        copy.textInput = textInput
        copy.accessibilityValue = accessibilityValue
        copy.accessibilityChildren = accessibilityChildren
        copy.listEdit = listEdit
        return copy
    }
}

/// Where drawing goes and the state inherited from enclosing views.
struct DrawingContext {
    var displayList = DisplayList()
    /// Maps canvas points to device pixels (enclosing effects and the scale).
    var transform: ProjectionTransform
    /// Multiplies the alpha of each leaf (SwiftUI's `.opacity` without a compositing group).
    var opacity: Double = 1
    /// The appearance the view drawing now shows (set by each view that paints).
    var colorScheme = ColorScheme.light
    /// Views presented over the whole canvas (sheets), drawn after everything else.
    var presentations: [ViewElement] = []
    /// The pixel visits a mesh gradient may take (``ViewGraph/maximumMeshGradientWork``).
    var maximumMeshGradientWork = 1 << 26
    /// The first error met while drawing (a mesh over its budget), handed to the graph.
    var error: ViewGraphError?
    /// The shape `.containerShape(_:)` set around the views drawing now (``ContainerRelativeShape``).
    var containerShape: ContainerShape?

    /// `style`'s paint for `frame` in this context: its colours in the context's appearance, then
    /// faded by the context's opacity.
    func paint<S: ShapeStyle>(_ style: S, in frame: CGRect) -> Paint {
        style.paint(in: frame).appearance(isDark: colorScheme == .dark).multiplyingOpacity(opacity)
    }

    init(transform: ProjectionTransform) {
        self.transform = transform
    }
}

/// State carried while placing: the clock and scale for frames, the layout-affecting effects for
/// coordinate spaces.
struct Placement {
    unowned(unsafe) let graph: ViewGraph
    /// Maps canvas-layout coordinates to global coordinates (enclosing effects that affect layout).
    var effects = ProjectionTransform()
    /// When set, the transaction every frame change uses (an empty one when only redrawing).
    var frameTransaction: Transaction?
    /// Named coordinate spaces: their global origin.
    var namedSpaces: [AnyHashable: CGRect] = [:]
    /// The safe area views are placed against (nil: none, a canvas without a device).
    var safeArea: SafeAreaRegion?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The frame shown for a model `rect` at `node`: animated with `transaction`, then its origin
    /// and far corner rounded to the nearest pixel (ties up).
    func shownFrame(of rect: CGRect, at node: ViewNode, transaction: Transaction) -> CGRect {
        guard node.frameTrack != nil else {
            node.frameTrack = graph.animator.value(rect)
            node.frameModel = rect
            return rect.roundedToPixels(scale: graph.scale)
        }
        // An unchanged model frame while no animation runs anywhere: the frame is the model (the
        // track itself, one cache miss per view among thousands, is not touched).
        let changed = node.frameModel != rect
        guard changed || graph.animator.isAnimating else { return rect.roundedToPixels(scale: graph.scale) }
        let track = node.frameTrack!
        if changed {
            track.set(rect, transaction: transaction)
            node.frameModel = rect
        }
        guard track.isAnimating else { return rect.roundedToPixels(scale: graph.scale) }
        graph.hasAnimatingFrames = true
        return track.presentation.roundedToPixels(scale: graph.scale)
    }
}

extension CGRect {
    /// This rectangle with its origin and far corner on the nearest pixel boundary (ties up).
    /// Below one pixel per point (a reduced snapshot) the grid stays at whole points: a coarser
    /// grid would change the layout and snap a 2-point tick mark to no width at all; what is
    /// thinner than a pixel is then drawn faint by antialiasing, as a reduced screenshot shows it.
    func roundedToPixels(scale: CGFloat) -> CGRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, scale > 0 else { return self }
        let grid = max(scale, 1)
        func snap(_ v: CGFloat) -> CGFloat { (v * grid + 0.5).rounded(.down) / grid }
        let x0 = snap(minX), y0 = snap(minY), x1 = snap(maxX), y1 = snap(maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
