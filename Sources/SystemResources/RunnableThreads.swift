#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads runnable on the whole machine at this instant (running or waiting for a CPU): the
/// kernel's count in the fourth field of `/proc/loadavg` (`R/T`, runnable / all). A renderer
/// compares it with the CPUs to see whether helper threads would only take turns with other work
/// (several renders on one farm node), and then draws on the calling thread alone.
///
/// ```swift
/// RunnableThreads.parse("0.50 0.40 0.30 3/164 24830\n")   // 3
/// let now = RunnableThreads.shared.sample()              // nil where /proc/loadavg is missing
/// ```
public final class RunnableThreads: Sendable {
    /// The process's reader (the file stays open: one `pread` a sample, a few microseconds).
    public static let shared = RunnableThreads(path: "/proc/loadavg")

    /// The open file, or -1 when it could not be opened (every sample is then nil).
    private let descriptor: Int32

    init(path: String) {
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The runnable threads now (this one included), nil when the file cannot be read or parsed.
    public func sample() -> Int? {
        guard descriptor >= 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer -> Int? in
            let count = pread(descriptor, buffer.baseAddress, buffer.count, 0)
            guard count > 0 else { return nil }
            return Self.parse(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The runnable count of `/proc/loadavg`'s contents ("0.50 0.40 0.30 3/164 24830"), nil unless
    /// the fourth field is digits, a slash and digits, and the count is 1 or more (fewer than 10⁹).
    public static func parse(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var field = 0, index = 0
        while index < bytes.count && field < 3 {
            if bytes[index] == UInt8(ascii: " ") { field += 1 }
            index += 1
        }
        guard field == 3 else { return nil }
        var value = 0, digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            guard digits < 9 else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "/"), value > 0 else { return nil }
        return value
    }
}
