import TextOutlines

extension EnvironmentValues {
    /// Where the texts below keep their layouts (``TextLayoutCache/shared`` unless a test gives its own).
    var textLayoutCache: TextLayoutCache {
        get { self[TextLayoutCacheKey.self] }
        set { self[TextLayoutCacheKey.self] = newValue }
    }
}

struct TextLayoutCacheKey: EnvironmentKey { static var defaultValue: TextLayoutCache { .shared } }
