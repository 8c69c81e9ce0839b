import Foundation
import Testing
import Zoetrope

/// The strict JSON reader behind `draw`: values, escapes, and syntax errors with line and column.
@Suite struct DrawJSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    func syntaxError(_ text: String) -> String? {
        do {
            _ = try JSONValue.parse(Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func valuesKeepOrderTextAndBooleans() throws {
        let value = try parse("\u{FEFF} {\"b\": [true, null, -0.5e1], \"a\": \"x\"} ")
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].value == .array([.bool(true), .null, .number(-5, text: "-0.5e1")]))
        #expect(JSONValue.number(-5, text: "-0.5e1").excerpt == "-0.5e1")
    }

    @Test func stringEscapesAndUnicode() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 é""#) == .string("a\"\\/\u{8}\u{C}\n\r\té😀 é"))
    }

    @Test func syntaxErrors() {
        #expect(syntaxError("[1, 2,]") == #"line 1, column 7: expected a value (object, array, string, number, true, false or null), found "]""#)
        #expect(syntaxError("[01]") == "line 1, column 3: numbers must not have leading zeros")
        #expect(syntaxError("{\"a\": \"é\nb\"}") == "line 1, column 9: control character in a string; write it as an escape such as \\n")
        #expect(syntaxError("[\"\\x\"]") == #"line 1, column 3: invalid escape \x; use one of \" \\ \/ \b \f \n \r \t \uXXXX"#)
        #expect(syntaxError("[1] [2]") == #"line 1, column 5: expected the end of the document after the top-level value, found "[""#)
        #expect(syntaxError(String(repeating: "[", count: 300)) == "line 1, column 257: nesting deeper than 256 levels")
        #expect(syntaxError("[Infinity]") == "line 1, column 2: NaN and Infinity are not JSON numbers; use a finite number")
    }
}
