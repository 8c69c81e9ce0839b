import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import Interaction

/// Issue 38's corpus under scripted touches (CORPUS.md gives each script and what its frames
/// show): each storyboard's frames at several times as one film strip, on an iPhone 15 canvas at a
/// quarter scale (98 × 213 pixels a frame), CPU backend, exact (`precision: 1`). Recorded by hand
/// (`SNAPSHOT_TESTING_RECORD=all`); CI runs with `never`.
@Suite struct InteractionStoryboardTests {
    func story(_ name: String, duration: Double, @ViewBuilder _ content: @escaping () -> some View) -> Storyboard {
        Storyboard(name, device: .iPhone15, duration: duration, content: content)
    }

    @Test func draggableCardFollowsTheFingerThenSpringsBack() {
        let board = story("drag", duration: 2.5) { DraggableCardView() }
            .drag(.label("card"), by: CGSize(width: 160, height: 20), duration: 0.4, curve: .easeOut, hold: 0.2, at: 0)
        assertSnapshot(of: board, as: .frames(at: [0.3, 0.7, 2.0], scale: 0.25), named: "DraggableCardView")
    }

    @Test func swipedCardsLeaveTheStack() {
        let board = story("swipe", duration: 3.5) { SwipeCardStackView() }
            .drag(.label("Ava"), by: CGSize(width: 200, height: 10), duration: 0.3, at: 0)
            .drag(.label("Noah"), by: CGSize(width: -60, height: 0), duration: 0.3, at: 1.2)
            .drag(.label("Noah"), by: CGSize(width: -200, height: 0), duration: 0.3, at: 2.5)
        assertSnapshot(of: board, as: .frames(at: [0.25, 1.0, 2.2, 3.3], scale: 0.25), named: "SwipeCardStackView")
    }

    @Test func pinchZoomsAndDoubleTapResets() {
        let board = story("pinch", duration: 4.5) { PinchZoomImageView() }
            .pinch(.label("Photo"), scale: 2.5, duration: 0.5, at: 0)
            .pinch(.label("Photo"), scale: 0.5, duration: 0.3, at: 1)
            .longPress(.label("Photo"), duration: 0.05, at: 1.9)
            .longPress(.label("Photo"), duration: 0.05, at: 2.0)
        assertSnapshot(of: board, as: .frames(at: [0.3, 0.8, 1.4, 2.6], scale: 0.25), named: "PinchZoomImageView")
    }

    @Test func holdToDeleteFillsItsRing() {
        let board = story("hold", duration: 3.5) { HoldToDeleteView() }
            .longPress(.label("Hold to delete"), duration: 0.6, at: 0)
            .longPress(.label("Hold to delete"), duration: 1.7, at: 1.5)
        assertSnapshot(of: board, as: .frames(at: [0.45, 1.0, 2.25, 3.2], scale: 0.25), named: "HoldToDeleteView")
    }

    @Test func aDebouncedSearchRunsAfterTheLastKeystroke() {
        let board = story("search", duration: 2) { CitySearchView() }
            .type("lo", into: .id("searchField"), at: 0)
            .type("n", into: .id("searchField"), at: 0.9)
        assertSnapshot(of: board, as: .frames(at: [0.4, 0.6, 1.2, 1.4], scale: 0.25), named: "CitySearchView")
    }

    @Test func longPressThenDragMovesTheIcon() {
        let board = story("pick", duration: 3) { LongPressDragView() }
            .drag(.label("App icon"), by: CGSize(width: 100, height: 150), duration: 0.5, at: 0)
            .longPress(.label("App icon"), duration: 0.6, at: 1.0)
        assertSnapshot(of: board, as: .frames(at: [0.3, 1.55], scale: 0.25), named: "LongPressDragView")
    }

    @Test func aDoubleTapLikesThePhoto() {
        let board = story("like", duration: 2) { DoubleTapLikeView() }
            .longPress(.id("photo"), duration: 0.05, at: 0.5)
            .longPress(.id("photo"), duration: 0.05, at: 0.62)
        assertSnapshot(of: board, as: .frames(at: [0.3, 0.9, 1.8], scale: 0.25), named: "DoubleTapLikeView")
    }

    @Test func gesturePrioritiesDecideWhoGetsTheTap() {
        let board = story("priority", duration: 1.5) { GesturePriorityView() }
            .longPress(.id("default.star"), duration: 0.05, at: 0.2)
            .longPress(.id("highPriority.star"), duration: 0.05, at: 0.5)
            .longPress(.id("simultaneous.star"), duration: 0.05, at: 0.8)
        assertSnapshot(of: board, as: .frames(at: [0.1, 1.0], scale: 0.25), named: "GesturePriorityView")
    }

    @Test func sepiaTurnsOnInTheReaderSettings() {
        let board = story("reader", duration: 1.5) { ReaderSettingsView() }
            .tap(.id("sepia"), at: 0.5)
        assertSnapshot(of: board, as: .frames(at: [0.2, 1.2], scale: 0.25), named: "ReaderSettingsView")
    }

    @Test func scoresAddUpOnTheBoard() {
        let board = story("score", duration: 2) { ScoreboardView() }
            .tap(.label("Lions +3"), at: 0.3)
            .tap(.label("Tigers +1"), at: 0.9)
        assertSnapshot(of: board, as: .frames(at: [0.2, 0.6, 1.5], scale: 0.25), named: "ScoreboardView")
    }

    @Test func aSignUpFormValidatesAsYouType() {
        let board = story("signup", duration: 3) { SignUpFormView() }
            .type("ada", into: .id("username"), at: 0)
            .type("secret123", into: .id("password"), at: 1.0)
        assertSnapshot(of: board, as: .frames(at: [0.4, 1.0, 2.5], scale: 0.25), named: "SignUpFormView")
    }

    @Test func aStopwatchRunsOnTheVirtualClock() {
        let board = story("stopwatch", duration: 4) { StopwatchView() }
            .tap(.label("Start"), at: 0.5)
            .tap(.label("Lap"), at: 1.5)
            .tap(.label("Stop"), at: 2.5)
            .tap(.label("Start"), at: 3.0)
        assertSnapshot(of: board, as: .frames(at: [1.505, 1.6, 2.9, 3.505], scale: 0.25), named: "StopwatchView")
    }

    @Test func savingShowsProgressThenTheResult() {
        let board = story("save", duration: 8) { SaveProfileButtonView() }
            .tap(.id("saveButton"), at: 0.2)
            .tap(.id("saveButton"), at: 3.2)
            .tap(.id("saveButton"), at: 6.0)
        assertSnapshot(of: board, as: .frames(at: [0.6, 1.6, 3.15, 7.4], scale: 0.25), named: "SaveProfileButtonView")
    }

    @Test func aWorldClockTicksFromTheVirtualNow() {
        let board = story("clock", duration: 62) { WorldClockView() }
            .tap(.label("Restart timer"), at: 6.0)
        assertSnapshot(of: board, as: .frames(at: [0.5, 5.5, 8.5, 61.5], scale: 0.25), named: "WorldClockView")
    }

    // MARK: Timers, tasks and models (scripts from CORPUS.md)

    @Test func aWorkoutCountdownPausesAndFinishes() {
        let board = story("countdown", duration: 13) { WorkoutCountdownView() }
            .tap(.label("Start"), at: 0.5)
            .tap(.label("Pause"), at: 3.6)
            .tap(.label("Start"), at: 5.6)
        assertSnapshot(of: board, as: .frames(at: [0.6, 3.5, 5.5, 10.5, 12.5], scale: 0.25), named: "WorkoutCountdownView")
    }

    @Test func aPromoCarouselAdvancesUntilPaused() {
        let board = story("carousel", duration: 11) { PromoCarouselView() }
            .tap(.label("Pause"), at: 6.6)
            .tap(.label("Page 1"), at: 10.0)
        assertSnapshot(of: board, as: .frames(at: [0.5, 3.2, 4.0, 6.5, 9.5, 10.6], scale: 0.25), named: "PromoCarouselView")
    }

    @Test func anOnboardingLoadsThenFinishes() {
        let board = story("onboarding", duration: 3) { AsyncOnboardingView() }
            .tap(.label("Get Started"), at: 2.0)
        assertSnapshot(of: board, as: .frames(at: [0.5, 1.2, 1.8, 2.6], scale: 0.25), named: "AsyncOnboardingView")
    }

    @Test func switchingCategoryCancelsTheLoad() {
        let board = story("feed", duration: 2) { CategoryFeedView() }
            .tap(.label("Sports"), at: 0.5)
        assertSnapshot(of: board, as: .frames(at: [0.4, 1.0, 1.4], scale: 0.25), named: "CategoryFeedView")
    }

    @Test func aCartBadgeCountsAndEmpties() {
        let board = story("shop", duration: 3) { ShopView() }
            .tap(.label("Add Croissant"), at: 0.5)
            .tap(.label("Add Croissant"), at: 0.8)
            .tap(.label("Add Sourdough"), at: 1.1)
            .tap(.label("Empty cart"), at: 2.0)
        assertSnapshot(of: board, as: .frames(at: [0.6, 1.5, 2.5], scale: 0.25), named: "ShopView")
    }

    // MARK: Gestures (scripts from CORPUS.md)

    @Test func aDialTurnsAndResets() {
        let board = story("dial", duration: 3) { RotateDialView() }
            .rotate(.label("Dial"), by: .degrees(90), duration: 0.5, at: 0)
            .rotate(.label("Dial"), by: .degrees(-135), duration: 0.5, at: 1.0)
            .tap(.label("Reset"), at: 2.0)
        assertSnapshot(of: board, as: .frames(at: [0.3, 0.8, 1.7, 2.8], scale: 0.25), named: "RotateDialView")
    }

    @Test func aStickerZoomsAndTurnsAtOnce() {
        let board = story("sticker", duration: 2) { ZoomRotateStickerView() }
            .pinch(.label("Sticker"), scale: 1.5, rotation: .degrees(30), duration: 0.5, at: 0)
            .tap(.label("Reset"), at: 1.0)
        assertSnapshot(of: board, as: .frames(at: [0.3, 0.8, 1.6], scale: 0.25), named: "ZoomRotateStickerView")
    }

    @Test func aBottomSheetSnapsToItsDetents() {
        let board = story("sheet", duration: 4.5) { BottomSheetView() }
            .drag(.label("Sheet handle"), by: CGSize(width: 0, height: -300), duration: 1, hold: 0.3, at: 0)
            .drag(.label("Sheet handle"), by: CGSize(width: 0, height: -150), duration: 0.1, at: 2.5)
            .drag(.label("Sheet handle"), by: CGSize(width: 0, height: 150), duration: 0.1, at: 3.5)
        assertSnapshot(of: board, as: .frames(at: [0.5, 2.0, 3.2, 4.2], scale: 0.25), named: "BottomSheetView")
    }

    @Test func pullingTheInboxRefreshesIt() {
        let board = story("inbox", duration: 4.5) { PullToRefreshInboxView() }
            .drag(.id("inboxList"), by: CGSize(width: 0, height: 200), duration: 0.5, hold: 0.1, at: 0)
            .drag(.id("inboxList"), by: CGSize(width: 0, height: 80), duration: 0.3, hold: 0.3, at: 3.0)
        assertSnapshot(of: board, as: .frames(at: [0.5, 1.0, 2.4, 3.4, 4.0], scale: 0.25), named: "PullToRefreshInboxView")
    }

    @Test func tapsLeaveFadingRipples() {
        let board = story("ripple", duration: 2) { TapRippleView() }
            .drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 200), duration: 0, hold: 0.05, at: 0.5)
            .drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 500), duration: 0, hold: 0.05, at: 0.8)
        assertSnapshot(of: board, as: .frames(at: [0.6, 0.9, 1.6], scale: 0.25), named: "TapRippleView")
    }

    @Test func aSnakeTurnsEatsAndHitsTheWall() {
        let board = story("snake", duration: 3.5) { SnakeGameView() }
            .tap(.label("Play"), at: 0.1)
            .drag(.id("board"), by: CGSize(width: 0, height: -60), duration: 0.08, at: 1.25)
        assertSnapshot(of: board, as: .frames(at: [1.1, 1.5, 2.9, 3.1], scale: 0.25), named: "SnakeGameView")
    }

    @Test func aSecondCopyKeepsTheToastLonger() {
        let board = story("toast", duration: 4.5) { CopyCodeToastView() }
            .tap(.label("Copy code"), at: 0.5)
            .tap(.label("Copy code"), at: 1.5)
        assertSnapshot(of: board, as: .frames(at: [1.0, 2.7, 3.2, 4.2], scale: 0.25), named: "CopyCodeToastView")
    }

    @Test func aTypewriterRestartsOnReplay() {
        let board = story("typewriter", duration: 3) { TypewriterTextView() }
            .tap(.label("Replay"), at: 2.0)
            .tap(.label("Replay"), at: 2.4)
        assertSnapshot(of: board, as: .frames(at: [0.52, 1.02, 1.75, 2.32, 2.72], scale: 0.25), named: "TypewriterTextView")
    }

    @Test func aFlungBubbleSnapsToACorner() {
        // The bubble's centre at rest: bottom-trailing (393 − 16 − 60, 852 − 16 − 80), then top-leading (16 + 60, 16 + 80).
        let board = story("bubble", duration: 3.5) { CornerSnapBubbleView() }
            .drag(from: CGPoint(x: 317, y: 756), to: CGPoint(x: 217, y: 606), duration: 0.08, at: 0)
            .drag(from: CGPoint(x: 76, y: 96), to: CGPoint(x: 176, y: 246), duration: 1, hold: 0.3, at: 1.0)
        assertSnapshot(of: board, as: .frames(at: [0.6, 2.0, 3.0], scale: 0.25), named: "CornerSnapBubbleView")
    }

    @Test func aVolumeSliderFollowsTapsAndDrags() throws {
        let base = story("volume", duration: 2) { DragSliderView() }
        let slider = try #require(try base.frame(at: 0).views.first { $0.label == "Volume" && $0.frame.height == 44 }).frame
        let point = CGPoint(x: slider.minX + slider.width * 0.75, y: slider.midY)
        let board = base
            .drag(from: point, to: point, duration: 0, hold: 0.05, at: 0.1)
            .drag(from: point, to: CGPoint(x: point.x + 400, y: point.y), duration: 0.3, at: 0.3)
            .tap(.label("Mute"), at: 1.0)
        assertSnapshot(of: board, as: .frames(at: [0.2, 0.8, 1.5], scale: 0.25), named: "DragSliderView")
    }

    @Test func onlyTheShapesThatDrawTakeTaps() throws {
        let base = story("playlist", duration: 2.5) { HitTestingPlaylistView() }
        let first = try base.frame(at: 0)
        let photo = try first.find(.label("Profile photo")).frame
        let track = try first.find(.id("track.Daybreak")).frame
        let corner = CGPoint(x: photo.minX + 8, y: photo.minY + 8)
        let row = CGPoint(x: track.minX + track.width * 0.9, y: track.midY)
        // A touch at the play button's centre (under a gradient overlay that lets touches through).
        let play = try first.find(.id("playButton")).frame
        let centre = CGPoint(x: play.midX, y: play.midY)
        let board = base
            .tap(.label("Profile photo"), at: 0.5)
            .drag(from: corner, to: corner, duration: 0, hold: 0.05, at: 1.0)
            .drag(from: row, to: row, duration: 0, hold: 0.05, at: 1.5)
            .drag(from: centre, to: centre, duration: 0, hold: 0.05, at: 2.0)
        assertSnapshot(of: board, as: .frames(at: [1.2, 1.7, 2.2], scale: 0.25), named: "HitTestingPlaylistView")
    }

    @Test func aBallBouncesUntilPaused() {
        let board = story("ball", duration: 4) { BouncingBallView() }
            .tap(.id("playfield"), at: 2.0)
            .tap(.label("Pause"), at: 2.5)
        assertSnapshot(of: board, as: .frames(at: [0.6, 1.5, 3.0, 3.5], scale: 0.25), named: "BouncingBallView")
    }
}
