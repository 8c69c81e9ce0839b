import Foundation

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): its size rule, the spacing after it
/// and how its cells align (SwiftUI's `GridItem`).
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]              // as many 80+ point columns as fit
/// let fixed = [GridItem(.fixed(100)), GridItem(.flexible())]    // 100 points, then the rest
/// ```
public struct GridItem: Sendable {
    /// How wide (tall) the item is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, within `minimum`…`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (at most `maximum`) as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item (nil: the default, 8 points).
    public var spacing: CGFloat?
    /// How cells align in this item (nil: the grid's alignment, centred on the other axis).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing when none is given (*inferred*: what iOS 17 draws between grid tracks).
    static let defaultSpacing: CGFloat = 8
}

/// The tracks (columns or rows) of a lazy grid resolved for a length: each one's size, the
/// spacing after it and its alignment.
struct GridTracks {
    struct Track {
        var size: CGFloat
        var spacing: CGFloat
        var alignment: Alignment?
    }
    let tracks: [Track]

    /// The tracks `items` make in `length` points (nil: unbounded, each flexible or adaptive item
    /// at its minimum). Fixed items take their size; the space left (after the spacings) is
    /// shared among the other items in order, each taking the left space divided by the items
    /// not yet sized, clamped to its bounds; an adaptive item fills its share with as many tracks
    /// of at least its minimum as fit (at least one), at most its maximum each.
    init(_ items: [GridItem], length: CGFloat?) {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(v, 0) }
        let spacings = items.map { clean($0.spacing ?? GridItem.defaultSpacing, GridItem.defaultSpacing) }
        var fixed: CGFloat = 0
        var open = 0
        for item in items {
            if case .fixed(let size) = item.size { fixed += clean(size, 0) } else { open += 1 }
        }
        let between = spacings.dropLast().reduce(0, +)
        var left = length.map { max($0 - fixed - between, 0) }
        var result: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = index == items.count - 1 ? 0 : spacings[index]
            switch item.size {
            case .fixed(let size):
                result.append(Track(size: clean(size, 0), spacing: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let low = clean(minimum, 10), high = max(clean(maximum, .infinity), low)
                let share = left.map { $0 / CGFloat(max(open, 1)) } ?? low
                let size = min(max(share, low), high.isFinite ? high : .greatestFiniteMagnitude)
                result.append(Track(size: size, spacing: spacing, alignment: item.alignment))
                left = left.map { max($0 - size, 0) }
                open -= 1
            case .adaptive(let minimum, let maximum):
                let low = max(clean(minimum, 10), 1), high = max(clean(maximum, .infinity), low)
                let inner = spacings[index]
                let share = left.map { $0 / CGFloat(max(open, 1)) } ?? low
                // Bounded before converting: a huge share (a grid offered 10³⁰⁰ points) would not fit an Int.
                let count = max(1, Int(min(((share + inner) / (low + inner)).rounded(.down), 10_000)))
                let size = min(max((share - CGFloat(count - 1) * inner) / CGFloat(count), low), high)
                for track in 0..<count {
                    result.append(Track(size: size, spacing: track == count - 1 ? spacing : inner, alignment: item.alignment))
                }
                left = left.map { max($0 - (size * CGFloat(count) + CGFloat(count - 1) * inner), 0) }
                open -= 1
            }
        }
        tracks = result
    }

    /// The tracks' total length with the spacings between them.
    var length: CGFloat { tracks.reduce(0) { $0 + $1.size + $1.spacing } }
}
