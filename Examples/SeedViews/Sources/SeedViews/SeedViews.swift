import Foundation
import Zoetrope
import ZoetropeCommands

/// The seeds' views, each with the taps a person would make, on the virtual clock.
@main
enum SeedViews: StoryboardCatalog {
    static var assets: [URL] { [Bundle.module.resourceURL!.appendingPathComponent("Assets")] }

    static var storyboards: [Storyboard] {
        [
            // Seed 000: implicit animation — one tap animates scale and opacity together.
            Storyboard("tower-implicit", duration: 3, assets: assets) { Example1() }
                .tap(.label("tower"), at: 1),
            // Seed 000: explicit animation — the scale jumps, only the opacity animates.
            Storyboard("tower-explicit", duration: 3, assets: assets) { Example2() }
                .tap(.label("tower"), at: 1),
            // Seed 001: FlipEffect feeds the face shown back through its binding (DispatchQueue.main).
            Storyboard("flip-card", duration: 8, assets: assets) { RotatingCard() },
            // Seed 001: the overlays read their bar's global x ("x = 76" …); .ignoredByLayout() keeps one still.
            Storyboard("ignored-by-layout", duration: 2, assets: assets) { IgnoredByLayoutView() },
            // Seed 003: the segmented picker morphs the right angle (tap "Triangle", then "Trapezium").
            Storyboard("right-angle-picker", duration: 2, assets: assets) { AnimatableDataView() }
                .tap(.label("Triangle"), at: 0.5).tap(.label("Trapezium"), at: 1.25),
            // Seed 003: the "Animate" button springs the blob.
            Storyboard("blob-button", duration: 3, assets: assets) { AnimatablePairView() }
                .tap(.label("Animate"), at: 0.5),
            // Seed 003: the line chart's AnimatableVector eases up from flat, forever (vDSP on Linux too).
            Storyboard("line-chart", duration: 3, assets: assets) { VectorArithmeticView() },
            // Seed 004: the article's first card, its text in the middle of the ring.
            Storyboard("card-fragment", duration: 1, assets: assets) { CardFragment() },
            // Seed 004: the countdown ring empties from 75 % over 3 s.
            Storyboard("countdown", duration: 3, assets: assets) { CountDownRing() },
            // Seed 004: Cardify (an AnimatableModifier) turns the card over when tapped.
            Storyboard("cardify", duration: 2.5, assets: assets) { CardTable() }
                .tap(.id("card"), at: 0.5),
        ]
    }
}
