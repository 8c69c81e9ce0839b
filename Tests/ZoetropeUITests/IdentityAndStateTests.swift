import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

private final class Log { var appearances = 0 }

private struct Counter: View {
    let log: Log
    @State var n = 0
    var body: some View {
        Rectangle().frame(width: 10 + CGFloat(n), height: 10)
            .onTapGesture { n += 1 }
            .onAppear { log.appearances += 1 }
    }
}

private final class Token { var value = 0; var flag = true; var start = 1 }

@Suite struct IdentityAndStateTests {
    @Test func t16ChangedIdResetsStateAndAppearsAgain() throws {
        let log = Log(), token = Token()
        struct Root: View {
            let log: Log, token: Token
            @State var bump = 0
            var body: some View {
                let _ = bump
                Counter(log: log).id(token.value).onTapGesture { }
            }
        }
        var board = story { Root(log: log, token: token) }
        for t in [0.5, 1.0, 1.5] { board = board.tap(.kind("Rectangle"), at: t) }
        let before = try board.frame(at: 1.9).find(.kind("Rectangle"))
        #expect(before.frame.width == 13)
        let log2 = Log(), token2 = Token()
        var reset = story { Root(log: log2, token: token2) }
        for t in [0.5, 1.0, 1.5] { reset = reset.tap(.kind("Rectangle"), at: t) }
        reset = reset.run(at: 2) { stage in token2.value = 1; try stage.tap(.kind("Rectangle")) }
        let after = try reset.frame(at: 2).find(.kind("Rectangle"))
        #expect(after.frame.width == 10, "state reset with the new identity: \(after.frame)")
        #expect(log2.appearances == 2)
    }

    @Test func t17BranchesAreDifferentIdentitiesModifiersAreNot() throws {
        struct Branches: View {
            let log: Log, token: Token
            @State var tick = 0
            var body: some View {
                let _ = tick
                Group {
                    if token.flag { Counter(log: log) } else { Counter(log: log) }
                }
                .onTapGesture { tick += 1 }
            }
        }
        struct Faded: View {
            let log: Log, token: Token
            @State var tick = 0
            var body: some View {
                let _ = tick
                Counter(log: log).opacity(token.flag ? 1 : 0.5).onTapGesture { tick += 1 }
            }
        }
        let t1 = Token()
        let branches = try story { Branches(log: Log(), token: t1) }
            .tap(.kind("Rectangle"), at: 0.5)
            .run(at: 1) { stage in t1.flag = false; try stage.tap(.kind("Rectangle")) }
            .frame(at: 1.2).find(.kind("Rectangle"))
        #expect(branches.frame.width == 10, "a new branch starts with fresh state")
        let t2 = Token()
        let faded = try story { Faded(log: Log(), token: t2) }
            .tap(.kind("Rectangle"), at: 0.5)
            .run(at: 1) { stage in t2.flag = false; try stage.tap(.kind("Rectangle")) }
            .frame(at: 1.2).find(.kind("Rectangle"))
        // Tapped twice (the second tap reaches the same Counter): the identity kept its state.
        #expect(faded.frame.width == 12, "the same identity keeps its state")
    }

    @Test func t18StateInitialValueCountsOnlyAtFirstAppearance() throws {
        struct Child: View {
            @State var x: CGFloat
            init(start: CGFloat) { _x = State(initialValue: start) }
            var body: some View { Rectangle().frame(width: x, height: 10) }
        }
        struct Parent: View {
            @State var v: CGFloat = 1
            var body: some View { Child(start: v).onTapGesture { v = 5 } }
        }
        let child = try story { Parent() }.tap(.kind("Rectangle"), at: 0.5).frame(at: 1).find(.kind("Rectangle"))
        #expect(child.frame.width == 1)
    }

    @Test func t28OnAppearAnimationsShowProgressZeroInFrameZero() throws {
        struct Spinner: View {
            @State var angle = 0.0
            @State var spin = 360.0
            var body: some View {
                Rectangle().frame(width: 100, height: 100)
                    .rotationEffect(.degrees(angle))
                    .rotationEffect(.degrees(spin))
                    .onAppear { withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { angle = 360 } }
                    .onAppear { withAnimation(.linear(duration: 8).repeatForever(autoreverses: false)) { spin = 0 } }
            }
        }
        // Frame 0 shows progress 0: angle 0 and spin 360, a full turn.
        let zero = try story { Spinner() }.frame(at: 0).find(.kind("Rectangle"))
        #expect(close(Double(zero.transform.m11), 1, 1e-9) && close(Double(zero.transform.m12), 0, 1e-9))
        let later = try story { Spinner() }.frame(at: 2).find(.kind("Rectangle"))
        // angle 180 then spin 270 (T14): 450° = 90° in total.
        #expect(close(Double(later.transform.m12), 1, 1e-9), "\(later.transform)")
    }

    @Test func updateLoopStopsWithAClearError() throws {
        struct Loop: View {
            @State var n = 0
            var body: some View { Rectangle().onChange(of: n) { n += 1 }.onAppear { n += 1 } }
        }
        #expect(throws: ViewGraphError.updateLoop(rounds: 100)) { try story { Loop() }.frame(at: 0) }
    }

    @Test func missingImageNamesThePathsTried() throws {
        do {
            _ = try story { Image("nope") }.frame(at: 0)
            Issue.record("expected an error")
        } catch let error as ImageLookupError {
            #expect(error.description.contains("nope.png"))
            #expect(error.description.contains(ViewTestAssets.directory.path))
        }
        let empty = Storyboard("empty", size: phone, duration: 1, assets: [ViewTestAssets.directory], missingImages: .empty) {
            Image("nope")
        }
        let frame = try empty.frame(at: 0)
        #expect(frame.displayList.commands.isEmpty)
        #expect(frame.warnings.contains { $0.contains("nope") })
    }

    @Test func unknownTapTargetListsTheCandidates() throws {
        do {
            _ = try story { Image("tower") }.tap(.label("tree"), at: 0).frame(at: 0)
            Issue.record("expected an error")
        } catch let error as StoryboardError {
            #expect(error.description.contains("label \"tower\""), "\(error)")
        }
    }
}

@Suite struct StateSetterTests {
    private struct Example: View {
        @State private var half = false
        var body: some View { Image("tower").scaleEffect(half ? 0.5 : 1) }
    }

    @Test func setsAViewsStateInATransaction() throws {
        let board = story { Example() }.set(state: "half", of: Example.self, to: true, at: 1, animation: .linear(duration: 1))
        #expect(close(try board.frame(at: 1.5).find(.label("tower")).scaleX, 0.75))
        #expect(close(try board.frame(at: 2).find(.label("tower")).scaleX, 0.5))
    }

    @Test func aWrongNameOrTypeListsWhatThereIs() throws {
        do {
            _ = try story { Example() }.set(state: "full", of: Example.self, to: true, at: 0).frame(at: 0)
            Issue.record("expected an error")
        } catch let error as StoryboardError {
            #expect(error.description.contains("Example.half"), "\(error)")
        }
        #expect(throws: StoryboardError.self) {
            try story { Example() }.set(state: "half", of: Example.self, to: 3, at: 0).frame(at: 0)
        }
    }
}

/// A view value reused — captured once by a storyboard that renders each frame in a graph of its
/// own — starts from its initial state in each graph, so frames are the same in any order.
@Suite struct ReusedViewValueStateTests {
    struct Counter: View {
        @State var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    @Test func framesInAnyOrderAreTheSameWhenTheContentIsOneCapturedValue() throws {
        let counter = Counter()
        let story = Storyboard("reuse", size: CGSize(width: 200, height: 100), duration: 2) { counter }
            .tap(.label("Count 0"), at: 1)
        func label(_ t: Double) throws -> String? { try story.frame(at: t).views.first { $0.kind == "Text" }?.label }
        #expect(try label(1.5) == "Count 1")
        #expect(try label(0.5) == "Count 0", "a later graph starts from the initial value, not from 1")
        #expect(try label(1.5) == "Count 1")
    }
}
