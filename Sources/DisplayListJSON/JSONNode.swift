import Foundation
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// A JSON value together with its path in the document, with typed accessors whose errors name
/// that path: `commands[3].paint.stops[1].location: expected a number, got "x"`.
///
/// ```swift
/// let root = JSONNode(try JSONValue.parse(data))
/// let object = try root.object(keys: ["width", "height"])
/// let width = try object.required("width").integer(in: 1...16384)
/// ```
struct JSONNode {
    let value: JSONValue
    /// `document` for the root, then `key`, `key.sub`, `key[2]`.
    let path: String

    init(_ value: JSONValue, path: String = "document") {
        self.value = value
        self.path = path
    }

    /// A schema error at this value.
    func fail(_ message: String) -> DrawingError { DrawingError(.schema, at: path, message) }

    /// `expected <what>, got <this value>`.
    func expected(_ what: String) -> DrawingError { fail("expected \(what), got \(value.excerpt)") }

    func child(_ key: String) -> String { path == "document" ? key : "\(path).\(key)" }

    /// The number, checked against `range` (finite, and by default at most
    /// ``DrawingDocument/maximumMagnitude`` in size so later arithmetic cannot overflow).
    func number(in range: ClosedRange<Double> = -DrawingDocument.maximumMagnitude...DrawingDocument.maximumMagnitude)
        throws(DrawingError) -> Double {
        guard case .number(let number, _) = value else { throw expected("a number") }
        guard range.contains(number) else { throw expected("a number in \(Self.describe(range))") }
        return number
    }

    /// A whole number in `range` (`3` and `3.0` are accepted, `3.5` is not).
    func integer(in range: ClosedRange<Int>) throws(DrawingError) -> Int {
        guard case .number(let number, _) = value else { throw expected("an integer") }
        guard number == number.rounded(), Double(range.lowerBound) <= number, number <= Double(range.upperBound)
        else { throw expected("an integer in \(range.lowerBound)…\(range.upperBound)") }
        return Int(number)
    }

    func string() throws(DrawingError) -> String {
        guard case .string(let string) = value else { throw expected("a string") }
        return string
    }

    func bool() throws(DrawingError) -> Bool {
        guard case .bool(let bool) = value else { throw expected("true or false") }
        return bool
    }

    /// The elements, each with its indexed path; `count` demands an exact length and `what` says
    /// what the array is for in the message.
    func array(count: Int? = nil, what: String = "an array") throws(DrawingError) -> [JSONNode] {
        guard case .array(let items) = value else { throw expected(what) }
        if let count, items.count != count { throw expected(what) }
        return items.enumerated().map { JSONNode($1, path: "\(path)[\($0)]") }
    }

    /// An array of exactly `count` numbers (a point, a rectangle, a matrix).
    func numbers(_ count: Int, what: String) throws(DrawingError) -> [Double] {
        var result: [Double] = []
        for item in try array(count: count, what: what) { result.append(try item.number()) }
        return result
    }

    /// `[x, y]`.
    func point() throws(DrawingError) -> CGPoint {
        let xy = try numbers(2, what: "a point [x, y]")
        return CGPoint(x: xy[0], y: xy[1])
    }

    /// One of the raw values of `T`, e.g. a blend mode name.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(DrawingError) -> T where T.RawValue == String {
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let name) = value else { throw expected("one of \(names)") }
        guard let result = T(rawValue: name) else { throw expected("one of \(names)") }
        return result
    }

    /// The members of an object whose keys must all be in `keys` (an unknown key is an error
    /// naming the allowed ones and, for a near miss, the likely intended key).
    func object(keys allowed: [String], what: String = "an object") throws(DrawingError) -> JSONObject {
        guard case .object(let members) = value else { throw expected(what) }
        for member in members where !allowed.contains(member.key) {
            let hint = allowed.first { $0.lowercased() == member.key.lowercased() }
                .map { " (did you mean \"\($0)\"?)" } ?? ""
            let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            throw DrawingError(.schema, at: child(member.key), "unknown key\(hint); allowed here: \(list)")
        }
        return JSONObject(node: self, members: members)
    }

    static func describe(_ range: ClosedRange<Double>) -> String {
        func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        if range.upperBound == DrawingDocument.maximumMagnitude && range.lowerBound == -range.upperBound {
            return "±\(text(range.upperBound))"
        }
        return "\(text(range.lowerBound))…\(text(range.upperBound))"
    }
}

/// An object's members, looked up by key; `null` counts as absent.
struct JSONObject {
    let node: JSONNode
    let members: [(key: String, value: JSONValue)]

    /// The member, or nil when missing or null.
    func optional(_ key: String) -> JSONNode? {
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return JSONNode(member.value, path: node.child(key))
    }

    /// The member, or an error at the object naming the missing key.
    func required(_ key: String, _ hint: String = "") throws(DrawingError) -> JSONNode {
        guard let member = optional(key) else {
            throw node.fail("missing required key \"\(key)\"\(hint.isEmpty ? "" : " (\(hint))")")
        }
        return member
    }

    func has(_ key: String) -> Bool { optional(key) != nil }
}
