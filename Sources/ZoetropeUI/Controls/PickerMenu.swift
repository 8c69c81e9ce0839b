import Foundation
import Geometry2D
import AnimationCore

/// A picker in the menu look (the default on iOS): the selected option's label and a small
/// up-and-down chevron in the accent colour; a tap opens a menu of the options as a `Menu` does
/// (spec §16.7) — a checkmark before the selected one — and a tap on an option selects it and
/// closes the menu. Disabled, the label is tertiary and a tap does nothing.
struct _PickerMenu: View {
    let options: [SegmentedPickerElement.Option]
    let enabled: Bool
    @State private var shown = false

    var body: some View {
        let open = $shown, enabled = self.enabled
        let title = options.first(where: \.isSelected)?.label ?? ""
        return HStack(spacing: 4) {
            Text(verbatim: title)
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
        }
        .lineLimit(1)
        .contentShape(Rectangle())
        .onTapGesture { if enabled { withAnimation(.easeOut(duration: 0.25)) { open.wrappedValue = true } } }
        .modifier(_ContextMenuPresenter(items: items, shown: open, lifts: false))
    }

    private var items: some View { _PickerOptionRows(options: options) }
}

/// A picker's options as menu rows: a checkmark before the selected one's title, the others'
/// titles in line with it. Inside a `Menu` (or context menu) a picker draws these in place of its
/// label, as iOS shows a picker inside a menu inline.
struct _PickerOptionRows: View {
    let options: [SegmentedPickerElement.Option]

    var body: some View {
        ForEach(options.indices, id: \.self) { index in
            let option = options[index]
            Button(action: option.select) {
                HStack(spacing: 6) {
                    Image(systemName: "checkmark").font(.body.weight(.semibold)).frame(width: 18).opacity(option.isSelected ? 1 : 0)
                    Text(verbatim: option.label)
                }
            }
            .foregroundStyle(Color.primary)
        }
    }
}
