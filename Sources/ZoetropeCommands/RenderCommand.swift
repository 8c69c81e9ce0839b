import Foundation
import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to PNG frames (DIR/SCENE_00000.png …), written atomically.",
        discussion: """
            Frame i shows the animation at virtual time i / fps. Without --frames, --duration or \
            --time the whole scene is rendered. Quote frame ranges in the shell: --frames '0..<30'.

            Temporary files that a killed run left for these frames (.zt-SCENE_00012.png.*.tmp) are \
            removed first, with one line on standard error; nothing else in DIR is touched. Exit \
            status: 0 on success (also when standard output or error cannot be written: the frames \
            are the product), 64 for a usage error, 1 when a frame cannot be written or goes over a \
            budget (--max-memory and the overrides; one line names the limit and the option).
            """)

    @OptionGroup var options: SceneOptions
    @OptionGroup var canvas: CanvasOptions

    @Option(help: "Output directory (created if missing; a symbolic link to a directory is followed).")
    var out: String

    @Flag(help: "Skip frames whose PNG already exists and decodes at the right size.")
    var resume = false

    @Option(help: "PNG compression level: 0 (stored) … 12 (smallest, slowest; ~0.5 s a 1024² frame).")
    var pngCompression = 2

    @Option(help: "PNG row filter: none (fastest, and smallest on vector frames), up, paeth, or adaptive (per row, for gradients).")
    var pngFilter = PNGRowFilter.none

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a directory name, e.g. --out frames") }
        guard out != "-" else {
            throw ValidationError("--out - (standard output) is for draw; render writes PNG files into a directory, e.g. --out frames")
        }
        guard (0...12).contains(pngCompression) else {
            throw ValidationError("--png-compression must be 0…12 (0 = stored, 2 = default, 12 = smallest); got \(pngCompression)")
        }
    }

    func run() throws {
        let source = try options.source()
        let plan = try options.framePlan(sceneDuration: source.duration, fps: options.rate(for: source))
        var canvas = self.canvas
        if canvas.size == nil { canvas.size = source.defaultSize }
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let sink = try openSink(directory)
        reportCleanup(sink.removeStaleTemporaryFiles(of: plan), in: directory)
        let renderer = try canvas.makeRenderer()
        let (width, height) = canvas.pixelSize
        let points = CGSize(width: canvas.size?.width ?? 0, height: canvas.size?.height ?? 0)
        let producer = source.frames(size: points, scale: canvas.scale, fps: options.rate(for: source))
        // On the GPU, frames go through a pipeline: frame N+1 is tessellated and drawn while frame N
        // is read back (ZOETROPE_GL_PIPELINE=0 renders one frame at a time, for comparison).
        let job = RenderJob(
            plan: plan, renderer: renderer.choice, canvas: try canvas.blankCanvas(), resume: resume,
            pipelined: ProcessInfo.processInfo.environment["ZOETROPE_GL_PIPELINE"] != "0"
        ) { frame in
            canvas.inPixels(try producer.frame(frame.time).0)
        }
        var progress = Progress(total: plan.count)
        let report: RenderReport
        do {
            report = try job.run(into: sink) { event in
                progress.advance(frame: event.frame.index, file: event.location, skipped: event.kind == .skipped)
            }
        } catch {
            if case .writeFailed(let underlying) = error {
                switch underlying as? PNGError {
                case .notARegularFile?, .danglingSymbolicLink?:
                    throw RuntimeError("\(underlying); move it out of the way or choose another --out")
                default:
                    throw RuntimeError("\(underlying); check that \(out) is writable and has free space")
                }
            }
            throw canvas.renderer.budget.runtimeError(error.description, for: error)
        }
        let rendered = report.rendered
        func ms(_ seconds: Double) -> String { String(format: "%.1f", rendered > 0 ? 1000 * seconds / Double(rendered) : 0) }
        // A report on the frames just written: lost, not fatal, when standard output does not take it.
        Console.note("\(options.scene): \(rendered) frames rendered, \(report.skipped) skipped (already complete), \(width)x\(height) px, "
              + String(format: "%.2f s, ", report.wallSeconds) + "\(ms(report.wallSeconds)) ms/frame (draw \(ms(report.drawSeconds)), "
              + "encode+write \(ms(report.encodeSeconds)) on background threads) → \(directory.path)")
    }

    /// One line on standard error for the temporary files an interrupted run of these frames had
    /// left (removed before rendering), one per file that could not be removed.
    private func reportCleanup(_ cleanup: StaleFileCleanup, in directory: URL) {
        if !cleanup.removed.isEmpty {
            let count = cleanup.removed.count
            Console.message("removed \(count) stale temporary file\(count == 1 ? "" : "s") of an interrupted run from \(directory.path): "
                            + cleanup.removed.joined(separator: ", "))
        }
        for (name, reason) in cleanup.notRemoved.sorted(by: { $0.key < $1.key }) {
            Console.message("warning: cannot remove the stale temporary file \(directory.appendingPathComponent(name).path): \(reason)")
        }
    }

    /// The PNG sequence in `directory` (created if missing), or a runtime error that says what to do.
    private func openSink(_ directory: URL) throws -> PNGSequenceSink {
        do {
            return try PNGSequenceSink(directory: directory, framesInFlight: ProcessInfo.processInfo.activeProcessorCount,
                                       compression: PNGEncoder.Compression(level: pngCompression, filter: pngFilter))
        } catch .notADirectory {
            throw RuntimeError("--out \(out) exists and is not a directory; render writes its frames into a directory "
                               + "(created if missing): choose another --out")
        } catch .cannotCreateDirectory(_, let reason) {
            throw RuntimeError("cannot create the output directory \(out): \(reason)")
        } catch .directoryNotWritable {
            throw RuntimeError("the output directory \(out) is not writable; choose another --out")
        } catch {
            throw RuntimeError(error.description)
        }
    }
}

extension PNGRowFilter: ExpressibleByArgument {}
