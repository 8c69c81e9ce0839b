import Foundation
import Testing
import AnimationCore
import Geometry2D
import OpenCombine
@testable import ZoetropeUI

/// A search model as apps write it: the query debounced on the main queue (or run loop) feeds the
/// shown count.
private final class Search: ObservableObject {
    @Published var query = ""
    @Published var searches = 0
    private var bag = Set<AnyCancellable>()

    init(onRunLoop: Bool) {
        if onRunLoop {
            $query.dropFirst().debounce(for: .seconds(0.3), scheduler: RunLoop.main)
                .sink { [weak self] _ in self?.searches += 1 }.store(in: &bag)
        } else {
            $query.dropFirst().debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { [weak self] _ in self?.searches += 1 }.store(in: &bag)
        }
    }
}

private struct SearchBox: View {
    @StateObject private var search: Search
    init(onRunLoop: Bool) { _search = StateObject(wrappedValue: Search(onRunLoop: onRunLoop)) }
    var body: some View {
        VStack {
            Circle().frame(width: 20, height: 20).onTapGesture { search.query += "a" }
            Rectangle().frame(width: 10 + 10 * CGFloat(search.searches), height: 10)
        }
    }
}

/// `DispatchQueue.main` and `RunLoop.main` as Combine schedulers run on the render's virtual clock:
/// a debounce fires its interval after the last value, at the same frame in every render.
@Suite struct CombineSchedulerTests {
    @Test(arguments: [false, true])
    func debounceFiresItsIntervalAfterTheLastValue(onRunLoop: Bool) throws {
        let board = Storyboard("search", size: CGSize(width: 200, height: 200), duration: 3) { SearchBox(onRunLoop: onRunLoop) }
            .tap(.kind("Circle"), at: 0.5).tap(.kind("Circle"), at: 0.6).tap(.kind("Circle"), at: 0.7)
            .tap(.kind("Circle"), at: 2)
        #expect(try board.frame(at: 0.99).find(.kind("Rectangle")).frame.width == 10)
        #expect(try board.frame(at: 1.0).find(.kind("Rectangle")).frame.width == 20, "one search, 0.3 s after the last keystroke")
        #expect(try board.frame(at: 2.29).find(.kind("Rectangle")).frame.width == 20)
        #expect(try board.frame(at: 2.3).find(.kind("Rectangle")).frame.width == 30)
    }

    @Test func nowIsTheVirtualTimeInARenderAndTheWallClockOutside() throws {
        var inside: [Double] = []
        let board = Storyboard("now", size: CGSize(width: 50, height: 50), duration: 2) {
            Color.red.onTapGesture {
                inside.append(VirtualClock.time(of: RunLoop.main.now.date))
                inside.append(Double(DispatchQueue.main.now.dispatchTime.uptimeNanoseconds - VirtualSchedulerRoute.virtualUptimeBase) / 1e9)
            }
        }
        _ = try board.tap(.kind("Color"), at: 1.25).frame(at: 1.5)
        #expect(inside == [1.25, 1.25])
        #expect(abs(RunLoop.main.now.date.timeIntervalSinceNow) < 60)
    }

    @Test func aRepeatingScheduleTicksUntilCancelled() throws {
        final class Ticks { var times: [Double] = []; var cancellable: Cancellable? }
        let ticks = Ticks()
        let board = Storyboard("ticks", size: CGSize(width: 50, height: 50), duration: 3) {
            Color.red.onAppear {
                let queue = DispatchQueue.main
                ticks.cancellable = queue.schedule(after: queue.now.advanced(by: .milliseconds(500)), interval: .milliseconds(250)) {
                    ticks.times.append(VirtualClock.time(of: RunLoop.main.now.date))
                    if ticks.times.count == 3 { ticks.cancellable?.cancel() }
                }
            }
        }
        _ = try board.frame(at: 2)
        #expect(ticks.times == [0.5, 0.75, 1.0])
    }
}
