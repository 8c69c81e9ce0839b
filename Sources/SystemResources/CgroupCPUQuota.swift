/// The tightest CPU quota of this process's cgroup and its ancestors, read through `readFile`.
///
/// `/proc/self/cgroup` names the process's cgroup (`0::/kubepods/pod…/…` on cgroup v2,
/// `4:cpu,cpuacct:/docker/…` on v1); a quota set on any ancestor also applies, so every level from
/// that cgroup up to the mount's root is read. Inside a container with its own cgroup namespace the
/// path is `/` and the root's file is the container's. cgroup v1 is read only when no v2 `cpu.max`
/// file exists.
///
/// ```swift
/// let quota = CgroupCPUQuota(readFile: { try? String(contentsOfFile: $0, encoding: .utf8) })
/// quota.limit   // (cpus: 2, why: "cgroup quota 1.5 CPUs → 2 (/sys/fs/cgroup/cpu.max)")
/// ```
struct CgroupCPUQuota {
    /// The tightest quota found, in whole CPUs, with a reason; nil when none limits.
    private(set) var limit: (cpus: Int, why: String)?
    /// Quota files that could not be understood, and why.
    private(set) var ignored: [String] = []

    static let root = "/sys/fs/cgroup"
    /// Where cgroup v1 mounts the cpu controller (joined with cpuacct on most distributions).
    static let v1Roots = ["/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpu"]

    init(readFile: (String) -> String?) {
        let membership = readFile("/proc/self/cgroup").map(Self.parseMembership) ?? (v2: nil, v1: nil)
        var foundV2 = false
        for directory in Self.levels(below: Self.root, path: membership.v2 ?? "/") {
            let file = directory + "/cpu.max"
            guard let text = readFile(file) else { continue }
            foundV2 = true
            consider(CPUQuota.parseV2(text), file: file)
        }
        if foundV2 { return }
        for base in Self.v1Roots {
            for directory in Self.levels(below: base, path: membership.v1 ?? "/") {
                let file = directory + "/cpu.cfs_quota_us"
                guard let text = readFile(file) else { continue }
                consider(CPUQuota.parseV1(quota: text, period: readFile(directory + "/cpu.cfs_period_us")), file: file)
            }
        }
    }

    private mutating func consider(_ quota: CPUQuota, file: String) {
        switch quota {
        case .unlimited:
            break
        case .limit(let cpus, let fraction):
            if limit.map({ cpus < $0.cpus }) ?? true {
                limit = (cpus, "cgroup quota \(fraction) CPU\(fraction == "1" ? "" : "s") → \(cpus) (\(file))")
            }
        case .malformed(let why):
            ignored.append("\(file): \(why)")
        }
    }

    /// The cgroup v2 path (the `0::` line) and the v1 path of the `cpu` controller.
    static func parseMembership(_ text: String) -> (v2: String?, v1: String?) {
        var v2: String?, v1: String?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[0] == "0" && fields[1].isEmpty {
                v2 = String(fields[2])
            } else if fields[1].split(separator: ",").contains("cpu") {
                v1 = String(fields[2])
            }
        }
        return (v2, v1)
    }

    /// `base + path` and each of its parents down to `base`, deepest first. A path that is not
    /// absolute, climbs (`..`) or is deeper than 64 levels is read as `/` (only `base` itself).
    static func levels(below base: String, path: String) -> [String] {
        let parts = path.split(separator: "/")
        guard path.hasPrefix("/"), parts.count <= 64, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            return [base]
        }
        var levels: [String] = []
        for depth in stride(from: parts.count, through: 0, by: -1) {
            levels.append(([base] + parts.prefix(depth).map(String.init)).joined(separator: "/"))
        }
        return levels
    }
}
