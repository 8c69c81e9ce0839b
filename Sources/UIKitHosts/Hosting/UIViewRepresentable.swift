import AnimationCore
import Foundation
import LayerTree
import RenderCommands
import ZoetropeUI

/// A UIKit view inside a SwiftUI view hierarchy: made once per identity (`makeUIView`), updated
/// on every change of the SwiftUI state it reads (`updateUIView`, with the transaction whose
/// animation the update belongs to), drawn each frame from its layer tree on a clock of its own
/// that follows the graph's time — so its Core Animation animations play inside the SwiftUI frame.
///
/// ```swift
/// struct SpinnerView: UIViewRepresentable {
///     var isSpinning: Bool
///     func makeUIView(context: Context) -> SpinnerUIView { SpinnerUIView() }
///     func updateUIView(_ spinner: SpinnerUIView, context: Context) {
///         isSpinning ? spinner.start() : spinner.stop()
///     }
/// }
/// ```
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view this representable shows.
    associatedtype UIViewType: UIView
    /// What carries events from the UIKit view back to SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    /// The context of `makeUIView`/`updateUIView`.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view (once per identity).
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this representable's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Called when the view leaves the hierarchy.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator (before `makeUIView`).
    func makeCoordinator() -> Coordinator
    /// The size the view takes for `proposal` (nil: the view's `sizeThatFits`/intrinsic size, else the proposal).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let hosted = HostedView(make: { RepresentedView(view) }, update: { content, update in
            (content as? RepresentedView<Self>)?.update(with: view, update)
        })
        HostedView._resolve(hosted, inputs, &outputs)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeUIView`/`updateUIView` are given: the coordinator, the update's transaction and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its `animation` is what SwiftUI animates the change with).
    public var transaction: Transaction
    /// The environment at the representable.
    public var environment: EnvironmentValues

    /// Runs `changes` animated with the transaction's animation as a UIKit animation (none: at once;
    /// a spring: a spring of that response and damping; else its duration with ease-in-out).
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        guard let animation = transaction.animation, !transaction.disablesAnimations else {
            changes()
            completion?()
            return
        }
        UIView.animate(matching: animation, changes, completion: completion)
    }
}

/// A representable's view, its coordinator and the clock its layers animate on.
final class RepresentedView<Representable: UIViewRepresentable>: HostedContent {
    private var representable: Representable
    private let coordinator: Representable.Coordinator
    private let time = HostedTime()
    private var touches: TouchDelivery?
    private var view: Representable.UIViewType?
    private var environment = EnvironmentValues()

    init(_ representable: Representable) {
        self.representable = representable
        coordinator = representable.makeCoordinator()
    }

    private func context(_ transaction: Transaction) -> UIViewRepresentableContext<Representable> {
        UIViewRepresentableContext(coordinator: coordinator, transaction: transaction, environment: environment)
    }

    func update(with representable: Representable, _ update: HostedUpdate) {
        self.representable = representable
        environment = update.environment
        time.run(at: update.time, commit: false) {
            let context = context(update.transaction)
            if view == nil {
                let made = representable.makeUIView(context: context)
                view = made
                time.follow(root: made)
            }
            if let view { representable.updateUIView(view, context: context) }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let view else { return proposal.replacingUnspecifiedDimensions() }
        if let size = representable.sizeThatFits(proposal, uiView: view, context: context(Transaction())) { return size }
        let intrinsic = view.intrinsicContentSize
        let fallback = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : fallback.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : fallback.height)
    }

    func displayList(size: CGSize, time: Double) -> DisplayList {
        guard let view else { return DisplayList() }
        return self.time.run(at: time, commit: true) { view.hostedDisplayList(size: size) }
    }

    func touch(_ phase: TouchEvent.Phase, at locations: [CGPoint], time: Double) -> HostedTouchOutcome {
        guard let root = view else { return .missed }
        let delivery = touches ?? TouchDelivery(root: root)
        touches = delivery
        return self.time.run(at: time, commit: false) { delivery.deliverHosted(phase, at: locations, time: time) }
    }

    func locate(_ target: ViewTarget) -> CGPoint? { view?.centre(of: target) }

    func dismantle() {
        guard let view else { return }
        time.run(at: time.now, commit: true) { Representable.dismantleUIView(view, coordinator: coordinator) }
    }
}

extension UIView {
    /// The view given `size` (without animation), laid out, its changes committed, drawn from its
    /// presentation: one frame of a view hosted in SwiftUI.
    func hostedDisplayList(size: CGSize, beforeLayout: () -> Void = {}) -> DisplayList {
        if bounds.size != size {
            UIView.performWithoutAnimation { frame = CGRect(origin: .zero, size: size) }
        }
        beforeLayout()
        layoutIfNeeded()
        CATransaction.flush()          // the changes since the last frame commit after layout, as UIKit does
        return CARenderer2D.displayList(for: layer.presentation() ?? layer, size: size)
    }
}
