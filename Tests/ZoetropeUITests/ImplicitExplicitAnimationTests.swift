import Foundation
import Testing
import AnimationCore
@testable import ZoetropeUI

// Seed 000's Example1/Example2 and the spec's vectors V1–V6 (view-layer spec §2.6, T1–T7).

private struct Example1: View {
    @State private var half = false
    @State private var dim = false
    var body: some View {
        Image("tower")
            .scaleEffect(half ? 0.5 : 1.0)
            .opacity(dim ? 0.2 : 1.0)
            .animation(.easeInOut(duration: 1.0))
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
            }
    }
}

private struct Example2Explicit: View {
    @State private var half = false
    @State private var dim = false
    var body: some View {
        Image("tower")
            .scaleEffect(half ? 0.5 : 1.0)
            .opacity(dim ? 0.5 : 1.0)
            .onTapGesture {
                self.half.toggle()
                withAnimation(.easeInOut(duration: 1.0)) { self.dim.toggle() }
            }
    }
}

private struct Example2OrderedImplicit: View {
    @State private var half = false
    @State private var dim = false
    var body: some View {
        Image("tower")
            .opacity(dim ? 0.2 : 1.0)
            .animation(.easeInOut(duration: 1.0))
            .scaleEffect(half ? 0.5 : 1.0)
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
            }
    }
}

private struct Example2AnimationNil: View {
    @State private var half = false
    @State private var dim = false
    var body: some View {
        Image("tower")
            .opacity(dim ? 0.2 : 1.0)
            .animation(nil)
            .scaleEffect(half ? 0.5 : 1.0)
            .animation(.easeInOut(duration: 1.0))
            .onTapGesture {
                self.dim.toggle()
                self.half.toggle()
            }
    }
}

@Suite struct ImplicitExplicitAnimationTests {
    @Test func v1ImplicitAnimationAnimatesBothChanges() throws {
        let board = story { Example1() }.tap(.label("tower"), at: 1)
        let expected: [(Double, Double, Double)] = [(1.25, 0.93542, 0.89667), (1.5, 0.75, 0.6), (2, 0.5, 0.2)]
        for (time, scale, opacity) in expected {
            let tower = try board.frame(at: time).find(.label("tower"))
            #expect(close(tower.scaleX, scale), "t=\(time) scale \(tower.scaleX)")
            #expect(close(tower.opacity, opacity), "t=\(time) opacity \(tower.opacity)")
        }
        let halfway = try board.frame(at: 1.5).find(.label("tower"))
        #expect(close(halfway.drawnFrame, CGRect(x: 120, y: 309.5, width: 150, height: 225)), "\(halfway.drawnFrame)")
        #expect(halfway.frame == CGRect(x: 95, y: 272, width: 200, height: 300))
    }

    @Test func v2ExplicitAnimationAnimatesOnlyItsOwnWrite() throws {
        let tower = try story { Example2Explicit() }.tap(.label("tower"), at: 1).frame(at: 1.5).find(.label("tower"))
        #expect(close(tower.scaleX, 0.5))
        #expect(close(tower.opacity, 0.75))
    }

    @Test func v3AnimationModifierCoversOnlyWhatIsBeforeIt() throws {
        let tower = try story { Example2OrderedImplicit() }.tap(.label("tower"), at: 1).frame(at: 1.5).find(.label("tower"))
        #expect(close(tower.opacity, 0.6))
        #expect(close(tower.scaleX, 0.5))
    }

    @Test func v4AnimationNilRemovesTheAnimationForItsContent() throws {
        let tower = try story { Example2AnimationNil() }.tap(.label("tower"), at: 1).frame(at: 1.5).find(.label("tower"))
        #expect(close(tower.opacity, 0.2))
        #expect(close(tower.scaleX, 0.75))
    }

    @Test func beforeTheTapNothingMoves() throws {
        let tower = try story { Example1() }.tap(.label("tower"), at: 1).frame(at: 0.9).find(.label("tower"))
        #expect(tower.scaleX == 1 && tower.opacity == 1)
    }
}
