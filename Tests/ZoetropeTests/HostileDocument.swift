import Foundation
import Testing
import Zoetrope

/// A JSON tree for building hostile `draw` documents: numbers, booleans and null are kept as the
/// text they are written as (so `1e400` or `9223372036854775808` reach the parser untouched),
/// members keep their order, and serialization records where a marked node starts (for the
/// `line 1, column C` of a syntax error).
indirect enum HostileJSON: Sendable, CustomStringConvertible {
    case raw(String)
    case string(String)
    case array([HostileJSON])
    case object([Member])

    struct Member: Sendable {
        var key: String
        var value: HostileJSON
    }

    /// One step of a path into the tree.
    enum Step: Hashable, Sendable {
        case key(String), index(Int)
    }

    /// A node's steps from the root, and its JSON path as `DrawingError` spells it
    /// (`document`, `commands[3].paint.stops[1].location`).
    struct Location: Hashable, Sendable, CustomStringConvertible {
        var steps: [Step]

        var description: String {
            var text = ""
            for step in steps {
                switch step {
                case .key(let key): text += text.isEmpty ? key : "." + key
                case .index(let index): text += "[\(index)]"
                }
            }
            return text.isEmpty ? "document" : text
        }

        /// This location and every one above it, up to `document`.
        var selfAndAncestors: [Location] {
            (0...steps.count).map { Location(steps: Array(steps.prefix($0))) }
        }

        var parent: Location? { steps.isEmpty ? nil : Location(steps: steps.dropLast()) }
    }

    /// The tree of `JSONValue.parse(text)` (the template is valid JSON).
    init(parsing text: String) throws {
        self.init(try JSONValue.parse(Data(text.utf8)))
    }

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .raw("null")
        case .bool(let b): self = .raw(b ? "true" : "false")
        case .number(_, let text): self = .raw(text)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(HostileJSON.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: HostileJSON($0.value)) })
        }
    }

    var isContainer: Bool {
        switch self { case .array, .object: true; default: false }
    }

    /// Every node below the root, parents before children, in document order.
    var locations: [(location: Location, node: HostileJSON)] {
        var result: [(Location, HostileJSON)] = []
        func walk(_ node: HostileJSON, _ steps: [Step]) {
            if !steps.isEmpty { result.append((Location(steps: steps), node)) }
            switch node {
            case .array(let items): for (i, item) in items.enumerated() { walk(item, steps + [.index(i)]) }
            case .object(let members): for m in members { walk(m.value, steps + [.key(m.key)]) }
            case .raw, .string: break
            }
        }
        walk(self, [])
        return result
    }

    /// A copy with the node at `steps` replaced by `replacement`.
    func replacing(_ steps: ArraySlice<Step>, with replacement: HostileJSON) -> HostileJSON {
        guard let step = steps.first else { return replacement }
        switch (self, step) {
        case (.array(var items), .index(let i)):
            items[i] = items[i].replacing(steps.dropFirst(), with: replacement)
            return .array(items)
        case (.object(var members), .key(let key)):
            let i = members.firstIndex { $0.key == key }!
            members[i].value = members[i].value.replacing(steps.dropFirst(), with: replacement)
            return .object(members)
        default:
            preconditionFailure("no node at \(steps) in \(self)")
        }
    }

    /// Compact JSON on one line, and the offset (in bytes, = characters: the text is ASCII unless a
    /// string is not) where the node at `marked` starts.
    func serialized(marking marked: [Step]? = nil) -> (text: String, offset: Int?) {
        var out = ""
        var offset: Int?
        func write(_ node: HostileJSON, _ steps: [Step]) {
            if steps == marked { offset = out.utf8.count }
            switch node {
            case .raw(let text): out += text
            case .string(let s): out += Self.quoted(s)
            case .array(let items):
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += "," }
                    write(item, steps + [.index(i)])
                }
                out += "]"
            case .object(let members):
                out += "{"
                for (i, m) in members.enumerated() {
                    if i > 0 { out += "," }
                    out += Self.quoted(m.key) + ":"
                    write(m.value, steps + [.key(m.key)])
                }
                out += "}"
            }
        }
        write(self, [])
        return (out, offset)
    }

    var description: String {
        let text = serialized().text
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The hostile values substituted into every field.
enum HostileValues {
    /// A string of 100,000 characters (its excerpt in a message is cut to 40).
    static let longString = String(repeating: "x", count: 100_000)

    /// Name → value. `1e400` and `-1e400` overflow to ±infinity when parsed as a Double.
    static let all: [(name: String, value: HostileJSON)] = [
        ("1e400", .raw("1e400")), ("-1e400", .raw("-1e400")),
        ("1e308", .raw("1e308")), ("-1e308", .raw("-1e308")),
        ("1e6", .raw("1e6")), ("1e6+1", .raw("1000001")), ("-1e6-1", .raw("-1000001")),
        ("-0", .raw("-0")), ("5e-324", .raw("5e-324")), ("0", .raw("0")), ("-1", .raw("-1")), ("0.5", .raw("0.5")),
        ("2^63", .raw("9223372036854775808")), ("-2^63-1", .raw("-9223372036854775809")),
        ("\"x\"", .string("x")), ("null", .raw("null")), ("[]", .array([])), ("{}", .object([])), ("true", .raw("true")),
        ("\"\"", .string("")), ("100k chars", .string(longString)),
    ]

    /// Literals whose value does not fit a Double: the parser refuses them with `line, column`.
    static let overflowing: Set<String> = ["1e400", "-1e400"]

    /// The wrong lengths tried on every array: empty, one element fewer, one more (the last repeated).
    static func wrongLengths(of items: [HostileJSON]) -> [(name: String, value: HostileJSON)] {
        var result: [(String, HostileJSON)] = []
        if !items.isEmpty { result.append(("\(items.count - 1) elements", .array(Array(items.dropLast())))) }
        if items.count > 1 { result.append(("0 elements", .array([]))) }
        if let last = items.last { result.append(("\(items.count + 1) elements", .array(items + [last]))) }
        return result
    }
}

/// One generated document: the template with one node replaced.
struct HostileCase: Sendable, CustomStringConvertible {
    var location: HostileJSON.Location
    var valueName: String
    var value: HostileJSON
    var json: String
    /// Where the replaced node starts in `json` (from 0).
    var offset: Int

    var description: String { "\(location) = \(valueName)" }

    /// Every node of `template` (the root excepted) × every hostile value, and every array × its
    /// wrong lengths.
    static func generate(from template: HostileJSON) -> [HostileCase] {
        var cases: [HostileCase] = []
        for (location, node) in template.locations {
            var values = HostileValues.all
            if case .array(let items) = node { values += HostileValues.wrongLengths(of: items) }
            for (name, value) in values {
                let document = template.replacing(location.steps[...], with: value)
                let (json, offset) = document.serialized(marking: location.steps)
                cases.append(HostileCase(location: location, valueName: name, value: value, json: json, offset: offset!))
            }
        }
        return cases
    }

    /// Whether `error` is an acceptable refusal of this case: one line, and it names the bad value's
    /// JSON path, a path above it (the object that now lacks a valid member, `commands[i]` for the
    /// display list's own checks) or a sibling in the same array or object (a transform whose
    /// numbers are no longer all numbers is read as a list of operations); a number too large for
    /// a Double is a syntax error at its own line and column. Returns the reason it is not.
    func problem(with error: DrawingError) -> String? {
        if error.description.contains("\n") || error.description.contains("\r") { return "not one line" }
        if HostileValues.overflowing.contains(valueName) {
            let expected = "line 1, column \(offset + 1)"
            return error.kind == .syntax && error.path == expected ? nil : "expected a syntax error at \(expected)"
        }
        if error.kind == .syntax { return "a syntax error for valid JSON" }
        if location.selfAndAncestors.contains(where: { $0.description == error.path }) { return nil }
        if let parent = location.parent, HostileJSON.Location.siblingPaths(of: parent, in: json).contains(error.path) { return nil }
        return "the path \(error.path) is neither \(location), above it nor beside it"
    }
}

extension HostileJSON.Location {
    /// The paths of `parent`'s children in the document `json` (read back, so replaced nodes count).
    static func siblingPaths(of parent: Self, in json: String) -> Set<String> {
        guard let tree = try? HostileJSON(parsing: json) else { return [] }
        return Set(tree.locations.filter { $0.location.parent == parent }.map(\.location.description))
    }
}
