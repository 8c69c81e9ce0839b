import Foundation
import Testing
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// `CATransition` drawn (spec `docs/uikit-hosts.md` §8; vectors T2–T5 in §10's table): what the layer drew when
/// the transition was added gives way to what it draws now — faded, pushed, moved in, revealed.
@Suite struct TransitionDrawingTests {
    typealias R = LayerRender

    /// A 100 × 100 red square at (100, 0)–(200, 100) on a 300 × 100 canvas; a 1 s linear `type`
    /// transition from `subtype` added at 0.5, then the square turns blue.
    func board(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> (LayerTimeline, CALayer) {
        let root = R.root(300, 100)
        let square = R.layer(100, 100, at: CGPoint(x: 150, y: 50), color: R.red)
        root.addSublayer(square)
        let timeline = LayerTimeline(root: root) { timeline in
            timeline.at(0.5) {
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                transition.duration = 1
                transition.timingFunction = CAMediaTimingFunction(name: .linear)
                square.add(transition, forKey: kCATransition)
                square.backgroundColor = R.blue
            }
        }
        return (timeline, square)
    }

    func pixel(_ timeline: LayerTimeline, at time: Double, x: Int, y: Int = 50) throws -> PremultipliedRGBA8 {
        var pixmap = try Pixmap(width: 300, height: 100)
        try SoftwareRenderer(threads: 1).render(timeline.displayList(at: time, size: CGSize(width: 300, height: 100)), into: &pixmap)
        return try #require(pixmap.pixel(x: x, y: y))
    }

    @Test func aFadeCrossDissolves() throws {   // T2
        let (timeline, _) = board(.fade)
        let before = try pixel(timeline, at: 0.4, x: 150)
        #expect(before.red == 255 && before.blue == 0)
        let quarter = try pixel(timeline, at: 0.75, x: 150)         // q = 0.25: ¾ red + ¼ blue, opaque
        #expect(abs(Int(quarter.red) - 191) <= 1 && abs(Int(quarter.blue) - 64) <= 1 && quarter.alpha == 255, "\(quarter)")
        let done = try pixel(timeline, at: 1.6, x: 150)
        #expect(done.blue == 255 && done.red == 0)
    }

    @Test func aPushFromTheRightSlidesBothInsideTheBounds() throws {   // T3
        let (timeline, _) = board(.push, .fromRight)
        // Half way: the red has moved 50 left (100…150 shows it), the blue came 50 in (150…200).
        #expect(try pixel(timeline, at: 1, x: 125).red == 255)
        #expect(try pixel(timeline, at: 1, x: 175).blue == 255)
        #expect(try pixel(timeline, at: 1, x: 75).alpha == 0)       // clipped: nothing left of the square
        #expect(try pixel(timeline, at: 1, x: 225).alpha == 0)
    }

    @Test func aPushFromTheTopComesDown() throws {   // T4
        let (timeline, _) = board(.push, .fromTop)
        #expect(try pixel(timeline, at: 1, x: 150, y: 25).blue == 255)
        #expect(try pixel(timeline, at: 1, x: 150, y: 75).red == 255)
    }

    @Test func moveInCoversAndRevealUncovers() throws {   // T5
        let (moveIn, _) = board(.moveIn, .fromLeft)
        #expect(try pixel(moveIn, at: 1, x: 125).blue == 255)        // came in from the left
        #expect(try pixel(moveIn, at: 1, x: 175).red == 255)         // the old stays put
        let (reveal, _) = board(.reveal, .fromBottom)
        #expect(try pixel(reveal, at: 1, x: 150, y: 25).red == 255)  // the old moves up and out…
        #expect(try pixel(reveal, at: 1, x: 150, y: 75).blue == 255) // …uncovering the new
        #expect(try pixel(reveal, at: 1.6, x: 150, y: 25).blue == 255)
    }
}
