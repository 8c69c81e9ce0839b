/// The CPUs this process may run on at once, and why: the fewest allowed by its affinity mask
/// (`taskset`, Slurm's binding), its cgroup's CPU quota (a container's or Kubernetes pod's CPU
/// limit; cgroup v2 `cpu.max`, else v1 `cpu.cfs_quota_us`) and `SLURM_CPUS_PER_TASK`, at least 1.
///
/// Threads beyond this count only take turns: the rasterizer's helpers, the encoders and the frames
/// kept in flight are sized from ``count``, never from the machine's core count. ``current`` is
/// read once per process (the quota files cost a few system calls).
///
/// ```swift
/// let cpus = AvailableCPUs.current
/// print("\(cpus.count) of \(cpus.machineCores): \(cpus.reason)")
/// // 1 of 2: 1 CPU: affinity mask allows 1 of 2
/// ```
public struct AvailableCPUs: Sendable, Equatable {
    /// CPUs the process may use at once (≥ 1).
    public let count: Int
    /// Processors online on the machine (what `nproc --all` would count), for reports.
    public let machineCores: Int
    /// What decided ``count``, e.g. "1 CPU: affinity mask allows 1 of 2" or
    /// "2 CPUs: cgroup quota 1.5 CPUs → 2 (/sys/fs/cgroup/cpu.max)", with any input that was
    /// ignored and why.
    public var reason: String { "\(count) CPU\(count == 1 ? "" : "s"): \(why)" }
    /// ``reason`` without the count: "affinity mask allows 1 of 2".
    public let why: String

    /// This process's CPUs, read from the system once.
    public static let current = AvailableCPUs(CPUInputs.system())

    /// The CPUs that `inputs` allow.
    package init(_ inputs: CPUInputs) {
        var limits: [(cpus: Int, why: String)] = []
        var ignored: [String] = []
        let online = inputs.onlineCPUs > 0 ? inputs.onlineCPUs : nil
        if let affinity = inputs.affinityCount, affinity > 0 {
            if let online, affinity >= online {
                // The mask allows every processor: no limit of its own.
            } else {
                limits.append((affinity, "affinity mask allows \(affinity) of \(online.map(String.init) ?? "?")"))
            }
        } else {
            ignored.append("the affinity mask (Cpus_allowed_list in /proc/self/status unreadable)")
        }
        let quota = CgroupCPUQuota(readFile: inputs.readFile)
        if let limit = quota.limit { limits.append(limit) }
        ignored += quota.ignored
        switch Self.slurmCPUs(inputs.environment["SLURM_CPUS_PER_TASK"]) {
        case .none: break
        case .success(let cpus): limits.append((cpus, "SLURM_CPUS_PER_TASK=\(cpus)"))
        case .failure(let why): ignored.append(why.description)
        }
        let machine = max(online ?? 0, inputs.affinityCount ?? 0, 1)
        let count = max(min(limits.map(\.cpus).min() ?? machine, machine), 1)
        self.count = count
        self.machineCores = machine
        let binding = limits.filter { $0.cpus == count }.map(\.why)
        var why = binding.isEmpty ? "no affinity, cgroup quota or Slurm limit below the machine's \(machine)"
                                  : binding.joined(separator: "; ")
        if !ignored.isEmpty { why += "; ignored: " + ignored.joined(separator: "; ") }
        self.why = why
    }

    /// The threads to use for a `--threads` value: `requested` when above 0, else ``count``.
    ///
    /// ```swift
    /// AvailableCPUs.current.threads(for: 0)   // 1 under `taskset -c 0`
    /// ```
    public func threads(for requested: Int) -> Int {
        requested > 0 ? requested : count
    }

    /// `SLURM_CPUS_PER_TASK` read strictly: a whole number in 1…4096 written with digits only.
    static func slurmCPUs(_ value: String?) -> Result<Int, SlurmValueError>? {
        guard let value else { return nil }
        guard let cpus = CPUQuota.strictPositive(Substring(value)), cpus <= 4096 else {
            return .failure(SlurmValueError(description:
                "SLURM_CPUS_PER_TASK=\(CPUQuota.quoted(value)) (not a whole number in 1…4096)"))
        }
        return .success(cpus)
    }

    /// Why `SLURM_CPUS_PER_TASK` was ignored.
    struct SlurmValueError: Error, CustomStringConvertible {
        let description: String
    }
}
