import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

// An app as Xcode's template writes it (without `@main`: a test target links this module, and a
// second `main` would collide with the test runner's; see AppsAndDevices.md).
private struct ContentView: View {
    var body: some View {
        VStack {
            Circle().frame(width: 40, height: 40).accessibilityIdentifier("logo")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow)
    }
}

private struct SettingsView: View {
    var body: some View { Color.gray }
}

private struct TemplateApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

private struct ToolApp: App {
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup("Main", id: "main") { ContentView() }
            .onChange(of: scenePhase) { _, _ in }
        WindowGroup("Inspector", id: "inspector") { SettingsView() }
        #if os(macOS)
        Settings { SettingsView() }
        #endif
        Settings { SettingsView() }
    }
}

private struct CustomScene: Scene {
    var body: some Scene { WindowGroup { SettingsView() } }
}

private struct ComposedApp: App {
    var showExtra = true
    var body: some Scene {
        CustomScene()
        if showExtra { WindowGroup("Extra") { ContentView() } }
    }
}

@Suite struct AppSceneTests {
    @Test func scenesListTheirWindows() {
        #expect(TemplateApp().windows.map(\.kind) == ["WindowGroup"])
        let tool = ToolApp().windows
        #expect(tool.map(\.kind) == ["WindowGroup", "WindowGroup", "Settings"])
        #expect(tool.map(\.title) == ["Main", "Inspector", nil])
        #expect(tool.map(\.id) == ["main", "inspector", nil])
        #expect(ComposedApp().windows.map(\.title) == [nil, "Extra"])
        #expect(ComposedApp(showExtra: false).windows.count == 1)
    }

    @Test func appStoryboardRendersTheFirstWindowOnTheDevice() throws {
        let story = TemplateApp().storyboard("app", device: .iPhone15, duration: 1)
        #expect(story.size == CGSize(width: 393, height: 852))
        let frame = try story.frame(at: 0, scale: 1)
        #expect(try frame.find(.id("logo")).frame == CGRect(x: 176.5, y: 418.5, width: 40, height: 40).roundedToPixels(scale: 1))
        // The window's background colour reaches under the status bar and home indicator.
        #expect(try frame.find(.kind("Color")).frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let inspector = try ToolApp().storyboard("inspector", duration: 1, window: "inspector").frame(at: 0, scale: 1)
        #expect(try inspector.find(.kind("Color")).frame == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test func mainReportsTheWindowAndHowToRenderIt() {
        let report = AppLaunch.report(for: TemplateApp())
        #expect(report.contains("TemplateApp: a SwiftUI app compiled with Zoetrope"))
        #expect(report.contains("scene: WindowGroup"))
        #expect(report.contains("Its first window on iPhone 16 Pro (402 × 874 points) at t = 0:"))
        #expect(report.contains("#logo"))
        #expect(report.contains("StoryboardCatalog"))
    }
}
