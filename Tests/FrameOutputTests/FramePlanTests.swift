import FrameOutput
import Testing

/// `FramePlan`: which frames, their times (i / fps, or exactly --time), their names, and the
/// errors for plans that make no sense or would not fit in an index.
@Suite struct FramePlanTests {
    @Test func frameRangeGivesTimesAndNames() throws {
        let plan = try FramePlan(name: "flower", fps: 10, selection: .frames(7..<10))
        #expect(plan.count == 3)
        #expect(plan.map(\.index) == [7, 8, 9])
        #expect(plan.map(\.time) == [0.7, 0.8, 0.9])
        #expect(plan.map(\.name) == ["flower_00007.png", "flower_00008.png", "flower_00009.png"])
        #expect(plan.first == PlannedFrame(index: 7, time: 0.7, name: "flower_00007.png"))
        #expect(plan[9].time == 9.0 / 10)
    }

    @Test func durationCoversBothEnds() throws {
        // Frames 0 … round(duration × fps): 0.1 s at 20 fps is frames 0, 1, 2.
        let plan = try FramePlan(name: "countdown", fps: 20, selection: .duration(0.1))
        #expect(Array(plan.indices) == [0, 1, 2])
        #expect(plan.last?.time == 0.1)
        let empty = try FramePlan(name: "x", fps: 60, selection: .duration(0))
        #expect(empty.map(\.index) == [0], "a zero duration is the one frame at t = 0")
    }

    @Test func timeIsOneFrameAtExactlyThatTime() throws {
        // Index = round(time × fps); the frame shows the time asked for, not index / fps.
        let plan = try FramePlan(name: "clock", fps: 60, selection: .time(0.7501))
        #expect(plan.count == 1)
        #expect(plan.first == PlannedFrame(index: 45, time: 0.7501, name: "clock_00045.png"))
        #expect(plan.time(ofFrame: 45) == 0.7501)
    }

    @Test func namesHaveAtLeastFiveDigitsAndTheExtension() throws {
        let plan = try FramePlan(name: "s", fps: 1, selection: .frames(0..<1), fileExtension: "rgba")
        #expect(plan.fileName(ofFrame: 0) == "s_00000.rgba")
        #expect(plan.fileName(ofFrame: 99_999) == "s_99999.rgba")
        #expect(plan.fileName(ofFrame: 123_456) == "s_123456.rgba")
        #expect(plan.fileName(ofFrame: FramePlan.maximumFrameIndex) == "s_9007199254740992.rgba")
    }

    @Test func hugePlansAreLazy() throws {
        // 864 million frames (a day at 10 000 fps) and 2⁵³ + 1 frames: built and read at both ends
        // without computing the frames in between (an eager plan could not hold either).
        let day = try FramePlan(name: "long", fps: 10_000, selection: .duration(86_400))
        #expect(day.count == 864_000_001)
        #expect(day[864_000_000].time == 86_400)
        #expect(day[864_000_000].name == "long_864000000.png")
        let widest = try FramePlan(name: "w", fps: 1, selection: .frames(0..<(FramePlan.maximumFrameIndex + 1)))
        #expect(widest.count == FramePlan.maximumFrameIndex + 1)
        #expect(widest.last?.time == Double(FramePlan.maximumFrameIndex))
        #expect(Array(widest.prefix(2)).map(\.index) == [0, 1])
        #expect(widest.dropFirst(FramePlan.maximumFrameIndex).map(\.index) == [FramePlan.maximumFrameIndex])
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func badFrameRates(fps: Double) {
        #expect(throws: FrameOutputError.self) { try FramePlan(name: "a", fps: fps, selection: .frames(0..<1)) }
        do {
            _ = try FramePlan(name: "a", fps: fps, selection: .duration(1))
            Issue.record("fps \(fps) accepted")
        } catch {
            guard case .invalidFrameRate = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("frame rate must be a finite number"))
        }
    }

    @Test func badRanges() {
        for range in [-1..<3, 3..<3, 0..<(FramePlan.maximumFrameIndex + 2), Int.min..<0] {
            do {
                _ = try FramePlan(name: "a", fps: 60, selection: .frames(range))
                Issue.record("\(range) accepted")
            } catch {
                guard case let .invalidFrameRange(lower, upper) = error else { Issue.record("\(error)"); continue }
                #expect(lower == range.lowerBound && upper == range.upperBound)
                #expect(error.description.contains("is empty or out of bounds"), "\(error)")
            }
        }
    }

    @Test func badDurationsAndTimes() {
        for duration in [-0.5, Double.nan, Double.infinity] {
            #expect(throws: FrameOutputError.self) { try FramePlan(name: "a", fps: 60, selection: .duration(duration)) }
        }
        for time in [-1, Double.nan, -Double.infinity] {
            #expect(throws: FrameOutputError.self) { try FramePlan(name: "a", fps: 60, selection: .time(time)) }
        }
    }

    @Test func indicesThatWouldOverflowAreErrorsNotTraps() {
        // 1e300 s × 60 fps and 1e15 s × 10 000 fps are finite but beyond any index.
        for (selection, fps) in [(FramePlan.Selection.time(1e300), 60.0), (.duration(1e15), 10_000), (.duration(1e300), 1e300)] {
            do {
                _ = try FramePlan(name: "a", fps: fps, selection: selection)
                Issue.record("\(selection) accepted")
            } catch {
                guard case .tooManyFrames = error else { Issue.record("\(error)"); continue }
                #expect(error.description.contains("use a shorter time or a lower frame rate"), "\(error)")
            }
        }
    }

    @Test func badNames() {
        for name in ["", "a/b", "/"] {
            #expect(throws: FrameOutputError.self) { try FramePlan(name: name, fps: 60, selection: .frames(0..<1)) }
        }
    }
}
