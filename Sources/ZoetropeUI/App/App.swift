import Foundation

/// An app (SwiftUI's `App`): its scenes in `body`. A file with `@main struct MyApp: App` compiles
/// unchanged; run on Linux, ``App/main()`` lays out the first window's content on the default
/// device and prints it, with how to render it (Zoetrope draws headless: there is no window to
/// open). To render an app's window, make a storyboard of it:
///
/// ```swift
/// @main struct MyApp: App {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// // In a storyboard catalog:
/// MyApp().storyboard("MyApp", device: .iPhone15, duration: 2)
/// ```
///
/// Put `@main` in an executable target, not in a library a test target links: a library's
/// `@main` defines the program's `main` symbol, and the test runner's own `main` then collides
/// with it (`multiple definition of 'main'` when linking the tests). To keep the app type in a
/// library (for a storyboard catalog to use), make it `public` there and write only
/// `@main extension MyApp {}` in the executable target; see the "Apps and devices" article.
public protocol App {
    /// The type of scene the app's body is.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Self.Body { get }
    /// Makes the app (as `@main` does).
    init()
}

extension App {
    /// The app's entry point on Linux: prints the first window's views laid out on
    /// ``DeviceProfile/default`` at t = 0, and how to render them.
    public static func main() {
        print(AppLaunch.report(for: Self()))
    }

    /// The windows the app's scenes declare, in order.
    public var windows: [_SceneWindow] { Body._windows(body) }

    /// A storyboard of the app's first `WindowGroup` (or of window `window`, by id or title) on
    /// `device`: what `render` and `sample` of a storyboard catalog play.
    ///
    /// ```swift
    /// static var storyboards: [Storyboard] { [MyApp().storyboard("app", duration: 2)] }
    /// ```
    public func storyboard(_ name: String, device: DeviceProfile = .default, duration: TimeInterval,
                           window: String? = nil) -> Storyboard {
        let chosen = AppLaunch.window(in: windows, named: window)
        return Storyboard(name, device: device, duration: duration) {
            if let chosen { chosen.content() } else { EmptyView() }
        }
    }
}

/// What `App.main()` prints.
enum AppLaunch {
    /// The first `WindowGroup` (by id or title when `name` is given), else the first window.
    static func window(in windows: [_SceneWindow], named name: String?) -> _SceneWindow? {
        if let name { return windows.first { $0.id == name || $0.title == name } }
        return windows.first { $0.kind == "WindowGroup" } ?? windows.first
    }

    static func report<A: App>(for app: A) -> String {
        let name = String(describing: A.self)
        var lines = ["\(name): a SwiftUI app compiled with Zoetrope, which renders views headless — there is no window to open."]
        let windows = app.windows
        for window in windows {
            lines.append("  scene: \(window.kind)" + (window.title.map { " \"\($0)\"" } ?? "") + (window.id.map { " id \($0)" } ?? ""))
        }
        let device = DeviceProfile.default
        if let first = window(in: windows, named: nil) {
            let story = app.storyboard(name, device: device, duration: 0)
            do {
                let frame = try story.frame(at: 0, scale: 1)
                lines.append("Its first window on \(device.name) (\(Int(device.size.width)) × \(Int(device.size.height)) points) at t = 0:")
                lines += frame.views.map { "  " + $0.description }
            } catch {
                lines.append("Its first window (\(first.kind)) could not be laid out: \(error)")
            }
        } else {
            lines.append("It declares no window.")
        }
        lines.append("""
            To render it to PNG frames, list it in a storyboard catalog: an executable target of your package that
            depends on the target holding the app (see the "Apps and devices" article):
              @main enum Renders: StoryboardCatalog {
                  static var storyboards: [Storyboard] { [\(name)().storyboard("\(name)", device: .iPhone15, duration: 2)] }
              }
            then: swift run Renders render \(name) --out frames --scale 3
            """)
        return lines.joined(separator: "\n")
    }
}
