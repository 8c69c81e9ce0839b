import Foundation
import Geometry2D

extension View {
    /// A count on this view's tab item (or, in a `List` row, at the row's trailing end): the
    /// tab bar draws it as white text on a red capsule at the top right of the item; a list row
    /// ends with it in the secondary colour. 0 shows nothing (SwiftUI's `badge(_:)`; spec §16.6).
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(unread)
    /// ```
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(badge: count == 0 ? nil : Text("\(count)")))
    }

    /// A text badge (nil shows nothing).
    public func badge(_ label: Text?) -> some View { modifier(_BadgeModifier(badge: label)) }

    /// A badge of a literal.
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(_BadgeModifier(badge: key.map { Text($0) })) }

    /// A badge of a string as it is (nil shows nothing).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(_BadgeModifier(badge: label.map { Text($0) })) }
}

/// In a list row, the badge trailing; elsewhere kept on the element for a `TabView`'s bar.
struct _BadgeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let badge: Text?

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        if let badge, context.environment[ListMetricsKey.self] != nil {
            resolveView(HStack {
                content
                Spacer(minLength: 0)
                badge.foregroundStyle(.secondary)
            }, at: node.child(.content), in: context, into: &elements)
            return
        }
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            BadgeElement(child: child, badge: badge, node: owner, context: context)
        }
    }
}

/// A tab's content with the badge its tab item shows.
final class BadgeElement: WrapperElement {
    let badge: Text?
    init(child: ViewElement, badge: Text?, node: ViewNode, context: ResolveContext) {
        self.badge = badge
        super.init(child: child, node: node, context: context)
    }

    /// The badge as the tab bar draws it: white, 13 points, on a red capsule at least 18 points
    /// across (*inferred* from iOS 17 screenshots).
    static func barView(_ badge: Text) -> some View {
        badge.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}
