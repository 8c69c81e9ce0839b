import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TextOutlines

/// Special files named like fonts in a font folder (FIFOs, a socket, links to devices, a folder, a
/// dangling link) and broken ones (truncated, corrupt, unreadable) are skipped by `stat`, never
/// opened: the catalog finishes, uses the good font beside them, and counts what it skipped.
@Suite struct FontFolderSpecialFileTests {
    @Test func specialFilesInAFontFolderAreSkippedWithoutBeingOpened() throws {
        try FontFolderFixtures.withDirectory { directory in
            let special = try FontFolderFixtures.makeSpecialFiles(in: directory)
            let dejaVuSans = try Data(contentsOf: URL(fileURLWithPath: TestFonts.dejaVu + "DejaVuSans.ttf"))
            try dejaVuSans.prefix(dejaVuSans.count / 3).write(to: directory.appendingPathComponent("truncated.ttf"))
            try Data(repeating: 0xA5, count: 3000).write(to: directory.appendingPathComponent("corrupt.otf"))
            let locked = directory.appendingPathComponent("locked.ttf")
            try Data("not a font".utf8).write(to: locked)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            try FileManager.default.copyItem(atPath: TestFonts.dejaVu + "DejaVuSerif.ttf", toPath: directory.appendingPathComponent("Good.ttf").path)

            let catalog = FontCatalog(directories: [directory])
            let faces = try #require(try FontFolderFixtures.finishing(within: 60) { try catalog.faces(for: FontRequest()) })
            // The FIFO named Inter-Regular.otf does not hide the system's Inter; the good file is a fallback.
            #expect(faces.map(\.name) == ["Inter Regular", "DejaVu Serif Book", "Noto Color Emoji Regular", "WenQuanYi Micro Hei Regular", "DejaVu Sans Book"])
            #expect(catalog.usage.skippedSpecialFiles == special.count, "\(catalog.usage)")
            #expect(catalog.usage.indexedFaces == 1 && catalog.usage.openedFaces == 0)
            let layout = TextLayout("Hello 中文 א", style: TextStyle(faces: faces, size: 17))
            #expect(layout.size.width > 0)

            for (name, path) in special {
                #expect(!FontFile.isRegularFile(path), "\(name)")
                let error = try #require(try FontFolderFixtures.finishing(within: 30) { () -> TextError? in
                    do { _ = try FontFace(path: path); return nil } catch { return error as? TextError }
                }, "\(name)")
                #expect(error != nil, "\(name) opened as a font")
            }
            // The reason names the kind of file.
            do {
                _ = try FontFace(path: try #require(special["a.ttf"]))
            } catch let TextError.unreadableFont(_, reason) {
                #expect(reason.contains("FIFO"), "\(reason)")
            }
        }
    }

    @Test func specialFilesNamedLikeTheSystemFontsAreNotOpenedEither() throws {
        try FontFolderFixtures.withDirectory { directory in
            // Every name the catalog asks for by name, as a FIFO: each falls through to the system's file.
            let names = ["Inter-Bold.otf", "NotoSansCJK-Regular.ttc", "wqy-microhei.ttc", "DejaVuSans.ttf"]
            for name in names { #expect(mkfifo(directory.appendingPathComponent(name).path, 0o644) == 0) }
            let catalog = FontCatalog(directories: [directory])
            let faces = try #require(try FontFolderFixtures.finishing(within: 60) { try catalog.faces(for: FontRequest(weight: 700)) })
            #expect(faces.first?.name == "Inter Bold" && faces.allSatisfy { !$0.path.hasPrefix(directory.path) })
            #expect(catalog.usage.skippedSpecialFiles == names.count)
        }
    }
}
