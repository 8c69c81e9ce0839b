import Foundation
import RenderCommands
import SafeFiles
@testable import PNGCodec
import Testing

/// `AtomicFile` reports its own `FileError` (a video or manifest write is no PNG error), and a PNG
/// write converts it to the same `PNGError` case with the same message.
struct AtomicFileErrorTests {
    @Test func aDeviceDestinationIsAFileErrorNamingWhatItIs() {
        let thrown = #expect(throws: FileError.self) { _ = try AtomicFile(URL(fileURLWithPath: "/dev/null")) }
        #expect(thrown == .notARegularFile(path: "/dev/null", kind: "a character device"))
        #expect(thrown?.description == "cannot write /dev/null: it is a character device, not a regular file; it was left as it is")
        #expect(thrown?.reason == "it is a character device, not a regular file; it was left as it is")
    }

    @Test func aPNGWriteGivesTheSameCaseAndMessageAsAPNGError() throws {
        let file = FileError.writeFailed(path: "/missing/dir/x.png", reason: "No such file or directory")
        #expect(PNGError(file) == .writeFailed(path: "/missing/dir/x.png", reason: "No such file or directory"))
        #expect(PNGError(file).description == file.description)
        #expect(PNGError(file).reason == file.reason)
        let pixmap = try Pixmap(width: 1, height: 1)
        let thrown = #expect(throws: PNGError.self) { try PNGWriter.write(pixmap, to: URL(fileURLWithPath: "/missing/dir/x.png")) }
        #expect(thrown == .writeFailed(path: "/missing/dir/x.png", reason: "No such file or directory"))
    }
}
