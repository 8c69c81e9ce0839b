import Foundation
import Testing
import Scenes
@testable import ZoetropeUI

/// A frame in which only animated values change shows the last pass's elements again (no bodies
/// run); it must equal the frame resolved from scratch, for every built-in storyboard, at every
/// frame of a session.
@Suite struct FrameReuseTests {
    @Test(arguments: SceneCatalog.storyboards.map(\.name))
    func reusedFramesEqualResolvedFrames(name: String) throws {
        let story = try #require(SceneCatalog.storyboards.first { $0.name == name })
        var full = story
        full.resolvesEveryFrame = true
        let reused = story.session(), resolved = full.session()
        for k in stride(from: 0, to: Int(story.duration * 30), by: 1) {
            let a = try reused.frame(index: k, fps: 30), b = try resolved.frame(index: k, fps: 30)
            #expect("\(a.displayList.commands)" == "\(b.displayList.commands)", "\(name) frame \(k)")
            #expect(a.views.map(\.description) == b.views.map(\.description), "\(name) frame \(k)")
        }
    }
}
