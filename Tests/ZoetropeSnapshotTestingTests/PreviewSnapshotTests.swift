import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import Testing
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// `.preview(time:scale:fittingIn:)`: a preview on the canvas its traits ask for, at a virtual
/// time, scaled down to fit a number of pixels.
@Suite struct PreviewSnapshotTests {
    private func preview(_ traits: [PreviewTrait], @ViewBuilder _ content: @escaping () -> some View) -> Preview {
        Preview(__name: "Sample", traits: traits, fileID: "App/Sample.swift", filePath: "", line: 3, content: content)
    }

    @Test func aFixedLayoutPreviewAtItsTime() throws {
        let sliding = preview([.fixedLayout(width: 200, height: 120)]) { Slider() }
        let start = try pixels(snapshotData(sliding, .preview(time: 0)))
        let end = try pixels(snapshotData(sliding, .preview(time: 1.5)))
        #expect(start.width == 200 && start.height == 120)
        #expect(start[x: 10, y: 20] == PremultipliedRGBA8(Color.blue))     // the box at x 0…20
        #expect(end[x: 10, y: 20] == PremultipliedRGBA8(Color.white))
        #expect(end[x: 110, y: 20] == PremultipliedRGBA8(Color.blue))      // moved 100 points by 1 s
    }

    @Test func fittingInScalesTheLongerSideDown() throws {
        // A device preview (the default device, taller than wide) into 256 pixels.
        let canvas = try preview([]) { Color.red }.storyboard().size
        let device = try pixels(snapshotData(preview([]) { Color.red }, .preview(fittingIn: 256)))
        #expect(device.height == 256)
        #expect(abs(Double(device.width) - canvas.width * 256 / canvas.height) <= 1)
        // Never raised: a 200 × 120 canvas stays at scale 1.
        let small = try pixels(snapshotData(preview([.fixedLayout(width: 200, height: 120)]) { Box() }, .preview(fittingIn: 256)))
        #expect(small.width == 200 && small.height == 120)
        #expect(Snapshotting<Preview, Data>.fittedScale(2, canvas: CGSize(width: 100, height: 512), maxSide: 256) == 0.5)
        #expect(Snapshotting<Preview, Data>.fittedScale(1, canvas: CGSize(width: 100, height: 100), maxSide: .nan) == 1)
    }

    @Test func aReferenceRecordedOnceMatchesAndAChangeFails() throws {
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let red = preview([.fixedLayout(width: 200, height: 120)]) { Box(color: .red) }
        _ = verifySnapshot(of: red, as: .preview(), named: "box", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: red, as: .preview(), named: "box", record: .never, snapshotDirectory: directory.path) == nil)
        let wider = preview([.fixedLayout(width: 200, height: 120)]) { Box(color: .red, width: 60) }
        let message = try #require(verifySnapshot(of: wider, as: .preview(), named: "box", record: .never,
                                                  snapshotDirectory: directory.path))
        #expect(message.contains("600 of 24000 pixels differ"), "\(message)")
    }

    @Test func aPreviewThatCannotBeLaidOutFailsNamingIt() throws {
        let empty = preview([.sizeThatFitsLayout]) { EmptyView() }
        let directory = try snapshotDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue {
            _ = verifySnapshot(of: empty, as: .preview(), named: "empty", record: .missing, snapshotDirectory: directory.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("preview 'Sample' (App/Sample.swift:3)") }
        }
    }
}
