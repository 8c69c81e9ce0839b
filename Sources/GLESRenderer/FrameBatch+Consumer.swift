import RenderCommands

/// What a ``FrameBatch`` tells the lowering it consumes (``LoweredCommandConsumer``).
extension FrameBatch {
    /// Strokes thinner than a pixel are widened with their coverage scaled only under MSAA; exact
    /// area coverage draws them at their true width, as the software renderer does.
    var widensThinStrokes: Bool { !analytic }
    /// Analytic coverage keeps each kept path's pieces with its geometry.
    var storesDerivedData: Bool { analytic }
}
