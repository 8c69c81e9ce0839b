import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// Holds the values a test changes from scripted actions (a model outside the view, as a
/// person's app would have).
private final class Model {
    var s: CGFloat = 1
    var o: Double = 1
    var w: CGFloat = 100
}

private struct ValueScoped: View {
    let model: Model
    let animationFirst: Bool
    @State private var tick = 0
    var body: some View {
        let _ = tick
        if animationFirst {
            Color.red.frame(width: 100, height: 100)
                .scaleEffect(model.s).animation(.linear(duration: 1), value: model.s).opacity(model.o)
                .onTapGesture { tick += 1 }
        } else {
            Color.red.frame(width: 100, height: 100)
                .scaleEffect(model.s).opacity(model.o).animation(.linear(duration: 1), value: model.s)
                .onTapGesture { tick += 1 }
        }
    }
}

@Suite struct TransactionScopeTests {
    private func run(_ first: Bool, changeScale: Bool, at time: Double = 0.5) throws -> ViewSnapshot {
        let model = Model()
        return try story { ValueScoped(model: model, animationFirst: first) }
            .run(at: 0) { stage in
                if changeScale { model.s = 0.5 }
                model.o = 0.2
                try stage.tap(.kind("Color"))
            }
            .frame(at: time).find(.kind("Color"))
    }

    @Test func v5aValueAnimationCoversOnlyTheContentBeforeIt() throws {
        let view = try run(true, changeScale: true)
        #expect(close(view.scaleX, 0.75))
        #expect(close(view.opacity, 0.2))
    }

    @Test func v5bValueAnimationAfterBothAnimatesBoth() throws {
        let view = try run(false, changeScale: true)
        #expect(close(view.scaleX, 0.75))
        #expect(close(view.opacity, 0.6))
    }

    @Test func v5cUnchangedValueAnimatesNothing() throws {
        let view = try run(false, changeScale: false)
        #expect(close(view.opacity, 0.2))
    }

    @Test func v6ValueAnimationOverridesWithAnimation() throws {
        struct Scaled: View {
            @State var s: CGFloat = 1
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .scaleEffect(s).animation(.easeIn(duration: 1), value: s)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { s = 0 } }
            }
        }
        let view = try story { Scaled() }.tap(.kind("Color"), at: 0).frame(at: 0.5).find(.kind("Color"))
        #expect(close(view.scaleX, 0.68464, 1e-4), "\(view.scaleX)")
    }

    @Test func t7AnimationNilJumpsInsideWithAnimation() throws {
        struct Faded: View {
            @State var o = 1.0
            var body: some View {
                Color.red.frame(width: 100, height: 100).opacity(o).animation(nil)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { o = 0 } }
            }
        }
        let view = try story { Faded() }.tap(.kind("Color"), at: 0).frame(at: 0.5).find(.kind("Color"))
        #expect(view.opacity == 0)
    }

    @Test func v8FramesAnimateOriginAndSize() throws {
        struct Growing: View {
            @State var w: CGFloat = 100
            var body: some View {
                Rectangle().frame(width: w, height: 50)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { w = 200 } }
            }
        }
        let view = try story { Growing() }.tap(.kind("Rectangle"), at: 0).frame(at: 0.5).find(.kind("Rectangle"))
        #expect(view.frame == CGRect(x: 120, y: 397, width: 150, height: 50), "\(view.frame)")
    }

    @Test func bindingAnimationAnimatesItsWrites() throws {
        struct Child: View {
            @Binding var flag: Bool
            var body: some View {
                Rectangle().frame(width: 10, height: 10).opacity(flag ? 0 : 1).onTapGesture { flag.toggle() }
            }
        }
        struct Parent: View {
            @State var flag = false
            var body: some View { Child(flag: $flag.animation(.linear(duration: 1))) }
        }
        let view = try story { Parent() }.tap(.kind("Rectangle"), at: 0).frame(at: 0.5).find(.kind("Rectangle"))
        #expect(close(view.opacity, 0.5))
    }

    @Test func writesInOneActionSplitIntoTransactionsByAnimation() throws {
        // Seed 004: `x = 0.75; withAnimation(.linear(duration: 3)) { x = 0 }` animates from 0.75.
        struct Countdown: View {
            @State var x: Double = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10).opacity(x)
                    .onAppear {
                        x = 0.75
                        withAnimation(.linear(duration: 3)) { x = 0 }
                    }
            }
        }
        let board = story { Countdown() }
        #expect(close(try board.frame(at: 0).find(.kind("Rectangle")).opacity, 0.75))
        #expect(close(try board.frame(at: 1.5).find(.kind("Rectangle")).opacity, 0.375))
        #expect(close(try board.frame(at: 3).find(.kind("Rectangle")).opacity, 0))
    }
}

@Suite struct CompletionTests {
    @Test func eachWithAnimationKeepsItsCompletion() throws {
        final class Log { var done: [String] = [] }
        let log = Log()
        struct Pair: View {
            let log: Log
            @State var a = 0.0
            @State var b = 0.0
            var body: some View {
                Rectangle().frame(width: 10 + a, height: 10 + b)
                    .onTapGesture {
                        withAnimation(.linear(duration: 1)) { a = 10 } completion: { log.done.append("a") }
                        withAnimation(.linear(duration: 1)) { b = 10 } completion: { log.done.append("b") }
                    }
            }
        }
        let board = story { Pair(log: log) }.tap(.kind("Rectangle"), at: 0)
        _ = try board.frame(at: 0.5)
        #expect(log.done.isEmpty, "\(log.done)")
        log.done = []
        _ = try board.frame(at: 1.1)
        #expect(log.done == ["a", "b"])
    }
}
