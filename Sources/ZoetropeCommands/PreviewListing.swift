import Foundation
import ZoetropeUI

/// How `list` shows a preview: its name, the canvas its traits ask for (without building its view),
/// its colour scheme when known, and where it was written.
///
/// ```
/// Badge       iPhone 16 Pro, portrait  (MyApp/Badge.swift:40)
/// Card        300x200 pt  (MyApp/Card.swift:12)
/// Row         size that fits, dark  (MyApp.Row_Previews.previews[1])
/// ```
enum PreviewListing {
    static func line(_ preview: Preview) -> String {
        var canvas: [String]
        switch preview.layout {
        case .sizeThatFits: canvas = ["size that fits"]
        case .fixed(let width, let height): canvas = ["\(formatNumber(Double(width)))x\(formatNumber(Double(height))) pt"]
        case .device: canvas = [preview.device?.rawValue ?? DeviceProfile.default.name, preview.orientation.id]
        }
        if let scheme = preview.colorScheme { canvas.append(scheme.rawValue) }
        let name = preview.name
        return name.padding(toLength: max(12, name.count + 2), withPad: " ", startingAt: 0)
            + canvas.joined(separator: ", ") + "  (\(preview.location))"
    }
}
