import Foundation
import SafeFiles
import ArgumentParser
import PNGCodec
import FrameOutput

/// What one shard of a render writes into the directory all shards share (`--out DIR`), and its
/// manifest: PNG frames side by side (`DIR/flower_00090.png …`), or for video one segment
/// (`DIR/flower.shard-0003-of-0008.mp4`) that `assemble` joins with the others without
/// re-encoding. GIF and APNG files cannot be joined, so their shards write PNG frames and
/// `assemble` encodes the file once. A rerun whose manifest matches the job and whose files are
/// intact has nothing to do (a requeued Slurm task, a retried Kubernetes pod).
///
/// ```sh
/// zoetrope render flower --format mp4 --out parts --shard 3/8   # parts/flower.shard-0003-of-0008.{mp4,json}
/// zoetrope assemble parts --out flower.mp4
/// ```
struct ShardOutput {
    let shard: Shard
    /// What the shard writes: `png` frames or a video format.
    let format: OutputFormat
    let directory: URL
    let manifest: URL
    /// The video segment (nil for PNG frames).
    let segment: URL?
    /// Every option that decides the pixels of the whole render, for the manifest.
    let job: [String: String]

    /// The format a shard of a `requested` render writes: PNG frames for GIF and APNG, whose files
    /// cannot be joined; a usage error for what cannot be sharded as asked.
    static func format(for requested: OutputFormat, shard: Shard, output: OutputOptions) throws -> OutputFormat {
        if let implied = output.impliedFormat, implied != .raw {
            throw ValidationError("with --shard, --out is the directory the shards share, and \(output.out ?? "") names a "
                                  + "\(implied.rawValue) file: render with --format \(requested.rawValue) --out DIR, then "
                                  + "zoetrope assemble DIR --out \(output.out ?? "FILE")")
        }
        switch requested {
        case .raw where output.out != "-":
            throw ValidationError("a sharded raw stream goes to standard output (--out -): shards writing one file would overwrite "
                                  + "each other; render PNG frames (--out DIR) to assemble later")
        case .png, .raw, .null:
            return requested
        case .gif, .apng:
            Console.message("\(requested.rawValue) files cannot be joined: this shard writes PNG frames into \(output.out ?? "."), "
                            + "and zoetrope assemble makes the \(requested.rawValue) once every shard is done")
            return .png
        case .mp4, .webm, .mov, .y4m:
            guard shard.mode == .chunks else {
                throw ValidationError("--shard-mode strided deals out every \(shard.count)th frame, which gives no video segments to join: "
                                      + "use --shard-mode chunks (the default) for \(requested.rawValue), or strided PNG frames")
            }
            return requested
        }
    }

    /// The shard's files in `out` (created when missing) for the job `job`, or nil when an
    /// earlier run already completed it (said on standard error).
    static func prepare(shard: Shard, format: OutputFormat, out: String, name: String, job: [String: String],
                        scene: String) throws -> ShardOutput? {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let manifest = ShardManifest.url(in: directory, name: name, shard: shard)
        // An earlier run's manifest counts only if it passes every check assemble makes.
        if let folder = try? ShardFolder(directory),
           let earlier = try? ShardManifest.read(manifest.lastPathComponent, in: folder),
           earlier.manifest.jobHash == ShardManifest.hash(of: job), earlier.shard == shard,
           earlier.manifest.mismatchedFiles(in: folder, checkingHashes: true).isEmpty {
            Console.note("\(scene): shard \(shard.index) of \(shard.count) is already complete (\(manifest.path))")
            return nil
        }
        // What a killed run left of this shard's manifest goes first (its video segment's below).
        AtomicFile.removeStaleTemporaryFiles(of: manifest)
        var segment: URL?
        if let video = format.video {
            do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw RuntimeError("cannot create the output directory \(out): \(RuntimeError.reason(of: error))")
            }
            let url = ShardManifest.segmentURL(in: directory, name: name, shard: shard, format: video.rawValue)
            // What a killed run of this shard left (ffmpeg's hidden output) goes first.
            AtomicFile.removeStaleTemporaryFiles(of: url)
            segment = url
        }
        return ShardOutput(shard: shard, format: format, directory: directory, manifest: manifest, segment: segment, job: job)
    }

    /// Writes the manifest of the shard's `plan` (after its frames or segment are complete; at
    /// once for a shard without frames, so that `assemble` knows it is done).
    func writeManifest(plan: FramePlan) throws {
        if plan.isEmpty {
            do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw RuntimeError("cannot create the output directory \(directory.path): \(RuntimeError.reason(of: error))")
            }
        }
        do {
            try ShardManifest.make(job: job, shard: shard, plan: plan, directory: directory,
                                   segment: segment.map { ($0.lastPathComponent, format.rawValue) })
                .write(to: manifest)
        } catch {
            throw RuntimeError("\(error)")
        }
    }
}
