import Foundation
import PNGCodec
import Testing

/// Text through the command line: the `controls` storyboard renders, `--font-dir` puts a user's
/// font before the system's (the same file name), and a font directory that is not one is a usage
/// error.
@Suite struct TextCommandLineTests {
    static let render = ["render", "controls", "--frames", "0..<1"]

    @Test func aUsersFontReplacesTheSystemsOfTheSameName() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try CommandLineRunner.run(Self.render + ["--out", "plain"], in: directory)
        #expect(plain.status == 0, "\(plain.stderr)")
        // DejaVu Serif Bold under the name of Inter Bold: the bold title is set in it.
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                                         toPath: fonts.appendingPathComponent("Inter-Bold.otf").path)
        let serif = try CommandLineRunner.run(Self.render + ["--out", "serif", "--font-dir", fonts.path], in: directory)
        #expect(serif.status == 0, "\(serif.stderr)")
        let a = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("plain/controls_00000.png"))
        let b = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("serif/controls_00000.png"))
        #expect(a.width == 390 && b.width == 390)
        // The bold title (rows 100–170 of the 390 × 720 screen) is set in DejaVu Serif Bold now.
        var titleDifferences = 0
        for y in 100..<170 { for x in 0..<390 where a[x: x, y: y] != b[x: x, y: y] { titleDifferences += 1 } }
        #expect(titleDifferences > 200, "\(titleDifferences) title pixels differ")
    }

    @Test func aFontDirectoryThatIsNotOneIsAUsageError() throws {
        let result = try CommandLineRunner.run(Self.render + ["--out", "x", "--font-dir", "/no/such/fonts"])
        #expect(result.status == 64 && result.stderr.contains("--font-dir /no/such/fonts is not a directory"), "\(result.stderr)")
    }
}

/// `zoetrope doctor` says which fonts text is set in (and whether colour emoji are), whether the symbol icons are there, and which
/// ffmpeg video output would use (before the renderers).
@Suite struct DoctorTextAndVideoTests {
    @Test func doctorNamesTheFontsTheIconsAndFFmpeg() throws {
        let result = try CommandLineRunner.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("text: system font Inter Regular (/usr/share/fonts/opentype/inter/Inter-Regular.otf)"),
                "\(result.stdout.prefix(400))")
        #expect(result.stdout.contains("colour emoji: Noto Color Emoji Regular (/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf), "
                                        + "bitmap strikes of 109 px per em"), "\(result.stdout.prefix(600))")
        #expect(result.stdout.contains("symbols (Image(systemName:)): Bootstrap Icons"))
        #expect(result.stdout.contains("video: ffmpeg version") && result.stdout.contains("formats: mp4, webm, mov, gif, y4m"),
                "\(result.stdout.prefix(600))")
        // A missing ffmpeg is reported, not fatal: doctor still checks the renderers.
        let without = try CommandLineRunner.run(["doctor"], environment: ["PATH": "/nonexistent", "ZOETROPE_FFMPEG": ""])
        #expect(without.stdout.contains("video: video output needs ffmpeg"), "\(without.stdout.prefix(600))")
        #expect(without.stdout.contains("software renderer: works"))
    }
}
