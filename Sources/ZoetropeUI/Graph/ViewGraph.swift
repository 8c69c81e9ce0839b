import Foundation
import AnimationCore
import RenderCommands
import Geometry2D

/// The live instance of a view tree on a virtual clock: state storage by identity, pending
/// transactions, actions, animations, and the laid-out elements of the last pass.
///
/// Every change runs as SwiftUI's update cycle does (view-layer spec §2): each state write joins
/// or opens a pending transaction; `flush()` runs each pending transaction as its own update
/// (bodies re-run, identities reconciled, attribute changes animated with the transaction seen at
/// each view), then the actions those updates queued (`onAppear`, `onChange`, `onDisappear`).
/// `redraw(at:)` moves the clock and rebuilds the elements with interpolated values.
///
/// ```swift
/// let graph = ViewGraph(size: CGSize(width: 200, height: 200)) { Circle().fill(Color.red) }
/// try graph.start()
/// try graph.redraw(at: 0.5)
/// let list = graph.displayList()
/// ```
package final class ViewGraph {
    /// The canvas size in points and its pixels per point.
    package let size: CGSize
    package let scale: CGFloat
    let animator = Animator()
    private(set) var pass = 0
    private(set) var root: ViewNode!
    private let resolveRoot: (ViewNode, ResolveContext, inout [ViewElement]) -> Void
    /// The root element of the last pass, laid out in the canvas.
    private(set) var rootElement: ViewElement?
    /// Insertions and removals among the root's views.
    private let rootTransitions = TransitionList()
    var environment = EnvironmentValues()
    /// The screen the views are laid out on: the root's safe area, `UIScreen.main` and the size
    /// classes while this graph runs bodies (nil: a bare canvas, no safe area).
    package var device: DeviceProfile? {
        didSet { environment.adopt(device) }
    }
    /// What the views asked of the system (`dismiss()`, `openURL`), in order.
    package var systemRequests: [SystemRequest] = []
    /// The root's safe-area insets (the device's, else none).
    var safeAreaInsets: EdgeInsets { device?.safeAreaInsets ?? EdgeInsets() }
    /// The colour scheme of the presentation before any view states a preference (a storyboard's,
    /// `--color-scheme`): the root's environment has it unless a `preferredColorScheme` overrides it.
    package var baseColorScheme = ColorScheme.light {
        didSet { environment.colorScheme = baseColorScheme }
    }
    /// The colour scheme the root's environment has: the first `preferredColorScheme` of the
    /// last pass, else `baseColorScheme`.
    package var presentedColorScheme: ColorScheme { environment.colorScheme }
    /// The first colour scheme a view preferred in the pass being resolved.
    var preferredColorScheme: ColorScheme?
    /// True while a pass is resolved again because the preferred scheme changed.
    var isResolvingForPreferredScheme = false
    /// Where `Image(name)` looks.
    package var imageCatalog = ImageCatalog(directories: ImageCatalog.defaultDirectories())
    /// The first error met while resolving (a missing image), thrown at the end of the step.
    private var resolutionError: (any Error)?

    private var pending: [PendingTransaction] = []
    private var actions: [() -> Void] = []
    /// Writes made outside a step (by main-queue blocks that ran between frames), flushed at the
    /// next frame's main-queue point.
    private var deferredWrites: [PendingTransaction] = []
    private(set) var isInStep = false
    var isEvaluatingBody = false
    /// Whether values of a type have dynamic properties (`@State`, `@Environment`), learnt once per type.
    @exclusivity(unchecked) var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]
    /// The nodes that hold `@State` (weakly: pruned identities go), for `Storyboard.set(state:…)`.
    var stateOwnerRefs: [WeakNodeReference] = []
    /// Warnings found so far (each once), for the caller to print.
    package private(set) var warnings: [String] = []
    /// How many update rounds one flush may take before `ViewGraphError.updateLoop`.
    package var maximumUpdateRounds = 100
    /// Timer ticks, `asyncAfter` blocks and task wake-ups waiting for their virtual time.
    let scheduler = VirtualScheduler()
    /// The `@AppStorage` values of this render (in memory, starting empty).
    let appStorage = AppStorageStore()
    /// How many scheduled entries one step (a frame, a scripted event) may run before
    /// `ViewGraphError.tooMuchScheduledWork` (a timer every nanosecond would never let a frame end).
    package var maximumScheduledWorkPerStep = 10_000
    /// The tasks `.task` started (nil until the first), their parked sleeps by id, and how long
    /// (real seconds) a task may run before it sleeps on the virtual clock or ends.
    var taskTrackerStorage: VirtualTaskTracker?
    let touches = TouchDispatcher()   // the scripted touch sequence in progress and its gestures
    var parkedSleeps: [Int: ParkedSleep] = [:]
    package var taskSettleSeconds = 2.0
    /// How deep views may nest (each view, modifier and container counts) and how many view
    /// identities may live at once: past them the frame fails with `ViewGraphError.tooDeep` /
    /// `.tooManyViews` instead of exhausting the stack or memory.
    package var maximumDepth = 2_000
    package var maximumViews = 2_000_000
    /// How many drawing operations one `Canvas` may record each time it draws: past it the
    /// frame fails with `ViewGraphError.tooManyCanvasOperations`.
    package var maximumCanvasOperations = 1_000_000
    /// Pixel visits one `MeshGradient` may take to draw (past it: `.meshGradientTooComplex`).
    package var maximumMeshGradientWork = 1 << 26
    /// An error met while drawing (a canvas over its budget), thrown by ``throwDrawingError()``.
    var drawingError: (any Error)?
    /// Set while resolving when the elements cannot simply be shown at a later time: a body run
    /// with interpolated data, a time-driven view, a transition in flight, a GeometryReader.
    var requiresResolveEveryFrame = false
    /// Resolves every frame even when the last pass's elements could be shown again (for tests
    /// that check the two give the same frames).
    package var resolvesEveryFrame = false
    /// The number of commands the last display list had.
    var lastCommandCount = 0
    /// Whether the tree has a `GeometryReader` or a named coordinate space, the only readers of
    /// the layout-affecting effects' transforms while placing (set while resolving; without one,
    /// placing skips those transforms).
    var readsLayoutEffects = false
    /// Whether the last layout found a frame animating (then the next frame lays out again).
    var hasAnimatingFrames = false
    /// How many times the tree has been laid out (a view not placed in the latest layout is a
    /// removed one still fading out).
    private(set) var layoutCount = 0
    /// The frames of the matched-geometry groups (`matchedGeometryEffect`).
    let matchedGeometry = MatchedGeometryRegistry()
    /// The time the elements show (set by a pass or a refresh), and whether an animation was
    /// running then: a redraw at that time, or with no animation then and now, changes nothing.
    private var shownTime = -Double.infinity
    private var shownWhileAnimating = true
    /// The current nesting depth while resolving, and the identities alive.
    @exclusivity(unchecked) var depth = 0
    let census = NodeCensus()
    var liveNodes: Int { census.count }

    /// A graph for `content` in a canvas of `size` points at `scale` pixels per point.
    package init<Content: View>(size: CGSize, scale: CGFloat = 1, @ViewBuilder content: () -> Content) {
        self.size = size
        self.scale = scale
        let view = VirtualRunLoop.$makingRootAt.withValue(0, operation: content)
        resolveRoot = { node, context, elements in resolveView(view, at: node, in: context, into: &elements) }
        environment.displayScale = scale
        root = ViewNode(graph: self)
        link.graph = self
        environment.recordSystemRequests(into: link)
    }

    /// The root identity (state storage of the whole tree).
    var rootNode: ViewNode { root }

    /// What state storage refers to the graph through (see `GraphLink`).
    let link = GraphLink()

    deinit {
        link.graph = nil
        closeTasks()
        // Animations of a discarded graph never finish: their completions must not fire later on
        // this thread (in another graph's frame).
        animator.cancelCompletions()
    }

    /// The virtual time of the graph.
    package var time: Double { animator.currentTime }

    // MARK: Steps

    /// Frame 0's preparation: the initial update at t = 0, then the actions it queued (`onAppear`).
    package func start() throws {
        try withScreen {
            isInStep = true
            defer { isInStep = false }
            update(with: Transaction())
            try flush()
            try throwResolutionError()
        }
    }

    /// Runs `action` at virtual time `time` (a scripted event), then flushes what it changed.
    package func perform(at time: Double, _ action: () throws -> Void) throws {
        try withScreen {
            isInStep = true
            defer { isInStep = false }
            // Work scheduled at or before the event runs first, each entry at its own time.
            try runScheduledWork(through: time)
            animator.advance(to: time)
            try action()
            try flush()
            try throwResolutionError()
        }
    }

    /// Moves the clock to `time`: flushes the writes main-queue work made since the last frame
    /// (stamped `time`), then rebuilds the elements with the values shown at `time`.
    package func redraw(at time: Double) throws {
        try withScreen { try redrawOnScreen(at: time) }
    }

    private func redrawOnScreen(at time: Double) throws {
        isInStep = true
        defer { isInStep = false }
        try runScheduledWork(through: time)
        animator.advance(to: time)
        try MainQueue.drainIfOnMainThread()
        pending.insert(contentsOf: deferredWrites, at: 0)
        deferredWrites = []
        try flush()
        if let rootElement, !requiresResolveEveryFrame, !resolvesEveryFrame {
            // Nothing but attribute values changes with time: show the elements of the last pass
            // at their new values and lay them out again (frames animate), without running bodies.
            if shownTime != animator.currentTime, shownWhileAnimating || animator.isAnimating {
                rootElement.refreshPresentation()
                // Frames move only while one of them animates; otherwise the last layout stands.
                if hasAnimatingFrames { place(rootElement, frameTransaction: Transaction()) }
                markShown()
            }
        } else {
            rebuild(transaction: Transaction(), isUpdate: false)
        }
        try flush()
        try throwResolutionError()
    }

    // MARK: Transactions and actions

    /// Queues the write `apply` made in `transaction`: it joins the last pending transaction when
    /// that one animates the same way, else opens a new one (SwiftUI's `mayConcatenate`).
    func enqueueWrite(_ apply: @escaping () -> Void, transaction: Transaction) {
        if isEvaluatingBody { warn("Modifying state during view update: the change is applied in a new update") }
        if isInStep {
            Self.append(apply, transaction: transaction, to: &pending)
        } else {
            Self.append(apply, transaction: transaction, to: &deferredWrites)
        }
    }

    private static func append(_ apply: @escaping () -> Void, transaction: Transaction, to queue: inout [PendingTransaction]) {
        if let last = queue.indices.last, queue[last].mayConcatenate(transaction) {
            queue[last].mutations.append(apply)
        } else {
            queue.append(PendingTransaction(transaction: transaction, mutations: [apply]))
        }
    }

    /// Queues `action` to run after the current update, outside any transaction.
    func enqueueAction(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// Runs every pending transaction as its own update, then the queued actions, until none is left.
    package func flush() throws(ViewGraphError) {
        var rounds = 0
        while !pending.isEmpty || !actions.isEmpty {
            rounds += 1
            guard rounds <= maximumUpdateRounds else {
                pending = []
                actions = []
                throw .updateLoop(rounds: maximumUpdateRounds)
            }
            if !pending.isEmpty {
                let next = pending.removeFirst()
                for mutation in next.mutations { mutation() }
                update(with: next.transaction)
                continue
            }
            let due = actions
            actions = []
            for action in due { action() }
        }
    }

    private func update(with transaction: Transaction) {
        rebuild(transaction: transaction, isUpdate: true)
    }

    /// One pass: resolve the tree from the root, drop the identities that disappeared, lay out.
    func rebuild(transaction: Transaction, isUpdate: Bool) {
        // `Color("Brand")` made in a body looks in this graph's asset directories.
        AssetScope.$current.withValue(assetScope) { rebuildInScope(transaction: transaction, isUpdate: isUpdate) }
    }

    private func rebuildInScope(transaction: Transaction, isUpdate: Bool) {
        preferredColorScheme = nil
        requiresResolveEveryFrame = false
        readsLayoutEffects = false
        pass += 1
        census.pass = pass
        census.visited = 1
        root.isNew = root.visitedPass == 0
        root.visitedPass = pass
        let context = ResolveContext(graph: self, transaction: transaction, isUpdate: isUpdate, environment: environment)
        var elements: [ViewElement] = []
        resolveRoot(root, context, &elements)
        let list = rootTransitions.update(elements, in: context)
        let element: ViewElement
        if list.children.count == 1 {
            element = list.ghosts.isEmpty ? list.children[0]
                : GhostHostElement(child: list.children[0], ghosts: list.ghosts, node: root, context: context)
        } else {
            element = StackElement(axis: .vertical, alignment: .center, spacing: nil, children: list.children,
                                   ghosts: list.ghosts, node: root, context: context)
        }
        place(element, frameTransaction: nil)
        rootElement = element
        // After layout: GeometryReader content is resolved while placing.
        // Every live identity visited in this pass: none disappeared, nothing to prune.
        if census.visited < census.count {
            var disappeared: [() -> Void] = []
            root.prune(pass: pass, disappeared: &disappeared)
            actions.append(contentsOf: disappeared)
        }
        markShown()
        resolvePreferredColorScheme(transaction: transaction, isUpdate: isUpdate)
    }


    private func markShown() {
        shownTime = animator.currentTime
        shownWhileAnimating = animator.isAnimating
    }

    /// Lays `element` out as the root: proposed the canvas, centred. `frameTransaction` overrides
    /// the transaction the elements' frames animate with (an empty one when only redrawing).
    private func place(_ element: ViewElement, frameTransaction: Transaction?) {
        hasAnimatingFrames = false
        layoutCount += 1
        matchedGeometry.prune(before: pass)
        var placement = Placement(graph: self)
        placement.frameTransaction = frameTransaction
        // On a device the root is proposed the safe area and centred in it, as a hosting view
        // places its root view; what ignores the safe area extends from there.
        let region = SafeAreaRegion(bounds: CGRect(origin: .zero, size: size), insets: safeAreaInsets)
        placement.safeArea = region
        let area = region?.safe ?? CGRect(origin: .zero, size: size)
        let fitted = element.sizeThatFits(ProposedViewSize(area.size))
        let origin = CGPoint(x: area.minX + (area.width - fitted.width) / 2, y: area.minY + (area.height - fitted.height) / 2)
        element.place(in: CGRect(origin: origin, size: fitted), placement: &placement)
    }

    /// The size the root element takes for `proposal` (after a pass).
    func rootSize(for proposal: ProposedViewSize) -> CGSize {
        rootElement?.sizeThatFits(proposal) ?? .zero
    }

    /// Enters one more level of views; false (with the error recorded) past `maximumDepth`.
    func enterView() -> Bool {
        guard depth < maximumDepth else {
            if resolutionError == nil { resolutionError = ViewGraphError.tooDeep(limit: maximumDepth) }
            return false
        }
        depth += 1
        return true
    }

    /// Whether `count` more identities fit under `maximumViews`; records the error if not.
    func admits(_ count: Int) -> Bool {
        guard liveNodes + count <= maximumViews else {
            if resolutionError == nil { resolutionError = ViewGraphError.tooManyViews(limit: maximumViews) }
            return false
        }
        return true
    }

    /// The image called `name`, or nil after recording the error or warning its absence is.
    func image(named name: String, colorScheme: ColorScheme = .light, searchingFirst: URL? = nil) -> ResolvedImage? {
        do {
            return try imageCatalog.image(named: name, scale: scale, colorScheme: colorScheme, searchingFirst: searchingFirst)
        } catch {
            // An image over the budget is an error whatever the policy for missing ones.
            if imageCatalog.missingImages == .error || error.isOverBudget {
                if resolutionError == nil { resolutionError = error }
            } else {
                warn(error.description)
            }
            return nil
        }
    }

    /// Throws (once) the error met while resolving.
    private func throwResolutionError() throws {
        if let error = resolutionError {
            resolutionError = nil
            throw error
        }
    }

    /// Records `error` to be thrown at the end of the pass (the first one wins).
    func fail(_ error: any Error) {
        if resolutionError == nil { resolutionError = error }
    }

    /// Records `message` once.
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}

/// One pending transaction: its mutations, applied together in one update.
struct PendingTransaction {
    var transaction: Transaction
    var mutations: [() -> Void]

    /// Whether a write made in `other` may join this transaction.
    func mayConcatenate(_ other: Transaction) -> Bool {
        // A transaction with completion callbacks stays its own update, so they are kept.
        !transaction.hasCompletions && !other.hasCompletions
            && transaction.animation == other.animation && transaction.disablesAnimations == other.disablesAnimations
    }
}
