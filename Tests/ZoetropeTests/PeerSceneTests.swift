import Foundation
import Testing
import Zoetrope
@testable import BenchmarkScenes

/// The SCENES.md peer scenes must reproduce the shared definition exactly.
@Suite struct PeerSceneTests {
    @Test func lcgMatchesTheCheckValues() {
        var random = PeerScene.LCG(state: 42)
        _ = random.next()
        #expect(random.state == 1_083_814_273)
        _ = random.next()
        #expect(random.state == 378_494_188)
        _ = random.next()
        #expect(random.state == 2_479_403_867)
    }

    @Test func firstPolygonMatchesTheCheckValues() throws {
        let list = PeerScene.polygons(1).displayList
        guard case .fill(let path, let paint, _, _) = try #require(list.commands.first) else {
            Issue.record("expected a fill"); return
        }
        #expect(paint == .color(Color(red: 96 / 255, green: 6 / 255, blue: 114 / 255)))
        let (cx, cy, radius, rotation) = (258.40142822265625, 90.239990234375, 43.09124708175659, 1.3983493225192682)
        let first = try #require(path.points.first)
        #expect(abs(first.x - (cx + radius * cos(rotation))) < 1e-9)
        #expect(abs(first.y - (cy + radius * sin(rotation))) < 1e-9)
        #expect(path.verbs == [.move, .line, .line, .close])  // sides 3
    }

    /// SCENES.md's table: segments (L + C, without the closing ones) and sub-paths.
    @Test(arguments: [(PeerScene.flower(16), 119, 105), (.flower(64), 2015, 1953), (.flower(200), 19899, 19701),
                      (.polygons(1000), 6500, 1000), (.clock, 19, 16), (.blob, 5, 1)])
    func segmentAndSubpathCountsMatchTheTable(scene: PeerScene, segments: Int, subpaths: Int) {
        var lineOrCurve = 0, moves = 0
        for command in scene.displayList.commands {
            guard case .fill(let path, _, _, _) = command.asFillOrStroke else { continue }
            for verb in path.verbs {
                switch verb {
                case .move: moves += 1
                case .line, .cubic, .quad: lineOrCurve += 1
                case .close: break
                }
            }
        }
        #expect(lineOrCurve == segments)
        #expect(moves == subpaths)
    }

    @Test func namesRoundTrip() {
        for scene in PeerScene.all { #expect(PeerScene(name: scene.description) == scene) }
        // Other sizes of the same families are accepted (zoetrope bench), within limits.
        #expect(PeerScene(name: "flower_17") == .flower(17))
        #expect(PeerScene(name: "flower_401") == nil)
        #expect(PeerScene(name: "clock_2") == nil)
    }
}

extension DisplayList.Command {
    /// Strokes seen as fills of the same path, for counting.
    var asFillOrStroke: DisplayList.Command {
        if case .stroke(let path, _, let paint, let transform, _) = self {
            return .fill(path, paint: paint, style: FillStyle(), transform: transform)
        }
        return self
    }
}
