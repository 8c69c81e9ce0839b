import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import Corpus
@testable import CorpusApp

/// Issue 35's acceptance test: every preview of the corpus (`Corpus`, and `CorpusApp`'s template) is listed by the registry and matches
/// its golden PNG in `__Snapshots__/CorpusPreviewTests/`.
///
/// - Time: 2 s after `onAppear` (`Preview.defaultDuration`): one-shot `onAppear` animations have
///   settled; repeating ones are at a fixed point of their loop.
/// - Size: each preview on the canvas its traits ask for, scaled down so its longer side is at most
///   256 pixels (`fittingIn: 256`; an iPhone canvas of 402 × 874 points is 118 × 256 pixels).
/// - Tolerance: exact (`precision: 1`, `perceptualPrecision: 1`): the CPU backend gives the same
///   bytes on every Linux machine with the same fonts.
/// - Recording: only by hand, `SNAPSHOT_TESTING_RECORD=all swift test` (a missing golden fails
///   under CI's `SNAPSHOT_TESTING_RECORD=never`). Look at the PNGs before committing them.
@Suite struct CorpusPreviewTests {
    /// The previews the corpus declares, in the registry's order. A preview that stops registering,
    /// or a new one without its line here, fails `previewsAreListed` by name.
    static let expectedNames = [
        "AnalogClockView",
        "Light (ArticleCardView)",
        "Dark (ArticleCardView)",
        "Dark via environment",
        "BrandHeaderView",
        "Dark (BrandHeaderView)",
        "BreathingView",
        "Front",
        "Back face",
        "CheckoutView",
        "ColorSchemeAwareView",
        "ColorSchemeAwareView 2",
        "ContactsListView",
        "CountdownView",
        "CounterView",
        "Portrait",
        "DashboardView",
        "DropZoneView",
        "EmojiReactionsView",
        "ExpandingCardView",
        "FeedView",
        "FloatingActionMenu",
        "GradientsShowcaseView",
        "HeartLikeButton",
        "Liked",
        "KeyframeBounceView",
        "LoadingDotsView",
        "LoadingFeedView",
        "MenuItemRow",
        "MiniPlayerView",
        "Dark (MiniPlayerView)",
        "Badge with count",
        "Overflow",
        "OnboardingView",
        "PagedOnboardingView",
        "PaletteView",
        "PhotoHeaderView",
        "PressableButtonStyle",
        "Size that fits",
        "iPhone 15 Pro",
        "SE, large type",
        "ProgressRingView",
        "PulsingHeartView",
        "RatingView",
        "ReactionBellView",
        "ScaleTransitionView",
        "Light (SettingsFormView)",
        "Dark (SettingsFormView)",
        "ShoppingCartView",
        "SpinnerView",
        "StatusCardView",
        "SuccessCheckmarkView",
        "SystemColorsView",
        "SystemColorsView 2",
        "ToastDemoView",
        "WaterLevelView",
        "WeeklyBarChartView",
        "WelcomeBackgroundView",
    ]

    @Test func previewsAreListed() throws {
        let names = try PreviewRegistry.previews(inModule: "Corpus").map(\.name)
        #expect(names == Self.expectedNames)
        #expect(try PreviewRegistry.previews(inModule: "CorpusApp").map(\.name) == ["ContentView"])
    }

    /// Xcode's new-project template (an executable target with its `@main` app, reached through
    /// `@testable import`): its one preview.
    @Test func templatePreview() throws {
        let preview = try PreviewRegistry.preview(named: "ContentView", inModule: "CorpusApp")
        assertSnapshot(of: preview, as: .preview(time: 2, fittingIn: 256), named: "ContentView", testName: "template")
    }

    @Test(arguments: expectedNames)
    func preview(_ name: String) throws {
        let preview = try PreviewRegistry.preview(named: name, inModule: "Corpus")
        assertSnapshot(of: preview, as: .preview(time: 2, fittingIn: 256), named: Self.fileName(name), testName: "preview")
    }

    /// A failing-on-purpose case, run only with `CORPUS_SHOW_FAILURE=1`: the article card's preview
    /// in dark appearance against the light preview's golden — what a diff looks like (shown in
    /// Zoetrope.docc/SnapshotTesting.md).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CORPUS_SHOW_FAILURE"] == "1"))
    func showFailure() throws {
        let dark = try PreviewRegistry.preview(named: "Dark via environment", inModule: "Corpus")
        assertSnapshot(of: dark, as: .preview(time: 2, fittingIn: 256), named: Self.fileName("Light"), testName: "preview")
    }

    /// A name as a reference file's name (letters, digits, `-` and `_`).
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
