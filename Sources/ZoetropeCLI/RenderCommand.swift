import Foundation
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
        let renderer = try canvas.makeRenderer()
        let (width, height) = canvas.pixelSize
        let points = CGSize(width: canvas.size.width, height: canvas.size.height)
        var progress = Progress(total: frames.count)
        var rendered = 0, skipped = 0
        var renderSeconds = 0.0
        let writer = FrameWriter(limit: ProcessInfo.processInfo.activeProcessorCount)
        let started = Date()
        func report() {
            for (frame, path) in writer.drainWritten() { progress.advance(frame: frame, file: path, skipped: false) }
        }
        // On the GPU, frames go through a pipeline: frame N+1 is tessellated and drawn while frame N
        // is read back (ZOETROPE_GL_PIPELINE=0 renders one frame at a time, for comparison).
        let pipeline = renderer.gpu.flatMap {
            ProcessInfo.processInfo.environment["ZOETROPE_GL_PIPELINE"] == "0" ? nil : GLFramePipeline(renderer: $0)
        }
        var waiting: [(index: Int, time: Double, url: URL)] = []
        /// Queues the pipeline's finished frames (oldest first) for writing.
        func write(_ pixmaps: [Pixmap]) throws {
            for pixmap in pixmaps {
                let frame = waiting.removeFirst()
                try writer.write(pixmap, to: frame.url, frame: frame.index)
                rendered += 1
            }
            report()
        }
        do {
            for (index, time) in frames {
                let name = String(format: "%@_%05d.png", options.scene, index)
                let url = directory.appendingPathComponent(name)
                if resume && Self.isComplete(url, width: width, height: height) {
                    skipped += 1
                    progress.advance(frame: index, file: url.path, skipped: true)
                    continue
                }
                if let pipeline {
                    let t0 = Date()
                    waiting.append((index, time, url))
                    let done: [Pixmap]
                    do {
                        done = try pipeline.submit(canvas.inPixels(player.frame(at: time, size: points).displayList),
                                                   over: canvas.blankCanvas())
                    } catch {
                        throw RuntimeError("frame \(waiting.first?.index ?? index) (t = \(waiting.first?.time ?? time) s) or later: \(error)")
                    }
                    renderSeconds += Date().timeIntervalSince(t0)
                    try write(done)
                    continue
                }
                let t0 = Date()
                let pixmap: Pixmap
                do {
                    pixmap = try canvas.render(player.frame(at: time, size: points).displayList, with: renderer)
                } catch {
                    throw RuntimeError("frame \(index) (t = \(time) s): \(error)")
                }
                renderSeconds += Date().timeIntervalSince(t0)
                try writer.write(pixmap, to: url, frame: index)
                rendered += 1
                report()
            }
            if let pipeline {
                let t0 = Date()
                let done: [Pixmap]
                do { done = try pipeline.finish() } catch {
                    throw RuntimeError("frame \(waiting.first?.index ?? 0) or later: \(error)")
                }
                renderSeconds += Date().timeIntervalSince(t0)
                try write(done)
            }
        } catch let error as RuntimeError {
            _ = try? writer.finish()
            throw error
        } catch {
            throw Self.writeFailure(error, out: out)
        }
        let writeSeconds: Double
        do { writeSeconds = try writer.finish() } catch { throw Self.writeFailure(error, out: out) }
        report()
        let total = Date().timeIntervalSince(started)
        func ms(_ seconds: Double) -> String { String(format: "%.1f", rendered > 0 ? 1000 * seconds / Double(rendered) : 0) }
        print("\(options.scene): \(rendered) frames rendered, \(skipped) skipped (already complete), \(width)x\(height) px, "
              + String(format: "%.2f s, ", total) + "\(ms(total)) ms/frame (draw \(ms(renderSeconds)), "
              + "encode+write \(ms(writeSeconds)) on background threads) → \(directory.path)")
    }

    /// A PNG write failure as a runtime error that says what to check.
    static func writeFailure(_ error: Error, out: String) -> RuntimeError {
        let message = (error as? PNGError)?.description ?? "\(error)"
        return RuntimeError("\(message)\nCheck that \(out) is writable and has free space.")
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
