/// The PNG row filters (PNG specification §9): each row of the image is stored as a filter-type
/// byte followed by the row's bytes, each minus a prediction from its left (`a`), upper (`b`) and
/// upper-left (`c`) neighbours at the same channel.
///
/// ```swift
/// let options = PNGEncoder.Compression(level: 6, filter: .adaptive)   // smaller, slower
/// ```
public enum PNGRowFilter: String, Sendable, Hashable, CaseIterable {
    /// Every row unfiltered (type 0). Zoetrope's default: on anti-aliased vector frames it gives
    /// both the fastest and the smallest files (see `specs/outputs-and-farm.md` §1a).
    case none
    /// Every row minus the row above (type 2).
    case up
    /// Every row through the Paeth predictor (type 4).
    case paeth
    /// Per row, the filter of the five whose output has the smallest sum of absolute (signed)
    /// values: libpng's heuristic, for gradient-heavy images.
    case adaptive
}

/// Writes filtered rows: `row` is the current row's straight RGBA bytes, `previous` the row above
/// (nil for the first row, which PNG filters against zeros), `output` receives the type byte and
/// `count` filtered bytes.
enum RowFiltering {
    /// Bytes per pixel of 8-bit RGBA (the `a` neighbour's distance).
    static let step = 4

    /// Filters one row with `filter` (`adaptive` picks per row).
    static func write(_ filter: PNGRowFilter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?,
                      count: Int, into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        switch filter {
        case .none:
            output[0] = 0
            (output + 1).update(from: row, count: count)
        case .up:
            writeType(2, row: row, previous: previous, count: count, into: output)
        case .paeth:
            writeType(4, row: row, previous: previous, count: count, into: output)
        case .adaptive:
            var best: UInt8 = 0
            var bestCost = cost(row, count: count)
            for type: UInt8 in 1...4 {
                writeType(type, row: row, previous: previous, count: count, into: scratch)
                let candidate = cost(scratch + 1, count: count)
                if candidate < bestCost { best = type; bestCost = candidate }
            }
            writeType(best, row: row, previous: previous, count: count, into: output)
        }
    }

    /// The sum of the filtered bytes taken as signed values, in absolute value (libpng's measure).
    private static func cost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count { sum += abs(Int(Int8(bitPattern: bytes[i]))) }
        return sum
    }

    /// Filters one row with filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
    static func writeType(_ type: UInt8, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, count: Int,
                          into output: UnsafeMutablePointer<UInt8>) {
        output[0] = type
        let out = output + 1
        switch type {
        case 0:
            out.update(from: row, count: count)
        case 1:
            for i in 0..<count { out[i] = row[i] &- (i >= step ? row[i - step] : 0) }
        case 2:
            guard let previous else { return out.update(from: row, count: count) }
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case 3:
            for i in 0..<count {
                let left = i >= step ? Int(row[i - step]) : 0
                let up = previous.map { Int($0[i]) } ?? 0
                out[i] = row[i] &- UInt8((left + up) / 2)
            }
        default:
            for i in 0..<count {
                let left = i >= step ? row[i - step] : 0
                let up = previous?[i] ?? 0
                let upLeft = i >= step ? previous?[i - step] ?? 0 : 0
                out[i] = row[i] &- paeth(left, up, upLeft)
            }
        }
    }

    /// The Paeth predictor: of a, b and c, the one nearest to a + b − c (ties: a, then b).
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
