import Foundation
import GLESRenderer
import RenderCommands
import Testing
import VectorPath
import Geometry2D
import SoftwareRasterizer
import ZoetropeUI

/// A canvas of one colour is cleared on the GPU instead of uploaded (``GLESFrameStatistics/uploadedCanvas``);
/// one pixel of another colour anywhere — among the first 16 pixels checked one by one, or past them
/// where the buffer is compared with itself 64 bytes on — makes it an upload, and either way the
/// frame is the software renderer's over that canvas.
@Suite(.serialized) struct UniformCanvasTests {
    /// Its own renderer: the shared one's last-frame statistics belong to whichever test drew last.
    static let renderer = try? GLESRenderer()

    static let list: DisplayList = {
        var list = DisplayList()
        list.fill(Path(ellipseIn: CGRect(x: 2, y: 3, width: 11, height: 9)), with: .color(Color(red: 0.2, green: 0.4, blue: 0.9).opacity(0.8)))
        return list
    }()

    @Test(needsGPU, arguments: [(16, 16, nil), (16, 16, 3), (16, 16, 200), (16, 16, 255), (1, 1, nil), (3, 5, nil), (3, 5, 14)])
    func oneColourIsClearedAnyOtherPixelUploads(width: Int, height: Int, odd: Int?) throws {
        let gpu = try #require(Self.renderer)
        var canvas = try Pixmap(width: width, height: height)
        canvas.fill(Color(red: 0.9, green: 0.8, blue: 0.1))
        if let odd { canvas[x: odd % width, y: odd / width] = PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255) }
        var onGPU = canvas
        try gpu.render(Self.list, into: &onGPU)
        #expect(gpu.lastFrameStatistics.uploadedCanvas == (odd != nil), "\(width)×\(height), odd pixel \(String(describing: odd))")
        var reference = canvas
        try SoftwareRenderer().render(Self.list, into: &reference)
        let difference = try ImageDifference(between: onGPU, and: reference)
        #expect(difference.maximumDifference <= 2, "\(difference)")
    }
}
