import Foundation
import VectorPath
import RenderCommands

/// Why a drawing document could not be read: where (the JSON path of the bad value, such as
/// `commands[3].paint.stops[1].location`, or `line 4, column 12` for malformed JSON) and what to fix.
///
/// ```swift
/// do { _ = try DrawingDocument(json: Data(#"{"width": "x"}"#.utf8)) } catch { print(error) }
/// // width: expected a number, got "x"
/// ```
public struct DrawingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What kind of problem it is; decides the CLI's exit status.
    public enum Kind: Sendable, Hashable {
        /// The text is not JSON.
        case syntax
        /// Valid JSON that does not follow the schema (wrong type, missing key, bad value).
        case schema
        /// A file the document names (an image) cannot be read or decoded.
        case resource
        /// Decoding would go over the ``RenderBudget`` (``DrawingError/exceeded`` says which limit).
        case budget
    }

    public var kind: Kind
    /// The JSON path of the offending value (`document` for the whole document), or
    /// `line L, column C` for a syntax error.
    public var path: String
    /// What is wrong, in words, usually "expected …, got …".
    public var message: String

    /// The limit that was exceeded, for ``Kind/budget``.
    public var exceeded: RenderBudget.Exceeded?

    public init(_ kind: Kind = .schema, at path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// A ``Kind/budget`` error at `path`.
    public init(at path: String, _ exceeded: RenderBudget.Exceeded) {
        self.init(.budget, at: path, exceeded.description)
        self.exceeded = exceeded
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// True when the input document itself is wrong (syntax or schema), false when a file it
    /// names could not be read or a budget was exceeded.
    public var isDocumentError: Bool { kind == .syntax || kind == .schema }
}
