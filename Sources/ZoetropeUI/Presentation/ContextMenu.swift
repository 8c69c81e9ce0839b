import Foundation
import Geometry2D
import AnimationCore

extension View {
    /// A menu that a long press (0.5 s) on this view opens (SwiftUI's `contextMenu(menuItems:)`):
    /// the screen behind blurred, the view drawn again over the blur where it is, and under it (or
    /// above, where there is no room below) a 250-point card of the items — each a row with its
    /// title leading and its icon trailing, `.destructive` ones red, a `Divider` a wide gap. A tap
    /// on an item runs it and closes the menu; a tap elsewhere closes it. Script it with
    /// `Storyboard.longPress(_:duration:at:)`. Metrics: spec §16.7 (inferred from iOS 17).
    ///
    /// ```swift
    /// PhotoThumbnail(photo)
    ///     .contextMenu {
    ///         Button("Favourite", systemImage: "heart") { photo.isFavourite.toggle() }
    ///         Divider()
    ///         Button("Delete", systemImage: "trash", role: .destructive) { delete(photo) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost(content: self, items: menuItems())
    }

    /// A context menu with a custom preview: the menu opens as with ``contextMenu(menuItems:)``;
    /// the view itself is drawn over the blur (the preview is accepted, not drawn).
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                           @ViewBuilder preview: () -> Preview) -> some View {
        _ContextMenuHost(content: self, items: menuItems())
    }
}

extension Button where Label == ZoetropeUI.Label<Text, Image> {
    /// A button with a role, labelled with a title and an SF Symbol (as context menus use).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ZoetropeUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ZoetropeUI.Label(title, systemImage: systemImage) }
    }
}

/// The view with its menu's open state.
struct _ContextMenuHost<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    @State private var shown = false

    var body: some View {
        let open = $shown
        return content
            .onLongPressGesture(minimumDuration: 0.5) { withAnimation(.easeOut(duration: 0.25)) { open.wrappedValue = true } }
            .modifier(_ContextMenuPresenter(items: items, shown: open, lifts: true))
    }
}

/// Resolves what is behind the menu and the menu beside the view; ``ContextMenuElement`` places and
/// draws them. A context menu `lifts` its view: the canvas blurred behind it, the view drawn again
/// over the blur; a `Menu`'s card opens over the canvas as it is (a clear layer takes the tap
/// that closes it).
struct _ContextMenuPresenter<Items: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: Items
    let shown: Binding<Bool>
    let lifts: Bool

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let shown = self.shown, items = self.items, lifts = self.lifts
        let isShown = shown.wrappedValue
        let close = { withAnimation(.easeOut(duration: 0.2)) { shown.wrappedValue = false } }
        content.wrap(at: node, in: context, into: &elements) { main, owner in
            var backdrop: [ViewElement] = []
            resolveView(ZStack {
                if isShown, lifts {
                    Rectangle().fill(.ultraThinMaterial).onTapGesture(perform: close).transition(.opacity)
                } else if isShown {
                    Color.clear.contentShape(Rectangle()).onTapGesture(perform: close)
                }
            }, at: owner.child(.secondary(0)), in: context, into: &backdrop)
            var menu: [ViewElement] = []
            var inner = context
            inner.environment[MenuDismissKey.self] = close
            resolveView(ZStack {
                if isShown {
                    _ContextMenuCard(items: items, floats: !lifts).transition(.opacity.combined(with: .scale(scale: 0.9)))
                }
            }, at: owner.child(.secondary(1)), in: inner, into: &menu)
            return ContextMenuElement(main: main, backdrop: backdrop, menu: menu, lifted: isShown && lifts, node: owner, context: context)
        }
    }
}

/// The menu's card: the items in a column of rows on light gray (0.93, 0.93, 0.94 at 85 %) over
/// `regularMaterial`, corners of 13; a card that `floats` over the unblurred screen (a `Menu`'s)
/// casts a soft shadow (black at 12 %, radius 16, 4 down) (*inferred*).
struct _ContextMenuCard<Items: View>: View {
    let items: Items
    let floats: Bool

    var body: some View {
        if floats { card.shadow(color: .black.opacity(0.12), radius: 16, y: 4) } else { card }
    }

    private var card: some View {
        VStack(spacing: 0) { items }
            .buttonStyle(_MenuRowButtonStyle())
            .labelStyle(_MenuRowLabelStyle())
            .environment(\.menuDividers, true)
            .frame(width: 250)
            .background(Color(red: 0.93, green: 0.93, blue: 0.94).opacity(0.85), in: RoundedRectangle(cornerRadius: 13, style: .continuous))
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
            .clipShape(RoundedRectangle(cornerRadius: 13, style: .continuous))
    }
}

/// A menu row: 44 points tall, 16 from the card's sides, the body font, primary or (destructive) red,
/// a hairline under it.
struct _MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? SystemColors.systemFill.color : Color.clear)
            .overlay(alignment: .bottom) { Rectangle().fill(SystemColors.separator.color).frame(height: 0.5) }
    }
}

/// A menu row's label: the title leading, the icon trailing.
struct _MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}

/// What a tap on a menu's item also does: close the menu.
struct MenuDismissKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// What a tap on a menu item also does (close the menu); nil outside menus.
    var menuDismiss: (() -> Void)? {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }

    /// Inside a context menu a `Divider` is a wide gap between groups of items.
    var menuDividers: Bool {
        get { self[MenuDividersKey.self] }
        set { self[MenuDividersKey.self] = newValue }
    }
}

struct MenuDividersKey: EnvironmentKey { static var defaultValue: Bool { false } }
