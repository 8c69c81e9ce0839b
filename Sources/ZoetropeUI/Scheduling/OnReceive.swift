import Foundation
import OpenCombine

/// The subscription an `onReceive` identity keeps, and the action of its view's latest body.
final class ReceiveSubscription<Output> {
    var action: (Output) -> Void
    var cancellable: AnyCancellable?
    init(action: @escaping (Output) -> Void) { self.action = action }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is shown (subscribed when
    /// the view appears, cancelled when it disappears). A timer's ticks arrive on the virtual
    /// clock, each in an empty transaction (`withAnimation` inside animates).
    ///
    /// The publisher of the view's first appearance is kept: a view re-created with a new
    /// publisher value does not re-subscribe (inferred; store the publisher where it lives once).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(count)").onReceive(timer) { _ in count += 1 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(_ActionModifier(onResolve: { node, _ in
            if let subscription = node.memory as? ReceiveSubscription<P.Output> {
                subscription.action = action
                return
            }
            let subscription = ReceiveSubscription(action: action)
            node.memory = subscription
            subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action(value) }
            node.disappearActions.append { [weak subscription] in subscription?.cancellable = nil }
        }))
    }
}
