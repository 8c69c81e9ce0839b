/// Which frames to render, the virtual time of each and their names: frame i shows time i / fps
/// and is named `NAME_00000.png` (the index zero-padded to at least 5 digits).
///
/// A plan is a lazy collection indexed by frame index: it stores only its range, so a plan of
/// 864 million frames costs as little as one of three; each ``PlannedFrame`` is computed when it
/// is read. Plans are validated when made: a frame rate that is not a finite positive number, an
/// empty or negative range, or a time or duration whose frame index would not fit in an `Int`
/// (exactly, beyond ``maximumFrameIndex``) gives a ``FrameOutputError``, never a trap.
///
/// ```swift
/// let plan = try FramePlan(name: "flower", fps: 10, selection: .duration(4))   // frames 0…40
/// plan.count                    // 41
/// plan[40].time                 // 4.0
/// plan[40].name                 // "flower_00040.png"
/// for frame in plan { print(frame.index, frame.time) }
/// ```
public struct FramePlan: RandomAccessCollection, Sendable, Hashable {
    /// What a plan covers.
    public enum Selection: Sendable, Hashable {
        /// These frame indices (`A..<B`, 0 ≤ A < B); frame i shows time i / fps.
        case frames(Range<Int>)
        /// Frames 0 … round(duration × fps), both ends of the interval included.
        case duration(Double)
        /// One frame, index round(time × fps), showing exactly `time`.
        case time(Double)
    }

    /// The largest frame index a plan may hold: 2⁵³, so every index and index + 1 are exact as a
    /// `Double` and as an `Int`.
    public static let maximumFrameIndex = 1 << 53

    /// The name frames are named after: `flower` gives `flower_00000.png`.
    public let name: String
    /// Frames per second of virtual time.
    public let fps: Double
    /// The file name extension (without the dot).
    public let fileExtension: String
    /// The span of frame indices: the plan holds every ``step``-th of them from the first.
    public private(set) var frames: Range<Int>
    /// The distance between consecutive frames of the plan: 1 (every frame), or the shard count of
    /// a strided shard (frames i, i + N, i + 2N …).
    public private(set) var step = 1
    /// The time of a `.time` plan's one frame; nil when frame i shows i / fps.
    private let fixedTime: Double?

    /// Makes a plan, or throws ``FrameOutputError`` naming what is wrong.
    ///
    /// - Parameters:
    ///   - name: the frames' name prefix: a non-empty file name (no `/`).
    ///   - fps: frames per second of virtual time: finite and > 0.
    ///   - selection: the frames to cover.
    ///   - fileExtension: the extension of the frames' names.
    public init(name: String, fps: Double, selection: Selection, fileExtension: String = "png") throws(FrameOutputError) {
        guard !name.isEmpty, !name.contains("/") else { throw .invalidName(name) }
        guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
        self.name = name
        self.fps = fps
        self.fileExtension = fileExtension
        switch selection {
        case .frames(let range):
            guard range.lowerBound >= 0, !range.isEmpty, range.upperBound - 1 <= Self.maximumFrameIndex else {
                throw .invalidFrameRange(lower: range.lowerBound, upper: range.upperBound)
            }
            frames = range
            fixedTime = nil
        case .duration(let duration):
            guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
            let last = try Self.index(at: duration, fps: fps)
            frames = 0..<(last + 1)
            fixedTime = nil
        case .time(let time):
            guard time.isFinite, time >= 0 else { throw .invalidTime(time) }
            let index = try Self.index(at: time, fps: fps)
            frames = index..<(index + 1)
            fixedTime = time
        }
    }

    /// This plan over `range` only (within its frames), same name, rate and times.
    func restricted(to range: Range<Int>) -> FramePlan {
        var copy = self
        copy.frames = range.clamped(to: frames)
        return copy
    }

    /// Every `stride`-th frame of this (unstrided) plan from its `offset`-th: frames
    /// first + offset, first + offset + stride, … (empty when offset ≥ count).
    func strided(offset: Int, by stride: Int) -> FramePlan {
        precondition(step == 1 && stride >= 1 && offset >= 0)
        var copy = self
        copy.frames = (frames.lowerBound + Swift.min(offset, frames.count))..<frames.upperBound
        copy.step = stride
        return copy
    }

    /// Whether frame `index` is one of this plan's.
    public func containsFrame(_ index: Int) -> Bool {
        frames.contains(index) && (index - frames.lowerBound) % step == 0
    }

    /// round(`seconds` × `fps`) as an index, or `.tooManyFrames` when it would not fit.

    private static func index(at seconds: Double, fps: Double) throws(FrameOutputError) -> Int {
        let index = (seconds * fps).rounded()
        guard index.isFinite, index <= Double(maximumFrameIndex) else {
            throw .tooManyFrames(seconds: seconds, fps: fps)
        }
        return Int(index)
    }

    /// The virtual time frame `index` shows: index / fps (or the `.time` plan's own time).
    public func time(ofFrame index: Int) -> Double {
        fixedTime ?? Double(index) / fps
    }

    /// The file name of frame `index`: `NAME_` + the index zero-padded to 5 digits + extension.
    public func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        let padding = String(repeating: "0", count: Swift.max(0, 5 - digits.count))
        return name + "_" + padding + digits + "." + fileExtension
    }

    /// The frame index `fileName` names in this plan (`NAME_00012.png` → 12), or nil when it is
    /// not exactly ``fileName(ofFrame:)`` of a frame of this plan.
    public func frameIndex(ofFileName fileName: String) -> Int? {
        let head = name + "_", tail = "." + fileExtension
        guard fileName.hasPrefix(head), fileName.hasSuffix(tail),
              fileName.utf8.count > head.utf8.count + tail.utf8.count else { return nil }
        let digits = fileName.utf8.dropFirst(head.utf8.count).dropLast(tail.utf8.count)
        guard digits.count <= 20, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let index = Int(String(decoding: digits, as: UTF8.self)), containsFrame(index),
              self.fileName(ofFrame: index) == fileName else { return nil }
        return index
    }

    // MARK: - RandomAccessCollection (indexed by frame index, advancing by `step`)

    public typealias Indices = DefaultIndices<FramePlan>

    public var startIndex: Int { frames.lowerBound }
    public var endIndex: Int { frames.lowerBound + count * step }
    public var count: Int { (frames.count + step - 1) / step }
    public func index(after i: Int) -> Int { i + step }
    public func index(before i: Int) -> Int { i - step }
    public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance * step }
    public func distance(from start: Int, to end: Int) -> Int { (end - start) / step }

    /// Frame `index` (its time and name, computed now).
    public subscript(index: Int) -> PlannedFrame {
        PlannedFrame(index: index, time: time(ofFrame: index), name: fileName(ofFrame: index))
    }
}
