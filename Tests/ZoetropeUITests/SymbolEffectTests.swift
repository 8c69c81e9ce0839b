import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `symbolEffect`: discrete effects played when a value changes, indefinite ones while active,
/// held states reached with a spring, and `symbolEffectsRemoved`.
@Suite struct SymbolEffectTests {
    struct Bell: View {
        @State var count = 0
        var body: some View {
            Image(systemName: "bell.fill").font(.system(size: 40))
                .symbolEffect(.bounce, value: count)
                .onTapGesture { count += 1 }
        }
    }

    func image(_ frame: StoryboardFrame) throws -> ViewSnapshot {
        try #require(frame.views.first { $0.kind == "Image" })
    }

    @Test func aBounceScalesUpAndSettlesAfterTheValueChanges() throws {
        let board = Storyboard("bell", size: CGSize(width: 100, height: 100), duration: 2) { Bell() }
            .tap(.kind("Image"), at: 0.5)
        let rest = try image(board.frame(at: 0.4))
        #expect(rest.drawnFrame == rest.frame, "no bounce before the value changes")
        // The peak (1.2) is reached 0.22 s after the change.
        let peak = try image(board.frame(at: 0.72))
        #expect(abs(peak.drawnFrame.width / peak.frame.width - 1.2) < 0.01, "\(peak.drawnFrame) vs \(peak.frame)")
        let settled = try image(board.frame(at: 1.5))
        #expect(abs(settled.drawnFrame.width - settled.frame.width) < 0.01)
    }

    @Test func aPulseRepeatsWhileActive() throws {
        let board = Storyboard("pulse", size: CGSize(width: 100, height: 100), duration: 3) {
            Image(systemName: "heart.fill").symbolEffect(.pulse)
        }
        let opacities = try [0.0, 0.5, 1.0, 1.5].map { try image(board.frame(at: $0)).opacity }
        #expect(abs(opacities[0] - 1) < 0.01 && abs(opacities[1] - 0.35) < 0.01 && abs(opacities[2] - 1) < 0.01
                && abs(opacities[3] - 0.35) < 0.01, "\(opacities)")
    }

    @Test func scaleUpHoldsWhileActiveAndRemovedEffectsDoNothing() throws {
        func width(_ active: Bool, removed: Bool = false) throws -> CGFloat {
            let board = Storyboard("scale", size: CGSize(width: 100, height: 100), duration: 2) {
                Image(systemName: "star.fill").font(.system(size: 40)).symbolEffect(.scale.up, isActive: active)
                    .symbolEffectsRemoved(removed)
            }
            let shown = try image(board.frame(at: 1))
            return shown.drawnFrame.width / shown.frame.width
        }
        #expect(abs(try width(true) - 1.2) < 0.01)
        #expect(abs(try width(false) - 1) < 0.01)
        #expect(abs(try width(true, removed: true) - 1) < 0.01)
    }

    @Test func disappearHidesAndAppearShows() throws {
        func opacity<E: IndefiniteSymbolEffect>(_ effect: E, active: Bool) throws -> Double {
            let board = Storyboard("vis", size: CGSize(width: 100, height: 100), duration: 2) {
                Image(systemName: "star.fill").symbolEffect(effect, isActive: active)
            }
            return try image(board.frame(at: 1)).opacity
        }
        #expect(try opacity(.disappear, active: true) == 0)
        #expect(try opacity(.disappear, active: false) == 1)
        #expect(try opacity(.appear, active: false) == 0)
        #expect(try opacity(.appear, active: true) == 1)
    }

    @Test func optionsRepeatAndSpeed() throws {
        let twice = SymbolEffectOptions.repeat(2).speed(2)
        #expect(twice.repeatCount == 2 && twice.speed == 2)
        #expect(SymbolEffectOptions.speed(.nan).speed == 1)
        #expect(SymbolEffectOptions.repeating.repeatCount == nil)
        let keyframes = BounceSymbolEffect()._cycle.timeline(count: 2, speed: 2)
        #expect(keyframes.tracks.count == 2)
    }
}
