import Foundation
import Testing
import Zoetrope

/// Helpers for the `draw` tests: decode documents, compare display-list commands.
enum DrawTest {
    /// Decodes `{"width": 64, "height": 64, "commands": [<commands>]}`.
    static func commands(_ commands: String, base: URL? = nil) throws -> [DisplayList.Command] {
        try document(##"{"width": 64, "height": 64, "commands": [\##(commands)]}"##, base: base).displayList.commands
    }

    static func document(_ json: String, base: URL? = nil) throws -> DrawingDocument {
        try DrawingDocument(json: Data(json.utf8), baseDirectory: base)
    }

    /// The error decoding `json` throws, or nil when it decodes.
    static func error(_ json: String) -> DrawingError? {
        do {
            _ = try DrawingDocument(json: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The error of a document with these commands.
    static func commandError(_ commands: String) -> DrawingError? {
        error(##"{"width": 64, "height": 64, "commands": [\##(commands)]}"##)
    }

    static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r, green: g, blue: b, opacity: a)
    }
}

/// Structural equality of display-list commands (the model type is not `Equatable`).
func same(_ a: DisplayList.Command, _ b: DisplayList.Command) -> Bool {
    switch (a, b) {
    case let (.fill(p1, paint1, s1, t1), .fill(p2, paint2, s2, t2)):
        p1 == p2 && paint1 == paint2 && s1 == s2 && t1 == t2
    case let (.stroke(p1, s1, paint1, t1, a1), .stroke(p2, s2, paint2, t2, a2)):
        p1 == p2 && s1 == s2 && paint1 == paint2 && t1 == t2 && a1 == a2
    case let (.image(i1, r1, n1, o1, t1), .image(i2, r2, n2, o2, t2)):
        i1 == i2 && r1 == r2 && n1 == n2 && o1 == o2 && t1 == t2
    case let (.pushLayer(s1), .pushLayer(s2)): s1 == s2
    case (.popLayer, .popLayer): true
    default: false
    }
}

/// True when the two transforms agree to 1e-12 in every entry.
func nearlyEqual(_ a: ProjectionTransform, _ b: ProjectionTransform) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32, a.m33]
    let y = [b.m11, b.m12, b.m13, b.m21, b.m22, b.m23, b.m31, b.m32, b.m33]
    return zip(x, y).allSatisfy { abs($0 - $1) < 1e-12 }
}

extension DrawTest {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `zoetrope arguments…` with `input` on standard input, keeping standard output as bytes.
    static func run(_ arguments: [String], input: Data = Data()) throws -> Output {
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = inPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        inPipe.fileHandleForWriting.write(input)
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The repository's `Examples/draw` directory.
    static var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/draw")
    }
}
