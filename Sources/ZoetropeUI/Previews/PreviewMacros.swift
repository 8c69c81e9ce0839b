/// A preview of the view `body` builds, as Xcode's `#Preview`: listed, rendered, sampled and
/// snapshotted headless by a package's `StoryboardCatalog` executable (`list`, `render NAME`,
/// `sample NAME`, `snapshot`) and found at run time by ``PreviewRegistry``, with nothing else to
/// write: the expansion registers the preview itself.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge().preferredColorScheme(.dark) }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { Card() }
/// #Preview {
///     @Previewable @State var on = false
///     Toggle("On", isOn: $on)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name, a string literal (default: the file's name, see ``PreviewRegistry``).
///   - traits: Layout and orientation (``PreviewTrait``).
///   - body: The view to preview; `@Previewable` variables at its top level become state of a
///     view generated around the rest, as Xcode 16 does.
///
/// Deviation: the body is not `@MainActor`, as Zoetrope's `View` is not (the view graph runs every
/// body on the main thread itself). `#Preview` is accepted at file scope only (as Xcode's canvas
/// finds it).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "ZoetropeMacros", type: "PreviewMacro")

/// Marks a variable at the top level of a `#Preview` body as the preview's own state (Xcode 16):
/// `#Preview` moves it into a view generated around the body, so `$name` bindings work.
///
/// ```swift
/// #Preview {
///     @Previewable @State var value = 0.5
///     Slider(value: $value)
/// }
/// ```
///
/// Anywhere else it is a compile-time error saying where it belongs.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ZoetropeMacros", type: "PreviewableMacro")
