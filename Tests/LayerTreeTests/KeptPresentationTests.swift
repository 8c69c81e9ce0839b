import Foundation
import ZoetropeTestSupport
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// `LayerTimeline.displayList(at:)` draws from a presentation tree kept between frames
/// (`PresentationMirror`) and reuses kept shadows and backgrounds (`LayerRenderRecord`): every
/// frame must be the picture of a fresh `presentation()` drawn from scratch, whatever the frames
/// before it were.
@Suite struct KeptPresentationTests {
    typealias R = LayerRender
    static let size = CGSize(width: 96, height: 96)

    /// Cards with shadows: one spins (moves only), one changes colour and corner radius (its
    /// drawing changes), one has a shadowed sublayer, one is recoloured by the script at 0.5;
    /// at 0.8 a card is added and one removed; at 1.1 the spinning card's shadow radius changes.
    final class World {
        let root = R.root(96, 96)
        var cards: [CALayer] = []
        var timeline: LayerTimeline!

        init() {
            for i in 0..<4 {
                let card = R.layer(22, 16, at: CGPoint(x: 16 + 21 * Double(i), y: 40), color: R.red)
                card.cornerRadius = 4
                card.shadowOpacity = 0.6
                card.shadowRadius = 2
                card.shadowOffset = CGSize(width: 1, height: 2)
                root.addSublayer(card)
                cards.append(card)
            }
            let child = R.layer(8, 8, at: CGPoint(x: 11, y: 8), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            cards[2].addSublayer(child)
            let cards = self.cards, root = self.root
            timeline = LayerTimeline(root: root) { tl in
                tl.at(0) {
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.fromValue = 0
                    spin.toValue = Double.pi
                    spin.duration = 1
                    spin.repeatCount = .infinity
                    cards[0].add(spin, forKey: "spin")
                    let tint = CABasicAnimation(keyPath: "backgroundColor")
                    tint.toValue = CGColor(red: 0, green: 0.8, blue: 0, alpha: 1)
                    tint.duration = 1
                    cards[1].add(tint, forKey: "tint")
                    let round = CABasicAnimation(keyPath: "cornerRadius")
                    round.toValue = 8
                    round.duration = 1
                    cards[1].add(round, forKey: "round")
                    let nudge = CABasicAnimation(keyPath: "position.y")
                    nudge.byValue = 20
                    nudge.duration = 1.5
                    cards[2].add(nudge, forKey: "nudge")
                }
                tl.at(0.5) { cards[3].backgroundColor = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
                tl.at(0.8) {
                    cards[3].removeFromSuperlayer()
                    let late = R.layer(12, 12, at: CGPoint(x: 48, y: 78), color: R.red)
                    late.shadowOpacity = 1
                    late.shadowRadius = 3
                    root.addSublayer(late)
                }
                tl.at(1.1) { cards[0].shadowRadius = 4 }
            }
        }

        func kept(_ t: Double) throws -> Pixmap { try draw(timeline.displayList(at: t, size: KeptPresentationTests.size)) }

        func fresh(_ t: Double) throws -> Pixmap {
            timeline.invalidate()
            let tree = timeline.presentation(of: root, at: t) ?? root
            let list = CARenderer2D.displayList(for: tree, size: KeptPresentationTests.size)
            timeline.invalidate()
            return try draw(list)
        }

        func draw(_ list: DisplayList) throws -> Pixmap { try drawOnWhite(list) }
    }

    @Test func framesInTimeOrderEqualFreshOnes() throws {
        let times = stride(from: 0.0, through: 1.6, by: 0.1).map { $0 }
        let expected = try times.map { try World().fresh($0) }
        let world = World()
        for (t, picture) in zip(times, expected) {
            #expect(try world.kept(t) == picture, "t = \(t)")
        }
        #expect(world.timeline.fullReplays == 1)
    }

    @Test func framesInAnyOrderEqualFreshOnes() throws {
        let seed = UInt64.random(in: 0..<1_000_000)
        var rng = SeededRandom(seed: seed)
        let times = (0..<12).map { _ in Double(Int.random(in: 0...32, using: &rng)) / 20 }
        let expected = try times.map { try World().fresh($0) }
        let world = World()      // after the fresh worlds: each one resets this thread's clock
        for (t, picture) in zip(times, expected) {
            #expect(try world.kept(t) == picture, "seed \(seed), t = \(t)")
        }
    }

    @Test func spinningLayersKeepTheirShadowAndBackground() throws {
        let world = World()
        _ = try world.kept(0.2)
        let copy = try #require(world.timeline.presentationTree(at: 0.3).sublayers?.first)
        let record = try #require(copy.renderRecord)
        _ = world.timeline.displayList(at: 0.3, size: Self.size)
        let shadow = try #require(record.shadow)
        #expect(copy.renderStamp?.placementOnly == true)
        _ = world.timeline.displayList(at: 0.4, size: Self.size)
        // The same record, its shadow made under the same stamp: nothing was rasterized again.
        #expect(copy.renderRecord === record && record.shadow?.stamp == shadow.stamp)
        #expect(world.timeline.presentationTree(at: 0.4).sublayers?.first === copy)
        // The colour-changing card's drawing changes: it keeps nothing.
        let tinted = try #require(world.timeline.presentationTree(at: 0.5).sublayers?[1])
        #expect(tinted.renderStamp?.placementOnly == false)
    }
}


/// Frames of trees with hundreds of layers are evaluated and converted on several threads: the
/// pictures must not depend on the thread count.
@Suite struct ParallelLayerFrameTests {
    typealias R = LayerRender

    /// 600 small cards (spinning, fading, shadowed), a replicator of delayed copies among them.
    static func world() -> (root: CALayer, timeline: LayerTimeline) {
        let root = R.root(96, 96)
        var cards: [CALayer] = []
        for i in 0..<600 {
            let card = R.layer(3, 2, at: CGPoint(x: 2 + Double(i % 30) * 3.1, y: 2 + Double(i / 30) * 4.5),
                               color: CGColor(red: Double(i % 7) / 6, green: 0.4, blue: Double(i % 5) / 4, alpha: 1))
            card.cornerRadius = 0.5
            if i % 3 == 0 {
                card.shadowOpacity = 0.5
                card.shadowRadius = 1
            }
            root.addSublayer(card)
            cards.append(card)
        }
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 96, height: 96)
        replicator.position = CGPoint(x: 48, y: 48)
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let dot = R.layer(6, 6, at: CGPoint(x: 10, y: 90), color: R.red)
        replicator.addSublayer(dot)
        root.insertSublayer(replicator, at: 300)
        let timeline = LayerTimeline(root: root) { tl in
            tl.at(0) {
                for (i, card) in cards.enumerated() {
                    let a = CABasicAnimation(keyPath: i % 2 == 0 ? "transform.rotation.z" : "opacity")
                    a.fromValue = i % 2 == 0 ? 0.0 : 1.0
                    a.toValue = i % 2 == 0 ? Double.pi : 0.2
                    a.duration = 0.5 + Double(i % 5) / 10
                    a.repeatCount = .infinity
                    card.add(a, forKey: "a")
                }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.0
                fade.duration = 1
                dot.add(fade, forKey: "fade")
            }
        }
        return (root, timeline)
    }

    func draw(_ list: DisplayList) throws -> Pixmap { try drawOnWhite(list) }

    @Test func framesAreTheSameForAnyThreadCount() throws {
        let times = [0.0, 0.15, 0.4, 0.7]
        let one = Self.world()
        one.timeline.threads = 1
        let expected = try times.map { try draw(one.timeline.displayList(at: $0, size: CGSize(width: 96, height: 96))) }
        for threads in [2, 3, 8] {
            let many = Self.world()
            many.timeline.threads = threads
            for (t, picture) in zip(times, expected) {
                let list = many.timeline.displayList(at: t, size: CGSize(width: 96, height: 96))
                #expect(try draw(list) == picture, "\(threads) threads, t = \(t)")
            }
        }
        // The root's 601 sublayers are split in two runs with two threads (the case compared above).
        #expect(LayerParallel.chunks(count: 601, threads: 2).count == 2)
    }

    @Test func conversionIsTheSameForAnyThreadCount() throws {
        let (root, timeline) = Self.world()
        let tree = timeline.presentation(of: root, at: 0.3) ?? root
        let size = CGSize(width: 96, height: 96)
        let one = CARenderer2D.displayList(for: tree, size: size, scale: 1, options: .init(threads: 1))
        let four = CARenderer2D.displayList(for: tree, size: size, scale: 1, options: .init(threads: 4))
        #expect(one.commands.count == four.commands.count)
        #expect(try draw(one) == draw(four))
    }
}

/// `list` drawn over white on a 96 × 96 canvas by the CPU backend on one thread.
private func drawOnWhite(_ list: DisplayList) throws -> Pixmap {
    var pixmap = try Pixmap(width: 96, height: 96)
    pixmap.fill(.white)
    try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
    return pixmap
}
