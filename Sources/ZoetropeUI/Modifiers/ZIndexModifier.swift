import Foundation

extension View {
    /// Sets the order in which this view draws among its siblings in a `ZStack`, an `HStack`, a
    /// `VStack` or an overlay's content: higher values draw on top; views with equal values (the
    /// default is 0) draw in the order they are listed. A removed view keeps its index while its
    /// removal transition runs, so a toast with `.zIndex(1)` slides out above the content it
    /// covers. It changes drawing only, not layout. A non-finite value counts as 0.
    ///
    /// ```swift
    /// ZStack(alignment: .top) {
    ///     content
    ///     if showToast { toast.transition(.move(edge: .top)).zIndex(1) }
    /// }
    /// ```
    public func zIndex(_ value: Double) -> some View {
        modifier(_TraitModifier { $0.zIndex = value.isFinite ? value : 0 })
    }
}
