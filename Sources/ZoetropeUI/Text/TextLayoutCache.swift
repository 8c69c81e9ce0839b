import Foundation
import TextOutlines

/// Text layouts kept between frames and view graphs: a `Text` whose string, fonts, size and
/// proposal did not change is not shaped and broken into lines again. A view graph rebuilds a
/// text's element whenever its body runs again — every frame of an animation that passes through
/// it, every frame of a fresh `ImageRenderer` — and laying a label out (HarfBuzz shaping, line
/// breaking, truncation) costs tens of microseconds, far more than drawing it.
///
/// A layout is a pure function of its key (the fonts are compared by identity and held by the
/// key), so a kept one is the layout made again, byte for byte. The cache is bounded: two
/// generations of at most ``entriesPerGeneration`` layouts and ``scalarsPerGeneration`` Unicode
/// scalars each (the older one dropped when the newer fills); a string longer than
/// ``longestString`` scalars or a proposal that is NaN is laid out and not kept.
///
/// ```swift
/// let layout = TextLayoutCache.shared.layout(for: .init(string: "Hello", style: style, width: 120, height: nil)) {
///     TextLayout("Hello", style: style, width: 120)
/// }
/// ```
final class TextLayoutCache: @unchecked Sendable {
    /// What a layout depends on.
    struct Key: Hashable {
        var string: String
        var style: TextStyle
        var width: Double?
        var height: Double?
        /// SwiftUI's `minimumScaleFactor` (1: the text does not shrink).
        var minimumScale = 1.0
    }

    /// The cache the view layer uses.
    static let shared = TextLayoutCache()

    static let entriesPerGeneration = 2_048
    static let scalarsPerGeneration = 262_144
    static let longestString = 4_096

    private let lock = NSLock()
    private var current: [Key: TextLayout] = [:], previous: [Key: TextLayout] = [:]
    private var currentScalars = 0
    /// Layouts made and kept (their key was not found), and layouts found, since the cache was made.
    private(set) var made = 0, found = 0

    /// The layout of `key`, kept or made by `make` (outside the lock: other threads go on).
    func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        let scalars = key.string.unicodeScalars.count
        let keepable = scalars <= Self.longestString && key.width?.isNaN != true && key.height?.isNaN != true
        if keepable, let kept = lookUp(key) { return kept }
        let layout = make()
        if keepable { keep(layout, for: key, scalars: scalars) }
        return layout
    }

    /// How many layouts are kept now (both generations).
    var count: Int { lock.withLock { current.count + previous.count } }

    private func lookUp(_ key: Key) -> TextLayout? {
        lock.withLock {
            if let layout = current[key] { found += 1; return layout }
            guard let layout = previous.removeValue(forKey: key) else { return nil }
            found += 1
            insert(layout, for: key, scalars: key.string.unicodeScalars.count)   // still in use: into the newer generation
            return layout
        }
    }

    private func keep(_ layout: TextLayout, for key: Key, scalars: Int) {
        lock.withLock {
            made += 1
            insert(layout, for: key, scalars: scalars)
        }
    }

    /// Inserts into the newer generation, which becomes the older one first when it is full.
    private func insert(_ layout: TextLayout, for key: Key, scalars: Int) {
        if current.count >= Self.entriesPerGeneration || currentScalars + scalars > Self.scalarsPerGeneration {
            previous = current
            current = [:]
            currentScalars = 0
        }
        if current.updateValue(layout, forKey: key) == nil { currentScalars += scalars }
    }
}

extension EnvironmentValues {
    /// Where the texts below keep their layouts (``TextLayoutCache/shared`` unless a test gives its own).
    var textLayoutCache: TextLayoutCache {
        get { self[TextLayoutCacheKey.self] }
        set { self[TextLayoutCacheKey.self] = newValue }
    }
}

struct TextLayoutCacheKey: EnvironmentKey { static var defaultValue: TextLayoutCache { .shared } }
