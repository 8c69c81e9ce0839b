import Foundation
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

/// A parsed JSON value that keeps what error messages need: object members in document order,
/// numbers with the text they were written as, booleans distinct from numbers.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` lose the member order, merge booleans into
/// numbers, accept duplicate keys silently and report syntax errors as "not in the correct
/// format", so ``DrawingDocument`` reads its input with ``JSONValue/parse(_:)`` instead.
///
/// ```swift
/// let value = try JSONValue.parse(Data(#"{"width": 64, "tags": ["a", true]}"#.utf8))
/// value.typeDescription // "an object"
/// ```
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A finite number and its source text (`1e3`, `-0.50`).
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; keys are unique (the parser rejects duplicates).
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a, _), .number(b, _)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// "a number", "a string", … — the kind of value, for "expected X, got Y" messages.
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short rendering of the value for messages: scalars as written (strings quoted and cut
    /// at 40 characters), containers by kind and size.
    ///
    /// ```swift
    /// JSONValue.string("x").excerpt            // "\"x\""
    /// JSONValue.array([.null, .null]).excerpt  // "an array of 2 values"
    /// ```
    public var excerpt: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return text
        case .string(let s):
            let cut = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "\"" + cut.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let items): return "an array of \(items.count) value\(items.count == 1 ? "" : "s")"
        case .object(let members):
            let keys = members.prefix(3).map { "\"\($0.key)\"" }.joined(separator: ", ")
            return members.isEmpty ? "an empty object" : "an object with keys \(keys)\(members.count > 3 ? ", …" : "")"
        }
    }
}
