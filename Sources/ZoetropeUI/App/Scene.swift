import Foundation

/// A part of an app's user interface with a life cycle of its own (SwiftUI's `Scene`): a
/// `WindowGroup` of views, `Settings`, or a scene of your own made of others in its `body`.
///
/// ```swift
/// struct Main: Scene {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
public protocol Scene {
    /// The type of scene this scene's body is.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder var body: Self.Body { get }

    /// The windows of `scene`, in order (Zoetrope's own scenes implement it; every other scene
    /// gets the default, which asks its `body`). Do not implement it yourself.
    static func _windows(_ scene: Self) -> [_SceneWindow]
}

extension Scene {
    public static func _windows(_ scene: Self) -> [_SceneWindow] { Body._windows(scene.body) }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive scene and has no body") }
}

extension Never: Scene {
    public static func _windows(_ scene: Never) -> [_SceneWindow] { switch scene {} }
}

/// One window a scene declares: its kind, title and root view.
public struct _SceneWindow {
    /// `"WindowGroup"`, `"Settings"`.
    public let kind: String
    public let title: String?
    public let id: String?
    let content: () -> AnyView
}

/// Builds scenes from closures: one scene, several, or an optional one (`#if os(macOS)` around
/// `Settings` works as in Xcode).
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Settings { SettingsView() }
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(scene: content) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side.
public struct _TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let scenes: (repeat each Content)
    init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }

    public static func _windows(_ scene: Self) -> [_SceneWindow] {
        var windows: [_SceneWindow] = []
        for part in repeat each scene.scenes { windows += type(of: part)._windows(part) }
        return windows
    }
}

/// A scene present only when a condition held.
public struct _OptionalScene<Content: Scene>: Scene {
    public typealias Body = Never
    let scene: Content?

    public static func _windows(_ scene: Self) -> [_SceneWindow] {
        scene.scene.map { Content._windows($0) } ?? []
    }
}

extension Scene {
    /// Runs `action` when `value` changes. A rendered scene's values (its `scenePhase` is always
    /// `.active`) do not change, so it runs only with `initial: true`, once.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.onChange(of: scenePhase) { _, phase in log(phase) }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        if initial { action(value, value) }
        return self
    }

    /// Runs `action` when `value` changes (the iOS 14 form): never, in a render.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

    /// The size a new window starts with (no effect: a render's window is the device's screen).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// The size a new window starts with (no effect: a render's window is the device's screen).
    public func defaultSize(_ size: CGSize) -> some Scene { self }
}
