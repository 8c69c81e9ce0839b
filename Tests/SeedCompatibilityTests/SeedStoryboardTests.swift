import Foundation
import Testing
import Zoetrope

// The seeds' own views (pasted verbatim in Seed000Views.swift and Seed001Views.swift) played as
// storyboards: view-layer spec §2.6 V1–V4 (seed 000's implicit and explicit animations) and
// T12/T13/T29 (seed 001's FlipEffect, which sets its binding through DispatchQueue.main.async).

/// A storyboard of `content` on the spec's 390 × 844 canvas with the seed assets.
private func story<V: View>(_ duration: Double = 3, @ViewBuilder _ content: @escaping () -> V) -> Storyboard {
    Storyboard("seed", size: CGSize(width: 390, height: 844), duration: duration, assets: [SeedAssets.directory],
               content: content)
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }

extension ViewSnapshot {
    /// The horizontal scale of the effects around the view.
    fileprivate var scaleX: Double { Double(transform.m11) }
}

@Suite struct Seed000StoryboardTests {
    @Test func v1ImplicitAnimationAnimatesBothChanges() throws {
        let board = story { Example1() }.tap(.label("tower"), at: 1)
        for (time, scale, opacity) in [(1.25, 0.93542, 0.89667), (1.5, 0.75, 0.6), (2.0, 0.5, 0.2)] {
            let tower = try board.frame(at: time).find(.label("tower"))
            #expect(close(tower.scaleX, scale), "t=\(time) scale \(tower.scaleX)")
            #expect(close(tower.opacity, opacity), "t=\(time) opacity \(tower.opacity)")
        }
        let halfway = try board.frame(at: 1.5).find(.label("tower"))
        #expect(halfway.frame == CGRect(x: 95, y: 272, width: 200, height: 300))
        let drawn = halfway.drawnFrame
        #expect(close(drawn.minX, 120) && close(drawn.minY, 309.5) && close(drawn.width, 150) && close(drawn.height, 225),
                "\(drawn)")
    }

    @Test func beforeTheTapNothingMoves() throws {
        let tower = try story { Example1() }.tap(.label("tower"), at: 1).frame(at: 0.9).find(.label("tower"))
        #expect(tower.scaleX == 1 && tower.opacity == 1)
    }

    @Test func v2ExplicitAnimationAnimatesOnlyItsOwnWrite() throws {
        let tower = try story { ExplicitAnimation.Example2() }.tap(.label("tower"), at: 1).frame(at: 1.5).find(.label("tower"))
        #expect(close(tower.scaleX, 0.5))
        #expect(close(tower.opacity, 0.75))
    }

    @Test func v3AnimationModifierCoversOnlyWhatIsBeforeIt() throws {
        let tower = try story { ImplicitAnimationOrder.Example2() }.tap(.label("tower"), at: 1).frame(at: 1.5)
            .find(.label("tower"))
        #expect(close(tower.opacity, 0.6))
        #expect(close(tower.scaleX, 0.5))
    }

    @Test func v4AnimationNilRemovesTheAnimationForItsContent() throws {
        let tower = try story { AnimationNil.Example2() }.tap(.label("tower"), at: 1).frame(at: 1.5).find(.label("tower"))
        #expect(close(tower.opacity, 0.2))
        #expect(close(tower.scaleX, 0.75))
    }
}

@Suite struct Seed001StoryboardTests {
    let board = story(8) { RotatingCard() }

    private func shown(_ frame: StoryboardFrame) -> String? {
        frame.views.first { $0.kind == "Image" && $0.label != nil }?.label
    }

    @Test func t12CardLayout() throws {
        let first = try board.frame(index: 0)
        #expect(first.views.first { $0.kind == "Image" }?.frame == CGRect(x: 89, y: 262, width: 212, height: 320))
        #expect(shown(first) == "1")
    }

    @Test func t13FacesSwapOneFrameAfterTheEdge() throws {
        let session = board.session()
        var labels: [Int: String] = [:]
        for k in 0...182 {
            let frame = try session.frame(index: k)
            if [59, 61, 62, 182].contains(k) { labels[k] = shown(frame) }
        }
        // 90° per second at 60 fps: frame 60 evaluates 90.0° (≥ 90), so the swap shows in frame 61.
        #expect(labels == [59: "1", 61: "bg", 62: "bg", 182: "2"], "\(labels)")
    }

    @Test func t29AFrameRenderedAloneEqualsTheSameFrameOfAFullRun() throws {
        let session = board.session()
        var full: [Int: String] = [:]
        for k in 0..<120 {
            let frame = try session.frame(index: k)
            if k >= 100 { full[k] = "\(frame.displayList.commands)" }
        }
        for k in [119, 100, 110] {  // any order, each alone
            #expect("\(try board.frame(index: k).displayList.commands)" == full[k], "frame \(k)")
        }
    }

    @Test func aMainQueueCallerGetsAClearError() async throws {
        let board = self.board
        let error = await MainActor.run { () -> ViewGraphError? in
            do { _ = try board.frame(index: 1); return nil } catch { return error as? ViewGraphError }
        }
        #expect(error == .mainQueueUnavailable)
    }
}

/// Seed 001's IgnoredByLayoutView: each green/orange bar carries a GeometryReader overlay whose Text
/// reads its global minX. The effect moves the green bar and its overlay together (the overlay reads
/// the moved position), while `.ignoredByLayout()` moves the orange bar's pixels but not its layout,
/// so its overlay keeps reading the unmoved x.
@Suite struct Seed001IgnoredByLayoutTests {
    @Test func theOverlaysReadWhereLayoutPutsTheBars() throws {
        let board = story(2) { IgnoredByLayoutView() }
        func readings(at time: Double) throws -> [String] {
            try board.frame(at: time).views.filter { $0.kind == "Text" }.compactMap(\.label)
        }
        // The bars' layout x is 66 (390-point canvas: (390 − 200 − 8 − 50) / 2); the effect's x runs
        // 10 → −10 with easeInOut over 1 s, repeating and reversing: the green reading goes
        // 76 → 66 (half way) → 56, the orange one stays at 66.
        #expect(try readings(at: 0) == ["x = 76", "x = 66"])
        #expect(try readings(at: 0.5) == ["x = 66", "x = 66"])
        #expect(try readings(at: 1) == ["x = 56", "x = 66"])
    }
}

/// Seed 003's views with their controls: the segmented picker over the right angle (E1, T9, T10)
/// and the "Animate" button over the blob (E4).
@Suite struct Seed003ControlsTests {
    @Test func e1T10PickerAndShapeFrames() throws {
        let frame = try story { AnimatableDataView() }.frame(index: 0)
        let picker = try #require(frame.views.first { $0.kind == "Picker" })
        #expect(picker.frame == CGRect(x: 16, y: 281, width: 358, height: 32))
        #expect(picker.values["selection"] == "Square")
        let labels = frame.views.filter { $0.kind == "Text" }.compactMap(\.label)
        #expect(labels == ["Triangle", "Trapezium", "Square"])
    }

    @Test func t9TappingTriangleAnimatesTheRightAngle() throws {
        let board = story(2) { AnimatableDataView() }.tap(.label("Triangle"), at: 0.5)
        let before = try board.frame(at: 0.45)
        #expect(before.views.first { $0.kind == "Picker" }?.values["selection"] == "Square")
        let after = try board.frame(at: 0.85)
        #expect(after.views.first { $0.kind == "Picker" }?.values["selection"] == "Triangle")
        let shape = try #require(after.views.first { $0.kind == "RightAngleShape" })
        #expect(abs((shape.number("animatableData") ?? -1) - 200) < 1e-6, "\(shape)")
        let halfway = try board.frame(at: 0.675).views.first { $0.kind == "RightAngleShape" }
        // easeIn over 0.35 s at half time: 200 · 0.31536 = 63.07 (spec T9).
        #expect(abs((halfway?.number("animatableData") ?? -1) - 63.07) < 0.05, "\(String(describing: halfway))")
    }

    @Test func e4ButtonAboveTheBlob() throws {
        let board = story(2) { AnimatablePairView() }
        let first = try board.frame(index: 0)
        let button = try #require(first.views.first { $0.kind == "Text" && $0.label == "Animate" })
        #expect(button.frame == CGRect(x: 162, y: 142, width: 66, height: 21))
        let blob = try #require(first.views.first { $0.kind == "Blobshape" })
        #expect(blob.frame == CGRect(x: 16, y: 187, width: 358, height: 500))
        // Tapping the button springs the blob's offsets (0, 0) towards (60, 90); long after, they rest there.
        let tapped = board.tap(.label("Animate"), at: 0.5)
        let moving = try tapped.frame(at: 0.6).views.first { $0.kind == "Blobshape" }
        #expect(moving?.values["animatableData"] != blob.values["animatableData"], "\(String(describing: moving))")
        let rested = try story(8) { AnimatablePairView() }.tap(.label("Animate"), at: 0.5).frame(at: 7.5).views.first { $0.kind == "Blobshape" }
        #expect(rested?.values["animatableData"]?.contains("60") == true && rested?.values["animatableData"]?.contains("90") == true,
                "\(String(describing: rested))")
    }
}

/// Seed 004's card fragment: its text (`Text(card.content)`) is drawn in the middle of the card,
/// through the emoji's fallback font when Inter lacks it.
@Suite struct Seed004CardTextTests {
    @Test func theCardShowsItsContent() throws {
        let frame = try story(1) { CardFragment(card: .init(content: "A"), isFaceUp: true).frame(width: 212, height: 320) }.frame(index: 0)
        let text = try #require(frame.views.first { $0.kind == "Text" })
        #expect(text.label == "A")
        #expect(abs(text.frame.midX - 195) <= 0.5 && abs(text.frame.midY - 422) <= 0.5, "\(text.frame)")
        #expect(text.frame.size == CGSize(width: 12, height: 21))   // Inter "A" at 17 pt: 11.95 × 20.57
    }
}
