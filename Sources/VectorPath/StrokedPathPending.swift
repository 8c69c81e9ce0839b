// Temporary until the stroker branch merges (removed in that merge).
extension Path {
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
}
