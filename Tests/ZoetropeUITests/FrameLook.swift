import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// A storyboard frame's pixels on white (the software renderer), also written as `name`.png into
/// `DIALOG_LOOK_DIR` when that is set — how the presentation, list and menu tests let one look at
/// the frames they check.
///
/// ```swift
/// let pixels = try lookAt(frame, size: CGSize(width: 390, height: 600), named: "menu-open")
/// ```
@discardableResult
func lookAt(_ frame: StoryboardFrame, size: CGSize, named name: String) throws -> Pixmap {
    var pixmap = try Pixmap(width: Int(size.width), height: Int(size.height))
    pixmap.fill(.white)
    try SoftwareRenderer().render(frame.displayList, into: &pixmap)
    if let directory = ProcessInfo.processInfo.environment["DIALOG_LOOK_DIR"] {
        try PNGWriter.writeAtomically(try PNGEncoder.encode(pixmap), to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }
    return pixmap
}
