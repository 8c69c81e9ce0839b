import Testing
@testable import SystemResources

/// The CPU count decided from injected inputs: every limit alone, together, and ignored with a reason.
@Suite struct AvailableCPUsTests {
    /// Inputs of a 2-core machine with `files` as its file system and `environment`.
    private func cpus(online: Int = 2, affinity: Int? = 2, files: [String: String] = [:],
                      environment: [String: String] = [:]) -> AvailableCPUs {
        AvailableCPUs(CPUInputs(onlineCPUs: online, affinityCount: affinity, readFile: { files[$0] },
                                environment: environment))
    }

    @Test func nothingLimits() {
        let result = cpus()
        #expect(result.count == 2)
        #expect(result.machineCores == 2)
        #expect(result.reason == "2 CPUs: no affinity, cgroup quota or Slurm limit below the machine's 2")
        #expect(cpus(files: ["/sys/fs/cgroup/cpu.max": "max 100000\n"]).count == 2)
    }

    @Test func affinityMask() {
        let pinned = cpus(affinity: 1)
        #expect(pinned.count == 1)
        #expect(pinned.reason == "1 CPU: affinity mask allows 1 of 2")
        #expect(cpus(online: 64, affinity: 4).reason == "4 CPUs: affinity mask allows 4 of 64")
    }

    @Test func affinityUnreadableOrZero() {
        for affinity in [nil, 0, -1] as [Int?] {
            let result = cpus(affinity: affinity)
            #expect(result.count == 2)
            #expect(result.reason.contains("ignored: the affinity mask (Cpus_allowed_list in /proc/self/status unreadable)"))
        }
    }

    @Test func machineCountUnknown() {
        // sysconf failing (-1, 0): the affinity mask still counts; with neither, 1.
        #expect(cpus(online: -1, affinity: 3).count == 3)
        #expect(cpus(online: 0, affinity: nil).count == 1)
        #expect(cpus(online: Int.min, affinity: nil).machineCores == 1)
        #expect(cpus(online: Int.max, affinity: 2).count == 2)
    }

    @Test func cgroupV2Quota() {
        let half = cpus(files: ["/sys/fs/cgroup/cpu.max": "50000 100000\n"])
        #expect(half.count == 1)
        #expect(half.reason == "1 CPU: cgroup quota 0.5 CPUs → 1 (/sys/fs/cgroup/cpu.max)")
        let oneAndHalf = cpus(online: 8, affinity: 8, files: ["/sys/fs/cgroup/cpu.max": "150000 100000\n"])
        #expect(oneAndHalf.count == 2)
        #expect(oneAndHalf.reason == "2 CPUs: cgroup quota 1.5 CPUs → 2 (/sys/fs/cgroup/cpu.max)")
        #expect(cpus(files: ["/sys/fs/cgroup/cpu.max": "100000 100000\n"]).reason
                == "1 CPU: cgroup quota 1 CPU → 1 (/sys/fs/cgroup/cpu.max)")
        // A quota above the machine leaves the machine's count.
        let huge = cpus(files: ["/sys/fs/cgroup/cpu.max": "\(Int.max) 1\n"])
        #expect(huge.count == 2)
        #expect(huge.reason.hasPrefix("2 CPUs: no affinity, cgroup quota or Slurm limit below the machine's 2"))
    }

    @Test func cgroupV2AncestorsApply() {
        // The pod's limit sits on a parent of the container's cgroup: the tightest level wins.
        let files = [
            "/proc/self/cgroup": "0::/kubepods/pod1/ctr\n",
            "/sys/fs/cgroup/kubepods/pod1/ctr/cpu.max": "max 100000\n",
            "/sys/fs/cgroup/kubepods/pod1/cpu.max": "100000 100000\n",
            "/sys/fs/cgroup/kubepods/cpu.max": "400000 100000\n",
        ]
        let result = cpus(online: 16, affinity: 16, files: files)
        #expect(result.count == 1)
        #expect(result.reason.contains("/sys/fs/cgroup/kubepods/pod1/cpu.max"))
    }

    @Test func cgroupV2NamespacedOrMissingPath() {
        // A cgroup namespace shows "/"; a path not mounted here falls back to the root's file.
        #expect(cpus(files: ["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/cpu.max": "50000 100000"]).count == 1)
        #expect(cpus(files: ["/proc/self/cgroup": "0::/elsewhere/deep\n", "/sys/fs/cgroup/cpu.max": "50000 100000"]).count == 1)
        // Paths that climb or are not absolute read only the root.
        for path in ["/../../etc", "relative/path", "/a/./b", ""] {
            let files = ["/proc/self/cgroup": "0::\(path)\n", "/sys/fs/cgroup/cpu.max": "50000 100000",
                         "/sys/fs/cgroup/../../etc/cpu.max": "1 1000000"]
            #expect(cpus(files: files).reason.contains("(/sys/fs/cgroup/cpu.max)"), "\(path)")
        }
        let deep = "/" + Array(repeating: "d", count: 100).joined(separator: "/")
        #expect(cpus(files: ["/proc/self/cgroup": "0::\(deep)\n", "/sys/fs/cgroup/cpu.max": "50000 100000"]).count == 1)
    }

    @Test func cgroupMalformedIsIgnoredWithReason() {
        for text in ["garbage", "0 100000", "-1 100000", "50000 0", "", "max -5", "\(Int.max)0 100000"] {
            let result = cpus(files: ["/sys/fs/cgroup/cpu.max": text])
            #expect(result.count == 2, "\(text.debugDescription)")
            #expect(result.reason.contains("ignored: /sys/fs/cgroup/cpu.max: "), "\(text.debugDescription)")
        }
    }

    @Test func cgroupV1Fallback() {
        let files = [
            "/proc/self/cgroup": "12:memory:/docker/abc\n4:cpu,cpuacct:/docker/abc\n",
            "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "50000\n",
            "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n",
        ]
        let result = cpus(files: files)
        #expect(result.count == 1)
        #expect(result.reason == "1 CPU: cgroup quota 0.5 CPUs → 1 (/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us)")
        // Mounted as cpu alone, at the root (a container's own view), unlimited (-1), or broken.
        #expect(cpus(files: ["/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "100000",
                             "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000"]).count == 1)
        #expect(cpus(files: ["/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1",
                             "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000"]).count == 2)
        let broken = cpus(files: ["/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "50000"])
        #expect(broken.count == 2)
        #expect(broken.reason.contains("cpu.cfs_period_us is missing or unreadable"))
    }

    @Test func cgroupV2PresentMeansV1Unread() {
        let files = ["/sys/fs/cgroup/cpu.max": "max 100000",
                     "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "50000", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000"]
        #expect(cpus(files: files).count == 2)
    }

    @Test func membershipFileHostile() {
        for text in ["", "garbage", ":::::", "0::", "0:cpu", String(repeating: "0::/a\n", count: 1000)] {
            #expect(cpus(files: ["/proc/self/cgroup": text]).count == 2, "\(text.prefix(20).debugDescription)")
        }
    }

    @Test func slurm() {
        let result = cpus(online: 16, affinity: 16, environment: ["SLURM_CPUS_PER_TASK": "3"])
        #expect(result.count == 3)
        #expect(result.reason == "3 CPUs: SLURM_CPUS_PER_TASK=3")
        #expect(cpus(environment: ["SLURM_CPUS_PER_TASK": "4096"]).count == 2)
        #expect(cpus(online: 8192, affinity: 8192, environment: ["SLURM_CPUS_PER_TASK": "4096"]).count == 4096)
        #expect(cpus(environment: ["SLURM_CPUS_PER_TASK": "1"]).count == 1)
    }

    @Test func slurmHostileValuesAreIgnoredWithReason() {
        for value in ["0", "-1", "4097", "\(Int.max)", "\(Int.min)", "99999999999999999999999", "", " 2", "2 ",
                      "+2", "2.0", "0x2", "two", "2\n", "１"] {
            let result = cpus(environment: ["SLURM_CPUS_PER_TASK": value])
            #expect(result.count == 2, "\(value.debugDescription)")
            #expect(result.reason.contains("ignored: SLURM_CPUS_PER_TASK="), "\(value.debugDescription)")
            #expect(result.reason.contains("(not a whole number in 1…4096)"), "\(value.debugDescription)")
        }
    }

    @Test func tightestLimitWinsAndTiesAreAllNamed() {
        let files = ["/sys/fs/cgroup/cpu.max": "300000 100000"]
        #expect(cpus(online: 8, affinity: 4, files: files, environment: ["SLURM_CPUS_PER_TASK": "2"]).count == 2)
        #expect(cpus(online: 8, affinity: 2, files: files, environment: ["SLURM_CPUS_PER_TASK": "6"]).count == 2)
        #expect(cpus(online: 8, affinity: 6, files: files, environment: ["SLURM_CPUS_PER_TASK": "6"]).count == 3)
        let tie = cpus(online: 8, affinity: 3, files: files, environment: ["SLURM_CPUS_PER_TASK": "3"])
        #expect(tie.reason == "3 CPUs: affinity mask allows 3 of 8; cgroup quota 3 CPUs → 3 (/sys/fs/cgroup/cpu.max); "
                + "SLURM_CPUS_PER_TASK=3")
    }

    @Test func threadsForRequest() {
        let pinned = cpus(affinity: 1)
        #expect(pinned.threads(for: 0) == 1)
        #expect(pinned.threads(for: -3) == 1)
        #expect(pinned.threads(for: 2) == 2)
    }

    @Test func thisProcess() {
        let current = AvailableCPUs.current
        #expect(current.count >= 1)
        #expect(current.count <= current.machineCores)
        #expect(CPUInputs.affinityCount(status: CPUInputs.readSmallFile("/proc/self/status")).map { $0 >= current.count } ?? true)
    }
}
