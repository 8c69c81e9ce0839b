import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

private struct AccentKey: EnvironmentKey { static let defaultValue = 7 }

extension EnvironmentValues {
    fileprivate var accent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// `@Environment` reads the environment at its view each time the body runs; user keys through
/// `EnvironmentKey`; the system values a render gives.
@Suite struct EnvironmentPropertyTests {
    /// Labels itself with the colour scheme it reads.
    private struct SchemeLabel: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Color.gray.accessibilityLabel(scheme == .dark ? "dark" : "light") }
    }

    private struct Switcher: View {
        @State private var dark = false
        var body: some View {
            VStack {
                SchemeLabel()
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("switch").onTapGesture { dark = true }
            }
            .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    @Test func environmentReadsFollowChanges() throws {
        let story = Storyboard("env", size: CGSize(width: 100, height: 100), duration: 1) { Switcher() }.tap(.id("switch"), at: 0.5)
        #expect(throws: Never.self) { try story.frame(at: 0.25).find(.label("light")) }
        #expect(throws: Never.self) { try story.frame(at: 0.75).find(.label("dark")) }
    }

    private final class Readings: @unchecked Sendable { var values: [String: String] = [:] }

    private struct Reader: View {
        let readings: Readings
        let name: String
        @Environment(\.accent) private var accent
        @Environment(\.isEnabled) private var isEnabled
        var body: some View {
            let _ = { readings.values[name] = "\(accent) \(isEnabled)" }()
            Color.clear
        }
    }

    @Test func customKeysAndTransforms() throws {
        let readings = Readings()
        let story = Storyboard("keys", size: CGSize(width: 100, height: 100), duration: 1) {
            VStack {
                Reader(readings: readings, name: "default")
                Reader(readings: readings, name: "set").environment(\.accent, 42)
                Reader(readings: readings, name: "transformed").transformEnvironment(\.accent) { $0 += 1 }.environment(\.accent, 42)
                Reader(readings: readings, name: "disabled").disabled(false).disabled(true)
                Reader(readings: readings, name: "innerFalse").disabled(false).disabled(false)
                Reader(readings: readings, name: "outerWins").disabled(false).disabled(true).disabled(false)
            }
        }
        _ = try story.frame(at: 0)
        #expect(readings.values == ["default": "7 true", "set": "42 true", "transformed": "43 true", "disabled": "7 false",
                                    "innerFalse": "7 true", "outerWins": "7 false"])
    }

    @Test func systemValuesOfARender() {
        let values = EnvironmentValues()
        #expect(values.scenePhase == .active)
        #expect(values.dynamicTypeSize == .large)
        #expect(!values.dynamicTypeSize.isAccessibilitySize)
        #expect(values.accessibilityReduceMotion == false)
        #expect(values.isEnabled)
        #expect(values.locale.identifier == "en_US")
        #expect(values.timeZone.secondsFromGMT() == 0)
        #expect(values.calendar.identifier == .gregorian)
        #expect(values.horizontalSizeClass == nil)
    }

    private struct Actions: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        var body: some View {
            HStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("close").onTapGesture { dismiss() }
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("help")
                    .onTapGesture { openURL(URL(string: "https://example.com/help")!) }
            }
        }
    }

    @Test func dismissAndOpenURLAreRecorded() throws {
        let story = Storyboard("actions", size: CGSize(width: 100, height: 100), duration: 2) { Actions() }
            .tap(.id("close"), at: 0.5).tap(.id("help"), at: 1)
        #expect(try story.frame(at: 0.25).systemRequests.isEmpty)
        let requests = try story.frame(at: 1.5).systemRequests
        #expect(requests.map(\.description) == ["dismiss at 0.5", "openURL https://example.com/help at 1.0"])
    }

    @Test func anOpenURLHandlerOfYourOwnRuns() throws {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        let story = Storyboard("handler", size: CGSize(width: 100, height: 100), duration: 2) {
            Actions().environment(\.openURL, OpenURLAction { url in opened.urls.append(url); return .handled })
        }
        .tap(.id("help"), at: 1)
        let frame = try story.frame(at: 1.5)
        #expect(opened.urls == [URL(string: "https://example.com/help")!])
        #expect(frame.systemRequests.isEmpty)
    }
}

/// `.disabled(true)` stops a button's action: the tap lands and nothing changes.
@Suite struct DisabledButtonTests {
    final class Count: @unchecked Sendable { var taps = 0 }

    @Test(arguments: [false, true]) func disabledButtonIgnoresTaps(disabled: Bool) throws {
        let count = Count()
        let story = Storyboard("b", size: CGSize(width: 200, height: 100), duration: 1) {
            Button("Send") { count.taps += 1 }.accessibilityIdentifier("send").disabled(disabled)
        }
        .tap(.id("send"), at: 0.5)
        _ = try story.frame(at: 0.75)
        #expect(count.taps == (disabled ? 0 : 1))
    }
}
