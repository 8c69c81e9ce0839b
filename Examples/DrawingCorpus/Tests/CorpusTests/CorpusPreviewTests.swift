import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import Corpus

/// The drawing corpus's acceptance test: every preview of `Corpus` is listed by the registry and
/// matches its golden PNG in `__Snapshots__/CorpusPreviewTests/`.
///
/// - Time: 2 s after `onAppear` (`Preview.defaultDuration`): one-shot `onAppear` animations have
///   settled; repeating ones (`repeatForever`, `TimelineView(.animation)`, `PhaseAnimator`) are at a
///   fixed point of their loop, on the virtual clock.
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
        "ActivityRingsView",
        "AdaptiveColorGridView",
        "AlignmentGuideBadgeView",
        "AnimatedBarChartView",
        "ArcSpinnerView",
        "AutoScrollCarouselView",
        "BlendModeTextView",
        "CalendarGridView",
        "CanvasSpinnerView",
        "CardifyMemoryGameView",
        "CountingNumberView",
        "CustomToggleStyleView",
        "Dashed loader",
        "DonutChartView",
        "DownloadProgressButton",
        "EmojiEmitterView",
        "FireworksView",
        "FlashcardFlipView",
        "GlassCardView",
        "GlowingBorderCardView",
        "GradientRingLoader",
        "GradientTextMaskView",
        "HeroCardExpandView",
        "HueRotationCardView",
        "KeyframeLikeButton",
        "LineChartView",
        "MeshGradientCardView",
        "MetaballView",
        "MoonPhaseView",
        "MorphingPlayButton",
        "OnboardingPagerView",
        "OrbitLoader",
        "PageTabOnboardingView",
        "PhaseAnimatorBadgeView",
        "PhotoGridHeroView",
        "PulsingDotsView",
        "ScrollTransitionCardsView",
        "SegmentedPillToggle",
        "ShuffleGridView",
        "SkeletonShimmerView",
        "SnapCarouselView",
        "SnowfallView",
        "SparklineView",
        "SpeedometerGaugeView",
        "StarfieldView",
        "StatsGridView",
        "SwipeCardStackView",
        "TabUnderlineView",
        "WalkthroughView",
        "WaveBarsLoader",
        "WidgetTilesView",
    ]

    @Test func previewsAreListed() throws {
        let names = try PreviewRegistry.previews(inModule: "Corpus").map(\.name)
        #expect(names == Self.expectedNames)
    }

    @Test(arguments: expectedNames)
    func preview(_ name: String) throws {
        let preview = try PreviewRegistry.preview(named: name, inModule: "Corpus")
        assertSnapshot(of: preview, as: .preview(time: 2, fittingIn: 256), named: Self.fileName(name), testName: "preview")
    }

    /// Every preview at full size (1 pixel per point), written to `$CORPUS_LOOK_DIR` to look at — not
    /// a golden, and run only when that variable is set (this package has no `CorpusPreviews`
    /// executable): `CORPUS_LOOK_DIR=/tmp/look swift test --filter look`. `CORPUS_LOOK_TIME` picks
    /// another moment than 2 s, `CORPUS_LOOK_NAMES` (comma-separated) some of the previews.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CORPUS_LOOK_DIR"] != nil), arguments: lookNames)
    func look(_ name: String) throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = environment["CORPUS_LOOK_DIR"]!
        let time = environment["CORPUS_LOOK_TIME"].flatMap(Double.init) ?? 2
        let preview = try PreviewRegistry.preview(named: name, inModule: "Corpus")
        _ = verifySnapshot(of: preview, as: .preview(time: time), named: Self.fileName(name), record: .all,
                           snapshotDirectory: directory, testName: "look")
    }

    static var lookNames: [String] {
        ProcessInfo.processInfo.environment["CORPUS_LOOK_NAMES"].map { $0.split(separator: ",").map(String.init) } ?? expectedNames
    }

    /// A name as a reference file's name (letters, digits, `-` and `_`).
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
