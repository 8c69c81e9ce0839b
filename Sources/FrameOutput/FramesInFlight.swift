import Foundation
import SystemResources

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many finished frames may wait for their sink at once: as many as `memory` holds at
/// width · height · 4 bytes each, at least 1 (the frame being handed over) and at most 2 per CPU
/// the process may use (``AvailableCPUs``; more buys no throughput: encoders run one frame per CPU). The sinks block the drawing when
/// that many are waiting, so memory stays bounded however slow the output is.
///
/// ```swift
/// FramesInFlight(memory: 512 << 20, width: 1024, height: 1024, cores: 2).count   // 4 (4 MiB frames, 2 per core)
/// FramesInFlight(memory: 512 << 20, width: 3840, height: 2160, cores: 16).count  // 16
/// FramesInFlight(memory: 512 << 20, width: 16384, height: 16384, cores: 2).count // 1
/// ```
public struct FramesInFlight: Sendable, Hashable {
    /// The memory budget for waiting frames, in bytes.
    public let memory: Int
    /// The frames that may wait.
    public let count: Int

    public init(memory: Int, width: Int, height: Int, cores: Int = AvailableCPUs.current.count) {
        self.memory = memory
        let (pixels, overflow) = max(width, 1).multipliedReportingOverflow(by: max(height, 1))
        let (frameBytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        let fits = overflow || overflow4 ? 0 : max(memory, 0) / frameBytes
        count = min(max(fits, 1), 2 * max(cores, 1))
    }
}

/// CPU seconds the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): what an encoder's frame
/// cost, whatever else the machine was doing meanwhile.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
