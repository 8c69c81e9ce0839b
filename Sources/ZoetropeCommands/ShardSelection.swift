import ArgumentParser
import FrameOutput

/// `--shard I/N`: this process renders shard I (0-based) of N.
struct ShardArgument: ExpressibleByArgument {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.index = index
        self.count = count
    }
}

/// Which shard this process renders: `--shard I/N`, else `ZOETROPE_SHARD_INDEX` and
/// `ZOETROPE_SHARD_COUNT`, else a scheduler's index — Kubernetes' `JOB_COMPLETION_INDEX` (an
/// Indexed Job) or Slurm's `SLURM_ARRAY_TASK_ID` (an array job) — with the count from
/// `ZOETROPE_SHARD_COUNT` (for Slurm also `SLURM_ARRAY_TASK_MAX` + 1 when the array starts at 0).
/// The mode is `--shard-mode`, else `ZOETROPE_SHARD_MODE`, else contiguous chunks. Nil: the whole render.
///
/// ```swift
/// try ShardSelection.resolve(flag: nil, environment: ["JOB_COMPLETION_INDEX": "3", "ZOETROPE_SHARD_COUNT": "8"])  // 3 of 8
/// ```
enum ShardSelection {
    static func resolve(flag: ShardArgument?, mode flagMode: Shard.Mode? = nil, environment: [String: String]) throws -> Shard? {
        var mode = Shard.Mode.chunks
        if let flagMode {
            mode = flagMode
        } else if let text = environment["ZOETROPE_SHARD_MODE"], !text.isEmpty {
            guard let named = Shard.Mode(rawValue: text) else {
                throw ValidationError("ZOETROPE_SHARD_MODE=\(text) is not a shard mode: chunks or strided")
            }
            mode = named
        }
        let indices = 0...(Shard.maximumCount - 1)
        func number(_ name: String, in range: ClosedRange<Int> = indices) throws -> Int? {
            try EnvironmentNumber.wholeNumber(name, in: range, environment: environment)
        }
        func shard(_ index: Int, _ count: Int, from source: String) throws -> Shard {
            do { return try Shard(index: index, count: count, mode: mode) } catch {
                throw ValidationError("\(source): \(error.description)")
            }
        }
        if let flag { return try shard(flag.index, flag.count, from: "--shard \(flag.index)/\(flag.count)") }
        let count = try number("ZOETROPE_SHARD_COUNT", in: 1...Shard.maximumCount)
        if let index = try number("ZOETROPE_SHARD_INDEX") {
            guard let count else { throw ValidationError("ZOETROPE_SHARD_INDEX is set: set ZOETROPE_SHARD_COUNT to the number of shards too") }
            return try shard(index, count, from: "ZOETROPE_SHARD_INDEX/ZOETROPE_SHARD_COUNT")
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            guard let count else {
                throw ValidationError("JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job) but not the shard count: "
                                      + "set ZOETROPE_SHARD_COUNT to the Job's completions")
            }
            return try shard(index, count, from: "JOB_COMPLETION_INDEX/ZOETROPE_SHARD_COUNT")
        }
        if let index = try number("SLURM_ARRAY_TASK_ID") {
            if let count { return try shard(index, count, from: "SLURM_ARRAY_TASK_ID/ZOETROPE_SHARD_COUNT") }
            // SLURM_ARRAY_TASK_COUNT is wrong when only failed tasks are rerun (--array=3,7): the
            // highest index + 1 is right for an array that starts at 0.
            // …and only for a whole array 0-N: a rerun of some tasks (--array=0,5) has MAX + 1 ≠ the count.
            guard try number("SLURM_ARRAY_TASK_MIN") == 0, let maximum = try number("SLURM_ARRAY_TASK_MAX"),
                  try number("SLURM_ARRAY_TASK_COUNT", in: 1...Shard.maximumCount).map({ $0 == maximum + 1 }) ?? true else {
                throw ValidationError("SLURM_ARRAY_TASK_ID is set (a Slurm array job) but not the shard count: "
                                      + "set ZOETROPE_SHARD_COUNT (or use an array 0-N)")
            }
            return try shard(index, maximum + 1, from: "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_MAX")
        }
        return nil
    }
}

extension Shard.Mode: ExpressibleByArgument {}
