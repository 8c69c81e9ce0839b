import Foundation

/// Text layouts kept between frames: a text whose string, fonts, size and proposal did not change
/// is not shaped and broken into lines again. A view graph rebuilds a `Text`'s element whenever
/// its body runs again — every frame of an animation that passes through it, every frame of a
/// fresh `ImageRenderer` — a `CATextLayer` and an attributed string are laid out at every draw,
/// and laying a label out (HarfBuzz shaping, line breaking, truncation) costs tens of
/// microseconds, far more than drawing it.
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
package final class TextLayoutCache: @unchecked Sendable {
    /// What a layout depends on.
    package struct Key: Hashable {
        package var string: String
        package var style: TextStyle
        package var width: Double?
        package var height: Double?
        /// SwiftUI's `minimumScaleFactor` (1: the text does not shrink).
        package var minimumScale = 1.0

        package init(string: String, style: TextStyle, width: Double? = nil, height: Double? = nil, minimumScale: Double = 1) {
            self.string = string
            self.style = style
            self.width = width
            self.height = height
            self.minimumScale = minimumScale
        }
    }

    /// The cache the view layer, layers and attributed strings use.
    package static let shared = TextLayoutCache()

    package static let entriesPerGeneration = 2_048
    package static let scalarsPerGeneration = 262_144
    package static let longestString = 4_096

    package init() {}

    private let lock = NSLock()
    private var current: [Key: TextLayout] = [:], previous: [Key: TextLayout] = [:]
    private var currentScalars = 0
    /// Layouts made and kept (their key was not found), and layouts found, since the cache was made.
    package private(set) var made = 0, found = 0

    /// The layout of `key`, kept or made by `make` (outside the lock: other threads go on).
    package func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        let scalars = key.string.unicodeScalars.count
        let keepable = scalars <= Self.longestString && key.width?.isNaN != true && key.height?.isNaN != true
        if keepable, let kept = lookUp(key) { return kept }
        let layout = make()
        if keepable { keep(layout, for: key, scalars: scalars) }
        return layout
    }

    /// How many layouts are kept now (both generations).
    package var count: Int { lock.withLock { current.count + previous.count } }

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

extension TextLayout {
    /// `string` laid out as ``init(_:style:width:height:)`` does, kept in ``TextLayoutCache/shared``
    /// (found there when it was laid out before).
    package static func kept(_ string: String, style: TextStyle, width: Double? = nil, height: Double? = nil) -> TextLayout {
        TextLayoutCache.shared.layout(for: .init(string: string, style: style, width: width, height: height)) {
            TextLayout(string, style: style, width: width, height: height)
        }
    }
}
