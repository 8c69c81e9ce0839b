import Foundation
import ZoetropeUI

/// The canvas a view is snapshot on, named as swift-snapshot-testing's iOS strategy names it
/// (`SwiftUISnapshotLayout`), so a test written for iOS reads the same.
///
/// ```swift
/// assertSnapshot(of: Badge(), as: .image(layout: .device(.iPhone15)))            // 393 × 852 points
/// assertSnapshot(of: Badge(), as: .image(layout: .fixed(width: 200, height: 120)))
/// assertSnapshot(of: Badge(), as: .image(layout: .sizeThatFits))                  // the view's ideal size
/// ```
public enum SwiftUISnapshotLayout: Hashable, Sendable {
    /// The device's screen in points, in the profile's orientation (`.iPhone15.landscape` turns
    /// it); the storyboard carries the device, so its safe area and `UIScreen.main` follow it.
    case device(DeviceProfile)
    /// A canvas of `width × height` points with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size: what the layout system gives it when nothing is proposed (SwiftUI's
    /// `sizeThatFits(.unspecified)`), measured when the view first appears.
    case sizeThatFits

    /// swift-snapshot-testing's iOS spelling, `.device(config: .iPhone15)`.
    public static func device(config: DeviceProfile) -> SwiftUISnapshotLayout { .device(config) }

    /// How the layout reads in messages: "iPhone 15 (393 × 852 pt)", "200 × 120 pt", "size that fits".
    var summary: String {
        switch self {
        case .device(let profile): return "\(profile.name) (\(points(profile.size)))"
        case .fixed(let width, let height): return points(CGSize(width: width, height: height))
        case .sizeThatFits: return "size that fits"
        }
    }
}

/// "393 × 852 pt".
func points(_ size: CGSize) -> String {
    "\(SnapshotNumber.text(size.width)) × \(SnapshotNumber.text(size.height)) pt"
}

/// Numbers in messages: integers without a fraction, others to 3 places.
enum SnapshotNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.3g", value)
    }
}
