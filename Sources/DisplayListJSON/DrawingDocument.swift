import Foundation
import SafeFiles
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// A static drawing described in JSON: a canvas and a list of drawing commands, decoded into a
/// ``DisplayList``. It is how other languages and tests feed Zoetrope (`zoetrope draw FILE.json`);
/// the schema is in the documentation catalog, Sources/Zoetrope/Zoetrope.docc/TheCommandLine.md
/// ("`zoetrope draw`: the JSON schema").
///
/// Every error names the JSON path of the bad value and what was expected
/// (`commands[3].paint.stops[1].location: expected a number, got "x"`); unknown keys are errors;
/// numbers must be finite and at most ``maximumMagnitude`` in size.
///
/// ```swift
/// let json = #"""
/// {"width": 64, "height": 64, "background": "#FFFFFF",
///  "commands": [{"type": "fill", "path": "M8 8 H56 V56 H8 Z", "paint": "#FF0000"}]}
/// """#
/// let document = try DrawingDocument(json: Data(json.utf8))
/// let pixmap = try document.render(with: SoftwareRenderer())  // 64×64, a red square on white
/// try PNGWriter.write(pixmap, to: URL(fileURLWithPath: "square.png"))
/// ```
public struct DrawingDocument: Sendable {
    /// The largest size any coordinate, length or matrix entry may have: 1,000,000. Bigger values
    /// are almost always a unit mistake, and products of them could overflow to infinity.
    public static let maximumMagnitude = 1_000_000.0
    /// The largest `scale`, as `zoetrope render --scale`.
    public static let maximumScale = 16.0

    /// Canvas width in points (the picture is `width × scale` pixels wide).
    public var width: Int
    /// Canvas height in points.
    public var height: Int
    /// Pixels per point; 1 unless the document says otherwise.
    public var scale: Double
    /// What the canvas is filled with before drawing; transparent unless the document says otherwise.
    public var background: Color
    /// The drawing, in points (origin top-left, y down).
    public var displayList: DisplayList

    public init(width: Int, height: Int, scale: Double = 1, background: Color = .clear,
                displayList: DisplayList = DisplayList()) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.displayList = displayList
    }

    /// Decodes a document from JSON text. Image files named in the document are read relative
    /// to `baseDirectory` (the JSON file's directory; the current directory when nil).
    ///
    /// Images are held to `budget` before they are decoded (``RenderBudget/maxImagePixels`` per
    /// image, from a PNG's header; ``RenderBudget/maxDocumentImagePixels`` for the distinct images
    /// together); a file named several times is decoded once.
    ///
    /// - Throws: ``DrawingError``: `.syntax` for malformed JSON, `.schema` for a document that does
    ///   not follow the schema (or whose display list fails `DisplayList.validate()`), `.resource`
    ///   for an image file that cannot be read or decoded, `.budget` for images over the budget.
    public init(json: Data, baseDirectory: URL? = nil, budget: RenderBudget = .default) throws(DrawingError) {
        let root = JSONNode(try JSONValue.parse(json))
        let object = try root.object(keys: ["width", "height", "scale", "background", "commands"],
                                     what: "a document object {\"width\", \"height\", \"commands\", …}")
        width = try object.required("width").integer(in: 1...Pixmap.maximumDimension)
        height = try object.required("height").integer(in: 1...Pixmap.maximumDimension)
        scale = try object.optional("scale")?.number(in: 0.001...Self.maximumScale) ?? 1
        background = try object.optional("background").map { node throws(DrawingError) in try Self.color(node) } ?? .clear
        _ = try Self.pixelSize(width: width, height: height, scale: scale, at: object.optional("scale") ?? root)
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var decoder = CommandDecoder(baseDirectory: base, budget: budget)
        displayList = try decoder.decode(try object.required("commands").array(what: "an array of commands"))
        do {
            try displayList.validate()
        } catch {
            throw Self.describe(error)
        }
    }

    /// Reads and decodes a document file; images are looked up next to it.
    ///
    /// ```swift
    /// let card = try DrawingDocument(contentsOf: URL(fileURLWithPath: "Examples/draw/card.json"))
    /// ```
    /// - Throws: ``DrawingError`` (`.resource` when the file cannot be read).
    public init(contentsOf url: URL, budget: RenderBudget = .default) throws(DrawingError) {
        let data: Data
        do {
            // A regular file only, of at most a sixteenth of the memory budget (its maxGPUBytes):
            // the parsed tree takes several times the text.
            data = try RegularFile.contents(of: url.path, limit: max(1 << 20, budget.maxGPUBytes / 16))
        } catch {
            guard case .readFailed(_, let reason) = error else { throw DrawingError(.resource, at: url.path, "\(error)") }
            throw DrawingError(.resource, at: url.path, "cannot read the file: \(reason)")
        }
        try self.init(json: data, baseDirectory: url.deletingLastPathComponent(), budget: budget)
    }

    /// The picture's size in pixels at `scale` (the document's by default): `round(width · scale)`;
    /// a size beyond 10¹⁵ (or not a number) comes back as `Int.max / 2` (0 for NaN or negative),
    /// which `Pixmap.validateSize` then refuses, instead of trapping.
    public func pixelSize(scale: Double? = nil) -> (width: Int, height: Int) {
        let s = scale ?? self.scale
        func pixels(_ points: Int) -> Int {
            let value = (Double(points) * s).rounded()
            guard value.isFinite, abs(value) < 1e15 else { return value > 0 ? Int.max / 2 : 0 }
            return max(Int(value), 0)
        }
        return (pixels(width), pixels(height))
    }

    /// Renders with `renderer` into a new pixmap of ``pixelSize(scale:)`` filled with the
    /// background. `scale` and `background` override the document's.
    ///
    /// ```swift
    /// let retina = try document.render(scale: 2, background: .white, with: SoftwareRenderer())
    /// ```
    public func render(scale: Double? = nil, background: Color? = nil, with renderer: some Renderer) throws -> Pixmap {
        let s = scale ?? self.scale
        let (w, h) = try Self.pixelSize(width: width, height: height, scale: s, at: JSONNode(.null, path: "scale"))
        var pixmap = try Pixmap(width: w, height: h)
        pixmap.fill(background ?? self.background)
        let toPixels = ProjectionTransform(CGAffineTransform(scaleX: s, y: s))
        try renderer.render(displayList.transformed(by: toPixels), into: &pixmap)
        return pixmap
    }

    /// The pixel size, or an error at `node` when it breaks `Pixmap.validateSize`.
    static func pixelSize(width: Int, height: Int, scale: Double, at node: JSONNode) throws(DrawingError) -> (Int, Int) {
        let w = (Double(width) * scale).rounded(), h = (Double(height) * scale).rounded()
        guard w.isFinite, h.isFinite, w < 1e9, h < 1e9 else {
            throw node.fail("the canvas \(width)×\(height) at scale \(scale) is too large")
        }
        do {
            try Pixmap.validateSize(width: Int(w), height: Int(h))
        } catch {
            throw node.fail("the canvas \(width)×\(height) points at scale \(scale) is \(Int(w))×\(Int(h)) pixels: "
                            + "\(error.description); lower width, height or scale")
        }
        return (Int(w), Int(h))
    }

    /// A `RenderError` from `DisplayList.validate()` as an error at `commands[i]`.
    static func describe(_ error: RenderError) -> DrawingError {
        let index: Int
        switch error {
        case .nonFiniteCoordinates(let i), .nonFiniteTransform(let i), .nonFiniteStroke(let i),
             .nonFinitePaint(let i), .nonFiniteOpacity(let i), .nonFiniteFilter(let i), .unbalancedLayers(let i):
            index = i
        case .overBudget(let exceeded):
            return DrawingError(at: "commands", exceeded)
        }
        var message = error.description
        if let colon = message.range(of: ": ") { message = String(message[colon.upperBound...]) }
        return DrawingError(.schema, at: "commands[\(index)]", message)
    }
}
