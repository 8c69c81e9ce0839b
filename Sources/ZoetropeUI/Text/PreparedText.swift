import Foundation
import Geometry2D
import TextOutlines

/// A text with its fonts looked up in an environment: the string, the layout style (each part's
/// faces and size as spans), each part's paint and decorations.
struct PreparedText {
    let string: String
    let style: TextStyle
    /// The style of each part (one for a text that is not concatenated).
    let paints: [any ShapeStyle]
    let decorations: [TextLeafElement.Decorations]

    var hasDecorations: Bool { decorations.contains { $0.strikethrough != nil || $0.underline != nil } }

    /// `text` in `environment`; nil for a text without parts. Throws when fonts cannot be read;
    /// warns (through `warn`) about a custom font that is not installed.
    init?(_ text: Text, in environment: EnvironmentValues, warn: (String) -> Void) throws {
        let settings = environment.text
        let foreground: any ShapeStyle = environment.foregroundStyle ?? Color.primary
        // Each part in its own font (the fallbacks after it) and color; one style without parts.
        var spans: [TextSpan] = []
        var paints: [any ShapeStyle] = []
        var decorations: [TextLeafElement.Decorations] = []
        var offset = 0
        for (index, run) in text.runs.enumerated() {
            let font = Text.font(of: run, in: environment)
            let faces = try FontCatalog.shared.faces(for: font.request)
            if let family = font.family, !FontCatalog.shared.hasFamily(font.request) {
                warn("Font.custom(\"\(family)\"): no such font is installed (looked in --font-dir, ZOETROPE_FONT_DIR and "
                     + "fontconfig); drawn in the system font")
            }
            let count = run.string.unicodeScalars.count
            spans.append(TextSpan(range: offset..<(offset + count), faces: faces, size: Double(font.size), id: index,
                                  tabularDigits: font.hasMonospacedDigits))
            let paint: any ShapeStyle = run.color ?? foreground
            paints.append(paint)
            decorations.append(TextLeafElement.Decorations(
                strikethrough: run.strikethrough.map { $0.color ?? paint }, underline: run.underline.map { $0.color ?? paint }))
            offset += count
        }
        guard let first = spans.first else { return nil }
        var style = TextStyle(faces: first.faces, size: first.size, lineLimit: settings.lineLimit,
                              lineSpacing: Double(settings.lineSpacing), alignment: settings.alignment.lineAlignment,
                              truncation: settings.truncation.outlineTruncation)
        style.tabularDigits = first.tabularDigits
        if spans.count > 1 { style.spans = spans }
        string = text.plainText
        self.style = style
        self.paints = paints
        self.decorations = decorations
    }
}
