import Foundation
import Geometry2D
import AnimationCore

/// Why SVG path data could not be read: where (a character offset from 0) and what was expected.
///
/// ```swift
/// do { _ = try Path(svgData: "M 10") } catch { print(error) }
/// // SVG path data, offset 4: expected a number (y coordinate), found end of input
/// ```
public struct SVGPathError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Offset, in characters (Unicode scalars) from the start, where reading failed.
    public var offset: Int
    /// What the parser needed there.
    public var expected: String
    /// What it found instead (a quoted character, or "end of input").
    public var found: String

    /// The message shown to a user, naming the offset, what was expected and what was found.
    public var description: String { "SVG path data, offset \(offset): expected \(expected), found \(found)" }
}

extension Path {
    /// A path from SVG path data (the `d` attribute): `M m L l H h V v C c S s Q q T t A a Z z`,
    /// implicit repeated commands (extra pairs after `M` are lines), numbers such as `1e-3`,
    /// `-.5.5` (two numbers), compact arc flags (`a 10 10 0 0110 10`), whitespace and commas.
    /// Elliptical arcs become cubic Béziers via the SVG endpoint-to-centre conversion (radii
    /// scaled up when too small, zero radius ⇒ line, equal end points ⇒ nothing).
    ///
    /// ```swift
    /// let heart = try Path(svgData: "M 10 30 A 20 20 0 0 1 50 30 A 20 20 0 0 1 90 30 Q 90 60 50 90 Q 10 60 10 30 Z")
    /// ```
    /// - Throws: ``SVGPathError`` with the offset of the first problem.
    public init(svgData: String) throws {
        var parser = SVGPathParser(Array(svgData.unicodeScalars))
        self = try parser.parse()
    }
}

/// A one-pass reader of SVG path data.
struct SVGPathParser {
    private let text: [Unicode.Scalar]
    private var index = 0
    private var path = Path()
    /// The current point, in SVG's sense (after `Z`, the sub-path's start).
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The control point to reflect for `S`/`T`, valid only right after a cubic / quadratic.
    private var lastCubicControl: CGPoint?
    private var lastQuadControl: CGPoint?

    init(_ text: [Unicode.Scalar]) { self.text = text }

    mutating func parse() throws(SVGPathError) -> Path {
        skipSeparators(allowComma: false)
        guard index < text.count else { return path }
        var command = text[index]
        guard command == "M" || command == "m" else { throw error("a moveto command (M or m)") }
        index += 1
        while true {
            try run(command)
            skipSeparators(allowComma: false)
            guard index < text.count else { return path }
            let next = text[index]
            if isCommand(next) {
                command = next
                index += 1
            } else if startsNumber(next) && command != "Z" && command != "z" {
                // Implicit repetition; after a moveto the repeats are linetos.
                if command == "M" { command = "L" } else if command == "m" { command = "l" }
            } else {
                throw error("a path command (one of MLHVCSQTAZ, either case)")
            }
        }
    }

    /// Runs one command with all its argument groups (none for Z; exactly one for M, whose
    /// repeats the caller turns into L).
    private mutating func run(_ command: Unicode.Scalar) throws(SVGPathError) {
        let relative = command.properties.isLowercase
        let upper = Unicode.Scalar(command.value & ~0x20) ?? command
        if upper == "Z" {
            path.closeSubpath()
            current = subpathStart
            lastCubicControl = nil
            lastQuadControl = nil
            return
        }
        repeat {
            let base = relative ? current : .zero
            var nextCubic: CGPoint?, nextQuad: CGPoint?
            switch upper {
            case "M":
                let p = try point(base, "x coordinate", "y coordinate")
                path.move(to: p)
                subpathStart = p
                current = p
            case "L":
                let p = try point(base, "x coordinate", "y coordinate")
                path.addLine(to: p)
                current = p
            case "H":
                let x = try number("x coordinate") + base.x
                current = CGPoint(x: x, y: current.y)
                path.addLine(to: current)
            case "V":
                let y = try number("y coordinate") + base.y
                current = CGPoint(x: current.x, y: y)
                path.addLine(to: current)
            case "C":
                let c1 = try point(base, "control point x", "control point y")
                let c2 = try point(base, "control point x", "control point y")
                let p = try point(base, "x coordinate", "y coordinate")
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                nextCubic = c2
            case "S":
                let c1 = reflect(lastCubicControl)
                let c2 = try point(base, "control point x", "control point y")
                let p = try point(base, "x coordinate", "y coordinate")
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                nextCubic = c2
            case "Q":
                let c = try point(base, "control point x", "control point y")
                let p = try point(base, "x coordinate", "y coordinate")
                path.addQuadCurve(to: p, control: c)
                current = p
                nextQuad = c
            case "T":
                let c = reflect(lastQuadControl)
                let p = try point(base, "x coordinate", "y coordinate")
                path.addQuadCurve(to: p, control: c)
                current = p
                nextQuad = c
            case "A":
                let rx = try number("arc radius x"), ry = try number("arc radius y")
                let rotation = try number("arc x-axis rotation")
                let largeArc = try flag("large-arc flag (0 or 1)")
                let sweep = try flag("sweep flag (0 or 1)")
                let p = try point(base, "x coordinate", "y coordinate")
                appendArc(to: p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
                current = p
            default:
                throw error("a path command")
            }
            lastCubicControl = nextCubic
            lastQuadControl = nextQuad
            skipSeparators(allowComma: false)
        } while index < text.count && startsNumber(text[index]) && upper != "M"
    }

    private func reflect(_ control: CGPoint?) -> CGPoint {
        guard let c = control else { return current }
        return CGPoint(x: 2 * current.x - c.x, y: 2 * current.y - c.y)
    }

    // MARK: Elliptical arcs (SVG 1.1 implementation notes F.6.5 / F.6.6)

    private mutating func appendArc(to end: CGPoint, rx rxIn: CGFloat, ry ryIn: CGFloat, rotationDegrees: CGFloat,
                                    largeArc: Bool, sweep: Bool) {
        let start = current
        if start == end { return }
        var rx = abs(Double(rxIn)), ry = abs(Double(ryIn))
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, rotationDegrees.isFinite else {
            path.addLine(to: end)
            return
        }
        let phi = Double(rotationDegrees).truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = Double(start.x - end.x) / 2, dy = Double(start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (max(0, numerator / denominator)).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + Double(start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + Double(start.y + end.y) / 2)
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        EllipticalArc(center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: theta1, sweep: delta,
                      exactEnd: end)
            .appendCurves(to: &path, transform: .identity)
    }

    // MARK: Lexing

    private func isCommand(_ c: Unicode.Scalar) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(c)
    }

    private func startsNumber(_ c: Unicode.Scalar) -> Bool {
        c == "+" || c == "-" || c == "." || ("0"..."9").contains(c)
    }

    private func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    /// Skips whitespace and, if allowed, one comma (with whitespace around it).
    private mutating func skipSeparators(allowComma: Bool) {
        while index < text.count, isSpace(text[index]) { index += 1 }
        if allowComma, index < text.count, text[index] == "," {
            index += 1
            while index < text.count, isSpace(text[index]) { index += 1 }
        }
    }

    private func error(_ expected: String) -> SVGPathError {
        let found = index < text.count ? "\"\(text[index])\"" : "end of input"
        return SVGPathError(offset: index, expected: expected, found: found)
    }

    private mutating func point(_ base: CGPoint, _ xName: String, _ yName: String) throws(SVGPathError) -> CGPoint {
        let x = try number(xName)
        let y = try number(yName)
        return CGPoint(x: base.x + x, y: base.y + y)
    }

    /// Reads a number (SVG grammar: sign? (digits (. digits?)? | . digits) exponent?), then a separator.
    private mutating func number(_ what: String) throws(SVGPathError) -> CGFloat {
        skipSeparators(allowComma: false)
        let begin = index
        var i = index
        if i < text.count, text[i] == "+" || text[i] == "-" { i += 1 }
        let integerStart = i
        while i < text.count, ("0"..."9").contains(text[i]) { i += 1 }
        var digitCount = i - integerStart
        if i < text.count, text[i] == "." {
            i += 1
            let fractionStart = i
            while i < text.count, ("0"..."9").contains(text[i]) { i += 1 }
            digitCount += i - fractionStart
        }
        guard digitCount > 0 else {
            throw error("a number (\(what))")
        }
        if i < text.count, text[i] == "e" || text[i] == "E" {
            var j = i + 1
            if j < text.count, text[j] == "+" || text[j] == "-" { j += 1 }
            let exponentStart = j
            while j < text.count, ("0"..."9").contains(text[j]) { j += 1 }
            if j > exponentStart { i = j } // "1e" without digits leaves the "e" unread
        }
        var literal = String.UnicodeScalarView()
        literal.append(contentsOf: text[begin..<i])
        guard let value = Double(String(literal)), value.isFinite else {
            throw SVGPathError(offset: begin, expected: "a finite number (\(what))", found: "\"\(String(literal))\"")
        }
        index = i
        skipSeparators(allowComma: true)
        return CGFloat(value)
    }

    /// Reads an arc flag: a single `0` or `1`, which may run straight into the next number.
    private mutating func flag(_ what: String) throws(SVGPathError) -> Bool {
        skipSeparators(allowComma: false)
        guard index < text.count, text[index] == "0" || text[index] == "1" else {
            throw error("a \(what)")
        }
        let value = text[index] == "1"
        index += 1
        skipSeparators(allowComma: true)
        return value
    }
}
