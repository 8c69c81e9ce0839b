import Foundation

// The calling thread's stack of current contexts: UIKit's `UIGraphicsGetCurrentContext()` reads
// it, a view's `draw(_:)` and `UIGraphicsImageRenderer` push onto it.

extension CGContext {
    /// The innermost current context of this thread, or nil.
    package static var current: CGContext? { LayerThreadState.current.drawingContexts.last }

    /// Makes `context` current on this thread (`UIGraphicsPushContext`).
    package static func push(_ context: CGContext) {
        let state = LayerThreadState.current
        guard state.drawingContexts.count < maximumSavedStates else {
            LayerDiagnostics.warn("CGContext: more than \(maximumSavedStates) current contexts pushed; the push is ignored")
            return
        }
        state.drawingContexts.append(context)
    }

    /// Ends the innermost current context (`UIGraphicsPopContext`; nothing when none).
    package static func pop() { _ = LayerThreadState.current.drawingContexts.popLast() }

    /// Runs `body` with `context` current on this thread.
    package static func withCurrent<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let state = LayerThreadState.current
        let depth = state.drawingContexts.count
        state.drawingContexts.append(context)
        defer { state.drawingContexts.removeSubrange(min(depth, state.drawingContexts.count)...) }
        return try body()
    }
}
