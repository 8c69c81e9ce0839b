import Foundation
import RenderCommands

/// The one way Zoetrope plays anything over time — a built-in scene, a layer scene, a storyboard:
/// made for one canvas (its size in points and its scale), it gives the display list of the frame
/// at any time in device pixels, built once at that size, and, only when asked, the values
/// `zoetrope sample` prints. Frames asked in increasing time continue from the last one (a
/// storyboard's session, a layer scene's timeline); an earlier time replays from the start, so a
/// frame is the same bytes whatever was asked before it. A scene that cannot be built is an error,
/// never an empty picture.
///
/// ```swift
/// let source = try SceneRegistry.source(named: "flower", parameters: ["n": "32"])
/// let player = source.player(size: CGSize(width: 512, height: 512), scale: 2, fps: 60)
/// let list = try player.displayList(at: 1.5)        // 1024 × 1024 pixels
/// let values = try player.sampledValues(at: 1.5)    // ["n=18.37…"]
/// ```
public protocol FramePlayer: AnyObject {
    /// The display list of the frame at `time` (seconds), in device pixels.
    func displayList(at time: TimeInterval) throws -> DisplayList
    /// The animated values at `time`, one printable item each (`name=value`; a storyboard's views).
    func sampledValues(at time: TimeInterval) throws -> [String]
    /// The warnings the content produced so far, each once, oldest first.
    var warnings: [String] { get }
}
