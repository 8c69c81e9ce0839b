import Foundation
import Geometry2D

extension UIColor {
    /// The dynamic colour of one of UIKit's system colours (light and dark values in `SystemColors`).
    private static func system(_ color: SystemColor) -> UIColor {
        func cg(_ c: (red: Double, green: Double, blue: Double, alpha: Double)) -> CGColor {
            CGColor(red: CGFloat(c.red / 255), green: CGFloat(c.green / 255), blue: CGFloat(c.blue / 255), alpha: CGFloat(c.alpha))
        }
        return UIColor(light: cg(color.light), dark: cg(color.dark))
    }

    // Standard colours: iOS's values in light and dark appearance (see `SystemColors`).
    /// Red: #FF3B30 light, #FF453A dark.
    public class var systemRed: UIColor { system(SystemColors.red) }
    /// Orange: #FF9500 light, #FF9F0A dark.
    public class var systemOrange: UIColor { system(SystemColors.orange) }
    /// Yellow: #FFCC00 light, #FFD60A dark.
    public class var systemYellow: UIColor { system(SystemColors.yellow) }
    /// Green: #34C759 light, #30D158 dark.
    public class var systemGreen: UIColor { system(SystemColors.green) }
    /// Mint: #00C7BE light, #63E6E2 dark.
    public class var systemMint: UIColor { system(SystemColors.mint) }
    /// Teal: #30B0C7 light, #40C8E0 dark.
    public class var systemTeal: UIColor { system(SystemColors.teal) }
    /// Cyan: #32ADE6 light, #64D2FF dark.
    public class var systemCyan: UIColor { system(SystemColors.cyan) }
    /// Blue: #007AFF light, #0A84FF dark.
    public class var systemBlue: UIColor { system(SystemColors.blue) }
    /// Indigo: #5856D6 light, #5E5CE6 dark.
    public class var systemIndigo: UIColor { system(SystemColors.indigo) }
    /// Purple: #AF52DE light, #BF5AF2 dark.
    public class var systemPurple: UIColor { system(SystemColors.purple) }
    /// Pink: #FF2D55 light, #FF375F dark.
    public class var systemPink: UIColor { system(SystemColors.pink) }
    /// Brown: #A2845E light, #AC8E68 dark.
    public class var systemBrown: UIColor { system(SystemColors.brown) }
    /// Gray: #8E8E93 in both.
    public class var systemGray: UIColor { system(SystemColors.gray) }
    /// Gray 2: #AEAEB2 light, #636366 dark.
    public class var systemGray2: UIColor { system(SystemColors.gray2) }
    /// Gray 3: #C7C7CC light, #48484A dark.
    public class var systemGray3: UIColor { system(SystemColors.gray3) }
    /// Gray 4: #D1D1D6 light, #3A3A3C dark.
    public class var systemGray4: UIColor { system(SystemColors.gray4) }
    /// Gray 5: #E5E5EA light, #2C2C2E dark.
    public class var systemGray5: UIColor { system(SystemColors.gray5) }
    /// Gray 6: #F2F2F7 light, #1C1C1E dark.
    public class var systemGray6: UIColor { system(SystemColors.gray6) }

    // Element colours.
    /// Primary text: black light, white dark.
    public class var label: UIColor { system(SystemColors.label) }
    /// Secondary text: rgba(60,60,67,0.6) light, rgba(235,235,245,0.6) dark.
    public class var secondaryLabel: UIColor { system(SystemColors.secondaryLabel) }
    /// Tertiary text: rgba(60,60,67,0.3) light, rgba(235,235,245,0.3) dark.
    public class var tertiaryLabel: UIColor { system(SystemColors.tertiaryLabel) }
    /// Quaternary text: rgba(60,60,67,0.18) light, rgba(235,235,245,0.16) dark.
    public class var quaternaryLabel: UIColor { system(SystemColors.quaternaryLabel) }
    /// Placeholder text: rgba(60,60,67,0.3) light, rgba(235,235,245,0.3) dark.
    public class var placeholderText: UIColor { system(SystemColors.placeholderText) }
    /// Links: #007AFF light, #0984FF dark.
    public class var link: UIColor { system(SystemColors.link) }
    /// Fill for thin and small shapes: rgba(120,120,128,0.2) light, 0.36 dark.
    public class var systemFill: UIColor { system(SystemColors.systemFill) }
    /// Fill for medium shapes: rgba(120,120,128,0.16) light, 0.32 dark.
    public class var secondarySystemFill: UIColor { system(SystemColors.secondarySystemFill) }
    /// Fill for large shapes: rgba(118,118,128,0.12) light, 0.24 dark.
    public class var tertiarySystemFill: UIColor { system(SystemColors.tertiarySystemFill) }
    /// Fill for large areas with complex content: rgba(116,116,128,0.08) light, rgba(118,118,128,0.18) dark.
    public class var quaternarySystemFill: UIColor { system(SystemColors.quaternarySystemFill) }
    /// The main background: white light, black dark.
    public class var systemBackground: UIColor { system(SystemColors.systemBackground) }
    /// Content on the main background: #F2F2F7 light, #1C1C1E dark.
    public class var secondarySystemBackground: UIColor { system(SystemColors.secondarySystemBackground) }
    /// Content on secondary backgrounds: white light, #2C2C2E dark.
    public class var tertiarySystemBackground: UIColor { system(SystemColors.tertiarySystemBackground) }
    /// The grouped interface's background: #F2F2F7 light, black dark.
    public class var systemGroupedBackground: UIColor { system(SystemColors.systemGroupedBackground) }
    /// Content on the grouped background: white light, #1C1C1E dark.
    public class var secondarySystemGroupedBackground: UIColor { system(SystemColors.secondarySystemGroupedBackground) }
    /// Content on secondary grouped backgrounds: #F2F2F7 light, #2C2C2E dark.
    public class var tertiarySystemGroupedBackground: UIColor { system(SystemColors.tertiarySystemGroupedBackground) }
    /// Thin separators: rgba(60,60,67,0.29) light, rgba(84,84,88,0.6) dark.
    public class var separator: UIColor { system(SystemColors.separator) }
    /// Opaque separators: #C6C6C8 light, #38383A dark.
    public class var opaqueSeparator: UIColor { system(SystemColors.opaqueSeparator) }
    /// Text on light backgrounds whatever the appearance: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Text on dark backgrounds whatever the appearance: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// The tint views use unless set: `systemBlue`.
    public class var tintColor: UIColor { systemBlue }
}
