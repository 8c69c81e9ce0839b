import Foundation
import Testing
import Zoetrope

/// EGL, GLES and GBM are loaded at run time (dlopen), never linked: the executable and the test
/// bundle do not list libEGL / libGLESv2 / libgbm as NEEDED, and a libEGL that does not exist
/// (`ZOETROPE_EGL_LIBRARY=/nonexistent/libEGL.so.1`, as on a machine without libegl1) makes
/// `--backend gpu` exit 1 with the install hint while `auto` falls back to the CPU.
@Suite struct RuntimeLoadingTests {
    static let missingEGL = ["ZOETROPE_EGL_LIBRARY": "/nonexistent/libEGL.so.1"]
    static let hint = "libEGL.so.1 not found: install libegl1 (and a driver such as libegl-mesa0) or use --backend cpu"
    static let graphicsLibraries = ["libEGL", "libGLESv2", "libgbm", "libGL.", "libOpenGL"]

    @Test func theExecutableDoesNotNeedEGLOrGLES() throws {
        let executable = CommandLineRunner.executable
        let needed = try ELFDynamicSection.neededLibraries(of: executable)
        print("\(executable.lastPathComponent) NEEDED: \(needed.joined(separator: " "))")
        #expect(needed.contains { $0.hasPrefix("libc.so") }, "the parser found no libc: \(needed)")
        for library in needed {
            #expect(!Self.graphicsLibraries.contains { library.hasPrefix($0) }, "\(executable.path) links \(library)")
        }
        // The test bundle (every library target linked into one binary) must not need them either.
        let bundle = executable.deletingLastPathComponent().appendingPathComponent("ZoetropePackageTests.xctest")
        if FileManager.default.fileExists(atPath: bundle.path), let bundleNeeded = try? ELFDynamicSection.neededLibraries(of: bundle) {
            for library in bundleNeeded {
                #expect(!Self.graphicsLibraries.contains { library.hasPrefix($0) }, "\(bundle.path) links \(library)")
            }
        } else {
            print("theExecutableDoesNotNeedEGLOrGLES: no ELF test bundle at \(bundle.path); checked the executable only")
        }
    }

    @Test func missingEGLFallsBackUnderAutoAndFailsUnderGPU() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let auto = try BackendCommandLineTests.renderFlower("auto", into: directory, environment: Self.missingEGL)
        #expect(auto.status == 0, "\(auto.stderr)")
        let lines = BackendCommandLineTests.announcements(auto.stderr)
        #expect(lines.count == 1 && lines[0].hasPrefix("backend: cpu (no GPU: \(Self.hint)"), "\(auto.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("flower_00001.png").path))

        let gpuDirectory = directory.appendingPathComponent("gpu")
        let gpu = try BackendCommandLineTests.renderFlower("gpu", into: gpuDirectory, environment: Self.missingEGL)
        #expect(gpu.status == 1, "\(gpu.stderr)")
        #expect(gpu.stderr.contains("error: --backend gpu: \(Self.hint)"), "\(gpu.stderr)")
        #expect(gpu.stderr.contains("/nonexistent/libEGL.so.1"), "\(gpu.stderr)")
        #expect(!FileManager.default.fileExists(atPath: gpuDirectory.appendingPathComponent("flower_00000.png").path))

        let doctor = try CommandLineRunner.run(["doctor"], environment: Self.missingEGL)
        #expect(doctor.status == 0, "\(doctor.stderr)")
        #expect(doctor.stdout.contains(Self.hint), "\(doctor.stdout)")
    }

    /// A libGLESv2 that does not exist (forced; the default falls back to eglGetProcAddress).
    @Test func missingGLESFailsUnderGPU() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gpu = try BackendCommandLineTests.renderFlower(
            "gpu", into: directory, environment: ["ZOETROPE_GLES_LIBRARY": "/nonexistent/libGLESv2.so.2"])
        #expect(gpu.status == 1, "\(gpu.stderr)")
        // Without libEGL on this machine, EGL's message comes first.
        #expect(gpu.stderr.contains("error: --backend gpu: libGLESv2.so.2 not found: install libgles2")
                || gpu.stderr.contains(Self.hint), "\(gpu.stderr)")
    }

    /// In the library: GLESOptions.eglLibrary gives the same error, and RendererChoice falls back.
    @Test func aMissingEGLLibraryIsAGLESErrorInTheLibrary() throws {
        var options = GLESOptions()
        options.eglLibrary = "/nonexistent/libEGL.so.1"
        do {
            _ = try GLESRenderer(options: options)
            Issue.record("GLESRenderer started with a libEGL that does not exist")
        } catch {
            guard case .libraryMissing(let library, let path, _) = error else { Issue.record("\(error)"); return }
            #expect(library == "libEGL.so.1" && path == "/nonexistent/libEGL.so.1")
            #expect(error.description.hasPrefix(Self.hint), "\(error)")
        }
        let choice = try RendererChoice(.auto, gpuOptions: options)
        #expect(choice.backend == .cpu && choice.reason.hasPrefix("no GPU: \(Self.hint)"), "\(choice.summary)")
        #expect(throws: BackendError.self) { try RendererChoice(.gpu, gpuOptions: options) }
    }
}

/// The DT_NEEDED entries of a 64-bit little-endian ELF file, read from its dynamic section (no
/// `readelf` / `ldd` needed).
enum ELFDynamicSection {
    struct NotELF: Error, CustomStringConvertible { var description: String }

    static func neededLibraries(of url: URL) throws -> [String] {
        let data = try Data(contentsOf: url, options: .alwaysMapped)
        return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> [String] in
            func u16(_ offset: Int) throws -> Int {
                guard offset >= 0, offset + 2 <= bytes.count else { throw NotELF(description: "truncated") }
                return Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
            }
            func u32(_ offset: Int) throws -> Int {
                guard offset >= 0, offset + 4 <= bytes.count else { throw NotELF(description: "truncated") }
                return Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            func u64(_ offset: Int) throws -> Int {
                guard offset >= 0, offset + 8 <= bytes.count else { throw NotELF(description: "truncated") }
                let value = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                guard value < UInt64(Int.max) else { throw NotELF(description: "offset out of range") }
                return Int(value)
            }
            guard bytes.count > 64, Array(bytes[0..<4]) == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else {
                throw NotELF(description: "\(url.path) is not a 64-bit little-endian ELF file")
            }
            let programHeaders = try u64(0x20), entrySize = try u16(0x36), count = try u16(0x38)
            var loads: [(address: Int, offset: Int, size: Int)] = []
            var dynamic: (offset: Int, size: Int)?
            for index in 0..<count {
                let header = programHeaders + index * entrySize
                let type = try u32(header)
                let offset = try u64(header + 8), address = try u64(header + 16), size = try u64(header + 32)
                if type == 1 { loads.append((address, offset, size)) }       // PT_LOAD
                if type == 2 { dynamic = (offset, size) }                    // PT_DYNAMIC
            }
            guard let dynamic else { return [] }  // statically linked
            var needed: [Int] = [], stringTable: Int?
            var entry = dynamic.offset
            while entry + 16 <= dynamic.offset + dynamic.size {
                let tag = try u64(entry), value = try u64(entry + 8)
                if tag == 0 { break }                                         // DT_NULL
                if tag == 1 { needed.append(value) }                          // DT_NEEDED
                if tag == 5 { stringTable = value }                           // DT_STRTAB (an address)
                entry += 16
            }
            guard let stringTable,
                  let segment = loads.first(where: { stringTable >= $0.address && stringTable < $0.address + $0.size })
            else { throw NotELF(description: "no DT_STRTAB in \(url.path)") }
            let base = segment.offset + (stringTable - segment.address)
            return try needed.map { name in
                var end = base + name
                guard end < bytes.count else { throw NotELF(description: "string outside the file") }
                while end < bytes.count, bytes[end] != 0 { end += 1 }
                return String(decoding: bytes[(base + name)..<end], as: UTF8.self)
            }
        }
    }
}
