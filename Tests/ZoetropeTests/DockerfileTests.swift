import Foundation
import Testing

/// The root `Dockerfile`, checked without a Docker engine (none runs here): its build stage is the
/// CI's build (`./zoetrope.sh deps`, then `swift build` of the `zoetrope` product), and its runtime
/// stage installs the Debian package of every shared library the test-built `zoetrope` links (`ldd`,
/// `dpkg -S`), of the GL libraries it loads at run time (seen with `LD_DEBUG` during `zoetrope
/// doctor`) and ffmpeg. Both stages are Debian 12 (bookworm), so this machine's packages are theirs.
@Suite struct DockerfileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A Dockerfile's instructions per stage: continuation lines joined, comments dropped.
    struct Stage {
        var from: String
        var instructions: [(keyword: String, arguments: String)] = []

        func arguments(of keyword: String) -> [String] { instructions.filter { $0.keyword == keyword }.map(\.arguments) }

        /// The packages of every `apt-get install` in its RUN instructions.
        var installedPackages: Set<String> {
            var packages = Set<String>()
            for run in arguments(of: "RUN") {
                for command in run.components(separatedBy: "&&").flatMap({ $0.components(separatedBy: ";") }) {
                    let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
                    guard let apt = words.firstIndex(where: { $0 == "apt-get" || $0 == "apt" }),
                          let install = words[apt...].firstIndex(of: "install") else { continue }
                    packages.formUnion(words[(install + 1)...].filter { !$0.hasPrefix("-") })
                }
            }
            return packages
        }
    }

    static func stages() throws -> [Stage] {
        let text = try String(contentsOf: repository.appendingPathComponent("Dockerfile"), encoding: .utf8)
        var stages: [Stage] = [], pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") { continue }
            pending += " " + trimmed
            if pending.hasSuffix("\\") { pending.removeLast(); continue }
            let instruction = pending.trimmingCharacters(in: .whitespaces)
            pending = ""
            guard !instruction.isEmpty else { continue }
            let keyword = String(instruction.prefix { !$0.isWhitespace }).uppercased()
            let arguments = instruction.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            if keyword == "FROM" {
                stages.append(Stage(from: arguments))
            } else {
                try #require(!stages.isEmpty, "\(keyword) before FROM")
                stages[stages.count - 1].instructions.append((keyword, arguments))
            }
        }
        try #require(stages.count == 2, "the Dockerfile has \(stages.count) stages; expected build and runtime")
        return stages
    }

    /// The Debian packages owning `path` (`dpkg -S`, architecture qualifiers dropped); empty when
    /// no package owns it. Tries the /usr-merged twin as well (dpkg knows /lib/… or /usr/lib/…).
    static func owners(of path: String) throws -> Set<String> {
        var candidates = [path]
        if path.hasPrefix("/usr/lib/") { candidates.append(String(path.dropFirst(4))) }
        if path.hasPrefix("/lib/") || path.hasPrefix("/lib64/") { candidates.append("/usr" + path) }
        for candidate in candidates {
            let (status, output) = try DeploymentCommand.run(["dpkg", "-S", candidate], mergingStandardError: false)
            guard status == 0 else { continue }
            var packages = Set<String>()
            for line in output.split(separator: "\n") {
                guard let colon = line.range(of: ": ") else { continue }
                for owner in line[..<colon.lowerBound].split(separator: ",") {
                    packages.insert(String(owner.trimmingCharacters(in: .whitespaces).split(separator: ":")[0]))
                }
            }
            if !packages.isEmpty { return packages }
        }
        return []
    }

    static func requireDpkg() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg"),
                     "these checks map libraries to Debian packages with dpkg (Debian 12, as the image)")
    }

    /// In debian:bookworm-slim already: dependencies of its Essential packages (dpkg, apt,
    /// coreutils…), so the runtime stage need not name them.
    static let basePackages: Set<String> = ["libc6", "libgcc-s1", "libstdc++6", "zlib1g"]

    @Test func theBuildStageIsTheCIBuildOfTheZoetropeProduct() throws {
        let stages = try Self.stages()
        let build = stages[0], runtime = stages[1]
        #expect(build.from.hasPrefix("swift:6.3-bookworm") && build.from.hasSuffix(" AS build"), "\(build.from)")
        #expect(runtime.from == "debian:bookworm-slim", "same Debian release as the build stage: \(runtime.from)")
        let runs = build.arguments(of: "RUN")
        // The packages come from zoetrope.sh's one list, as in .ci/run (./zoetrope.sh test → deps).
        let deps = try #require(runs.firstIndex { $0.hasPrefix("./zoetrope.sh deps") }, "\(runs)")
        let swiftBuild = try #require(runs.firstIndex { $0.contains("swift build -c release --static-swift-stdlib --product zoetrope") }, "\(runs)")
        #expect(deps < swiftBuild)
        #expect(try String(contentsOf: Self.repository.appendingPathComponent(".ci/run"), encoding: .utf8).contains("./zoetrope.sh test"))
        #expect(try String(contentsOf: Self.repository.appendingPathComponent("zoetrope.sh"), encoding: .utf8).contains("\n    deps)\n        deps\n"))
        let package = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains(".executable(name: \"zoetrope\""), "the product the image builds")
        // The binary goes to the runtime stage, where it is the entry point; doctor is a command.
        #expect(runs[swiftBuild].contains("install -D -s .build/release/zoetrope /out/zoetrope"))
        #expect(runtime.arguments(of: "COPY").contains("--from=build /out/zoetrope /usr/local/bin/zoetrope"))
        #expect(runtime.arguments(of: "ENTRYPOINT") == ["[\"zoetrope\"]"])
        #expect(runtime.arguments(of: "CMD") == ["[\"doctor\"]"])
        let doctor = try CommandLineRunner.run(["doctor", "--help"])
        #expect(doctor.status == 0, "\(doctor.stderr)")
        // Not root; a numeric user Kubernetes' runAsNonRoot can check (fsGroup in deploy/kubernetes).
        let user = try #require(runtime.arguments(of: "USER").last)
        #expect(user == "10001:10001")
        let environment = runtime.arguments(of: "ENV").joined(separator: " ")
        #expect(environment.contains("NVIDIA_DRIVER_CAPABILITIES=graphics,"), "EGL needs the graphics capability: \(environment)")
        #expect(environment.contains("NVIDIA_VISIBLE_DEVICES=all"))
        #expect(runtime.arguments(of: "RUN").contains { $0.contains("libEGL_nvidia.so.0") && $0.contains("/usr/share/glvnd/egl_vendor.d/10_nvidia.json") })
    }

    /// `packages` and everything they depend on (Depends and Pre-Depends, recursively, as
    /// installed here): what `apt-get install` brings into the image with them.
    static func withDependencies(_ packages: Set<String>) throws -> Set<String> {
        var closure = packages, queue = Array(packages)
        while let package = queue.popLast() {
            let (status, output) = try DeploymentCommand.run(["dpkg-query", "-W", "-f=${Depends}, ${Pre-Depends}", package],
                                                             mergingStandardError: false)
            guard status == 0 else { continue }
            for alternative in output.split(separator: ",") {
                // "libc6 (>= 2.34)" or "a | b": the first alternative, without version or architecture.
                let first = alternative.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
                guard let word = first.split(separator: " ").first, let name = word.split(separator: ":").first else { continue }
                if closure.insert(String(name)).inserted { queue.append(String(name)) }
            }
        }
        return closure
    }

    @Test func theRuntimeStageInstallsEveryLinkedLibrary() throws {
        try Self.requireDpkg()
        // The runtime stage's packages bring their dependencies (HarfBuzz: GLib, Graphite; FreeType: Brotli).
        let installed = try Self.withDependencies(try Self.stages()[1].installedPackages)
        let (status, output) = try DeploymentCommand.run(["ldd", CommandLineRunner.executable.path])
        try #require(status == 0, "\(output)")
        var checked = 0
        for line in output.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let arrow = line.range(of: " => ") else { continue }  // linux-vdso, ld-linux
            let name = String(line[..<arrow.lowerBound])
            let path = String(line[arrow.upperBound...].prefix { !$0.isWhitespace })
            #expect(path != "not", "\(name) is not found: \(line)")
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            // The Swift runtime of the toolchain: the release image's --static-swift-stdlib embeds it.
            if resolved.contains("/lib/swift/") { continue }
            var owners = try Self.owners(of: path)
            if owners.isEmpty { owners = try Self.owners(of: resolved) }
            #expect(!owners.isEmpty, "\(name) (\(resolved)) belongs to no Debian package")
            #expect(!owners.isDisjoint(with: installed.union(Self.basePackages)),
                    "\(name) comes from \(owners.sorted()), which the Dockerfile's runtime stage does not install")
            checked += 1
        }
        #expect(checked >= 5, "\(output)")
    }

    /// EGL, GLES and GBM are loaded with dlopen (by soname; GLESRenderer's GLLibraries), and through
    /// glvnd Mesa's EGL and its llvmpipe driver where no NVIDIA driver is: `zoetrope doctor` under
    /// LD_DEBUG shows what is loaded (Mesa forced, as on a node without a GPU).
    @Test func theRuntimeStageInstallsTheLibrariesLoadedAtRunTime() throws {
        try Self.requireDpkg()
        let installed = try Self.stages()[1].installedPackages
        let mesa = "/usr/share/glvnd/egl_vendor.d/50_mesa.json"
        try #require(FileManager.default.fileExists(atPath: mesa), "Mesa's EGL is not installed: run ./zoetrope.sh deps")
        // One pipe for both streams: LD_DEBUG writes tens of KiB to standard error.
        let (_, doctor) = try DeploymentCommand.run([CommandLineRunner.executable.path, "doctor"],
                                                    environment: ["LD_DEBUG": "files", "__EGL_VENDOR_LIBRARY_FILENAMES": mesa])
        // "file=libEGL.so.1 [0];  dynamically loaded by …/zoetrope [0]"
        var loaded = Set(["libEGL.so.1", "libGLESv2.so.2", "libgbm.so.1"])  // GLLibraries' sonames (GBM only with /dev/dri)
        for line in doctor.split(separator: "\n") where line.contains("dynamically loaded by") {
            guard let start = line.range(of: "file=") else { continue }
            loaded.insert(String(line[start.upperBound...].prefix { !$0.isWhitespace }))
        }
        var packages = Set<String>()
        for library in loaded.sorted() {
            let owners = try Self.owners(of: library.hasPrefix("/") ? library : "*/\(library)")
            // A probe that found nothing here (Mesa tries dri/tls/…, libd3d12.so): nothing to install.
            if owners.isEmpty && !["libEGL.so.1", "libGLESv2.so.2", "libgbm.so.1"].contains(library) { continue }
            #expect(!owners.isEmpty, "\(library) belongs to no installed Debian package: run ./zoetrope.sh deps")
            #expect(!owners.isDisjoint(with: installed), "\(library) (\(owners.sorted())) is loaded at run time; the runtime stage does not install it")
            packages.formUnion(owners)
        }
        // The glvnd front ends and Mesa's EGL + llvmpipe driver, found above, not assumed.
        #expect(packages.isSuperset(of: ["libegl1", "libgles2", "libgbm1", "libegl-mesa0", "libgl1-mesa-dri"]), "\(packages.sorted())")
    }

    @Test func theRuntimeStageInstallsFFmpeg() throws {
        try Self.requireDpkg()
        let installed = try Self.stages()[1].installedPackages
        for tool in ["ffmpeg", "ffprobe"] {  // video output; assemble counts the frames with ffprobe
            let (status, path) = try DeploymentCommand.run(["/bin/sh", "-c", "command -v \(tool)"], mergingStandardError: false)
            try #require(status == 0, "\(tool) is not installed: run ./zoetrope.sh deps")
            let owners = try Self.owners(of: URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path)
            #expect(!owners.isEmpty && !owners.isDisjoint(with: installed), "\(tool) (\(owners.sorted())) is not installed in the runtime stage")
        }
    }

    @Test func theBuildContextLeavesOutBuildsAndRenders() throws {
        let patterns = try String(contentsOf: Self.repository.appendingPathComponent(".dockerignore"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for pattern in ["**/.build", "**/.build-*", "frames", "out"] {
            #expect(patterns.contains(pattern), "\(pattern) is not in .dockerignore")
        }
    }
}
