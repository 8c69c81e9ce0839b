import Foundation
import SafeFiles
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

struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Render a static drawing described in JSON to a PNG, written atomically.",
        discussion: """
            FILE is a JSON document {"width", "height", "scale"?, "background"?, "commands": […]} \
            (schema: Sources/Zoetrope/Zoetrope.docc/TheCommandLine.md, "zoetrope draw: the JSON schema"); `-` reads it from standard input. \
            Image paths in it are relative to FILE's directory (the current directory for `-`). \
            --scale and --background override the document's values.

            Exit status: 0 on success; 64 (usage error) when the document is wrong — malformed JSON, \
            a value that breaks the schema, unbalanced layers, a canvas too large — or an option is; \
            the message names the JSON path of the bad value, e.g. commands[3].paint.stops[1].location. \
            1 (runtime error) when FILE or an image it names cannot be read or decoded, OUT \
            cannot be written, or the drawing goes over a budget (--max-memory and the overrides: \
            one line names the limit and the option to raise); no partial file is ever left at OUT. OUT must be a new or regular \
            file, or a symbolic link to one (the file it points to is replaced); a directory, a \
            device such as /dev/null or a FIFO is refused and left as it is. With --out -, a \
            standard output that does not take the PNG is a runtime error (1), and a pipe closed \
            by its reader a quiet exit with status 141.
            """)

    @Argument(help: "The JSON document, or - for standard input.")
    var file: String

    @Option(help: "The PNG to write (replaced atomically, through a symbolic link to its target), or - for standard output.")
    var out: String

    @Option(help: "Pixels per point, overriding the document's scale (default 1).")
    var scale: Double?

    @Option(help: "Background, overriding the document's: white, black, transparent or #RRGGBB[AA].")
    var background: Background?

    @Option(help: "Rasterizer threads (0 = one per CPU this process may use: affinity mask, cgroup quota, SLURM_CPUS_PER_TASK; see zoetrope doctor).")
    var threads: Int = 0

    @OptionGroup var renderer: BackendOptions

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= DrawingDocument.maximumScale) {
            throw ValidationError("--scale must be in (0, \(formatNumber(DrawingDocument.maximumScale))]")
        }
        guard (0...256).contains(threads) else { throw ValidationError("--threads must be between 0 and 256") }
        guard !out.isEmpty else { throw ValidationError("--out needs a file name, e.g. --out drawing.png, or - for standard output") }
        guard !out.hasSuffix("/") else {
            throw ValidationError("--out \(out) names a directory: give a file name, e.g. --out \(out)drawing.png")
        }
    }

    func run() throws {
        let document = try load()
        if let scale {
            let (w, h) = document.pixelSize(scale: scale)
            do {
                try Pixmap.validateSize(width: w, height: h)
            } catch {
                throw ValidationError("--scale \(formatNumber(scale)) makes the \(document.width)x\(document.height) canvas "
                                      + "\(w)x\(h) pixels: \(error.description)")
            }
        }
        let chosen = try renderer.renderer(threads: threads)
        let pixmap: Pixmap
        do {
            pixmap = try document.render(scale: scale, background: background?.color, with: chosen.choice)
        } catch {
            // A budget error is about the frame (draw renders frame 0), others about the file.
            let budgetError = BudgetOptions.exceeded(in: error) != nil
            throw renderer.budget.runtimeError(budgetError ? "frame 0: \(error)" : "cannot render \(file): \(error)", for: error)
        }
        if out == "-" {
            let png: Data
            do {
                png = try PNGEncoder.encodedData(pixmap)
            } catch {
                throw RuntimeError(error.description)
            }
            try Console.write(png)   // the product: a failed write is an error (exit 1, or 141 for a closed pipe)
            return
        }
        do {
            try PNGWriter.write(pixmap, to: URL(fileURLWithPath: out))
        } catch .notARegularFile(let path, let kind) {
            throw RuntimeError("--out \(out): \(path) is \(kind), not a regular file, and was left as it is; "
                               + "give a file name (new or existing), or --out - to write the PNG to standard output")
        } catch .danglingSymbolicLink(_, let target) {
            throw RuntimeError("--out \(out) is a symbolic link to \(target), which does not exist; "
                               + "point the link at an existing file, remove it, or give another file name")
        } catch {
            throw RuntimeError("\(error.description); check that the directory of --out exists and is writable")
        }
        // A report on the file just written: lost, not fatal, when standard output does not take it.
        Console.note("\(file): \(document.displayList.commands.count) commands, \(pixmap.width)x\(pixmap.height) px → \(out)")
    }

    /// The decoded document; document errors become usage errors (64), file errors runtime errors (1).
    private func load() throws -> DrawingDocument {
        let data: Data, base: URL?, name: String
        // A document is parsed into a tree several times its size: at most M/16 bytes are read.
        let limit = max(1 << 20, renderer.budget.maxMemory.bytes / 16), option = "--max-memory \(renderer.budget.maxMemory.text)"
        if file == "-" {
            data = try Console.readStandardInput(limit: limit, limitOption: option)
            (base, name) = (nil, "<stdin>")
        } else {
            data = try Self.readDocument(file, limit: limit, limitOption: option)
            (base, name) = (URL(fileURLWithPath: file).deletingLastPathComponent(), file)
        }
        do {
            return try DrawingDocument(json: data, baseDirectory: base, budget: renderer.budget.budget)
        } catch {
            if error.isDocumentError { throw ValidationError("\(name): \(error)") }
            throw renderer.budget.runtimeError("\(name): \(error)", for: error)
        }
    }

    /// The document at `path`: a regular file (at most `limit` bytes, checked before reading), or a
    /// pipe (`<(generate)`, a FIFO: read to its end, at most `limit` bytes); a directory or a device
    /// is refused without reading.
    private static func readDocument(_ path: String, limit: Int, limitOption: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw RuntimeError("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw RuntimeError("cannot read \(path): \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            do { return try RegularFile.contents(of: path, limit: limit) } catch {
                throw RuntimeError("\(error)" + (Int(status.st_size) > limit ? " (the most read under \(limitOption); raise it)" : ""))
            }
        case S_IFIFO:
            // A pipe is read as standard input is; it may have no writer yet: opened again, blocking, to wait for one.
            let pipe = open(path, O_RDONLY | O_CLOEXEC)
            guard pipe >= 0 else { throw RuntimeError("cannot read \(path): \(String(cString: strerror(errno)))") }
            defer { close(pipe) }
            return try Console.readAll(pipe, name: path, limit: limit, limitOption: limitOption)
        default:
            throw RuntimeError("cannot read \(path): it is \(FileDestination.kind(of: status.st_mode)); give a JSON file, a pipe or - for standard input")
        }
    }
}
