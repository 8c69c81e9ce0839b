import Foundation
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

extension DrawingDocument {
    /// A color: `"#RRGGBB"` / `"#RRGGBBAA"` (also `#RGB`, `#RGBA`), or `{"r", "g", "b", "a"}` with
    /// sRGB components 0…1 (`a` optional, default 1).
    ///
    /// ```json
    /// "#FF3B30"   "#00000080"   {"r": 1, "g": 0.23, "b": 0.19, "a": 0.5}
    /// ```
    static func color(_ node: JSONNode) throws(DrawingError) -> Color {
        switch node.value {
        case .string(let text):
            guard text.hasPrefix("#") else { throw node.expected(##"a color "#RRGGBB" or "#RRGGBBAA""##) }
            do {
                return try Color(hex: text)
            } catch let error as ColorHexError {
                throw node.fail(error.description)
            } catch {
                throw node.fail("\(error)")
            }
        case .object:
            let object = try node.object(keys: ["r", "g", "b", "a"])
            func component(_ key: String, default value: Double? = nil) throws(DrawingError) -> Double {
                guard let member = object.optional(key) else {
                    if let value { return value }
                    throw node.fail("missing required key \"\(key)\" (a color object is {\"r\", \"g\", \"b\", \"a\"}, each 0…1)")
                }
                guard case .number(let v, _) = member.value, (0...1).contains(v) else {
                    throw member.expected("a number in 0…1 (for 0…255 values use a \"#RRGGBB\" string)")
                }
                return v
            }
            return Color(red: try component("r"), green: try component("g"), blue: try component("b"),
                         opacity: try component("a", default: 1))
        default:
            throw node.expected(##"a color ("#RRGGBB", "#RRGGBBAA" or {"r", "g", "b", "a"})"##)
        }
    }

    /// A paint: a color (see ``color(_:)``) or a gradient object with `"type"`:
    /// `linearGradient` {stops, start, end}, `radialGradient` {stops, center, startRadius?, endRadius},
    /// `angularGradient` {stops, center, startAngle?, endAngle?} (degrees). Instead of `stops`, a
    /// gradient may list `colors` spread evenly from 0 to 1.
    static func paint(_ node: JSONNode) throws(DrawingError) -> Paint {
        guard case .object(let members) = node.value, members.contains(where: { $0.key == "type" }) else {
            if case .object(let members) = node.value, let stray = members.first(where: { !["r", "g", "b", "a"].contains($0.key) }) {
                throw DrawingError(.schema, at: node.child(stray.key),
                                   "unknown key; a color object takes \"r\", \"g\", \"b\", \"a\", a gradient needs "
                                   + "\"type\": \"linearGradient\", \"radialGradient\" or \"angularGradient\"")
            }
            return .color(try color(node))
        }
        let type = try JSONObject(node: node, members: members).required("type")
        switch try type.string() {
        case "linearGradient":
            let object = try node.object(keys: ["type", "stops", "colors", "start", "end"])
            return .linearGradient(try gradient(object), start: try object.required("start").point(),
                                   end: try object.required("end").point())
        case "radialGradient":
            let object = try node.object(keys: ["type", "stops", "colors", "center", "startRadius", "endRadius"])
            let startRadius = try object.optional("startRadius")?.number(in: 0...maximumMagnitude) ?? 0
            return .radialGradient(try gradient(object), center: try object.required("center").point(),
                                   startRadius: startRadius,
                                   endRadius: try object.required("endRadius").number(in: 0...maximumMagnitude))
        case "angularGradient":
            let object = try node.object(keys: ["type", "stops", "colors", "center", "startAngle", "endAngle"])
            let start = try object.optional("startAngle")?.number() ?? 0
            let end = try object.optional("endAngle")?.number() ?? 360
            return .angularGradient(try gradient(object), center: try object.required("center").point(),
                                    startAngle: .degrees(start), endAngle: .degrees(end))
        default:
            throw type.expected(#"one of "linearGradient", "radialGradient", "angularGradient" (or give a color)"#)
        }
    }

    /// `stops: [{color, location}, …]` or `colors: [color, …]` (exactly one of them, not empty).
    private static func gradient(_ object: JSONObject) throws(DrawingError) -> Gradient {
        switch (object.optional("stops"), object.optional("colors")) {
        case (let stops?, nil):
            let items = try stops.array(what: "an array of stops [{\"color\", \"location\"}, …]")
            guard !items.isEmpty else { throw stops.fail("a gradient needs at least one stop") }
            var result: [Gradient.Stop] = []
            for item in items {
                let stop = try item.object(keys: ["color", "location"], what: #"a stop {"color", "location"}"#)
                result.append(Gradient.Stop(color: try color(try stop.required("color")),
                                            location: try stop.required("location").number()))
            }
            return Gradient(stops: result)
        case (nil, let colors?):
            let items = try colors.array(what: "an array of colors")
            guard !items.isEmpty else { throw colors.fail("a gradient needs at least one color") }
            var result: [Color] = []
            for item in items { result.append(try color(item)) }
            return Gradient(colors: result)
        case (.some, .some):
            throw object.node.fail("give either \"stops\" or \"colors\", not both")
        case (nil, nil):
            throw object.node.fail("missing required key \"stops\" (or \"colors\")")
        }
    }
}
