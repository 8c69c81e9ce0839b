import Foundation

/// What ``LoweredDisplayList/run(into:)`` counted, and the budget limit it stopped at, if any.
package struct LoweringOutcome: Sendable, Equatable {
    /// The estimated points of the commands lowered (all of them unless `exceeded`).
    package var points = 0.0
    /// The deepest nesting of the layers lowered.
    package var maximumDepth = 0
    /// The limit the frame would have gone over; the run stopped before the command.
    package var exceeded: RenderBudget.Exceeded?
    /// The fills and strokes flattened (their outlines made device geometry): the work the budget
    /// spares, counted so that tests bound it instead of timing it.
    package var flattenedOutlines = 0
    /// The fills and strokes whose geometry an earlier frame made (``LoweredDisplayList/run(into:reusing:)``).
    package var keptOutlines = 0

    package init() {}
}

/// What a frame will cost, estimated before it is drawn (``LoweredDisplayList/estimate()``).
package struct FrameEstimate: Sendable, Equatable {
    /// Flattened points of every outline, an upper bound (before the clamp to the work rectangle).
    package var points = 0.0
    /// The deepest layer nesting.
    package var maximumDepth = 0
}
