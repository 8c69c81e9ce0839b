import Foundation
import Testing
import Zoetrope

/// Bad `draw` documents fail with the JSON path of the bad value and what was expected.
@Suite struct DrawErrorTests {
    func message(_ commands: String) -> String? { DrawTest.commandError(commands)?.description }

    @Test func wrongTypeNamesThePathAndTheValue() {
        #expect(message("""
            {"type": "fill", "path": "M0 0", "paint": "#000"},
            {"type": "fill", "path": "M0 0", "paint": "#000"},
            {"type": "fill", "path": "M0 0", "paint": "#000"},
            {"type": "fill", "path": "M0 0", "paint": {"type": "linearGradient", "start": [0, 0], "end": [1, 0],
              "stops": [{"color": "#000", "location": 0}, {"color": "#fff", "location": "x"}]}}
            """) == ##"commands[3].paint.stops[1].location: expected a number, got "x""##)
        #expect(DrawTest.error(##"{"width": "64", "height": 64, "commands": []}"##)?.description
            == ##"width: expected an integer, got "64""##)
        #expect(DrawTest.error(##"[1, 2]"##)?.description
            == ##"document: expected a document object {"width", "height", "commands", …}, got an array of 2 values"##)
    }

    @Test func missingRequiredFields() {
        #expect(DrawTest.error(##"{"width": 64, "commands": []}"##)?.description == ##"document: missing required key "height""##)
        #expect(message(##"{"type": "fill", "path": "M0 0"}"##) == ##"commands[0]: missing required key "paint""##)
        #expect(message(##"{"path": "M0 0"}"##)
            == ##"commands[0]: missing required key "type" (one of "fill", "stroke", "image", "text", "pushLayer", "popLayer")"##)
        #expect(message(##"{"type": "image"}"##)
            == ##"commands[0]: missing required key "file" (a PNG path) or "pixels" ({width, height, rgba})"##)
    }

    @Test func badSVGPathDataNamesTheOffset() {
        #expect(message(##"{"type": "fill", "path": "M 10 20 L 30", "paint": "#000"}"##)
            == "commands[0].path: bad SVG path data at offset 12: expected a number (y coordinate), found end of input")
        #expect(message(##"{"type": "pushLayer", "clip": "M0 0 X"}, {"type": "popLayer"}"##)?
            .hasPrefix("commands[0].clip: bad SVG path data at offset 5:") == true)
    }

    @Test func badColors() {
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "red"}"##)
            == ##"commands[0].paint: expected a color "#RRGGBB" or "#RRGGBBAA", got "red""##)
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "#12345"}"##)
            == ##"commands[0].paint: invalid hex color "#12345": expected 3, 4, 6 or 8 hex digits, found 5"##)
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": {"r": 255, "g": 0, "b": 0}}"##)
            == ##"commands[0].paint.r: expected a number in 0…1 (for 0…255 values use a "#RRGGBB" string), got 255"##)
        #expect(DrawTest.error(##"{"width": 8, "height": 8, "background": 7, "commands": []}"##)?.description
            == ##"background: expected a color ("#RRGGBB", "#RRGGBBAA" or {"r", "g", "b", "a"}), got 7"##)
    }

    @Test func nonFiniteAndHugeNumbersAreRejected() {
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "#000", "transform": [1, 0, 0, 1, 1e400, 0]}"##)
            == "line 1, column 118: the number 1e400 is too large for a 64-bit float")
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "#000", "transform": [1, 0, 0, 1, 1e300, 0]}"##)
            == "commands[0].transform[4]: expected a number in ±1000000, got 1e300")
        #expect(message(##"{"type": "fill", "path": "M0 0 L 1e300 0", "paint": "#000"}"##)
            == "commands[0].path: coordinate (1e+300, 0.0) is out of range; coordinates must be within ±1000000")
        #expect(message(##"{"type": "stroke", "path": "M0 0", "paint": "#000", "style": {"lineWidth": NaN}}"##)?
            .hasSuffix("NaN and Infinity are not JSON numbers; use a finite number") == true)
        #expect(message(##"{"type": "stroke", "path": "M0 0", "paint": "#000", "style": {"lineWidth": -1}}"##)
            == "commands[0].style.lineWidth: expected a number in 0…1000000, got -1")
        #expect(message(##"{"type": "pushLayer", "opacity": 1.5}, {"type": "popLayer"}"##)
            == "commands[0].opacity: expected a number in 0…1, got 1.5")
    }

    @Test func unknownNamesAreListed() {
        // Every one of SwiftUI's blend modes is a name the format takes; "glow" is none of them.
        #expect(message(##"{"type": "pushLayer", "blendMode": "overlay"}, {"type": "popLayer"}"##) == nil)
        let modes = BlendMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(message(##"{"type": "pushLayer", "blendMode": "glow"}, {"type": "popLayer"}"##)
            == "commands[0].blendMode: expected one of \(modes), got \"glow\"")
        #expect(message(##"{"type": "circle"}"##)
            == ##"commands[0].type: expected a command type, one of "fill", "stroke", "image", "text", "pushLayer", "popLayer", got "circle""##)
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "#000", "fillrule": "evenodd"}"##)
            == ##"commands[0].fillrule: unknown key (did you mean "fillRule"?); allowed here: "type", "path", "paint", "fillRule", "antialiased", "transform""##)
        #expect(message(##"{"type": "stroke", "path": "M0 0", "paint": "#000", "style": {"lineCap": "flat"}}"##)
            == ##"commands[0].style.lineCap: expected one of "butt", "round", "square", got "flat""##)
        #expect(message(##"{"type": "fill", "path": "M0 0", "paint": "#000", "transform": [{"skew": 3}]}"##)?
            .hasPrefix(##"commands[0].transform[0].skew: unknown key; allowed here: "translate""##) == true)
    }

    @Test func unbalancedLayers() {
        #expect(message(##"{"type": "pushLayer"}, {"type": "popLayer"}, {"type": "popLayer"}"##)
            == "commands[2]: popLayer without a matching pushLayer before it; remove it or add a pushLayer")
        #expect(message(##"{"type": "pushLayer"}, {"type": "pushLayer"}, {"type": "popLayer"}"##)
            == ##"commands[0]: pushLayer is never closed (open at the end: commands[0]); add {"type": "popLayer"} after its content"##)
    }

    @Test func canvasSizeIsValidated() {
        #expect(DrawTest.error(##"{"width": 0, "height": 8, "commands": []}"##)?.description
            == "width: expected an integer in 1…16384, got 0")
        #expect(DrawTest.error(##"{"width": 16384, "height": 16384, "scale": 2, "commands": []}"##)?.description
            == "scale: the canvas 16384×16384 points at scale 2.0 is 32768×32768 pixels: pixmap size 32768×32768 is too large: "
            + "the maximum is 16384×16384 pixels (268435456 pixels, 1 GiB of RGBA8); lower width, height or scale")
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        let error = DrawTest.error("{\n  \"width\": 8,\n  \"height\": 8,,\n}")
        #expect(error?.kind == .syntax)
        #expect(error?.description == ##"line 3, column 15: expected a key in double quotes, found ",""##)
        #expect(DrawTest.error(##"{"width": 8, "width": 9}"##)?.description
            == ##"line 1, column 14: duplicate key "width" in the same object; keep one"##)
        #expect(DrawTest.error("")?.description == "line 1, column 1: expected a JSON document, found an empty input")
    }

    @Test func inlinePixelsOfTheWrongSize() {
        #expect(message(##"{"type": "image", "pixels": {"width": 2, "height": 2, "rgba": "AAAA"}}"##)
            == "commands[0].pixels.rgba: decodes to 3 bytes, but width × height × 4 = 16 (straight-alpha RGBA8, row by row)")
        #expect(message(##"{"type": "image", "pixels": {"width": 1, "height": 1, "rgba": "not base64!"}}"##)
            == "commands[0].pixels.rgba: not valid base64 (standard alphabet A–Z a–z 0–9 + /, padded with =)")
    }

    @Test func missingImageFileIsAResourceError() {
        let error = DrawTest.commandError(##"{"type": "image", "file": "/nonexistent/zoetrope.png"}"##)
        #expect(error?.kind == .resource)
        #expect(error?.path == "commands[0].file")
        #expect(error?.isDocumentError == false)
    }

    /// Inline pixels count against the image budget before their base64 is decoded.
    @Test func inlinePixelsOverTheBudgetAreABudgetError() throws {
        let json = ##"{"width": 8, "height": 8, "commands": [{"type": "image", "pixels": {"width": 4096, "height": 4096, "rgba": ""}}]}"##
        var budget = RenderBudget.default
        budget.maxImagePixels = 1_000_000
        do {
            _ = try DrawingDocument(json: Data(json.utf8), budget: budget)
            Issue.record("decoded")
        } catch {
            #expect(error.kind == .budget)
            #expect(error.exceeded?.limit == .imagePixels)
            #expect(error.description == "commands[0].pixels: an image of 1.7e7 pixels (4096×4096, inline pixels) is over the budget of 1.0e6 pixels per image")
        }
    }

    @Test func pixelSizeNeverTraps() {
        let document = DrawingDocument(width: 16384, height: 1)
        #expect(document.pixelSize(scale: 1e300).width == Int.max / 2)
        #expect(document.pixelSize(scale: .nan).width == 0)
        #expect(document.pixelSize(scale: -2).width == 0)
        #expect(document.pixelSize(scale: 0.5) == (8192, 1))
    }
}
