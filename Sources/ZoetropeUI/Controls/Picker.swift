import Foundation
import Geometry2D

/// A control that picks one of its options, each a view with a `.tag` (the value the selection
/// takes); tapping an option (`Storyboard.tap(.label("Square"), at: 1)`) sets the selection. With
/// `.pickerStyle(.segmented)`: iOS's segmented control (the spec's look: full proposed width,
/// height 32, gray track, white thumb under the selected option, 13-point labels, semibold when
/// selected); otherwise iOS's menu look, the selected option's label in the accent color. The
/// title is not shown, as on iOS. The selection changes without animation unless the change
/// itself is animated.
///
/// ```swift
/// Picker("选择", selection: $startingPoint) {
///     Text("Triangle").tag(CGFloat(200))
///     Text("Square").tag(CGFloat(0))
/// }.pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View { _PickerBody(selection: selection, content: content) }
}

extension Picker where Label == Text {
    /// A picker titled with a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The picker's options (label and tag, read from the content's elements) drawn in the
/// environment's picker look.
struct _PickerBody<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let selection: Binding<SelectionValue>
    let content: Content

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var options: [ViewElement] = []
        var optionsContext = context
        optionsContext.environment.controls.tagsRowsWithIDs = true
        content.resolve(node.child(.content), optionsContext, &options)
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.traits.tag == current }
        let binding = selection, enabled = context.environment.isEnabled
        let segments = options.enumerated().map { index, option in
            SegmentedPickerElement.Option(label: option.traits.label ?? "", isSelected: index == selected) {
                // Under `.disabled(true)` a tap on an option does nothing.
                if enabled, let value = option.traits.tag?.base as? SelectionValue { binding.wrappedValue = value }
            }
        }
        switch context.environment.controls.pickerLook {
        case .segmented:
            elements.append(SegmentedPickerElement(options: segments, node: node, context: context))
        case .menu where context.environment.menuDividers:
            resolveView(_PickerOptionRows(options: segments), at: node.child(.secondary(1)), in: context, into: &elements)
        case .menu:
            var inner = context
            inner.environment.foregroundStyle = !enabled ? SystemColors.tertiaryLabel.color
                : context.environment.foregroundStyle ?? context.environment.controls.accent
            resolveView(_PickerMenu(options: segments, enabled: enabled), at: node.child(.secondary(0)), in: inner, into: &elements)
        }
    }
}
