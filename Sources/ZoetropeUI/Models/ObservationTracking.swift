import Foundation
import Observation

/// The graph as an `@Observable` model's change handler sees it: `withObservationTracking`
/// wants a `Sendable` closure; the graph is only touched on its own thread (models change in the
/// actions and scheduled work the graph runs).
struct ObservationChangeHandler: @unchecked Sendable {
    let link: GraphLink

    func callAsFunction() { link.graph?.modelWillChange() }
}

extension ViewGraph {
    /// What a tracked body's `@Observable` reads call when one of them will change: an update in
    /// the change's transaction. Every update re-runs the bodies, which tracks them again.
    var observationHandler: @Sendable () -> Void {
        let handler = ObservationChangeHandler(link: link)
        return { handler() }
    }
}
