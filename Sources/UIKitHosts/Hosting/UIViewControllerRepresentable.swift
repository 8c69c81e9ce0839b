import AnimationCore
import Foundation
import LayerTree
import RenderCommands
import ZoetropeUI

/// A UIKit view controller inside a SwiftUI view hierarchy: made once per identity, its view
/// shown (it appears — `viewWillAppear`, layout, `viewDidAppear` — when first drawn), updated with
/// each change of the SwiftUI state it reads, drawn on a clock that follows the graph's.
///
/// ```swift
/// struct LoaderScreen: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> LoaderViewController { LoaderViewController() }
///     func updateUIViewController(_ controller: LoaderViewController, context: Context) {}
/// }
/// ```
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller this representable shows.
    associatedtype UIViewControllerType: UIViewController
    /// What carries events back to SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    /// The context of `makeUIViewController`/`updateUIViewController`.
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let hosted = HostedView(make: { RepresentedController(view) }, update: { content, update in
            (content as? RepresentedController<Self>)?.update(with: view, update)
        })
        HostedView._resolve(hosted, inputs, &outputs)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeUIViewController`/`updateUIViewController` are given.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment at the representable.
    public var environment: EnvironmentValues
}

/// A representable's controller, its coordinator and the clock its view animates on.
final class RepresentedController<Representable: UIViewControllerRepresentable>: HostedContent {
    private var representable: Representable
    private let coordinator: Representable.Coordinator
    private let time = HostedTime()
    private var touches: TouchDelivery?
    private var controller: Representable.UIViewControllerType?
    private var appeared = false

    init(_ representable: Representable) {
        self.representable = representable
        coordinator = representable.makeCoordinator()
    }

    func update(with representable: Representable, _ update: HostedUpdate) {
        self.representable = representable
        time.run(at: update.time, commit: false) {
            let context = UIViewControllerRepresentableContext<Representable>(coordinator: coordinator, transaction: update.transaction,
                                                                              environment: update.environment)
            if controller == nil { controller = representable.makeUIViewController(context: context) }
            if let controller { representable.updateUIViewController(controller, context: context) }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func displayList(size: CGSize, time: Double) -> DisplayList {
        guard let controller else { return DisplayList() }
        return self.time.run(at: time, commit: true) {
            let view: UIView = controller.view
            self.time.follow(root: view)
            return view.hostedDisplayList(size: size) {
                guard !appeared else { return }
                appeared = true
                controller.beginAppearance(animated: false)
            }
        }
    }

    func touch(_ phase: TouchEvent.Phase, at locations: [CGPoint], time: Double) -> HostedTouchOutcome {
        guard let root = controller?.viewIfLoaded else { return .missed }
        let delivery = touches ?? TouchDelivery(root: root)
        touches = delivery
        return self.time.run(at: time, commit: false) { delivery.deliverHosted(phase, at: locations, time: time) }
    }

    func locate(_ target: ViewTarget) -> CGPoint? { controller?.viewIfLoaded?.centre(of: target) }

    func dismantle() {
        guard let controller else { return }
        time.run(at: time.now, commit: true) {
            if appeared { controller.endAppearance(animated: false) }
            Representable.dismantleUIViewController(controller, coordinator: coordinator)
        }
    }
}
