/// Why text could not be set.
///
/// ```swift
/// do { _ = try FontCatalog(directories: []).face(for: .body) } catch { print(error) }   // "no usable font …"
/// ```
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file that is missing, unreadable or corrupt: its path and FreeType's reason.
    case unreadableFont(path: String, reason: String)
    /// No font file for the text was found: the files tried.
    case noUsableFont(tried: [String])

    public var description: String {
        switch self {
        case let .unreadableFont(path, reason):
            return "cannot use the font \(path): \(reason)"
        case .noUsableFont(let tried):
            return "no usable font: tried \(tried.prefix(6).joined(separator: ", "))\(tried.count > 6 ? " …" : ""); install fonts-inter "
                + "(and fonts-dejavu-core, fonts-wqy-microhei), or pass --font-dir with .otf/.ttf files"
        }
    }
}
