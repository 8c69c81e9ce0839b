import Foundation
import Testing
import SoftwareRasterizer
import RenderCommands
import GLESRenderer
import ZoetropeUI
import VectorPath
import Scenes
import BenchmarkScenes

/// Every file of `Shaders/` checked by glslangValidator (Debian glslang-tools) as GLSL ES 3.00.
/// Skipped, visibly, where the validator is not installed.
@Suite struct ShaderValidationTests {
    static let shaderDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Shaders")

    static let validator: String? = ["/usr/bin/glslangValidator", "/usr/local/bin/glslangValidator"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var shaderFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: shaderDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") }.sorted()
    }

    @Test func shaderDirectoryHasShaders() {
        #expect(Self.shaderFiles.contains("solid.vert") && Self.shaderFiles.contains("solid.frag"))
    }

    @Test(.enabled(if: validator != nil, "glslangValidator not installed (apt-get install glslang-tools)"),
          arguments: shaderFiles)
    func shaderValidates(file: String) throws {
        let (status, output) = try Self.validate(file, variant: nil)
        #expect(status == 0, "\(file): \(output)")
        let source = try String(contentsOf: Self.shaderDirectory.appendingPathComponent(file), encoding: .utf8)
        #expect(source.hasPrefix("#version 300 es"), "\(file) must be GLSL ES 3.00")
    }

    /// The programs of analytic coverage's image-atomic accumulation, as `AnalyticCoverage` builds
    /// them: `#version 320 es` and ZOETROPE_IMAGE_ATOMICS defined.
    static let imageAtomicFiles = ["coverage.vert", "coverage.frag", "solid.vert", "solid.frag", "gradient.vert",
                                   "gradient.frag", "image.frag", "composite.frag"]

    @Test(.enabled(if: validator != nil, "glslangValidator not installed (apt-get install glslang-tools)"),
          arguments: imageAtomicFiles)
    func imageAtomicVariantValidates(file: String) throws {
        let (status, output) = try Self.validate(file, variant: "#version 320 es\n#define ZOETROPE_IMAGE_ATOMICS 1")
        #expect(status == 0, "\(file), image atomics: \(output)")
    }

    /// Runs the validator on `file` with its `#include "mask.glsl"` lines replaced as ShaderProgram
    /// replaces them and, with `variant`, its `#version` line replaced by it, from a temporary file
    /// of the same extension (the validator picks the stage from it).
    static func validate(_ file: String, variant: String?) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.validator))
        let original = try String(contentsOf: Self.shaderDirectory.appendingPathComponent(file), encoding: .utf8)
        var lines = try original.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("#include \"") else { return String(line) }
            return try String(contentsOf: Self.shaderDirectory.appendingPathComponent(String(line.dropFirst(10).dropLast())),
                              encoding: .utf8)
        }
        if let variant, lines.first?.hasPrefix("#version") == true { lines[0] = variant }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shaders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(file)
        try lines.joined(separator: "\n").write(to: path, atomically: true, encoding: .utf8)
        process.arguments = [path.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
