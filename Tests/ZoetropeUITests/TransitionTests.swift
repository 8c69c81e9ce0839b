import Foundation
import Testing
@testable import ZoetropeUI
import SoftwareRasterizer
import RenderCommands
import Geometry2D
import AnimationCore
import VectorPath

/// Where a test reaches the `@State` flag of the view under test (captured in `onAppear`).
private final class Switch {
    var show: Binding<Bool>?
}

/// `content(show)` with `show` in `@State`, its binding handed to `handle` on appearance.
private struct Stage<Content: View>: View {
    let handle: Switch
    let content: (Bool) -> Content
    @State private var show: Bool

    init(show: Bool, handle: Switch, @ViewBuilder content: @escaping (Bool) -> Content) {
        self.handle = handle
        self.content = content
        _show = State(initialValue: show)
    }

    var body: some View {
        content(show).onAppear { handle.show = $show }
    }
}

/// The spec's red square: 100 × 100, centred in the 390 × 844 canvas at (145, 372).
private func square(_ color: Color = .red) -> some View {
    color.frame(width: 100, height: 100)
}

/// The spec's stage: white behind, the red square shown while `show`, with `transition` (nil: none set).
private struct SpecStage: View {
    let show: Bool
    let transition: AnyTransition?
    var body: some View {
        ZStack {
            Color.white
            if show {
                if let transition { square().transition(transition) } else { square() }
            }
        }
    }
}

@Suite struct TransitionTests {
    static let canvas = CGSize(width: 390, height: 844)
    static let centred = CGRect(x: 145, y: 372, width: 100, height: 100)

    /// A started graph for `content` and the switch that toggles its flag.
    private func stage<Content: View>(show: Bool = false,
                                      @ViewBuilder _ content: @escaping (Bool) -> Content) throws -> (ViewGraph, Switch) {
        let handle = Switch()
        let graph = ViewGraph(size: Self.canvas) { Stage(show: show, handle: handle, content: content) }
        try graph.start()
        return (graph, handle)
    }

    /// The spec's stage with `transition` (nil: no `.transition`).
    private func specStage(_ transition: AnyTransition?, show: Bool = false) throws -> (ViewGraph, Switch) {
        try stage(show: show) { SpecStage(show: $0, transition: transition) }
    }

    /// Toggles the flag at `time`, in `animation` (nil: no animation).
    private func toggle(_ graph: ViewGraph, _ handle: Switch, at time: Double = 0,
                        _ animation: Animation? = .linear(duration: 1)) throws {
        try graph.perform(at: time) {
            withAnimation(animation) { handle.show?.wrappedValue.toggle() }
        }
    }

    /// The fills drawn at `time` in `color` (by hue: red is told from white and blue by its green
    /// and blue channels), each as its device bounds and alpha.
    private func fills(_ graph: ViewGraph, at time: Double, _ color: Color = .red) throws -> [(bounds: CGRect, alpha: Double)] {
        try graph.redraw(at: time)
        var found: [(CGRect, Double)] = []
        for command in graph.displayList().commands {
            guard case .fill(let path, .color(let paint), _, let transform) = command,
                  abs(paint.green - color.green) < 1e-9, abs(paint.blue - color.blue) < 1e-9 else { continue }
            let r = path.boundingRect
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(transform) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { continue }
            found.append((CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), paint.opacity))
        }
        return found
    }

    private func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Expects exactly one red fill at `time`, in `bounds` with `alpha`.
    private func expectRed(_ graph: ViewGraph, at time: Double, _ bounds: CGRect, alpha: Double = 1,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let red = try fills(graph, at: time)
        #expect(red.count == 1, "t=\(time): \(red.count) red fills", sourceLocation: sourceLocation)
        guard let first = red.first else { return }
        #expect(near(first.bounds, bounds), "t=\(time): \(first.bounds)", sourceLocation: sourceLocation)
        #expect(abs(first.alpha - alpha) < 1e-9, "t=\(time): alpha \(first.alpha)", sourceLocation: sourceLocation)
    }

    // MARK: The spec's vectors (view-layer §7)

    @Test func defaultTransitionFadesIn() throws {
        let (graph, handle) = try specStage(nil)
        try toggle(graph, handle)
        #expect(try fills(graph, at: 0).isEmpty) // alpha 0 draws nothing
        try expectRed(graph, at: 0.5, Self.centred, alpha: 0.5)
        try expectRed(graph, at: 0.75, Self.centred, alpha: 0.75)
        try expectRed(graph, at: 1, Self.centred)
    }

    @Test func opacityHalfwayIsHalfAlphaInPixels() throws {
        let (graph, handle) = try specStage(.opacity)
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, Self.centred, alpha: 0.5)
        var pixmap = try Pixmap(width: 390, height: 844)
        try SoftwareRenderer().render(graph.displayList(), into: &pixmap)
        // Red (255, 59, 48) at .5 over white: (255, 157, 152), rounding ±1.
        // (A color redrawn after its first pass comes back from its animatable data as
        // 0.9999999999999999 instead of 1: red 254.)
        let centre = pixmap[x: 195, y: 422]
        #expect(centre.alpha == 255 && centre.red >= 254, "\(centre)")
        #expect(abs(Int(centre.green) - 157) <= 1 && abs(Int(centre.blue) - 152) <= 1, "\(centre)")
        let outside = pixmap[x: 140, y: 422]
        #expect(outside.red >= 254 && outside.green >= 254 && outside.blue >= 254 && outside.alpha == 255, "\(outside)")
    }

    @Test func scaleGrowsFromTheCentre() throws {
        let (graph, handle) = try specStage(.scale)
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 170, y: 397, width: 50, height: 50))
        try expectRed(graph, at: 1, Self.centred)
    }

    @Test func slideInsertsFromTheLeadingEdge() throws {
        let (graph, handle) = try specStage(.slide)
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 95, y: 372, width: 100, height: 100))
    }

    @Test func moveFromTheTopBySelfHeight() throws {
        let (graph, handle) = try specStage(.move(edge: .top))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.25, CGRect(x: 145, y: 297, width: 100, height: 100))
    }

    @Test func slideRemovesTowardTheTrailingEdgeThenTheViewIsGone() throws {
        let (graph, handle) = try specStage(.slide, show: true)
        try expectRed(graph, at: 0, Self.centred)
        try toggle(graph, handle)
        try expectRed(graph, at: 0, Self.centred)
        try expectRed(graph, at: 0.5, CGRect(x: 195, y: 372, width: 100, height: 100))
        try expectRed(graph, at: 0.999, CGRect(x: 244.9, y: 372, width: 100, height: 100))
        #expect(try fills(graph, at: 1).isEmpty)
        #expect(try fills(graph, at: 1.5).isEmpty)
        #expect(try fills(graph, at: 0.5).isEmpty) // gone for good, even scrubbing back
    }

    // MARK: Animated or not

    @Test func unanimatedTogglesAreInstant() throws {
        let (graph, handle) = try specStage(.slide)
        try toggle(graph, handle, nil)
        try expectRed(graph, at: 0, Self.centred)
        try expectRed(graph, at: 0.5, Self.centred)
        try toggle(graph, handle, at: 0.5, nil)
        #expect(try fills(graph, at: 0.5).isEmpty)
        #expect(try fills(graph, at: 0.6).isEmpty)
    }

    @Test func animationModifierAroundTheBranchAnimatesItsTransition() throws {
        let (graph, handle) = try stage { show in
            ZStack {
                Color.white
                Group { if show { square().transition(.scale) } }.animation(.linear(duration: 1))
            }
        }
        try toggle(graph, handle, nil)
        try expectRed(graph, at: 0.5, CGRect(x: 170, y: 397, width: 50, height: 50))
    }

    @Test func attachedAnimationOverridesTheTransactionAndAnimatesUnanimatedUpdates() throws {
        let (graph, handle) = try specStage(.opacity.animation(.linear(duration: 2)))
        try toggle(graph, handle)
        try expectRed(graph, at: 1, Self.centred, alpha: 0.5)
        try toggle(graph, handle, at: 2, nil)
        try expectRed(graph, at: 3, Self.centred, alpha: 0.5)
        #expect(try fills(graph, at: 4).isEmpty)
    }

    @Test func identityTransitionIsInstantEvenWhenAnimated() throws {
        let (graph, handle) = try specStage(.identity)
        try toggle(graph, handle)
        try expectRed(graph, at: 0, Self.centred)
        try toggle(graph, handle, at: 0.5)
        #expect(try fills(graph, at: 0.5).isEmpty)
    }

    // MARK: Composition

    @Test func asymmetricUsesEachSidesTransition() throws {
        let (graph, handle) = try specStage(.asymmetric(insertion: .scale, removal: .move(edge: .bottom)))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 170, y: 397, width: 50, height: 50))
        try toggle(graph, handle, at: 1)
        try expectRed(graph, at: 1.5, CGRect(x: 145, y: 422, width: 100, height: 100))
        #expect(try fills(graph, at: 2).isEmpty)
    }

    @Test func combinedAppliesBoth() throws {
        let (graph, handle) = try specStage(.scale.combined(with: .opacity))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 170, y: 397, width: 50, height: 50), alpha: 0.5)
        // Offset inside move: the two offsets add.
        let (moved, movedHandle) = try specStage(.offset(x: 40).combined(with: .move(edge: .top)))
        try toggle(moved, movedHandle)
        try expectRed(moved, at: 0.5, CGRect(x: 165, y: 322, width: 100, height: 100))
    }

    @Test func pushMovesInFromTheEdgeAndOutTowardTheOpposite() throws {
        let (graph, handle) = try specStage(.push(from: .trailing))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 195, y: 372, width: 100, height: 100), alpha: 0.5)
        try toggle(graph, handle, at: 1)
        try expectRed(graph, at: 1.5, CGRect(x: 95, y: 372, width: 100, height: 100), alpha: 0.5)
    }

    @Test func customModifierTransitionInterpolatesItsData() throws {
        let (graph, handle) = try specStage(.modifier(active: Lift(height: 200), identity: Lift(height: 0)))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.25, CGRect(x: 145, y: 222, width: 100, height: 100))
        // Not animatable: inserted at identity at once.
        let (plain, plainHandle) = try specStage(.modifier(active: Tint(on: true), identity: Tint(on: false)))
        try toggle(plain, plainHandle)
        try expectRed(plain, at: 0, Self.centred)
    }

    // MARK: Lists

    @Test func othersRelayoutAtOnceWhileTheRemovedViewStaysAtItsLastFrame() throws {
        let (graph, handle) = try stage(show: true) { show in
            VStack {
                square(.blue)
                if show { square() }
            }
        }
        // Two squares and 8 of spacing: 208 tall from y = 318.
        try expectRed(graph, at: 0, CGRect(x: 145, y: 426, width: 100, height: 100))
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 145, y: 426, width: 100, height: 100), alpha: 0.5)
        let blue = try fills(graph, at: 0.5, .blue)
        #expect(blue.count == 1 && near(blue[0].bounds, CGRect(x: 145, y: 345, width: 100, height: 100)))
        #expect(try fills(graph, at: 1).isEmpty)
        #expect(try fills(graph, at: 1, .blue).map(\.bounds) == [Self.centred])
    }

    @Test func removedViewKeepsItsPlaceInTheDrawingOrder() throws {
        let (graph, handle) = try stage(show: true) { show in
            ZStack {
                Color.white
                if show { square() }
                square(.blue).frame(width: 20, height: 20)
            }
        }
        try toggle(graph, handle)
        try graph.redraw(at: 0.5)
        let colors = graph.displayList().commands.compactMap { command -> String? in
            guard case .fill(_, .color(let c), _, _) = command else { return nil }
            return c.green > 0.99 ? "white" : c.blue > 0.99 ? "blue" : c.green < 0.5 ? "red" : "other"
        }
        #expect(colors == ["white", "red", "blue"])
    }

    @Test func insertedContainerTransitionsAsOne() throws {
        let (graph, handle) = try stage { show in
            ZStack {
                Color.white
                if show { VStack(spacing: 0) { square(); square(.blue) }.transition(.scale) }
            }
        }
        try toggle(graph, handle)
        // The 100 × 200 stack at (145, 322) scaled by .5 about its centre; the squares keep alpha 1.
        try expectRed(graph, at: 0.5, CGRect(x: 170, y: 372, width: 50, height: 50))
    }

    @Test func rootListTransitions() throws {
        let (graph, handle) = try stage { show in
            if show { square().transition(.move(edge: .bottom)) }
        }
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, CGRect(x: 145, y: 422, width: 100, height: 100))
        try toggle(graph, handle, at: 1)
        try expectRed(graph, at: 1.25, CGRect(x: 145, y: 397, width: 100, height: 100))
        #expect(try fills(graph, at: 2).isEmpty)
    }

    @Test func overlayContentTransitions() throws {
        let (graph, handle) = try stage { show in
            Color.white.overlay { if show { square() } }
        }
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, Self.centred, alpha: 0.5)
    }

    @Test func removalDuringInsertionLeavesFromWhereItWas() throws {
        let (graph, handle) = try specStage(.opacity)
        try toggle(graph, handle)
        try expectRed(graph, at: 0.5, Self.centred, alpha: 0.5)
        try toggle(graph, handle, at: 0.5)
        try expectRed(graph, at: 0.5, Self.centred, alpha: 0.5)
        try expectRed(graph, at: 1, Self.centred, alpha: 0.25)
        #expect(try fills(graph, at: 1.5).isEmpty)
    }

    // MARK: Actions

    @Test func onDisappearRunsWhenTheRemovalEnds() throws {
        let log = Log()
        let (graph, handle) = try stage(show: true) { show in
            ZStack {
                Color.white
                if show { square().onDisappear { log.count += 1 } }
            }
        }
        try toggle(graph, handle)
        try graph.redraw(at: 0.5)
        #expect(log.count == 0)
        try graph.redraw(at: 1)
        #expect(log.count == 1)
        try graph.redraw(at: 2)
        #expect(log.count == 1)

        let (instant, instantHandle) = try stage(show: true) { show in
            ZStack { if show { square().onDisappear { log.count += 10 } } }
        }
        try toggle(instant, instantHandle, nil)
        #expect(log.count == 11)
    }

    @Test func removalCompletionWaitsForTheTransition() throws {
        let log = Log()
        let (graph, handle) = try specStage(.opacity, show: true)
        try graph.perform(at: 0) {
            withAnimation(.linear(duration: 1)) { handle.show?.wrappedValue = false } completion: { log.count += 1 }
        }
        try graph.redraw(at: 0.5)
        #expect(log.count == 0)
        try graph.redraw(at: 1)
        #expect(log.count == 1)
    }
}

private final class Log {
    var count = 0
}

/// Raises its content by `height` (animatable).
private struct Lift: ViewModifier, Animatable {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }
    func body(content: Content) -> some View { content.offset(y: -height) }
}

/// Not animatable: fades its content to nothing when on.
private struct Tint: ViewModifier {
    var on: Bool
    func body(content: Content) -> some View { content.opacity(on ? 0 : 1) }
}
