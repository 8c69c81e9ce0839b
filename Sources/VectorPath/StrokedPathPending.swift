// Temporary until the stroker branch merges (removed in that merge).
extension Path {
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
}
extension FlattenedPath {
    public func stroked(style: StrokeStyle, tolerance: Double = 0.25) -> FlattenedPath { FlattenedPath() }
}
