import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D
import SystemResources
@testable import SoftwareRasterizer

/// A frame drawn with the default thread count runs helpers only where the machine has a CPU free
/// for them (`SpinningThreadPool.helpersThatFit`): beside other renders on a farm node it runs on
/// its calling thread alone. The decision never changes a byte.
@Suite struct BusyMachineThreadsTests {
    @Test func helpersFitFreeCPUs() {
        // Alone on 2 CPUs (the caller runnable): one helper.
        #expect(SpinningThreadPool.helpersThatFit(wanted: 1, runnable: 1, ownRunnable: 1, machineCPUs: 2) == 1)
        // Our own spinning helper counts as ours, not as another's.
        #expect(SpinningThreadPool.helpersThatFit(wanted: 1, runnable: 2, ownRunnable: 2, machineCPUs: 2) == 1)
        // Three other renders runnable on 2 CPUs: none.
        #expect(SpinningThreadPool.helpersThatFit(wanted: 1, runnable: 4, ownRunnable: 1, machineCPUs: 2) == 0)
        // One other runnable thread on 2 CPUs: the caller takes the second CPU, no helper.
        #expect(SpinningThreadPool.helpersThatFit(wanted: 1, runnable: 2, ownRunnable: 1, machineCPUs: 2) == 0)
        // 16 CPUs, 5 others: 10 helpers free, 7 wanted.
        #expect(SpinningThreadPool.helpersThatFit(wanted: 7, runnable: 6, ownRunnable: 1, machineCPUs: 16) == 7)
        #expect(SpinningThreadPool.helpersThatFit(wanted: 15, runnable: 6, ownRunnable: 1, machineCPUs: 16) == 10)
    }

    @Test func unknownOrHostileCountsStayInRange() {
        #expect(SpinningThreadPool.helpersThatFit(wanted: 3, runnable: nil, ownRunnable: 1, machineCPUs: 4) == 3)
        for runnable in [0, -1, 1, Int.max, Int.min] as [Int] {
            for own in [0, 1, 3, Int.max, Int.min] {
                for cpus in [0, 1, 2, Int.max, Int.min] {
                    let helpers = SpinningThreadPool.helpersThatFit(wanted: 3, runnable: runnable, ownRunnable: own,
                                                                    machineCPUs: cpus)
                    #expect((0...3).contains(helpers), "\(runnable) \(own) \(cpus)")
                }
            }
        }
        #expect(SpinningThreadPool.helpersThatFit(wanted: -1, runnable: nil, ownRunnable: 1, machineCPUs: 2) == 0)
    }

    @Test func loadAverageRunnableField() {
        #expect(RunnableThreads.parse("0.50 0.40 0.30 3/164 24830\n") == 3)
        #expect(RunnableThreads.parse("12.00 9.10 8.00 17/2048 1\n") == 17)
        for text in ["", "garbage", "0.50 0.40 0.30", "0.50 0.40 0.30 /164 1", "0.50 0.40 0.30 0/164 1",
                     "0.50 0.40 0.30 x/164 1", "0.50 0.40 0.30 3 164", "0.50 0.40 0.30 1234567890/2 1",
                     "0.50 0.40 0.30 -3/164 1", "0.50 0.40 0.30 3"] {
            #expect(RunnableThreads.parse(text) == nil, "\(text.debugDescription)")
        }
        // This machine's file, where there is one: the sampling thread itself is runnable.
        if let now = RunnableThreads.shared.sample() { #expect(now >= 1) }
    }

    @Test func defaultThreadsWithinTheCPUs() {
        let threads = SpinningThreadPool.shared.threadsToUse(AvailableCPUs.current.count)
        #expect((1...AvailableCPUs.current.count).contains(threads))
        #expect(SpinningThreadPool.shared.threadsToUse(1) == 1)
    }

    @Test func defaultAndExplicitThreadCountsDrawTheSameBytes() throws {
        var list = DisplayList()
        for i in 0..<40 {
            var path = Path()
            path.addEllipse(in: CGRect(x: Double(i * 5), y: Double(i * 3), width: 90, height: 60))
            list.fill(path, with: .color(.init(red: Double(i) / 40, green: 0.3, blue: 0.6, opacity: 0.7)))
        }
        var images: [Pixmap] = []
        for threads in [0, 1, 2, 3] {
            var pixmap = try Pixmap(width: 300, height: 260)
            try SoftwareRenderer(threads: threads).render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
            images.append(pixmap)
        }
        for image in images.dropFirst() { #expect(image == images[0]) }
    }
}
