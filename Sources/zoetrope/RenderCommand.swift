import ArgumentParser
import Zoetrope

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to PNG frames (DIR/SCENE_00000.png …), written atomically.",
        discussion: """
            Frame i shows the animation at virtual time i / fps. Without --frames, --duration or \
            --time the whole scene is rendered. Quote frame ranges in the shell: --frames '0..<30'.
            """)

    @OptionGroup var options: SceneOptions
    @OptionGroup var canvas: CanvasOptions

    @Option(help: "Output directory (created if missing).")
    var out: String

    @Flag(help: "Skip frames whose PNG already exists and decodes at the right size.")
    var resume = false

    func run() throws {
        let player = try options.player()
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        try prepare(directory)
        let frames = options.frameTimes(sceneDuration: player.duration)
        let (width, height) = canvas.pixelSize
        let points = CGSize(width: canvas.size.width, height: canvas.size.height)
        var progress = Progress(total: frames.count)
        var rendered = 0, skipped = 0
        var renderSeconds = 0.0, writeSeconds = 0.0
        let started = Date()
        for (index, time) in frames {
            let name = String(format: "%@_%05d.png", options.scene, index)
            let url = directory.appendingPathComponent(name)
            if resume && Self.isComplete(url, width: width, height: height) {
                skipped += 1
                progress.advance(frame: index, file: url.path, skipped: true)
                continue
            }
            let t0 = Date()
            let pixmap: Pixmap
            do {
                pixmap = try canvas.render(player.frame(at: time, size: points).displayList)
            } catch {
                throw RuntimeError("frame \(index) (t = \(time) s): \(error)")
            }
            let t1 = Date()
            do {
                try PNGWriter.write(pixmap, to: url)
            } catch {
                throw RuntimeError("\(error.description)\nCheck that \(out) is writable and has free space.")
            }
            renderSeconds += t1.timeIntervalSince(t0)
            writeSeconds += Date().timeIntervalSince(t1)
            rendered += 1
            progress.advance(frame: index, file: url.path, skipped: false)
        }
        let total = Date().timeIntervalSince(started)
        let perFrame = rendered > 0 ? 1000 * total / Double(rendered) : 0
        print(String(format: "%@: %d frames rendered, %d skipped (already complete), %dx%d px, %.2f s, "
                     + "%.1f ms/frame (draw %.1f, encode+write %.1f) → %@",
                     options.scene, rendered, skipped, width, height, total, perFrame,
                     rendered > 0 ? 1000 * renderSeconds / Double(rendered) : 0,
                     rendered > 0 ? 1000 * writeSeconds / Double(rendered) : 0, directory.path))
    }

    /// Creates the output directory, or fails with a message that says why.
    private func prepare(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw RuntimeError("--out \(out) exists and is not a directory") }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw RuntimeError("cannot create the output directory \(out): \(error.localizedDescription)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw RuntimeError("the output directory \(out) is not writable; choose another --out")
        }
    }

    /// True if `url` holds a PNG that decodes to `width`×`height` (a frame from an earlier run).
    static func isComplete(_ url: URL, width: Int, height: Int) -> Bool {
        guard let pixmap = try? PNGDecoder.decode(contentsOf: url) else { return false }
        return pixmap.width == width && pixmap.height == height
    }
}
