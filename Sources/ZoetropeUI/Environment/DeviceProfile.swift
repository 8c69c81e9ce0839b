import Foundation
import Geometry2D

/// A screen a view is laid out on: its size in points, its scale (pixels per point) and the safe
/// area its status bar, Dynamic Island and home indicator leave, in portrait or landscape — what a
/// preview device, a storyboard's device and `UIScreen.main` describe.
///
/// The figures are those of iOS 17/18 on each device (as the simulator reports them).
///
/// ```swift
/// let phone = DeviceProfile.iPhone15
/// phone.size                      // 393 × 852 points
/// phone.landscape.safeAreaInsets  // leading and trailing 59, bottom 21
/// ```
public struct DeviceProfile: Hashable, Sendable {
    /// The device's name as Xcode shows it ("iPhone 15").
    public var name: String
    /// The screen in points, in this profile's orientation.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// What the system's bars leave of the screen, in this profile's orientation.
    public var safeAreaInsets: EdgeInsets
    /// Whether the screen is wider than it is tall.
    public var isLandscape: Bool
    /// The insets of the other orientation (kept so `landscape`/`portrait` can turn back).
    var otherInsets: EdgeInsets

    /// A screen of `size` points at `scale` with `safeAreaInsets` in portrait and
    /// `landscapeInsets` when turned.
    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets,
                landscapeInsets: EdgeInsets = EdgeInsets()) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.isLandscape = size.width > size.height
        self.otherInsets = landscapeInsets
    }

    /// The same device turned on its side (home indicator on the right, as `.landscapeLeft`).
    public var landscape: DeviceProfile { isLandscape ? self : turned }
    /// The same device upright.
    public var portrait: DeviceProfile { isLandscape ? turned : self }

    private var turned: DeviceProfile {
        var copy = self
        copy.size = CGSize(width: size.height, height: size.width)
        copy.safeAreaInsets = otherInsets
        copy.otherInsets = safeAreaInsets
        copy.isLandscape.toggle()
        return copy
    }

    /// The device held in `orientation`: `.landscapeLeft` is ``landscape`` (its landscape insets as
    /// given), `.landscapeRight` the same turned the other way — its leading and trailing insets
    /// swapped, since the sensor housing is then on the other side. iOS reports the same inset on
    /// both sides of a landscape iPhone (59 points on an iPhone 15: the side without the Dynamic
    /// Island is kept clear too), so for the built-in profiles the two give the same layout; a
    /// profile with one-sided landscape insets is mirrored. Portrait, upside down or not, is
    /// ``portrait``.
    ///
    /// ```swift
    /// let right = DeviceProfile.iPhone15.oriented(.landscapeRight)
    /// ```
    public func oriented(_ orientation: InterfaceOrientation) -> DeviceProfile {
        guard orientation.isLandscape else { return portrait }
        var profile = landscape
        if orientation == .landscapeRight {
            let insets = profile.safeAreaInsets
            profile.safeAreaInsets = EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom,
                                                trailing: insets.leading)
        }
        return profile
    }

    /// The screen's rectangle in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }
}

extension DeviceProfile {
    private static func dynamicIsland(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat) -> DeviceProfile {
        DeviceProfile(name: name, size: CGSize(width: width, height: height), scale: 3,
                      safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
                      landscapeInsets: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top))
    }

    /// iPhone 15 and iPhone 15 Pro: 393 × 852 points at 3×.
    public static let iPhone15 = dynamicIsland("iPhone 15", 393, 852, top: 59)
    /// iPhone 15 Pro: 393 × 852 points at 3×.
    public static let iPhone15Pro = dynamicIsland("iPhone 15 Pro", 393, 852, top: 59)
    /// iPhone 15 Pro Max: 430 × 932 points at 3×.
    public static let iPhone15ProMax = dynamicIsland("iPhone 15 Pro Max", 430, 932, top: 59)
    /// iPhone 16: 393 × 852 points at 3×.
    public static let iPhone16 = dynamicIsland("iPhone 16", 393, 852, top: 59)
    /// iPhone 16 Pro: 402 × 874 points at 3×.
    public static let iPhone16Pro = dynamicIsland("iPhone 16 Pro", 402, 874, top: 62)
    /// iPhone 16 Pro Max: 440 × 956 points at 3×.
    public static let iPhone16ProMax = dynamicIsland("iPhone 16 Pro Max", 440, 956, top: 62)
    /// iPhone 13 and 14 (the notch): 390 × 844 points at 3×.
    public static let iPhone14 = DeviceProfile(
        name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
        landscapeInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
    /// iPhone 11 (and XR): 414 × 896 points at 2×, the notch's 48-point top inset (iOS's values;
    /// `.previewDevice("iPhone 11")` in iOS 13-era tutorials).
    public static let iPhone11 = DeviceProfile(
        name: "iPhone 11", size: CGSize(width: 414, height: 896), scale: 2,
        safeAreaInsets: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0),
        landscapeInsets: EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48))
    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    /// iPad Pro 11-inch: 834 × 1194 points at 2×.
    public static let iPadPro11 = DeviceProfile(
        name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    /// The device a preview or storyboard uses when none is named (as Xcode 16's default canvas).
    public static let `default` = iPhone16Pro

    /// Every profile, for `--device` and `.previewDevice` lookups by name.
    public static let all: [DeviceProfile] = [
        iPhone15, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Pro, iPhone16ProMax, iPhone14, iPhone11, iPhoneSE, iPadPro11,
    ]

    /// The profile Xcode names `name` ("iPhone 15 Pro", case and spaces ignored), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        func key(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace } }
        return all.first { key($0.name) == key(name) }
    }
}
