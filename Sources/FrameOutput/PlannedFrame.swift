/// One frame of a ``FramePlan``: its index, the virtual time it shows and its file name.
///
/// ```swift
/// let plan = try FramePlan(name: "flower", fps: 10, selection: .frames(12..<14))
/// let frame = plan[12]      // PlannedFrame(index: 12, time: 1.2, name: "flower_00012.png")
/// ```
public struct PlannedFrame: Sendable, Hashable, CustomStringConvertible {
    /// The frame's index in the animation (frame i of a plan at `fps` shows time i / fps).
    public var index: Int
    /// The virtual time the frame shows, in seconds.
    public var time: Double
    /// The frame's file name, e.g. `flower_00012.png`.
    public var name: String

    public init(index: Int, time: Double, name: String) {
        self.index = index
        self.time = time
        self.name = name
    }

    /// "frame 12 (t = 1.2 s)".
    public var description: String { "frame \(index) (t = \(time) s)" }
}
