#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What ``AvailableCPUs`` decides from: the machine's online processors, the affinity mask's count,
/// the files it reads (cgroup membership and quotas) and the environment. Tests pass their own;
/// ``system()`` reads this process's.
///
/// ```swift
/// let pinned = CPUInputs(onlineCPUs: 2, affinityCount: 1, readFile: { _ in nil }, environment: [:])
/// AvailableCPUs(pinned).count   // 1
/// ```
package struct CPUInputs {
    /// Processors online (`sysconf(_SC_NPROCESSORS_ONLN)`); 0 or less when unknown.
    package var onlineCPUs: Int
    /// Processors in the affinity mask (`Cpus_allowed_list` in `/proc/self/status`); nil when it
    /// could not be read.
    package var affinityCount: Int?
    /// A file's contents, nil when it is missing or unreadable.
    package var readFile: (String) -> String?
    /// The environment (`SLURM_CPUS_PER_TASK`).
    package var environment: [String: String]

    package init(onlineCPUs: Int, affinityCount: Int?, readFile: @escaping (String) -> String?,
                 environment: [String: String]) {
        self.onlineCPUs = onlineCPUs
        self.affinityCount = affinityCount
        self.readFile = readFile
        self.environment = environment
    }

    /// This process's inputs.
    package static func system() -> CPUInputs {
        var environment: [String: String] = [:]
        if let slurm = getenv("SLURM_CPUS_PER_TASK") { environment["SLURM_CPUS_PER_TASK"] = String(cString: slurm) }
        return CPUInputs(onlineCPUs: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
                         affinityCount: affinityCount(status: readSmallFile("/proc/self/status")),
                         readFile: { readSmallFile($0) }, environment: environment)
    }

    /// The processors in this process's affinity mask: the `Cpus_allowed_list` line of
    /// `/proc/self/status` (what `sched_getaffinity` returns, without a C shim: Glibc's Swift module
    /// does not export the GNU call), nil when it cannot be read.
    static func affinityCount(status: String?) -> Int? {
        guard let status else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed_list:") {
            let list = line.dropFirst("Cpus_allowed_list:".count).drop(while: { $0 == "\t" || $0 == " " })
            return cpuListCount(list)
        }
        return nil
    }

    /// The CPUs in a kernel CPU list such as `0-3,8,10-11` (7), nil when it is not one: ranges must
    /// be ascending, numbers below 2²², and the list not empty.
    static func cpuListCount(_ list: Substring) -> Int? {
        var total = 0
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count == 1 || bounds.count == 2 else { return nil }
            var numbers: [Int] = []
            for bound in bounds {
                guard !bound.isEmpty, bound.count <= 7, bound.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                      let value = Int(bound), value < 1 << 22 else { return nil }
                numbers.append(value)
            }
            guard let low = numbers.first, let high = numbers.last, low <= high else { return nil }
            total += high - low + 1
        }
        return total > 0 ? total : nil
    }

    /// The contents of a small text file (a kernel file: at most 64 KiB is read), nil when it cannot
    /// be opened or read. Opened without blocking, so a FIFO put in its place cannot hang a render.
    static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let capacity = 64 << 10
        var buffer = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while filled < capacity {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, capacity - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return String(decoding: buffer.prefix(filled), as: UTF8.self)
    }
}
