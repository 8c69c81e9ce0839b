import Foundation
import SafeFiles
import PNGCodec
import VectorPath

/// SF Symbols, which only Apple platforms may use, drawn with the openly licensed Bootstrap Icons
/// that Debian ships (`bootstrap-icons`, MIT; `/usr/share/bootstrap-icons/svg`, 16 × 16 view box):
/// a table maps the common symbol names to icons; other names try the icon of the same name with
/// dots as dashes (`star.fill` → `star-fill`); the rest get an outlined rounded square and one
/// warning. Icons are read once (their `<path d>` data, even-odd where the file says so).
///
/// ```swift
/// SymbolCatalog.shared.symbol(named: "heart.fill")   // the heart-fill icon as a 16 × 16 path
/// ```
final class SymbolCatalog: @unchecked Sendable {
    static let shared = SymbolCatalog(directories: [URL(fileURLWithPath: "/usr/share/bootstrap-icons/svg")])

    /// An icon: its shapes in a 16 × 16 box, each with its own fill rule (a file may mix them).
    struct Symbol {
        var parts: [(path: Path, evenOdd: Bool)]
    }

    let directories: [URL]
    private let lock = NSLock()
    private var cache: [String: Symbol?] = [:]

    init(directories: [URL]) { self.directories = directories }

    /// SF Symbols names and the Bootstrap icon each is drawn with.
    static let names: [String: String] = [
        "checkmark.circle": "check-circle", "checkmark.circle.fill": "check-circle-fill", "arrow.triangle.2.circlepath": "arrow-repeat",
        "phone.fill": "telephone-fill", "phone.down.fill": "telephone-x-fill", "chevron.right.2": "chevron-double-right",
        "antenna.radiowaves.left.and.right": "broadcast", "speaker.slash.fill": "volume-mute-fill", "doc.on.doc": "files",
        "video.fill": "camera-video-fill", "cup.and.saucer.fill": "cup-hot-fill", "cup.and.saucer": "cup-hot",
        "plus": "plus-lg", "minus": "dash-lg", "xmark": "x-lg", "checkmark": "check-lg", "multiply": "x-lg",
        "magnifyingglass": "search", "gearshape": "gear", "gearshape.fill": "gear-fill", "photo": "image", "photo.fill": "image-fill",
        "paperplane": "send", "paperplane.fill": "send-fill", "square.and.arrow.up": "box-arrow-up", "ellipsis": "three-dots",
        "ellipsis.circle": "three-dots", "list.bullet": "list-ul", "sun.max": "sun", "sun.max.fill": "sun-fill", "bolt": "lightning",
        "bolt.fill": "lightning-fill", "location": "geo-alt", "location.fill": "geo-alt-fill", "speaker.wave.2": "volume-up",
        "speaker.wave.2.fill": "volume-up-fill", "battery.100": "battery-full", "person.circle": "person-circle",
        "exclamationmark.triangle": "exclamation-triangle", "exclamationmark.triangle.fill": "exclamation-triangle-fill",
        "info.circle": "info-circle", "info.circle.fill": "info-circle-fill", "questionmark.circle": "question-circle",
        "arrow.clockwise": "arrow-clockwise", "arrow.counterclockwise": "arrow-counterclockwise", "trash.fill": "trash-fill",
        "play.circle": "play-circle", "play.circle.fill": "play-circle-fill", "stop.fill": "stop-fill", "forward.fill": "fast-forward-fill",
        "backward.fill": "rewind-fill", "square.and.pencil": "pencil-square", "doc": "file-earmark", "doc.fill": "file-earmark-fill",
        "folder": "folder", "folder.fill": "folder-fill", "tray": "inbox", "cart": "cart", "cart.fill": "cart-fill",
        "music.note": "music-note", "mic.fill": "mic-fill", "wifi": "wifi", "globe": "globe", "calendar": "calendar",
        "clock.fill": "clock-fill", "bookmark.fill": "bookmark-fill", "star.leadinghalf.filled": "star-half",
        "hand.thumbsup": "hand-thumbs-up", "hand.thumbsup.fill": "hand-thumbs-up-fill", "cloud.fill": "cloud-fill",
        "moon.fill": "moon-fill", "house.fill": "house-fill", "person.fill": "person-fill", "bell.fill": "bell-fill",
        "envelope.fill": "envelope-fill", "lock.fill": "lock-fill", "flag.fill": "flag-fill", "heart.fill": "heart-fill",
        "star.fill": "star-fill", "circle.fill": "circle-fill", "square.fill": "square-fill", "play.fill": "play-fill",
        "pause.fill": "pause-fill", "camera.fill": "camera-fill",
        "sparkles": "stars", "leaf.fill": "tree-fill", "leaf": "tree", "lock.shield": "shield-lock", "lock.shield.fill": "shield-lock-fill",
        "heart.text.square": "heart-pulse", "heart.text.square.fill": "heart-pulse-fill", "chart.line.uptrend.xyaxis": "graph-up-arrow",
        "drop.fill": "droplet-fill", "drop": "droplet", "flame.fill": "fire", "flame": "fire", "snowflake": "snow",
        "wave.3.right": "broadcast", "checkmark.square.fill": "check-square-fill", "checkmark.square": "check-square",
        "bell.badge": "bell", "chevron.up.chevron.down": "chevron-expand", "arrow.up.arrow.down": "arrow-down-up", "bell.badge.fill": "bell-fill",
        // No walking figure in Debian's Bootstrap Icons (1.10): the person stands in for the figures.
        "figure.walk": "person-fill", "figure.run": "person-fill", "figure.stand": "person-fill", "figure.wave": "person-fill",
    ]

    /// The icon for the symbol `name`, or nil when there is none.
    func symbol(named name: String) -> Symbol? {
        lock.withLock {
            if let cached = cache[name] { return cached }
            let candidates = [Self.names[name], name.replacingOccurrences(of: ".", with: "-")].compactMap { $0 }
            var found: Symbol?
            search: for directory in directories {
                for candidate in candidates {
                    if let symbol = Self.load(directory.appendingPathComponent(candidate + ".svg")) {
                        found = symbol
                        break search
                    }
                }
            }
            cache[name] = found
            return found
        }
    }

    /// The shapes of an icon file, in order: `<path d>` (even-odd where its `fill-rule` says so),
    /// `<circle>`, `<ellipse>` and `<rect>` (with `rx`); nil when it has none.
    static func load(_ url: URL) -> Symbol? {
        guard let data = try? RegularFile.contents(of: url.path, limit: 1 << 20) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var parts: [(path: Path, evenOdd: Bool)] = []
        var searchStart = text.startIndex
        while let open = text.range(of: "<", range: searchStart..<text.endIndex),
              let close = text.range(of: ">", range: open.upperBound..<text.endIndex) {
            let element = String(text[open.upperBound..<close.lowerBound])
            searchStart = close.upperBound
            let name = element.prefix { !$0.isWhitespace && $0 != "/" }
            func number(_ attribute: String) -> Double { Double(Self.attribute(attribute, in: element) ?? "") ?? 0 }
            switch name {
            case "path":
                guard let d = Self.attribute("d", in: element), let path = try? Path(svgData: d) else { continue }
                parts.append((path, Self.attribute("fill-rule", in: element) == "evenodd"))
            case "circle":
                let r = number("r")
                parts.append((Path(ellipseIn: CGRect(x: number("cx") - r, y: number("cy") - r, width: 2 * r, height: 2 * r)), false))
            case "ellipse":
                let rx = number("rx"), ry = number("ry")
                parts.append((Path(ellipseIn: CGRect(x: number("cx") - rx, y: number("cy") - ry, width: 2 * rx, height: 2 * ry)), false))
            case "rect":
                let rect = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
                parts.append((Path(roundedRect: rect, cornerRadius: number("rx")), false))
            default:
                continue
            }
        }
        return parts.isEmpty ? nil : Symbol(parts: parts)
    }

    /// The value of `name="…"` in an element's text.
    static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " " + name + "=\""),
              let end = element.range(of: "\"", range: start.upperBound..<element.endIndex) else { return nil }
        return String(element[start.upperBound..<end.lowerBound])
    }
}
