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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.validator))
        // `#include "mask.glsl"` lines replaced as ShaderProgram replaces them, into a temporary
        // file of the same extension (the validator picks the stage from it).
        let original = try String(contentsOf: Self.shaderDirectory.appendingPathComponent(file), encoding: .utf8)
        let expanded = try original.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("#include \"") else { return String(line) }
            return try String(contentsOf: Self.shaderDirectory.appendingPathComponent(String(line.dropFirst(10).dropLast())),
                              encoding: .utf8)
        }.joined(separator: "\n")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shaders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(file)
        try expanded.write(to: path, atomically: true, encoding: .utf8)
        process.arguments = [path.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(file): \(output)")
        let source = try String(contentsOf: Self.shaderDirectory.appendingPathComponent(file), encoding: .utf8)
        #expect(source.hasPrefix("#version 300 es"), "\(file) must be GLSL ES 3.00")
    }
}
