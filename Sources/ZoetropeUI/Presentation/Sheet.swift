import Foundation
import Geometry2D
import AnimationCore

extension View {
    /// Presents `content` in a sheet from the bottom while `isPresented` (SwiftUI's `sheet`): a
    /// card of the system background with rounded top corners, as tall as its detent (large by
    /// default: up to 10 points under the top safe area; `.presentationDetents([.medium])`: half the
    /// screen), over the view dimmed. It slides in and out (0.35 s) whatever the transaction.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingAdd) {
    ///     AddContactView().presentationDetents([.medium, .large])
    /// }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented.wrappedValue, fullScreen: false, content: content))
    }

    /// Presents the sheet `content` makes for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let item = item.wrappedValue
        return modifier(_SheetModifier(isPresented: item != nil, fullScreen: false) { item.map(content) })
    }

    /// Presents `content` over the whole screen while `isPresented` (no dimming, no corners).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented.wrappedValue, fullScreen: true, content: content))
    }

    /// The heights a sheet can take; it is shown at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(sheetGathering { if $0.detents == nil { $0.detents = detents } })
    }

    /// Shows or hides the sheet's grabber (automatic: shown when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(sheetGathering { if $0.dragIndicator == nil { $0.dragIndicator = visibility } })
    }

    /// The sheet's corner radius (nil: the system's, 12 points here).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(sheetGathering { if $0.cornerRadius == nil, let cornerRadius, cornerRadius.isFinite { $0.cornerRadius = max(cornerRadius, 0) } })
    }

    /// Accepted: the sheet keeps the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Accepted: a scripted render does not swipe sheets away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double) }
    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// The card's height on a screen `height` tall whose top safe area is `top`.
    func cardHeight(screen height: CGFloat, top: CGFloat) -> CGFloat {
        let largest = max(height - top - 10, 0)
        let value: CGFloat
        switch kind {
        case .large: value = largest
        case .medium: value = height / 2
        case .fraction(let f): value = height * CGFloat(f.isFinite ? min(max(f, 0), 1) : 1)
        case .height(let h): value = CGFloat(h.isFinite ? max(h, 0) : Double(largest))
        }
        return min(value, largest)
    }
}

/// What a sheet's content says about the sheet, gathered while it resolves.
final class SheetSettings: @unchecked Sendable {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
}

struct SheetSettingsKey: EnvironmentKey { static var defaultValue: SheetSettings? { nil } }

func sheetGathering(_ update: @escaping (SheetSettings) -> Void) -> _GatheringModifier<SheetSettings> {
    _GatheringModifier(model: { $0[SheetSettingsKey.self] }, update: update)
}

/// The view with its sheet over it (dimmed behind a sheet, not behind a full-screen cover).
struct _SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Bool
    let fullScreen: Bool
    let content: () -> SheetContent

    func body(content base: Content) -> some View {
        base.modifier(_CanvasOverlayModifier(overlay: ZStack {
            if isPresented && !fullScreen {
                Color.black.opacity(0.2).transition(.opacity)
            }
            if isPresented {
                _SheetCard(fullScreen: fullScreen, content: content).transition(.move(edge: .bottom))
            }
        }
        .animation(.easeInOut(duration: 0.35), value: isPresented)))
    }
}
