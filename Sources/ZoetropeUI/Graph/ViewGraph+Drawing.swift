import Foundation
import Geometry2D
import RenderCommands

/// The graph's output: the display list of its elements, and the errors drawing met.
extension ViewGraph {
    /// The display list of the current elements, in device pixels (`transform` maps canvas
    /// points to pixels; default: the scale).
    package func displayList(transform: ProjectionTransform? = nil) -> DisplayList {
        let toPixels = transform ?? ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale))
        drawingError = nil
        var context = DrawingContext(transform: toPixels)
        context.maximumMeshGradientWork = maximumMeshGradientWork
        // About as many commands as last time: the array grows once, not by doubling.
        context.displayList.commands.reserveCapacity(lastCommandCount)
        rootElement?.draw(into: &context)
        // Presentations (sheets) over everything, in canvas space, in the order they were met.
        var index = 0
        while index < context.presentations.count && index < 64 {
            let presented = context.presentations[index]
            var over = DrawingContext(transform: toPixels)
            over.maximumMeshGradientWork = maximumMeshGradientWork
            swap(&over.displayList, &context.displayList)
            presented.draw(into: &over)
            swap(&over.displayList, &context.displayList)
            context.presentations += over.presentations
            if context.error == nil { context.error = over.error }
            index += 1
        }
        lastCommandCount = context.displayList.commands.count
        if let error = context.error { failDrawing(error) }
        return context.displayList
    }

    /// Records `error`, met while drawing, to be thrown after the drawing (the first one wins).
    func failDrawing(_ error: any Error) {
        if drawingError == nil { drawingError = error }
    }

    /// Throws (once) the error met while drawing the last display list.
    package func throwDrawingError() throws {
        if let error = drawingError {
            drawingError = nil
            throw error
        }
    }
}
