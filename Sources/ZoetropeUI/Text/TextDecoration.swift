import Foundation
import Geometry2D
import TextOutlines
import VectorPath

/// A line drawn through or under a part of a text (`strikethrough`, `underline`).
struct TextDecoration: Hashable {
    /// The line's colour; nil: the colour of the text it crosses.
    var color: Color?
}

extension Text {
    /// This text with a line through it, in `color` (nil: the text's colour) when `isActive`.
    /// The line is centred at 0.28 em above the baseline (half the x-height of Inter, the system
    /// font's stand-in) and 1/17 em thick (1 point at the body size): Apple documents no numbers,
    /// these are inferred from iOS screenshots. It runs under every character of this part,
    /// spaces included, on each line.
    ///
    /// ```swift
    /// Text(habit.name).strikethrough(habit.isDone, color: .secondary)
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        changingRuns { $0.strikethrough = isActive ? TextDecoration(color: color) : nil }
    }

    /// This text with a line under it, in `color` (nil: the text's colour) when `isActive`: its
    /// top 0.075 em below the baseline, 1/17 em thick (inferred, as for `strikethrough`).
    ///
    /// ```swift
    /// Text("Terms of Service").underline()
    /// ```
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        changingRuns { $0.underline = isActive ? TextDecoration(color: color) : nil }
    }
}

extension View {
    /// Shows the digits of the text inside at one width (OpenType `tnum`): the environment's font
    /// (`.body` when none is set) with monospaced digits. A `Text` that sets its own font keeps it
    /// (use `Text.monospacedDigit()` on it).
    ///
    /// ```swift
    /// VStack { Text("\(hours)"); Text("\(minutes)") }.monospacedDigit()
    /// ```
    public func monospacedDigit() -> some View {
        modifier(_EnvironmentModifier { $0.font = ($0.font ?? .body).monospacedDigit() })
    }
}

extension TextLeafElement {
    /// The decorations of one part: their styles (nil: no line).
    struct Decorations {
        var strikethrough: (any ShapeStyle)?
        var underline: (any ShapeStyle)?
    }

    /// Draws each part's lines: for each laid-out line, a bar under the glyphs of that part.
    func drawDecorations(_ layout: TextLayout, in frame: CGRect, context: inout DrawingContext) {
        Self.drawDecorations(decorations, layout, in: frame, context: &context)
    }

    /// Draws `decorations` (one per part) of `layout` laid out at `frame`'s origin.
    static func drawDecorations(_ decorations: [Decorations], _ layout: TextLayout, in frame: CGRect, context: inout DrawingContext) {
        for (index, decoration) in decorations.enumerated() {
            for line in layout.lines {
                var minX = Double.infinity, maxX = -Double.infinity, size = 0.0
                for glyph in line.glyphs where glyph.span == index || decorations.count == 1 {
                    minX = min(minX, glyph.x)
                    maxX = max(maxX, glyph.x + glyph.advance)
                    size = max(size, glyph.size > 0 ? glyph.size : layout.style.size)
                }
                guard minX < maxX, size > 0 else { continue }
                let thickness = size / 17
                let x = frame.minX + line.x + minX, width = maxX - minX
                if let style = decoration.strikethrough {
                    let y = frame.minY + line.baseline - 0.28 * size - thickness / 2
                    fillBar(CGRect(x: x, y: y, width: width, height: thickness), style, context: &context)
                }
                if let style = decoration.underline {
                    let y = frame.minY + line.baseline + 0.075 * size
                    fillBar(CGRect(x: x, y: y, width: width, height: thickness), style, context: &context)
                }
            }
        }
    }

    private static func fillBar(_ rect: CGRect, _ style: any ShapeStyle, context: inout DrawingContext) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let paint = context.paint(style, in: rect)
        context.displayList.fill(Path(rect), with: paint, transform: context.transform)
    }
}
