import Foundation
import Geometry2D
import VectorPath
import RenderCommands
import TextOutlines

/// The text benchmark's frame (`zoetrope bench --text`): `count` one-line labels of mixed lengths
/// (1–40 characters: words, numbers, punctuation, a few accented Latin words), sizes 9–24 pixels
/// per em, baselines on whole pixels spread over the canvas, black on white in Inter Regular —
/// drawn by Zoetrope (TextOutlines → one fill per label → a renderer) and by the Cairo text peer
/// (`Benchmarks/peers/peer_text.c`) from the same label list.
///
/// Deterministic: the labels come from SCENES.md's 32-bit LCG (Numerical Recipes constants) with
/// `seed`, drawing per label, in this order, the length, the size, x, y, then the tokens.
///
/// ```swift
/// let scene = TextLabelsScene(count: 2000, width: 1024, height: 1024)
/// let faces = try FontCatalog.shared.faces(for: FontRequest())      // Inter Regular first
/// let list = scene.displayList(scene.layouts(faces: faces))         // 2,000 fills
/// try scene.labelList(fontPath: faces[0].path).write(toFile: "labels.txt", atomically: true, encoding: .utf8)
/// ```
public struct TextLabelsScene: Sendable, Hashable {
    /// One label: its baseline origin (pixels, y down), size (pixels per em) and text.
    public struct Label: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var size: Double
        public var text: String

        public init(x: Double, y: Double, size: Double, text: String) {
            self.x = x
            self.y = y
            self.size = size
            self.text = text
        }
    }

    public let width: Int
    public let height: Int
    public let seed: UInt32
    public let labels: [Label]

    /// The issue-14 frame: 2,000 labels on 1024 × 1024.
    public static let benchmarkCount = 2000
    /// The image-agreement frame (`TextPeerTests`): 40 labels on 256 × 256.
    public static let agreement = TextLabelsScene(count: 40, width: 256, height: 256)
    /// Shortest and longest label, in characters.
    public static let lengths = 1...40
    /// Smallest and largest size, pixels per em (whole sizes).
    public static let sizes = 9...24

    /// Words the labels are made of (three with precomposed accents, all in Inter).
    static let words = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "label", "value", "total", "items",
        "Settings", "Wi-Fi", "Battery", "Account", "Privacy", "Search", "Done", "Cancel", "Edit", "Share",
        "Monday", "October", "minutes", "hours", "ago", "new", "messages", "from", "Anna", "Zoetrope",
        "café", "naïve", "Zürich", "typography", "AVATAR", "Wayfinding", "kerning", "offline",
    ]
    static let punctuation = [",", ".", ":", ";", "!", "?", "-", "–", "(", ")", "%", "/", "&", "#", "'", "\"", "+", "=", "…", "@"]

    public init(count: Int = TextLabelsScene.benchmarkCount, width: Int = 1024, height: Int = 1024, seed: UInt32 = 14) {
        self.width = width
        self.height = height
        self.seed = seed
        var random = LCG(state: seed)
        var labels: [Label] = []
        labels.reserveCapacity(max(count, 0))
        for _ in 0..<max(count, 0) {
            let length = Self.lengths.lowerBound + Int(random.next() * Double(Self.lengths.count))
            let size = Double(Self.sizes.lowerBound + Int(random.next() * Double(Self.sizes.count)))
            let x = (random.next() * Double(width) * 0.875).rounded(.down)
            let y = (size + random.next() * (Double(height) - 1.25 * size)).rounded(.down)
            labels.append(Label(x: x, y: y, size: size, text: Self.text(length: length, random: &random)))
        }
        self.labels = labels
    }

    /// A label of exactly `length` characters: tokens (a word, sometimes capitalised; a number;
    /// punctuation) joined by spaces, cut to length; a space at the end becomes a period.
    static func text(length: Int, random: inout LCG) -> String {
        var characters: [Character] = []
        while characters.count < length {
            if !characters.isEmpty { characters.append(" ") }
            let kind = Int(random.next() * 10)
            switch kind {
            case 0...5:
                var word = words[Int(random.next() * Double(words.count))]
                if random.next() < 0.3 { word = word.prefix(1).uppercased() + word.dropFirst() }
                characters += word
            case 6, 7:
                let digits = 1 + Int(random.next() * 6)
                var number = ""
                for _ in 0..<digits { number += String(Int(random.next() * 10)) }
                if random.next() < 0.3 { number += "." + String(Int(random.next() * 100)) }
                characters += number
            default:
                characters += punctuation[Int(random.next() * Double(punctuation.count))]
            }
        }
        characters = Array(characters.prefix(length))
        if characters.last == " " { characters[characters.count - 1] = "." }
        return String(characters)
    }

    /// Total characters over all labels.
    public var characterCount: Int { labels.reduce(0) { $0 + $1.text.count } }

    /// Each label shaped and laid out (one line, natural width) with `faces` at its size.
    public func layouts(faces: [FontFace]) -> [TextLayout] {
        labels.map { TextLayout($0.text, style: TextStyle(faces: faces, size: $0.size)) }
    }

    /// One glyph run per label, the baseline at the
    /// label's (x, y), in order — as a `Text` view draws.
    public func displayList(_ layouts: [TextLayout], color: Color = .black) -> DisplayList {
        var list = DisplayList()
        for (label, layout) in zip(labels, layouts) {
            list.drawGlyphs(layout.glyphRun(at: CGPoint(x: label.x, y: label.y - layout.firstBaseline)), with: .color(color))
        }
        return list
    }

    /// The faces the labels are set in: the catalog's default request (Inter Regular first).
    public static func faces() throws -> [FontFace] {
        try FontCatalog.shared.faces(for: FontRequest())
    }

    /// Whether the primary face is Inter Regular (the font both sides must share).
    public static func primaryIsInterRegular(_ faces: [FontFace]) -> Bool {
        faces.first?.name == "Inter Regular"
    }

    /// The frame drawn by `renderer` over opaque white.
    public func render(with renderer: some Renderer, faces: [FontFace]) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(.white)
        try renderer.render(displayList(layouts(faces: faces)), into: &pixmap)
        return pixmap
    }

    /// The label list the Cairo text peer reads (`Benchmarks/peers/peer_text.c` documents it):
    /// a comment, `FONT path`, one `L x y size text` line per label, `END`.
    public func labelList(fontPath: String) -> String {
        var text = "# zoetrope bench --text: \(labels.count) labels, \(width)x\(height), LCG seed \(seed)\n"
        text += "FONT \(fontPath)\n"
        for label in labels {
            text += "L \(Self.number(label.x)) \(Self.number(label.y)) \(Self.number(label.size)) \(label.text)\n"
        }
        return text + "END\n"
    }

    /// 17 significant digits (an exact double), as scenes.py writes numbers.
    static func number(_ value: Double) -> String {
        String(format: "%.17g", value)
    }

    /// SCENES.md's generator: 32-bit LCG, Numerical Recipes constants, top 24 bits as [0, 1).
    struct LCG {
        var state: UInt32
        mutating func next() -> Double {
            state = 1_664_525 &* state &+ 1_013_904_223
            return Double(state >> 8) / 16_777_216
        }
    }
}
