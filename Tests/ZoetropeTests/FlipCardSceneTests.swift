import Foundation
import Testing
import Zoetrope
@testable import Scenes

/// The built-in flip scene: FlipEffect swaps faces at 90° and 270°.
@Suite struct FlipCardSceneTests {
    @Test func flipCardSwapsFacesAtNinetyDegrees() throws {
        #expect(FlipEffect(angle: 89.9, axis: (1, 5)).flipped == false)
        #expect(FlipEffect(angle: 90, axis: (1, 5)).flipped == true)
        #expect(FlipEffect(angle: 269.9, axis: (1, 5)).flipped == true)
        #expect(FlipEffect(angle: 270, axis: (1, 5)).flipped == false)
        let player = try ScenePlayer(named: "flip")
        let early = try player.frame(at: 0.5, size: CGSize(width: 256, height: 256))
        let late = try player.frame(at: 1.5, size: CGSize(width: 256, height: 256))
        #expect(early.animatedValues.last?.value == "front")
        #expect(late.animatedValues.last?.value == "back")
        // Linear 360° in 4 s: 45° at 0.5 s.
        #expect(early.animatedValues.first?.value == "45.00000")
    }
}
