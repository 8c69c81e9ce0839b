import Foundation
import Geometry2D

/// The colours the controls draw with, as UIKit's: each follows the colour scheme (light values
/// as the controls always drew; dark values UIKit's system colours in dark appearance).
enum ControlColors {
    /// Slider and progress tracks: `systemFill`, rgba(120,120,128,0.2) light / 0.36 dark.
    static let track = SystemColors.systemFill.color
    /// A toggle that is on: `systemGreen`.
    static let toggleOn = SystemColors.green.color
    /// A toggle that is off: `secondarySystemFill`, rgba(120,120,128,0.16) light / 0.32 dark.
    static let toggleOff = SystemColors.secondarySystemFill.color
    /// The segmented control's track: `tertiarySystemFill`, rgba(118,118,128,0.12) light / 0.24 dark.
    static let segmentTrack = SystemColors.tertiarySystemFill.color
    /// The segmented control's selected thumb: white in light appearance; in dark #636366 (inferred
    /// from screenshots of iOS 13–18's dark segmented control, where the thumb is systemGray2's dark value).
    static let segmentThumb = Color(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    /// The dividers between segments: `opaqueSeparator`, #C6C6C8 light / #38383A dark.
    static let segmentDivider = SystemColors.opaqueSeparator.color
}
