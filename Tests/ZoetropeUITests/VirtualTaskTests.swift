import Foundation
import Testing
import AnimationCore
import Geometry2D
import Observation
@testable import ZoetropeUI

@Observable private final class Loader: @unchecked Sendable {
    var steps = 0
    var wakeTimes: [Double] = []
    var cancelled = false
    var animated = false

    func run(stepNanoseconds: Bool = false) async {
        while steps < 5 {
            do {
                if stepNanoseconds { try await Task.sleep(nanoseconds: 200_000_000) } else { try await Task.sleep(for: .milliseconds(200)) }
            } catch {
                cancelled = true
                return
            }
            if animated { withAnimation(.linear(duration: 1)) { steps += 1 } } else { steps += 1 }
        }
    }
}

private struct Loading: View {
    let loader: Loader
    var nanoseconds = false
    var body: some View {
        Rectangle().frame(width: 10 + 10 * CGFloat(loader.steps), height: 10)
            .task { [loader, nanoseconds] in await loader.run(stepNanoseconds: nanoseconds) }
    }
}

private struct Gate: View {
    let loader: Loader
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Loading(loader: loader) }
            Circle().frame(width: 5, height: 5).onTapGesture { shown = false }
        }
    }
}

@Observable private final class Restarts: @unchecked Sendable {
    var starts: [Int] = []
    var key = 0
}

private struct Keyed: View {
    let restarts: Restarts
    var body: some View {
        Rectangle().frame(width: 10, height: 10)
            .task(id: restarts.key) { [restarts] in
                let key = restarts.key
                restarts.starts.append(key)
            }
            .onTapGesture { restarts.key += 1 }
    }
}

private final class Stuck: @unchecked Sendable {
    var continuation: CheckedContinuation<Void, Never>?
}

/// `.task`, `.task(id:)` and `Task.sleep` on the virtual clock: wake-ups at exact virtual times,
/// cancellation on disappearance and id change, a task that never settles is a clear error.
@Suite struct VirtualTaskTests {
    @Test(arguments: [false, true])
    func sleepsWakeAtVirtualTimes(nanoseconds: Bool) throws {
        let loader = Loader()
        let session = story { Loading(loader: loader, nanoseconds: nanoseconds) }.session()
        #expect(try session.frame(at: 0.1, fps: 60).find(.kind("Rectangle")).frame.width == 10)
        #expect(try session.frame(at: 0.5, fps: 60).find(.kind("Rectangle")).frame.width == 30)
        #expect(try session.frame(at: 0.99, fps: 60).find(.kind("Rectangle")).frame.width == 50)
        #expect(try session.frame(at: 1.0, fps: 60).find(.kind("Rectangle")).frame.width == 60)
        #expect(try session.frame(at: 2.0, fps: 60).find(.kind("Rectangle")).frame.width == 60)
    }

    @Test func withAnimationInsideATaskAnimatesFromTheWakeUp() throws {
        let loader = Loader()
        loader.animated = true
        // First step at 0.2: 10 → 20 over 1 s linear; at 0.3 one tenth of the way (the next
        // step at 0.4 has not happened yet).
        let width = try story { Loading(loader: loader) }.frame(at: 0.3).find(.kind("Rectangle")).frame.width
        #expect(abs(width - 11) < 1e-6, "\(width)")
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() throws {
        let loader = Loader()
        _ = try story { Gate(loader: loader) }.tap(.kind("Circle"), at: 0.5).frame(at: 1.5)
        #expect(loader.steps == 2)
        #expect(loader.cancelled)
    }

    @Test func aTaskWithAnIdRestartsWhenTheIdChanges() throws {
        let restarts = Restarts()
        _ = try story { Keyed(restarts: restarts) }.tap(.kind("Rectangle"), at: 0.5).tap(.kind("Rectangle"), at: 1).frame(at: 1.5)
        #expect(restarts.starts == [0, 1, 2])
    }

    @Test func aTaskThatNeverSettlesFailsTheFrame() throws {
        let stuck = Stuck()
        let graph = ViewGraph(size: CGSize(width: 50, height: 50)) {
            Rectangle().task { [stuck] in await withCheckedContinuation { stuck.continuation = $0 } }
        }
        graph.taskSettleSeconds = 0.2
        #expect(throws: ViewGraphError.taskDidNotSettle(seconds: 0.2)) { try MainQueue.run { try graph.start() } }
        stuck.continuation?.resume()
    }

    @Test func outsideARenderSleepIsTheStandardLibrarys() async throws {
        // No render drives this task: the standard library's sleep (a zero sleep returns).
        try await Task.sleep(for: .zero)
        try await Task.sleep(nanoseconds: 0)
    }
}
