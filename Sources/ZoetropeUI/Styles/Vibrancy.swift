import Foundation
import Geometry2D
import RenderCommands

/// Vibrancy: what SwiftUI does to the hierarchical foreground styles of a view drawn over a
/// material (`.secondary`, `.tertiary`, `.quaternary` — Apple's documentation of `Material`:
/// "foreground elements exhibit vibrancy, a context-specific blend of the foreground and
/// background colors that improves contrast"). Drawn as UIKit's vibrancy effect is described
/// (*inferred*: Apple documents no formula): the label colour as it shows over white (light
/// appearance) or black (dark) is blended with `plusDarker` (light) or `plusLighter` (dark), so
/// over the material's plain tint it is the colour it would be, and over a coloured backdrop it
/// takes the backdrop's hue. View-layer drawing spec §15.1.1.
///
/// ```swift
/// Text("Now playing").foregroundStyle(.secondary)
///     .padding()
///     .background(.ultraThinMaterial, in: Capsule())   // the text blends with what the material shows
/// ```
enum Vibrancy {
    /// The label colours that become vibrant.
    static let levels = [SystemColors.secondaryLabel, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel]

    /// Rewrites the commands of `list` from `start`: a fill, stroke or glyph run painted with a
    /// hierarchical label colour is drawn in its own layer, blended, in the colour it shows over
    /// the appearance's background.
    static func apply(to list: inout DisplayList, from start: Int, isDark: Bool) {
        guard start < list.commands.count else { return }
        let swaps: [(Paint, Paint)] = levels.map { level in
            let (r, g, b, a) = isDark ? level.dark : level.light
            let over: Double = isDark ? 0 : 255
            let shown = Color(red: (r * a + over * (1 - a)) / 255, green: (g * a + over * (1 - a)) / 255,
                              blue: (b * a + over * (1 - a)) / 255)
            return (Paint.color(level.color.appearance(isDark: isDark)), Paint.color(shown))
        }
        let blend = LayerStyle(blendMode: isDark ? .plusLighter : .plusDarker)
        // Only the content's own commands are rewritten (what came before is left in place: a screen of
        // material chips must not copy the list once per chip).
        var rewritten: [DisplayList.Command] = []
        var changed = false
        for command in list.commands[start...] {
            guard let (paint, replace) = repainted(command), let swap = swaps.first(where: { $0.0 == paint }) else {
                rewritten.append(command)
                continue
            }
            rewritten.append(.pushLayer(blend))
            rewritten.append(replace(swap.1))
            rewritten.append(.popLayer)
            changed = true
        }
        if changed { list.commands.replaceSubrange(start..., with: rewritten) }
    }

    /// A drawing command's paint, and the command with another paint.
    private static func repainted(_ command: DisplayList.Command) -> (Paint, (Paint) -> DisplayList.Command)? {
        switch command {
        case .fill(let path, let paint, let style, let transform):
            return (paint, { .fill(path, paint: $0, style: style, transform: transform) })
        case .stroke(let path, let style, let paint, let transform, let antialiased):
            return (paint, { .stroke(path, style: style, paint: $0, transform: transform, antialiased: antialiased) })
        case .glyphs(let run, let paint, let transform):
            return (paint, { .glyphs(run, paint: $0, transform: transform) })
        default:
            return nil
        }
    }
}
