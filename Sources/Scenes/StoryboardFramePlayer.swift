import Foundation
import RenderCommands
import ZoetropeUI

/// A storyboard played for one canvas: its session's view graph lays out and draws at the canvas
/// scale, so a frame's display list is built once, in device pixels. Frames in increasing time
/// continue the session; an earlier time starts a fresh one (the session does this).
///
/// ```swift
/// let player = StoryboardFramePlayer(story, size: story.size, scale: 2, fps: 30)
/// let list = try player.displayList(at: 1)
/// ```
public final class StoryboardFramePlayer: FramePlayer {
    public let session: StoryboardSession
    /// The grid of frames the session produces between the ones asked for (state changes between
    /// frames happen on it, so a frame does not depend on which were asked).
    public let fps: Double

    /// The storyboard laid out in `size` points at `scale` pixels per point, stepped at `fps`.
    public init(_ storyboard: Storyboard, size: CGSize, scale: Double, fps: Double) {
        var story = storyboard
        story.size = size
        session = story.session(scale: CGFloat(scale))
        self.fps = fps
    }

    /// The last frame produced: asking its time again (its list, then its views) does not step
    /// the session a second time.
    private var last: StoryboardFrame?

    public var warnings: [String] { session.warnings }

    public func displayList(at time: TimeInterval) throws -> DisplayList {
        try frame(at: time).displayList
    }

    /// Every view of the frame, laid out (`ViewSnapshot`'s description), depth first.
    public func sampledValues(at time: TimeInterval) throws -> [String] {
        try frame(at: time).views.map(\.description)
    }

    private func frame(at time: TimeInterval) throws -> StoryboardFrame {
        if let last, last.time == time { return last }
        let frame = try session.frame(at: time, fps: fps)
        last = frame
        return frame
    }
}
