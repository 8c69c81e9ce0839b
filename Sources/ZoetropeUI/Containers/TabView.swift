import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath

/// Tabs, one shown at a time (SwiftUI's `TabView`): on iPhone a tab bar along the bottom with each
/// tab's `tabItem`, or, with `.tabViewStyle(.page)`, pages that slide sideways with index dots. The
/// shown tab is the one whose `.tag` equals `selection` (the first without a selection); changing
/// the selection inside `withAnimation` slides the pages. Tapping a tab bar item selects its tab.
///
/// ```swift
/// TabView(selection: $page) {
///     ForEach(pages.indices, id: \.self) { index in PageView(page: pages[index]).tag(index) }
/// }
/// .tabViewStyle(.page)
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection binding: the first is shown.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var tabs: [ViewElement] = []
        resolveView(content, at: node.child(.body), in: context, into: &tabs)
        let selected = selection.map { AnyHashable($0.wrappedValue) }
        let pageIndex = context.environment[TabViewStyleKey.self]
        // Only pages swipe: a tab bar keeps no swipe state.
        let swipe = pageIndex != nil ? TabViewElement.swipe(at: node) : nil
        var index = selected.flatMap { value in tabs.firstIndex { $0.traits.tag == value } } ?? 0
        if selection == nil, let swipe { index = min(swipe.unboundPage, max(tabs.count - 1, 0)) }
        var items: [ViewElement] = []
        var badges: [(item: Int, badge: ViewElement)] = []
        if pageIndex == nil {
            // The tab bar: each tab's item, tinted when selected, tapping selects it.
            for (position, tab) in tabs.enumerated() {
                var element: ViewElement? = tab
                while let current = element, !(current is TabItemElement) { element = current.unaryContent }
                guard let item = (element as? TabItemElement)?.item else { continue }
                let tint: Color = position == index ? .accentColor : Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
                var resolved: [ViewElement] = []
                resolveView(item.foregroundStyle(tint).font(.system(size: 10, weight: .medium))
                                .environment(\.labelInTabBar, true),
                            at: node.child(.secondary(100 + position)), in: context, into: &resolved)
                let tag = tab.traits.tag, binding = selection
                for element in resolved {
                    element.traits.tapActions = [{ if let tag, let binding, let value = tag.base as? SelectionValue { binding.wrappedValue = value } }]
                }
                items.append(contentsOf: resolved)
                // Its badge (`.badge`), over the item's top right.
                var badged: ViewElement? = tab
                while let current = badged, !(current is BadgeElement) { badged = current.unaryContent }
                if let badge = (badged as? BadgeElement)?.badge, let last = items.indices.last {
                    var marks: [ViewElement] = []
                    resolveView(BadgeElement.barView(badge), at: node.child(.secondary(200 + position)), in: context, into: &marks)
                    badges += marks.map { (last, $0) }
                }
            }
        }
        let element = TabViewElement(tabs: tabs, selected: min(index, max(tabs.count - 1, 0)), items: items, badges: badges, pageIndex: pageIndex,
                                     indexBackground: context.environment[IndexBackgroundKey.self], node: node, context: context)
        if let swipe, tabs.count > 1 {
            // Pages turn by swiping: the binding gets the new page's tag (or the view keeps the page).
            let binding = selection, tags = tabs.map { $0.traits.tag }
            element.traits.contentShape = Rectangle()
            element.traits.gestures.append(swipe.gesture(in: node.graph, pageCount: tabs.count, current: element.selected) { page in
                guard let binding else { swipe.unboundPage = page; return }
                if let value = tags[page]?.base as? SelectionValue { binding.wrappedValue = value }
            })
        }
        elements.append(element)
    }
}
