import Foundation

/// One preview of a `PreviewProvider`'s `previews`: a view of a `Group`, a tuple or a `ForEach`,
/// with the preview modifiers around it read and taken off.
struct PreviewLeaf {
    var view: AnyView
    var settings = PreviewSettings()
}

/// Views that hold several previews, or preview settings, and say which.
protocol PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] { get }
}

/// The previews `view` holds: each view of a `Group`, tuple or `ForEach` (flattened), with the
/// preview modifiers on it and on the containers around it applied; any other view is one preview.
///
/// ```swift
/// previewLeaves(of: Group { A(); B().previewDisplayName("b") })   // two, the second named "b"
/// ```
func previewLeaves(of view: any View) -> [PreviewLeaf] {
    if let source = view as? any PreviewLeavesSource { return source.containedPreviews }
    return [PreviewLeaf(view: AnyView(erasing: view) ?? AnyView(EmptyView()))]
}

extension Group: PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] { previewLeaves(of: content) }
}

extension TupleView: PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] { children.flatMap { previewLeaves(of: $0) } }
}

extension AnyView: PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] { previewLeaves(of: view) }
}

extension ForEach: PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] {
        // One past the most a provider may hold, so a huge collection is refused, not expanded.
        data.prefix(PreviewRegistry.maximumPreviewsPerProvider + 1).flatMap { previewLeaves(of: content($0)) }
    }
}

extension ModifiedContent: PreviewLeavesSource where Content: View, Modifier: ViewModifier {
    /// A preview modifier sets its settings on each preview inside; any other modifier is applied to
    /// each of them (`Group { A(); B() }.padding()` is two padded previews).
    var containedPreviews: [PreviewLeaf] {
        let inner = previewLeaves(of: content)
        if let settings = (modifier as? _PreviewSettingsModifier)?.settings {
            return inner.map { PreviewLeaf(view: $0.view, settings: $0.settings.overridden(by: settings)) }
        }
        var outer = PreviewSettings()
        outer.colorScheme = (modifier as? any PreviewColorSchemeSource)?.previewColorScheme
        return inner.map { leaf in
            PreviewLeaf(view: AnyView(ModifiedContent<AnyView, Modifier>(content: leaf.view, modifier: modifier)),
                        settings: leaf.settings.overridden(by: outer))
        }
    }
}

extension _ConditionalContent: PreviewLeavesSource {
    var containedPreviews: [PreviewLeaf] {
        switch storage {
        case .trueContent(let view): previewLeaves(of: view)
        case .falseContent(let view): previewLeaves(of: view)
        }
    }
}

extension Optional: PreviewLeavesSource where Wrapped: View {
    var containedPreviews: [PreviewLeaf] { map { previewLeaves(of: $0) } ?? [] }
}
