import Foundation
import Testing
import ZoetropeUI
import Geometry2D
import SoftwareRasterizer
import RenderCommands
import ZoetropeTestSupport

/// Golden frames of safe-area layout on a small made-up phone (120 × 200 points at 1×, 20 points
/// of status bar and a 12-point home indicator in portrait; 20 on each side and 10 at the bottom
/// in landscape): an indigo screen ignoring the safe area, a circle in the safe area, and an
/// orange bar inset at the bottom whose yellow background reaches under the home indicator.
/// Tolerance: `GoldenImage` (a channel off by more than 2 on at most 0.5 % of pixels); recorded
/// only by hand with ZOETROPE_RECORD_GOLDENS=1.
@Suite struct SafeAreaGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let tinyPhone = DeviceProfile(
        name: "Tiny Phone", size: CGSize(width: 120, height: 200), scale: 1,
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 12, trailing: 0),
        landscapeInsets: EdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 20))

    struct Screen: View {
        var body: some View {
            ZStack {
                Color(red: 0.25, green: 0.2, blue: 0.6).ignoresSafeArea()
                Circle().fill(Color.white).padding(8)
                Color.red.frame(height: 4).frame(maxHeight: .infinity, alignment: .top)   // the safe area's top edge
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.orange.frame(height: 24).padding(.horizontal, 16).background(Color.yellow)
            }
        }
    }

    @Test(arguments: [false, true]) func safeAreaFrameMatchesItsGolden(landscape: Bool) throws {
        let device = landscape ? Self.tinyPhone.landscape : Self.tinyPhone
        let story = Storyboard("safe-area", device: device, duration: 1) { Screen() }
        let list = try story.frame(at: 0).displayList
        var pixmap = try Pixmap(width: Int(device.size.width), height: Int(device.size.height))
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        try GoldenImage.expect(pixmap, named: "safe-area-\(landscape ? "landscape" : "portrait")", in: Self.goldens)
    }
}
