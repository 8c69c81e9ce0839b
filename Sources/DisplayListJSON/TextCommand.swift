import Foundation
import Geometry2D
import RenderCommands
import TextOutlines
import VectorPath

/// The names a document gives a text's design and line alignment.
private enum DesignName: String, CaseIterable {
    case `default`, serif, monospaced, rounded
    var design: FontRequest.Design { FontRequest.Design(rawValue: rawValue) ?? .default }
}

private enum AlignmentName: String, CaseIterable {
    case leading, center, trailing
    var alignment: TextLineAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension CommandDecoder {
    /// The most characters one `text` command sets (a layout costs time per character before any
    /// budget on points can see it).
    static let maximumTextLength = 200_000

    /// `text`: `text` set in `font` {size, weight 100…900, design default|serif|monospaced|rounded,
    /// italic} at `at` [x, y] (the top-left corner of its box), wrapped within `width` when given
    /// (`alignment` leading|center|trailing, `lineLimit`), filled with `paint` (nonzero), moved by
    /// `transform`. Glyph outlines as the views draw them (TextOutlines), emoji as colour images.
    static func text(_ node: JSONNode) throws(DrawingError) -> [DisplayList.Command] {
        let object = try node.object(keys: ["type", "text", "at", "font", "width", "alignment", "lineLimit", "paint", "transform"])
        let textNode = try object.required("text")
        let string = try textNode.string()
        guard string.unicodeScalars.count <= maximumTextLength else {
            throw textNode.fail("\(string.unicodeScalars.count) characters; one text command sets at most \(maximumTextLength): split it")
        }
        var request = FontRequest()
        var size = 17.0
        if let font = object.optional("font") {
            let fields = try font.object(keys: ["size", "weight", "design", "italic"], what: #"a font {"size", "weight", "design", "italic"}"#)
            if let n = fields.optional("size") { size = try n.number(in: 0.5...4096) }
            let weight = try fields.optional("weight")?.integer(in: 100...900) ?? 400
            let design = try fields.optional("design")?.choice(DesignName.self).design ?? .default
            request = FontRequest(design: design, weight: weight, italic: try fields.optional("italic")?.bool() ?? false)
        }
        let origin = try object.optional("at")?.numbers(2, what: "a point [x, y]") ?? [0, 0]
        let width = try object.optional("width")?.number(in: 0...DrawingDocument.maximumMagnitude)
        let faces: [FontFace]
        do { faces = try FontCatalog.shared.faces(for: request) } catch {
            throw DrawingError(.resource, at: node.path, error.description)
        }
        let style = TextStyle(faces: faces, size: size, lineLimit: try object.optional("lineLimit")?.integer(in: 1...100_000),
                              alignment: try object.optional("alignment")?.choice(AlignmentName.self).alignment ?? .leading)
        let layout = TextLayout.kept(string, style: style, width: width)
        let paint = try object.optional("paint").map { p throws(DrawingError) in try DrawingDocument.paint(p) } ?? .color(.black)
        let transform: ProjectionTransform = try object.optional("transform").map { t throws(DrawingError) in try DrawingDocument.transform(t) }
            ?? ProjectionTransform()
        var list = DisplayList()
        list.drawText(layout, at: CGPoint(x: origin[0], y: origin[1]), with: paint, transform: transform)
        return list.commands
    }

    /// `node`'s commands when it is a `text` command (its glyph run, then an image per colour
    /// glyph), nil for any other command.
    static func textCommands(_ node: JSONNode) throws(DrawingError) -> [DisplayList.Command]? {
        guard case .object(let members) = node.value, let type = members.first(where: { $0.key == "type" })?.value,
              case .string("text") = type else { return nil }
        return try text(node)
    }
}
