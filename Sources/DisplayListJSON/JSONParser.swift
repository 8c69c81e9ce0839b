import Foundation
import VectorPath
import RenderCommands
import PNGCodec
import Geometry2D

extension JSONValue {
    /// Parses RFC 8259 JSON (UTF-8, an optional byte-order mark is skipped).
    ///
    /// Stricter than Foundation where it helps a user: duplicate object keys and numbers that do
    /// not fit a Double (`1e400`) are errors; nesting is limited to 256 levels. Errors name the
    /// line and column (both from 1, columns in characters).
    ///
    /// ```swift
    /// try JSONValue.parse(Data("[1, 2,]".utf8))
    /// // DrawingError: line 1, column 7: expected a value, found "]"
    /// ```
    public static func parse(_ data: Data) throws(DrawingError) -> JSONValue {
        var parser = JSONParser(Array(data))
        return try parser.parseDocument()
    }
}

/// A recursive-descent JSON reader over UTF-8 bytes.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Where the text starts (after a byte-order mark).
    private let origin: Int
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = origin
    }

    mutating func parseDocument() throws(DrawingError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON document, found an empty input") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("expected the end of the document after the top-level value, found \(found())") }
        return value
    }

    private mutating func parseValue() throws(DrawingError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a value, found end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            if bytes[index...].starts(with: Array("NaN".utf8)) || bytes[index...].starts(with: Array("Infinity".utf8)) {
                throw error("NaN and Infinity are not JSON numbers; use a finite number")
            }
            throw error("expected a value (object, array, string, number, true, false or null), found \(found())")
        }
    }

    private mutating func parseObject() throws(DrawingError) -> JSONValue {
        try enter()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes, found \(found())") }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \"\(key)\" in the same object; keep one")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected \":\" after the key \"\(key)\", found \(found())") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
            throw error("expected \",\" or \"}\" after an object member, found \(found())")
        }
    }

    private mutating func parseArray() throws(DrawingError) -> JSONValue {
        try enter()
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
            throw error("expected \",\" or \"]\" after an array element, found \(found())")
        }
    }

    private mutating func enter() throws(DrawingError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseString() throws(DrawingError) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string: expected a closing \", found end of input") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("expected an escape character after \\, found end of input") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): utf8.append(0x22)
                case UInt8(ascii: "\\"): utf8.append(0x5C)
                case UInt8(ascii: "/"): utf8.append(0x2F)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                            throw error("expected a low surrogate \\uDC00…\\uDFFF after a high surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate \\uDC00…\\uDFFF") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(scalar) else { throw error("\\u escape is a lone surrogate") }
                    utf8.append(contentsOf: Array(String(Character(s)).utf8))
                default:
                    index -= 2  // point at the backslash
                    throw error("invalid escape \\\(Character(Unicode.Scalar(escape))); use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
            case 0..<0x20:
                throw error("control character in a string; write it as an escape such as \\n")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func hex4() throws(DrawingError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("expected 4 hex digits after \\u, found \(found())")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(DrawingError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
                count += 1
            }
            return count
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("numbers must not have leading zeros")
            }
        } else if digits(&self) == 0 {
            throw error("expected a digit, found \(found())")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after the decimal point, found \(found())") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(found())") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let end = index
            index = start
            defer { index = end }
            throw error("the number \(text) is too large for a 64-bit float")
        }
        return .number(value, text: text)
    }

    private mutating func literal(_ word: String) throws(DrawingError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw error("expected a value (object, array, string, number, true, false or null), found \(found())")
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// The character at the current position, quoted, or "end of input".
    private func found() -> String {
        guard index < bytes.count else { return "end of input" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return text == "\"" ? "'\"'" : "\"\(text)\""
    }

    /// A syntax error at the current position: line and column from 1, columns in characters.
    private func error(_ message: String) -> DrawingError {
        var line = 1, column = 1
        var i = origin
        while i < min(index, bytes.count) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return DrawingError(.syntax, at: "line \(line), column \(column)", message)
    }
}
