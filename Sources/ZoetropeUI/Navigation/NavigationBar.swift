import Foundation
import Geometry2D

/// What the views of one navigation level say about their bar, gathered while they resolve
/// (the outermost modifier of each kind wins) and read by the bar, which resolves after them.
final class NavigationBarModel: @unchecked Sendable {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbars: [AnyView] = []
    var isHidden = false
    var backButtonHidden = false
    /// `.searchable`: the search field's text and prompt (nil: no field).
    var search: (text: String, prompt: Text)?

    func reset() {
        search = nil
        title = nil
        displayMode = nil
        toolbars = []
        isHidden = false
        backButtonHidden = false
    }
}

struct NavigationBarModelKey: EnvironmentKey { static var defaultValue: NavigationBarModel? { nil } }

/// One level of a stack: its view under its bar (a top safe-area inset, so what ignores the safe
/// area — a list's background — extends under the transparent bar, as on iOS 15 and later).
struct NavigationLevel<Content: View>: View {
    let depth: Int
    let content: Content
    @State private var model = NavigationBarModel()

    init(depth: Int, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.content = content()
    }

    var body: some View {
        // A level fills the stack, its view centred in it (as a view controller's view fills the screen).
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .modifier(_NavigationLevelScope(model: model))
            .safeAreaInset(edge: .top, spacing: 0) { _NavigationBar(model: model, depth: depth) }
    }
}

/// Clears the level's bar model, then resolves the level's views with it in their environment.
struct _NavigationLevelScope: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let model: NavigationBarModel

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        model.reset()
        var inner = context
        inner.environment[NavigationBarModelKey.self] = model
        content.resolve(node.child(.content), inner, &elements)
    }
}

/// Sets what the level's bar shows, once per resolve (the outermost setting wins).
func navigationBarGathering(_ update: @escaping (NavigationBarModel) -> Void) -> _GatheringModifier<NavigationBarModel> {
    _GatheringModifier(model: { $0[NavigationBarModelKey.self] }, update: update)
}

/// The bar as the level's views described it: a 44-point row (back button and leading items,
/// the inline title or principal item centred, trailing items), and a large title under it.
struct _NavigationBar: View, PrimitiveView {
    typealias Body = Never
    let model: NavigationBarModel
    let depth: Int

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let navigator = context.environment.navigator
        navigator?.destinations.titles[depth] = model.title
        guard !model.isHidden else { return }
        let title = model.title
        let large = title != nil && model.displayMode != .inline
        let toolbars = model.toolbars
        let back: Text? = depth > 0 && !model.backButtonHidden ? (navigator?.title(below: depth) ?? Text("Back")) : nil
        let bar = VStack(spacing: 0) {
            ZStack {
                _ToolbarSlot(items: toolbars, side: .principal, fallback: large ? nil : title.map { AnyView($0.font(.headline).lineLimit(1)) })
                HStack(spacing: 16) {
                    if let back {
                        Button { navigator?.pop() } label: {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                                back.lineLimit(1)
                            }
                        }
                        .padding(.leading, -8)
                    }
                    _ToolbarSlot(items: toolbars, side: .leading, fallback: nil)
                    Spacer(minLength: 0)
                    _ToolbarSlot(items: toolbars, side: .trailing, fallback: nil)
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 44)
            if large, let title {
                title.font(.largeTitle.weight(.bold)).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .frame(height: 52)
            }
            if let search = model.search {
                _SearchField(text: search.text, prompt: search.prompt)
            }
        }
        .imageScale(.large)
        .environment(\.labelInToolbar, true)
        resolveView(bar, at: node.child(.body), in: context, into: &elements)
    }
}
