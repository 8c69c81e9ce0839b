import ArgumentParser
@testable import FrameOutput
import Testing
import TextOutlines
@testable import ZoetropeCommands

/// Every environment variable a shard is chosen by (and the font budget's and ffmpeg's), fed every integer limit (and text that only
/// looks like a number): the result is a shard that exists or a usage error naming the variable —
/// never a trap (`SLURM_ARRAY_TASK_MAX=9223372036854775807` overflowed `maximum + 1`). And the same
/// for every pair of variables that are read together, at every pair of limits.
@Suite struct EnvironmentNumberTests {
    static let limits = ["\(Int.min)", "\(Int.min + 1)", "-1", "0", "1", "2", "\(Int32.max)", "\(UInt32.max)", "999999", "1000000",
                         "1000001", "\(1 << 53)", "\((1 << 53) + 1)", "\(Int.max - 1)", "\(Int.max)", "9223372036854775808",
                         "-9223372036854775809", "18446744073709551615", "99999999999999999999999", "+3", " 3", "3 ", "0x10", "1e3",
                         "٣", "3.0", "", "x"]

    /// The variables, each with the others it is read with (a complete selection but for it).
    static let settings: [(variable: String, base: [String: String])] = [
        ("ZOETROPE_SHARD_INDEX", ["ZOETROPE_SHARD_COUNT": "4"]),
        ("ZOETROPE_SHARD_COUNT", ["ZOETROPE_SHARD_INDEX": "1"]),
        ("JOB_COMPLETION_INDEX", ["ZOETROPE_SHARD_COUNT": "4"]),
        ("ZOETROPE_SHARD_COUNT", ["JOB_COMPLETION_INDEX": "1"]),
        ("SLURM_ARRAY_TASK_ID", ["ZOETROPE_SHARD_COUNT": "4"]),
        ("SLURM_ARRAY_TASK_ID", ["SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "3"]),
        ("SLURM_ARRAY_TASK_MIN", ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MAX": "3"]),
        ("SLURM_ARRAY_TASK_MAX", ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0"]),
        ("SLURM_ARRAY_TASK_COUNT", ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "3"]),
    ]

    static func check(_ environment: [String: String], variables: [String]) {
        do {
            if let shard = try ShardSelection.resolve(flag: nil, environment: environment) {
                #expect(shard.index >= 0 && shard.index < shard.count && shard.count <= Shard.maximumCount, "\(environment)")
            }
        } catch let error as ValidationError {
            #expect(variables.contains { error.message.contains($0) } || error.message.contains("shard"), "\(environment): \(error.message)")
        } catch {
            Issue.record("\(environment): \(error)")
        }
    }

    @Test func everyVariableAtEveryLimit() {
        for (variable, base) in Self.settings {
            for value in Self.limits {
                Self.check(base.merging([variable: value]) { $1 }, variables: [variable])
            }
        }
    }

    /// The probe's case, and each pair of variables read together at every pair of limits.
    @Test func pairsOfVariablesAtEveryPairOfLimits() {
        Self.check(["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "\(Int.max)"],
                   variables: ["SLURM_ARRAY_TASK_MAX"])
        let pairs = [("ZOETROPE_SHARD_INDEX", "ZOETROPE_SHARD_COUNT"), ("JOB_COMPLETION_INDEX", "ZOETROPE_SHARD_COUNT"),
                     ("SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MAX"), ("SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT")]
        for (first, second) in pairs {
            for a in Self.limits.prefix(19) {
                for b in Self.limits.prefix(19) {
                    let environment = ["SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_ID": "0"].merging([first: a]) { $1 }.merging([second: b]) { $1 }
                    Self.check(environment, variables: [first, second])
                }
            }
        }
    }

    /// The other numbers read from the environment — the font budget's count and size, the ffmpeg
    /// timeout — at every limit: a value in range is used, anything else is refused or reported,
    /// never a trap.
    @Test func theFontBudgetAndTheFFmpegTimeoutAtEveryLimit() {
        for value in Self.limits + ["1e400", "-0", "nan", "inf", "9999999999G", "1T", "0.5M"] {
            let (budget, problems) = FontBudget.fromEnvironment(["ZOETROPE_MAX_FONT_FACES": value, "ZOETROPE_MAX_FONT_MEMORY": value])
            #expect(budget.maxFaces >= 0 && budget.maxOpenBytes >= 0, "\(value)")
            if Int(value).map({ $0 < 0 }) ?? false { #expect(!problems.isEmpty, "\(value) should be reported") }
            do {
                let parsed = try FFmpegTool.resolveTimeout(nil, environment: ["ZOETROPE_FFMPEG_TIMEOUT": value])
                #expect(parsed > 0 && parsed <= FFmpegTool.maximumTimeout, "\(value)")
            } catch {
                #expect(error.description.contains("ZOETROPE_FFMPEG_TIMEOUT"), "\(value): \(error)")
            }
        }
    }

    @Test func aValueInRangeIsTheNumber() throws {
        #expect(try EnvironmentNumber.wholeNumber("N", in: 0...5, environment: ["N": "5"]) == 5)
        #expect(try EnvironmentNumber.wholeNumber("N", in: 0...5, environment: ["N": ""]) == nil)
        #expect(try EnvironmentNumber.wholeNumber("N", in: 0...5, environment: [:]) == nil)
        #expect(throws: ValidationError.self) { try EnvironmentNumber.wholeNumber("N", in: 0...5, environment: ["N": "6"]) }
    }
}
