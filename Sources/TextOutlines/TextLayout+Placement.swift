import Foundation

extension TextLayout {
    /// Where the text block's left edge goes in a box `width` wide for `alignment` (leading: 0,
    /// centre: half the room left, trailing: all of it); 0 when the room is not a number.
    ///
    /// ```swift
    /// let x = box.minX + layout.horizontalOffset(inWidth: Double(box.width), alignment: .center)
    /// ```
    public func horizontalOffset(inWidth width: Double, alignment: TextLineAlignment) -> Double {
        let free = width - size.width
        guard free.isFinite else { return 0 }
        switch alignment {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}
