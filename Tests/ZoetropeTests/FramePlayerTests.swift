import Foundation
import Testing
import Zoetrope
@testable import Scenes

/// The one playback path (`FramePlayer`): a frame's display list is built once, in device pixels;
/// a storyboard's list is the view graph's own (no scaling to points and back); a layer scene
/// keeps one timeline across frames in time order (one replay from 0) and gives the same bytes in
/// any order; a scene that cannot be built is an error, not an empty picture.
@Suite struct FramePlayerTests {
    static func pixels(_ list: DisplayList, side: Int) throws -> [UInt8] {
        var pixmap = try Pixmap(width: side, height: side)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
        return pixmap.bytes
    }

    /// At scale 2.2 a storyboard's frame is the session's own list, bit for bit: built once by the
    /// view graph at pixel scale, never transformed to points and back (× 1/2.2 then × 2.2 is not exact
    /// in binary floating point, so a round trip shows in the bits — checked below; at scale 2 it would not).
    @Test(arguments: ["cardify", "controls", "rotating-card"]) func aStoryboardsListIsTheGraphsOwn(name: String) throws {
        guard case .storyboard(let story) = try SceneRegistry.source(named: name, parameters: [:]) else {
            Issue.record("\(name) is not a storyboard"); return
        }
        let player = StoryboardFramePlayer(story, size: story.size, scale: 2.2, fps: 30)
        var sized = story
        sized.size = story.size
        let session = sized.session(scale: 2.2)
        for time in [0.0, 0.6, 1.3] {
            let played = try player.displayList(at: time), direct = try session.frame(at: time, fps: 30).displayList
            #expect(played.commands.count == direct.commands.count)
            #expect("\(played.commands)" == "\(direct.commands)", "\(name) at \(time)")
        }
        // The comparison can see a round trip: points and back changes the bits.
        let direct = try story.session(scale: 2.2).frame(at: 0.6, fps: 30).displayList
        let roundTrip = direct.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 1 / 2.2, y: 1 / 2.2)))
            .transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 2.2, y: 2.2)))
        #expect("\(roundTrip.commands)" != "\(direct.commands)", "\(name): a round trip would not show")
    }

    /// A frame's list and its views come from one step of the session: asking both at one time is
    /// what asking either alone gives (a second step would run the main queue's work again — the
    /// rotating card's binding flips the face).
    @Test func aStoryboardFramesListAndViewsAreOneStep() throws {
        guard case .storyboard(let story) = try SceneRegistry.source(named: "rotating-card", parameters: [:]) else { return }
        let times = (0..<20).map { Double($0) / 7 }
        let both = StoryboardFramePlayer(story, size: story.size, scale: 1, fps: 7)
        let viewsOnly = StoryboardFramePlayer(story, size: story.size, scale: 1, fps: 7)
        for time in times {
            _ = try both.displayList(at: time)
            #expect(try both.sampledValues(at: time) == viewsOnly.sampledValues(at: time), "t = \(time)")
        }
    }

    /// Layer scenes in time order: one instance, one replay from 0; shuffled: the same bytes.
    @Test(arguments: ["layer-shake", "layer-shock", "layer-spinner", "layer-group"])
    func aLayerSceneKeepsOneTimelineInTimeOrder(name: String) throws {
        let scene = try ScenePlayer(named: name)
        let times = (0..<24).map { Double($0) / 24 * scene.duration }
        let forward = scene.framePlayer(size: CGSize(width: 64, height: 64))
        let inOrder = try times.map { try Self.pixels(forward.displayList(at: $0), side: 64) }
        #expect(forward.instancesMade == 1, "\(name): \(forward.instancesMade) instances")
        #expect(forward.timelineReplays == 1, "\(name): \(forward.timelineReplays ?? -1) replays from 0")
        var generator = SeededGenerator(seed: 0x5EED_0034)
        let order = Array(times.indices).shuffled(using: &generator)
        let shuffled = scene.framePlayer(size: CGSize(width: 64, height: 64))
        for index in order {
            #expect(try Self.pixels(shuffled.displayList(at: times[index]), side: 64) == inOrder[index], "\(name) frame \(index)")
        }
        // Each frame alone, on a fresh player, is the same bytes too.
        for index in [0, 7, 23] {
            let alone = scene.framePlayer(size: CGSize(width: 64, height: 64))
            #expect(try Self.pixels(alone.displayList(at: times[index]), side: 64) == inOrder[index])
        }
    }

    /// View scenes replay each frame on a fresh instance; scale 3 is the points list scaled once.
    @Test func aViewSceneAtScaleThreeIsItsPointsListScaledOnce() throws {
        let scene = try ScenePlayer(named: "clock")
        let player = scene.framePlayer(size: CGSize(width: 32, height: 32), scale: 3)
        let list = try player.displayList(at: 1)
        let points = try scene.frame(at: 1, size: CGSize(width: 32, height: 32)).displayList
        let scaled = points.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 3, y: 3)))
        #expect("\(list.commands)" == "\(scaled.commands)")
        _ = try player.displayList(at: 2)
        #expect(player.instancesMade == 2)
    }

    /// A scene whose construction fails is an error from the player, never an empty list.
    @Test func aSceneThatCannotBeBuiltIsAnError() throws {
        let player = try ScenePlayer(FailsAfterFirst.self).framePlayer(size: CGSize(width: 8, height: 8))
        #expect(throws: SceneError.self) { try player.displayList(at: 0) }
        #expect(throws: SceneError.self) { try player.sampledValues(at: 0) }
    }

    /// The unknown name lists storyboards too.
    @Test func anUnknownNameListsScenesAndStoryboards() {
        #expect(throws: SceneError.self) { try SceneRegistry.source(named: "nope", parameters: [:]) }
        do { _ = try SceneRegistry.source(named: "nope", parameters: [:]) } catch {
            #expect(error.description.contains("flower") && error.description.contains("cardify"), "\(error)")
        }
    }
}

/// Built once by `ScenePlayer.init` (to check its parameters), then fails: a scene whose later
/// construction fails (e.g. a resource gone missing) must surface as an error.
struct FailsAfterFirst: AnimationScene {
    static let name = "fails-after-first"
    static let summary = "fails on its second construction"
    static let parameters: [SceneParameter] = []
    nonisolated(unsafe) static var built = 0
    init(parameters: SceneParameters, animator: Animator) throws(SceneError) {
        Self.built += 1
        if Self.built > 1 { throw .invalidValue("resource", "gone") }
    }
    var duration: TimeInterval { 1 }
    func script(_ script: inout SceneScript) {}
    func draw(in size: CGSize, into list: inout DisplayList) {}
    var animatedValues: [(name: String, value: String)] { [] }
}

/// SplitMix64, for a reproducible shuffle.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
