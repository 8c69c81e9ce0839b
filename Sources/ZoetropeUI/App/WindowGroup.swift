import Foundation

/// A scene that shows a view in a window (SwiftUI's `WindowGroup`): on iPhone, the whole screen.
/// A storyboard renders its content (``App/storyboard(_:device:duration:window:)``).
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Editor", id: "editor") { EditorView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        id = nil
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.id = id
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.text
        id = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.text
        self.id = id
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        id = nil
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    public static func _windows(_ scene: Self) -> [_SceneWindow] {
        let content = scene.content
        return [_SceneWindow(kind: "WindowGroup", title: scene.title, id: scene.id, content: { AnyView(content) })]
    }
}

/// The settings window of a macOS app (SwiftUI's `Settings`): it compiles and is listed; a render
/// shows an app's first `WindowGroup`, not its settings.
///
/// ```swift
/// #if os(macOS)
/// Settings { SettingsView() }
/// #endif
/// ```
public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _windows(_ scene: Self) -> [_SceneWindow] {
        let content = scene.content
        return [_SceneWindow(kind: "Settings", title: nil, id: nil, content: { AnyView(content) })]
    }
}
