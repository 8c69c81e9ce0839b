import Foundation
import SafeFiles
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// Turns the `commands` array of a drawing document into a ``DisplayList``, one command object
/// at a time, checking that layers balance as it goes.
///
/// Images are held to the budget before they are decoded: a PNG's declared size (from its header)
/// and inline pixels' `width × height` must fit ``RenderBudget/maxImagePixels``, and the distinct
/// images of the document together ``RenderBudget/maxDocumentImagePixels``. A file named by
/// several commands (the same resolved path) is read and decoded once; the commands share it.
struct CommandDecoder {
    /// Where relative image `file` paths are resolved.
    let baseDirectory: URL
    /// The limits on decoded images.
    let budget: RenderBudget
    /// Indices of the `pushLayer` commands not yet closed.
    private var openLayers: [Int] = []
    /// Decoded image files, by resolved path.
    private var images: [String: Pixmap] = [:]
    /// Pixels of the distinct images decoded so far.
    private var decodedPixels = 0

    static let types = ["fill", "stroke", "image", "text", "pushLayer", "popLayer"]

    init(baseDirectory: URL, budget: RenderBudget = .default) {
        self.baseDirectory = baseDirectory
        self.budget = budget
    }

    mutating func decode(_ items: [JSONNode]) throws(DrawingError) -> DisplayList {
        var list = DisplayList()
        for (index, item) in items.enumerated() {
            // A text becomes its glyph run and an image per colour glyph (emoji).
            if let text = try Self.textCommands(item) { list.commands += text } else { list.commands.append(try command(item, index: index)) }
        }
        if let first = openLayers.first {
            let open = openLayers.map { "commands[\($0)]" }.joined(separator: ", ")
            throw DrawingError(.schema, at: "commands[\(first)]",
                               "pushLayer is never closed (open at the end: \(open)); add {\"type\": \"popLayer\"} after its content")
        }
        return list
    }

    private mutating func command(_ node: JSONNode, index: Int) throws(DrawingError) -> DisplayList.Command {
        let names = Self.types.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .object(let members) = node.value else { throw node.expected("a command object {\"type\": …}") }
        let type = try JSONObject(node: node, members: members).required("type", "one of \(names)")
        switch try type.string() {
        case "fill":
            let object = try node.object(keys: ["type", "path", "paint", "fillRule", "antialiased", "transform"])
            let style = FillStyle(eoFill: try Self.fillRule(object.optional("fillRule")),
                                  antialiased: try object.optional("antialiased")?.bool() ?? true)
            return .fill(try Self.path(object.required("path")), paint: try DrawingDocument.paint(object.required("paint")),
                         style: style, transform: try Self.transform(object))
        case "stroke":
            let object = try node.object(keys: ["type", "path", "paint", "style", "antialiased", "transform"])
            let style = try object.optional("style").map { s throws(DrawingError) in try Self.strokeStyle(s) } ?? StrokeStyle()
            return .stroke(try Self.path(object.required("path")), style: style,
                           paint: try DrawingDocument.paint(object.required("paint")), transform: try Self.transform(object),
                           antialiased: try object.optional("antialiased")?.bool() ?? true)
        case "image":
            return try image(node)
        case "pushLayer":
            let object = try node.object(keys: ["type", "opacity", "blendMode", "clip", "clipRule", "transform"])
            let style = LayerStyle(
                opacity: try object.optional("opacity")?.number(in: 0...1) ?? 1,
                blendMode: try object.optional("blendMode")?.choice(BlendMode.self) ?? .normal,
                clip: try object.optional("clip").map { c throws(DrawingError) in try Self.path(c) },
                clipStyle: FillStyle(eoFill: try Self.fillRule(object.optional("clipRule"))),
                transform: try Self.transform(object))
            openLayers.append(index)
            return .pushLayer(style)
        case "popLayer":
            _ = try node.object(keys: ["type"])
            guard openLayers.popLast() != nil else {
                throw node.fail("popLayer without a matching pushLayer before it; remove it or add a pushLayer")
            }
            return .popLayer
        default:
            throw type.expected("a command type, one of \(names)")
        }
    }

    /// `image`: `file` (a PNG, relative to the document) or `pixels` {width, height, rgba: base64 of
    /// straight-alpha RGBA8}; `rect` [x, y, width, height] (default: the image's size in points at
    /// the origin); `interpolation`; `opacity`; `transform`.
    private mutating func image(_ node: JSONNode) throws(DrawingError) -> DisplayList.Command {
        let object = try node.object(keys: ["type", "file", "pixels", "rect", "interpolation", "opacity", "transform"])
        let pixmap: Pixmap
        switch (object.optional("file"), object.optional("pixels")) {
        case (let file?, nil): pixmap = try readPNG(file)
        case (nil, let pixels?): pixmap = try inlinePixels(pixels)
        case (.some, .some): throw node.fail("give either \"file\" or \"pixels\", not both")
        case (nil, nil): throw node.fail("missing required key \"file\" (a PNG path) or \"pixels\" ({width, height, rgba})")
        }
        var rect = CGRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        if let r = object.optional("rect") {
            let v = try r.numbers(4, what: "a rectangle [x, y, width, height]")
            guard v[2] >= 0, v[3] >= 0 else { throw r.fail("width and height must not be negative, got [\(v.map { "\($0)" }.joined(separator: ", "))]") }
            rect = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        return .image(pixmap, rect: rect,
                      interpolation: try object.optional("interpolation")?.choice(ImageInterpolation.self) ?? .high,
                      opacity: try object.optional("opacity")?.number(in: 0...1) ?? 1,
                      transform: try Self.transform(object))
    }

    private mutating func readPNG(_ node: JSONNode) throws(DrawingError) -> Pixmap {
        let name = try node.string()
        guard !name.isEmpty else { throw node.expected("a PNG file path") }
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : baseDirectory.appendingPathComponent(name)
        let key = url.standardizedFileURL.resolvingSymlinksInPath().path
        if let cached = images[key] { return cached }
        do {
            let data = try RegularFile.contents(of: url.path, limit: PNGDecoder.maximumFileBytes)
            let (width, height) = try PNGDecoder.imageSize(of: data)
            try admit(width: width, height: height, what: name, at: node)
            let image = try PNGDecoder.decode(data)
            images[key] = image
            return image
        } catch let error as DrawingError {
            throw error
        } catch {
            let error = (error as? FileError).map(PNGError.init) ?? error as? PNGError ?? .decodingFailed(reason: "\(error)")
            var hint = ""
            if case .readFailed = error, !name.hasPrefix("/") {
                hint = " (relative paths are resolved against the document's directory, \(baseDirectory.path))"
            }
            throw DrawingError(.resource, at: node.path, error.description + hint)
        }
    }

    /// Counts an image of `width × height` pixels against the budget, before it is decoded.
    private mutating func admit(width: Int, height: Int, what: String, at node: JSONNode) throws(DrawingError) {
        let pixels = Double(width) * Double(height)
        let detail = "\(width)×\(height), \(what)"
        guard pixels <= Double(budget.maxImagePixels) else {
            throw DrawingError(at: node.path, RenderBudget.Exceeded(.imagePixels, amount: pixels, maximum: budget.maxImagePixels,
                                                                    detail: detail))
        }
        let total = Double(decodedPixels) + pixels
        guard total <= Double(budget.maxDocumentImagePixels) else {
            throw DrawingError(at: node.path, RenderBudget.Exceeded(.documentImagePixels, amount: total,
                                                                    maximum: budget.maxDocumentImagePixels,
                                                                    detail: "with \(detail)"))
        }
        decodedPixels += width * height
    }

    private mutating func inlinePixels(_ node: JSONNode) throws(DrawingError) -> Pixmap {
        let object = try node.object(keys: ["width", "height", "rgba"], what: #"{"width", "height", "rgba": base64}"#)
        let width = try object.required("width").integer(in: 1...Pixmap.maximumDimension)
        let height = try object.required("height").integer(in: 1...Pixmap.maximumDimension)
        try admit(width: width, height: height, what: "inline pixels", at: node)
        let rgba = try object.required("rgba")
        let expected = width * height * 4
        guard let data = Data(base64Encoded: try rgba.string()) else {
            throw rgba.fail("not valid base64 (standard alphabet A–Z a–z 0–9 + /, padded with =)")
        }
        guard data.count == expected else {
            throw rgba.fail("decodes to \(data.count) bytes, but width × height × 4 = \(expected) (straight-alpha RGBA8, row by row)")
        }
        do {
            return try Pixmap(width: width, height: height, straightBytes: [UInt8](data))
        } catch {
            throw node.fail(error.description)
        }
    }

    /// SVG path data; coordinates must be finite and at most ``DrawingDocument/maximumMagnitude``.
    static func path(_ node: JSONNode) throws(DrawingError) -> Path {
        let data = try node.string()
        let path: Path
        do {
            path = try Path(svgData: data)
        } catch let error as SVGPathError {
            throw node.fail("bad SVG path data at offset \(error.offset): expected \(error.expected), found \(error.found)")
        } catch {
            throw node.fail("bad SVG path data: \(error)")
        }
        let limit = DrawingDocument.maximumMagnitude
        if let bad = path.points.first(where: { !(abs($0.x) <= limit && abs($0.y) <= limit) }) {
            throw node.fail("coordinate (\(bad.x), \(bad.y)) is out of range; coordinates must be within ±\(Int(limit))")
        }
        return path
    }

    /// `"nonzero"` (default) or `"evenodd"`; true for even-odd.
    private static func fillRule(_ node: JSONNode?) throws(DrawingError) -> Bool {
        guard let node else { return false }
        switch node.value {
        case .string("nonzero"): return false
        case .string("evenodd"): return true
        default: throw node.expected(#"one of "nonzero", "evenodd""#)
        }
    }

    private static func transform(_ object: JSONObject) throws(DrawingError) -> ProjectionTransform {
        guard let node = object.optional("transform") else { return ProjectionTransform() }
        return try DrawingDocument.transform(node)
    }

    /// `{lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase}`, each optional with SwiftUI's defaults.
    private static func strokeStyle(_ node: JSONNode) throws(DrawingError) -> StrokeStyle {
        let object = try node.object(keys: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"],
                                     what: "a stroke style object {\"lineWidth\", \"lineCap\", …}")
        let limit = DrawingDocument.maximumMagnitude
        var style = StrokeStyle()
        if let n = object.optional("lineWidth") { style.lineWidth = try n.number(in: 0...limit) }
        if let n = object.optional("lineCap") {
            style.lineCap = try Self.name(n, ["butt": .butt, "round": .round, "square": .square])
        }
        if let n = object.optional("lineJoin") {
            style.lineJoin = try Self.name(n, ["miter": .miter, "round": .round, "bevel": .bevel])
        }
        if let n = object.optional("miterLimit") { style.miterLimit = try n.number(in: 0...limit) }
        if let n = object.optional("dash") {
            var dash: [CGFloat] = []
            for item in try n.array(what: "an array of dash and gap lengths") { dash.append(try item.number(in: 0...limit)) }
            style.dash = dash
        }
        if let n = object.optional("dashPhase") { style.dashPhase = try n.number() }
        return style
    }

    /// One of `names`' keys, listed in the error in a fixed order.
    private static func name<T>(_ node: JSONNode, _ names: KeyValuePairs<String, T>) throws(DrawingError) -> T {
        if case .string(let s) = node.value, let match = names.first(where: { $0.key == s }) { return match.value }
        throw node.expected("one of " + names.map { "\"\($0.key)\"" }.joined(separator: ", "))
    }
}
