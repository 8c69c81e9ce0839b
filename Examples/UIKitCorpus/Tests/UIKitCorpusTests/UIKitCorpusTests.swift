import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import UIKitCorpus

/// Issue 39's corpus on screen (CORPUS.md gives each file, its trigger and its sample times): each
/// view or controller in a window of its size, its trigger at 0, its frames at those times as one
/// film strip — cards (300²) at half scale, phone screens (393 × 852) at a quarter — CPU backend,
/// exact (`precision: 1`). Recorded by hand (`SNAPSHOT_TESTING_RECORD=all`); CI runs with `never`.
@Suite struct UIKitCorpusTests {
    static let card = CGSize(width: 300, height: 300)
    static let phone = CGSize(width: 393, height: 852)

    /// A screen of `view`, `trigger` run on it at 0.
    func screen<V: UIView>(_ size: CGSize, _ make: @escaping () -> V, trigger: ((V) -> Void)? = nil) -> UIKitTimeline {
        let screen = UIKitTimeline(size: size) { make() }
        if let trigger { screen.at(0) { controller in (controller.view as? V).map(trigger) } }
        return screen
    }

    func check(_ screen: UIKitTimeline, _ times: [Double], _ name: String, scale: CGFloat? = nil) {
        let s = scale ?? (screen.size.height > 500 ? 0.25 : 0.5)
        assertSnapshot(of: screen, as: .frames(at: times, scale: s), named: name, testName: "corpus")
    }

    // MARK: Activity indicators

    @Test func replicatorDots() { check(screen(Self.card, { ReplicatorDotsLoaderView() }), [0.3, 0.6, 1.0, 1.5], "ReplicatorDotsLoaderView") }
    @Test func equalizerBars() {
        check(screen(Self.card, { EqualizerBarsLoaderView() }) { $0.startAnimating() }, [0.1, 0.3, 0.5, 0.7], "EqualizerBarsLoaderView")
    }
    @Test func materialArc() {
        check(screen(Self.card, { MaterialArcSpinnerView() }) { $0.startAnimating() }, [0.2, 0.5, 0.9, 1.4, 2.6], "MaterialArcSpinnerView")
    }
    @Test func pulsingRings() { check(screen(Self.card, { PulsingRingsView() }), [0.5, 1.2, 2.0], "PulsingRingsView") }
    @Test func spokes() {
        check(screen(Self.card, { SpokeActivityIndicatorView() }) { $0.startAnimating() }, [0, 0.25, 0.5, 0.75], "SpokeActivityIndicatorView")
    }

    // MARK: Progress

    @Test func circularProgress() {
        check(screen(Self.card, { CircularProgressView() }) { $0.animateToGoal() }, [0, 0.5, 0.75, 1.5], "CircularProgressView")
    }
    @Test func gradientRing() {
        check(screen(Self.card, { GradientProgressRingView() }) { $0.startDownload() }, [0.5, 1.5, 3.0, 3.2], "GradientProgressRingView")
    }
    @Test func pieProgress() {
        check(screen(Self.card, { PieProgressView() }) { $0.animateDemo() }, [0, 0.4, 0.6, 1.2], "PieProgressView")
    }

    // MARK: UIView.animate, keyframes, property animators, transitions

    @Test func onboarding() {
        check(UIKitTimeline(size: Self.phone) { OnboardingViewController() }, [0.05, 0.3, 0.6, 1.0, 2.0], "OnboardingViewController")
    }
    @Test func cardStack() { check(screen(Self.phone, { CardStackView() }) { $0.toggle() }, [0, 0.2, 0.4, 1.0], "CardStackView") }
    @Test func toast() { check(screen(Self.phone, { ToastBannerView() }) { $0.showToast() }, [0.2, 0.6, 1.0, 2.6, 3.2], "ToastBannerView") }
    @Test func incomingCall() {
        let call = screen(Self.phone, { IncomingCallView() })
        call.at(1) { ($0.view as? IncomingCallView)?.answer() }
        check(call, [0, 0.45, 0.9, 1.2, 1.5, 2.0], "IncomingCallView")
    }
    @Test func floatingMenu() {
        check(screen(Self.phone, { FloatingActionMenuView() }) { $0.toggle() }, [0, 0.15, 0.3, 0.8], "FloatingActionMenuView")
    }
    @Test func bouncingBall() {
        check(screen(Self.card, { BouncingBallKeyframeView() }) { $0.bounce() }, [0, 0.3, 0.6, 0.7, 1.1], "BouncingBallKeyframeView")
    }
    @Test func flightDeparture() {
        check(UIKitTimeline(size: Self.phone) { FlightDepartureViewController() }, [0.25, 0.6, 0.9, 1.5, 2.0], "FlightDepartureViewController")
    }

    // MARK: Core Graphics drawing

    @Test func thermostat() { check(screen(Self.card, { ThermostatGaugeView() }) { $0.warmUp() }, [0, 0.5, 0.75, 1.5], "ThermostatGaugeView") }
    @Test func gradientSlider() { check(screen(Self.card, { GradientSliderView() }) { $0.turnUp() }, [0, 0.2, 0.4, 0.8], "GradientSliderView") }
    @Test func speedometer() {
        check(screen(Self.card, { SpeedometerView() }) { $0.accelerate(to: 180) }, [0, 0.3, 1.0, 2.0], "SpeedometerView")
    }
    @Test func battery() { check(screen(Self.card, { BatteryLevelView() }) { $0.startCharging() }, [0, 0.3, 1.2, 2.7], "BatteryLevelView") }

    // MARK: Charts, shimmer, likes

    @Test func barChart() {
        check(screen(CGSize(width: 393, height: 320), { AnimatedBarChartView() }) { $0.animateBars() }, [0.1, 0.35, 0.7, 1.3], "AnimatedBarChartView")
    }
    @Test func lineChart() {
        check(screen(CGSize(width: 393, height: 360), { AnimatedLineChartView() }) { $0.animateChart() }, [0.4, 0.8, 1.6, 2.2], "AnimatedLineChartView")
    }
    @Test func slideToUnlock() { check(screen(Self.phone, { SlideToUnlockShimmerView() }), [0.5, 1.1, 1.6], "SlideToUnlockShimmerView") }
    @Test func skeletonFeed() {
        let feed = screen(Self.phone, { SkeletonFeedView() }) { $0.startShimmering() }
        feed.at(1.2) { ($0.view as? SkeletonFeedView)?.showContent() }
        check(feed, [0.3, 0.7, 1.1, 1.4, 1.7, 2.1], "SkeletonFeedView")
    }
    @Test func heartBurst() {
        check(screen(Self.card, { HeartBurstButtonView() }) { $0.toggleLike() }, [0.1, 0.25, 0.4, 0.6, 0.9], "HeartBurstButtonView")
    }
    @Test func twitterLike() {
        check(screen(Self.card, { TwitterLikeButtonView() }) { $0.toggleLike() }, [0.1, 0.3, 0.5, 0.9], "TwitterLikeButtonView")
    }

    // MARK: Controllers, counters, typing, SwiftUI

    @Test func loadingScreen() {
        check(UIKitTimeline(size: Self.phone) { LoadingScreenViewController() }, [0.3, 1.0, 2.0, 3.6, 4.4], "LoadingScreenViewController")
    }
    @Test func splashReveal() {
        check(UIKitTimeline(size: Self.phone) { SplashRevealViewController() }, [0.3, 0.9, 1.2, 1.5, 2.2], "SplashRevealViewController")
    }
    @Test func fetchingPlaylists() {
        check(UIKitTimeline(size: Self.phone) { FetchingPlaylistsViewController() }, [0.15, 0.3, 1.0, 2.8, 3.2], "FetchingPlaylistsViewController")
    }
    @Test func countingLabels() {
        check(screen(CGSize(width: 393, height: 420), { CountingLabelView() }) { $0.countUp() }, [0.2, 0.7, 1.4, 2.3], "CountingLabelView")
    }
    @Test func typewriter() {
        check(screen(CGSize(width: 393, height: 320), { TypewriterTerminalView() }) { $0.startTyping() }, [1.0, 3.0, 5.0, 8.0], "TypewriterTerminalView")
    }
    @Test func coffeeOrder() {
        let order = UIKitTimeline(size: Self.phone) { CoffeeOrderStackViewController() }
        order.at(0) { ($0 as? CoffeeOrderStackViewController)?.increment() }
        order.at(1) { ($0 as? CoffeeOrderStackViewController)?.selectSize(2) }
        check(order, [0.05, 0.2, 0.5, 1.1, 1.35], "CoffeeOrderStackViewController")
    }
    @Test func syncingOverlay() {
        let board = Storyboard("syncing", size: CGSize(width: 300, height: 300), duration: 1) { SyncingOverlayView() }
        assertSnapshot(of: board, as: .frames(at: [0, 0.2, 0.45], scale: 0.5), named: "SyncingOverlayView", testName: "corpus")
    }

    // MARK: Touches: gesture recognizers, target–action, custom controls, display links, UIKit roots

    /// A storyboard of a UIKit root with scripted touches, its frames as one film strip.
    func touched(_ story: Storyboard, _ times: [Double], _ name: String) {
        let scale: CGFloat = story.size.height > 500 ? 0.25 : 0.5
        assertSnapshot(of: story, as: .frames(at: times, scale: scale), named: name, testName: "corpus")
    }

    @Test func swipeCards() {
        let story = Storyboard("swipeCards", size: Self.phone, duration: 3) { SwipeCardsViewController() }
            .drag(from: CGPoint(x: 196, y: 380), to: CGPoint(x: 420, y: 420), duration: 0.4, at: 0.3)
            .tap(.label("Nope"), at: 1.5)
        touched(story, [0.2, 0.5, 0.85, 1.2, 1.7, 2.3], "SwipeCardsViewController")
    }
    @Test func listeningWave() {
        let story = Storyboard("wave", size: Self.card, duration: 2) { ListeningWaveView() }
            .tap(.label("Microphone"), at: 0.5)
        touched(story, [0.3, 0.6, 1.0, 1.6], "ListeningWaveView")
    }
    @Test func doubleTapLike() {
        let story = Storyboard("doubleTap", size: Self.card, duration: 3) { DoubleTapLikePhotoView() }
            .tap(.label("Photo"), at: 0.3)
            .tap(.label("Photo"), at: 0.45)
            .tap(.label("Photo"), at: 1.6)
        touched(story, [0.4, 0.6, 0.9, 1.5, 2.4], "DoubleTapLikePhotoView")
    }
    @Test func bottomSheet() {
        let story = Storyboard("sheet", size: Self.phone, duration: 3) { BottomSheetViewController() }
            .drag(from: CGPoint(x: 196, y: 740), to: CGPoint(x: 196, y: 300), duration: 0.35, at: 0.3)
            .drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 380), duration: 0.5, at: 1.6)
        touched(story, [0.2, 0.5, 0.8, 1.3, 1.9, 2.6], "BottomSheetViewController")
    }
    @Test func starRating() {
        let story = Storyboard("rating", size: Self.card, duration: 2.5) { RatingCardView() }
            .drag(from: CGPoint(x: 40, y: 148), to: CGPoint(x: 240, y: 148), duration: 0.5, at: 0.3)
            .tap(.point(x: 102, y: 148), at: 1.5)
        touched(story, [0.2, 0.45, 0.7, 1.2, 1.8], "RatingCardView")
    }
    @Test func gradientSliderDragged() {
        let story = Storyboard("slider", size: Self.card, duration: 1) { GradientSliderView() }
            .drag(from: CGPoint(x: 82, y: 180), to: CGPoint(x: 230, y: 180), duration: 0.4, at: 0.3)
        touched(story, [0.2, 0.5, 0.8], "GradientSliderView-dragged")
    }
}
