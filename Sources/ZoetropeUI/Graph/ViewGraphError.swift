import Foundation

/// Why the view graph could not produce a frame.
public enum ViewGraphError: Error, CustomStringConvertible, Equatable {
    /// State kept changing: updates and actions did not settle after `rounds` rounds.
    case updateLoop(rounds: Int)
    /// `DispatchQueue.main` cannot be drained here (called from inside a main-queue block).
    case mainQueueUnavailable
    /// Views nest deeper than the limit.
    case tooDeep(limit: Int)
    /// More view identities than the limit (a `ForEach` over a huge collection).
    case tooManyViews(limit: Int)

    public var description: String {
        switch self {
        case .updateLoop(let rounds):
            return "update loop: state kept changing after \(rounds) rounds of updates and actions"
                + " (a body, onAppear or onChange writes state every time it runs)"
        case .tooDeep(let limit):
            return "views nest deeper than \(limit) levels (a view that contains itself?); flatten the tree or raise the limit"
                + " (Storyboard.maximumDepth)"
        case .tooManyViews(let limit):
            return "more than \(limit) views at once (a ForEach over a huge collection?); draw fewer or raise the limit"
                + " (Storyboard.maximumViews)"
        case .mainQueueUnavailable:
            return "cannot run views from inside a DispatchQueue.main block (a @MainActor caller): their"
                + " DispatchQueue.main.async work could not run at its frame; call from the main thread outside a"
                + " main-queue block (main.swift, a command) or from any other thread (a nonisolated test)"
        }
    }
}
