import Foundation
import Testing

/// `deploy/kubernetes` without a cluster (none runs here, and `kubectl --dry-run=client` is not
/// offline): every manifest passes `kubernetes-validate --strict` against Kubernetes 1.30's schemas
/// (PyPI; `zoetrope.sh deps` installs it) and broken copies do not; the render Job's shard count is
/// its completions; the Indexed Job is played locally — one `zoetrope` per completion index with the
/// pod's arguments and environment (the volume a temporary directory, fewer and smaller frames),
/// then the assemble Job's — and gives a video of every frame; `run.sh` drives a stand-in kubectl.
@Suite struct KubernetesDeploymentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let deploy = repository.appendingPathComponent("deploy/kubernetes")
    static let manifests = ["pvc.yaml", "render-job.yaml", "assemble-job.yaml"]

    /// The path of `kubernetes-validate`, required.
    static func validator() throws -> String {
        let (status, path) = try DeploymentCommand.run(["/bin/sh", "-c", "command -v kubernetes-validate"])
        try #require(status == 0, "kubernetes-validate (PyPI) is not on PATH: run ./zoetrope.sh deps (it runs python3 -m pip install kubernetes-validate)")
        return path.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `kubernetes-validate --strict -k VERSION files…`: its exit status and output.
    static func validate(_ files: [URL], kubernetes version: String = "1.30") throws -> (Int32, String) {
        try DeploymentCommand.run([try validator(), "--strict", "-k", version] + files.map(\.path))
    }

    /// The documents of a YAML file as JSON objects (PyYAML, which kubernetes-validate depends on).
    static func documents(_ name: String) throws -> [[String: Any]] {
        let (status, json) = try DeploymentCommand.run(
            ["python3", "-c", "import sys, yaml, json; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))",
             deploy.appendingPathComponent(name).path], mergingStandardError: false)
        try #require(status == 0, "python3 with PyYAML could not read \(name) (./zoetrope.sh deps installs it with kubernetes-validate): \(json)")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    static func document(_ name: String) throws -> [String: Any] {
        let all = try documents(name)
        try #require(all.count == 1, "\(name) holds \(all.count) documents, not 1")
        return all[0]
    }

    /// The value at a path of keys and indices: `value(job, "spec", "template", "spec", "containers", 0)`.
    static func value(_ root: Any, _ path: Any...) throws -> Any {
        var node = root
        for step in path {
            if let key = step as? String {
                node = try #require((node as? [String: Any])?[key], "no \(key) in \(path)")
            } else if let index = step as? Int, let array = node as? [Any] {
                try #require(array.indices.contains(index), "no element \(index) in \(path)")
                node = array[index]
            } else {
                try #require(Bool(false), "cannot follow \(step) in \(path)")
            }
        }
        return node
    }

    /// The first container of a Job's pod template.
    static func container(_ job: [String: Any]) throws -> [String: Any] {
        try #require(try value(job, "spec", "template", "spec", "containers", 0) as? [String: Any])
    }

    static func arguments(_ job: [String: Any]) throws -> [String] {
        try #require(try container(job)["args"] as? [String])
    }

    /// The container's `env` as a dictionary (values only; no valueFrom here).
    static func environment(_ job: [String: Any]) throws -> [String: String] {
        let list = (try container(job)["env"] as? [[String: Any]]) ?? []
        return try Dictionary(uniqueKeysWithValues: list.map {
            (try #require($0["name"] as? String), try #require($0["value"] as? String, "env \($0) has no literal value"))
        })
    }

    @Test func everyManifestPassesStrictSchemaValidation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.deploy.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(Set(Self.manifests).isSubset(of: files), "\(files)")
        let (status, output) = try Self.validate(files.map { Self.deploy.appendingPathComponent($0) })
        #expect(status == 0, "\(output)")
        for file in files {
            #expect(output.contains("\(file) passed"), "\(output)")
        }
    }

    /// Broken copies fail: the validator really checks types, keys and the Kubernetes version.
    @Test(arguments: [
        ("parallelism: 4 ", "parallelism: \"4\" ", "1.30", "'4' is not of type 'integer'"),
        ("completionMode:", "completionMod:", "1.30", "Additional properties are not allowed ('completionMod' was unexpected)"),
        ("restartPolicy: Never", "restartPolicy: Never\n      restartPolicyy: Never", "1.30", "'restartPolicyy' was unexpected"),
        // backoffLimitPerIndex is beta in 1.29: an older cluster's schema has no such field.
        ("", "", "1.27", "'backoffLimitPerIndex'"),
    ])
    func aBrokenRenderJobFailsValidation(original: String, broken: String, version: String, message: String) throws {
        let text = try String(contentsOf: Self.deploy.appendingPathComponent("render-job.yaml"), encoding: .utf8)
        let changed = original.isEmpty ? text : text.replacingOccurrences(of: original, with: broken)
        try #require(original.isEmpty || changed != text, "render-job.yaml has no \(original.debugDescription) to break")
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("render-job.yaml")
        try changed.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try Self.validate([file], kubernetes: version)
        #expect(status != 0, "\(output)")
        #expect(output.contains(message), "\(output)")
    }

    @Test func theRenderJobIsIndexedWithOneShardPerCompletion() throws {
        let job = try Self.document("render-job.yaml"), assemble = try Self.document("assemble-job.yaml")
        let claim = try Self.document("pvc.yaml")
        #expect(job["kind"] as? String == "Job" && assemble["kind"] as? String == "Job")
        let spec = try #require(job["spec"] as? [String: Any])
        let completions = try #require(spec["completions"] as? Int)
        #expect(spec["completionMode"] as? String == "Indexed")
        #expect(try Self.environment(job)["ZOETROPE_SHARD_COUNT"] == String(completions),
                "Kubernetes gives each pod its index (JOB_COMPLETION_INDEX), not the count: ZOETROPE_SHARD_COUNT must be the completions")
        #expect((spec["parallelism"] as? Int).map { $0 >= 1 && $0 <= completions } == true)
        // Retries per shard need restartPolicy Never; a retried shard resumes.
        #expect(spec["backoffLimitPerIndex"] is Int)
        for manifest in [job, assemble] {
            #expect(try Self.value(manifest, "spec", "template", "spec", "restartPolicy") as? String == "Never")
        }
        #expect(try Self.arguments(job).contains("--resume"))
        // Both Jobs mount the claim at /out; the assembly reads the directory the shards write.
        let name = try #require(try Self.value(claim, "metadata", "name") as? String)
        #expect(try Self.value(claim, "spec", "accessModes") as? [String] == ["ReadWriteMany"])
        for manifest in [job, assemble] {
            let volume = try Self.value(manifest, "spec", "template", "spec", "volumes", 0)
            #expect(try Self.value(volume, "persistentVolumeClaim", "claimName") as? String == name)
            let mount = try Self.value(Self.container(manifest), "volumeMounts", 0)
            #expect(try Self.value(mount, "mountPath") as? String == "/out")
            #expect(try Self.value(mount, "name") as? String == Self.value(volume, "name") as? String)
        }
        #expect(try Self.container(job)["image"] as? String == Self.container(assemble)["image"] as? String)
        let render = try Self.arguments(job), assembly = try Self.arguments(assemble)
        let out = try #require(render.firstIndex(of: "--out").map { render[$0 + 1] })
        #expect(assembly.first == "assemble" && assembly.dropFirst().first == out, "\(assembly)")
    }

    /// The Indexed Job played here: each completion index runs the container's arguments with the
    /// pod's environment (+ JOB_COMPLETION_INDEX), /out a temporary directory, 16 frames at 48×48.
    @Test func theIndexedJobPlayedLocallyMakesAVideoOfEveryFrame() throws {
        let job = try Self.document("render-job.yaml"), assemble = try Self.document("assemble-job.yaml")
        let completions = try #require(try Self.value(job, "spec", "completions") as? Int)
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func mapped(_ arguments: [String]) -> [String] {
            arguments.map { $0 == "/out" || $0.hasPrefix("/out/") ? directory.path + $0.dropFirst(4) : $0 }
        }
        // --frames overrides the manifest's --duration: less work, the same shards.
        let frames = 16
        let render = mapped(try Self.arguments(job)) + ["--frames", "0..<\(frames)", "--size", "48x48", "--backend", "cpu"]
        let environment = try Self.environment(job)
        func pod(_ index: Int) throws -> CommandLineRunner.Result {
            try CommandLineRunner.run(render, environment: environment.merging(["JOB_COMPLETION_INDEX": "\(index)"]) { $1 })
        }
        let assembly = mapped(try Self.arguments(assemble))
        let result = try #require(assembly.firstIndex(of: "--out").map { URL(fileURLWithPath: assembly[$0 + 1]) })
        #expect(result.pathExtension == "mp4")

        for index in 0..<(completions - 1) {
            let shard = try pod(index)
            #expect(shard.status == 0, "index \(index): \(shard.stderr)")
            #expect(shard.stderr.contains("shard \(index) of \(completions)"), "\(shard.stderr)")
        }
        // Assembled too early (one index still to run): refused, nothing written.
        let early = try CommandLineRunner.run(assembly)
        #expect(early.status != 0, "\(early.stderr)")
        #expect(!FileManager.default.fileExists(atPath: result.path))

        let last = try pod(completions - 1)
        #expect(last.status == 0, "\(last.stderr)")
        let out = URL(fileURLWithPath: try #require(render.firstIndex(of: "--out").map { render[$0 + 1] }))
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.filter { $0.hasSuffix(".png") }.count == frames)
        for index in 0..<completions {
            #expect(names.contains(String(format: "flower.shard-%04d-of-%04d.json", index, completions)), "\(names.sorted())")
        }
        let assembled = try CommandLineRunner.run(assembly)
        #expect(assembled.status == 0, "\(assembled.stderr)")
        let (probe, count) = try DeploymentCommand.run([
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
            "-of", "csv=p=0", result.path,
        ], mergingStandardError: false)
        #expect(probe == 0 && count.trimmingCharacters(in: .whitespacesAndNewlines) == "\(frames)", "ffprobe: \(count)")

        // A retried pod (or a re-created Job) whose shard is complete ends at once.
        let retried = try pod(3)
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect((retried.stdout + retried.stderr).contains("already complete"), "\(retried.stdout)\(retried.stderr)")
    }

    /// A stand-in for kubectl: logs its arguments; the Jobs named in FAKE_FAILED fail, the others
    /// complete. `kubectl wait` for a condition that never comes sleeps 10 minutes: run.sh must end
    /// it, or the 2-minute hang guard kills run.sh (exit 137) and the test fails on the status.
    static let fakeKubectl = #"""
        #!/bin/bash
        echo "$*" >> "$FAKE_LOG"
        job=
        for a in "$@"; do case "$a" in job/*) job=${a#job/} ;; esac; done
        prev=
        for a in "$@"; do [ "$prev" = job ] && job=$a; prev=$a; done
        failed=no
        [[ " $FAKE_FAILED " == *" $job "* ]] && failed=yes
        case " $* " in
        *" apply -f - "* | *" create -f - "*)
            m=$(cat)
            echo "manifest $(sed -n 's/^  name: //p' <<< "$m" | head -1) $(grep -o 'image: .*' <<< "$m" | head -1)" >> "$FAKE_LOG" ;;
        *" --for=condition=complete "*) [ $failed = no ] || exec sleep 600 ;;
        *" --for=condition=failed "*) [ $failed = yes ] || exec sleep 600 ;;
        *"{.status.failedIndexes}"*) echo 3 ;;
        *" get job "*) if [ $failed = yes ]; then echo "FailureTarget Failed"; else echo "SuccessCriteriaMet Complete"; fi ;;
        esac
        exit 0
        """#

    static func runScript(failing: String) throws -> (status: Int32, output: String, log: [String]) {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kubectl = directory.appendingPathComponent("kubectl"), log = directory.appendingPathComponent("log")
        try fakeKubectl.write(to: kubectl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kubectl.path)
        let (status, output) = try DeploymentCommand.run(["timeout", "-s", "KILL", "120", deploy.appendingPathComponent("run.sh").path], environment: [
            "KUBECTL": kubectl.path, "FAKE_LOG": log.path, "FAKE_FAILED": failing,
            "NAMESPACE": "render", "IMAGE": "registry.test/team/zoetrope:2.0", "TIMEOUT": "1m",
        ])
        let lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (status, output, lines)
    }

    @Test func runShCreatesTheRenderThenTheAssembly() throws {
        let (status, output, log) = try Self.runScript(failing: "")
        #expect(status == 0, "(137: the wait for the condition that did not come was not ended) \(output)\n\(log)")
        #expect(log.allSatisfy { $0.hasPrefix("--namespace render ") || $0.hasPrefix("manifest ") }, "\(log)")
        let steps = log.filter { $0.hasPrefix("manifest ") || $0.contains(" wait --for=condition=complete ") || $0.contains(" delete ") }
        #expect(steps == [
            "manifest render-out ",
            "--namespace render delete job zoetrope-flower --ignore-not-found --cascade=foreground --wait=true",
            "manifest zoetrope-flower image: registry.test/team/zoetrope:2.0",
            "--namespace render wait --for=condition=complete job/zoetrope-flower --timeout=1m",
            "--namespace render delete job zoetrope-flower-assemble --ignore-not-found --cascade=foreground --wait=true",
            "manifest zoetrope-flower-assemble image: registry.test/team/zoetrope:2.0",
            "--namespace render wait --for=condition=complete job/zoetrope-flower-assemble --timeout=1m",
        ], "\(log)")
        #expect(output.contains("job zoetrope-flower-assemble complete"), "\(output)")
    }

    @Test func runShStopsWhenAShardFails() throws {
        let (status, output, log) = try Self.runScript(failing: "zoetrope-flower")
        #expect(status == 1, "(137: the wait for the condition that did not come was not ended) \(output)")
        #expect(output.contains("job zoetrope-flower did not complete (conditions: FailureTarget Failed); failed indexes: 3"), "\(output)")
        #expect(!log.contains { $0.contains("zoetrope-flower-assemble") }, "\(log)")
    }
}
