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
    /// A `Canvas` recorded more drawing operations in one draw than the limit.
    case tooManyCanvasOperations(limit: Int)
    /// A `MeshGradient` needed more pixel visits than the limit to cover its image (a mesh folded
    /// over itself many times, or one with millions of cells).
    case meshGradientTooComplex(limit: Int)
    /// A view reads an `@EnvironmentObject` of this type and no ancestor supplied one.
    case missingEnvironmentObject(String)
    /// More scheduled work (timer ticks, `asyncAfter` blocks, task wake-ups) fell due in one step
    /// than the limit (a timer every nanosecond, work that reschedules itself with no delay).
    case tooMuchScheduledWork(limit: Int)
    /// A task `.task` started neither slept on the virtual clock nor ended within this many real
    /// seconds (it waits for something else, or never suspends).
    case taskDidNotSettle(seconds: Double)

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
        case .tooManyCanvasOperations(let limit):
            return "a Canvas drew more than \(limit) operations (fills, strokes, texts, images, layers) in one frame; draw fewer"
                + " or raise the limit (Storyboard.maximumCanvasOperations)"
        case .meshGradientTooComplex(let limit):
            return "a MeshGradient needed more than \(limit) pixel visits to draw (a mesh folded over itself, or millions"
                + " of cells); simplify the mesh or raise the limit (Storyboard.maximumMeshGradientWork)"
        case .missingEnvironmentObject(let type):
            return "no ObservableObject of type \(type) found: a View.environmentObject(_:) for \(type) may be missing"
                + " as an ancestor of the view that reads it with @EnvironmentObject"
        case .tooMuchScheduledWork(let limit):
            return "more than \(limit) timer ticks, asyncAfter blocks or task wake-ups fell due in one step (a timer"
                + " every nanosecond, work rescheduling itself with no delay?); lengthen the interval or raise the limit"
                + " (Storyboard.maximumScheduledWorkPerStep)"
        case .taskDidNotSettle(let seconds):
            return "a .task neither slept on the virtual clock (Task.sleep) nor ended within \(seconds) s of real time:"
                + " it waits for something that is not the virtual clock (a network call, a continuation never resumed,"
                + " @MainActor code while the frame runs inside a main-queue block) or never suspends"
        case .mainQueueUnavailable:
            return "cannot run views from inside a DispatchQueue.main block (a @MainActor caller): their"
                + " DispatchQueue.main.async work could not run at its frame; call from the main thread outside a"
                + " main-queue block (main.swift, a command) or from any other thread (a nonisolated test)"
        }
    }
}
