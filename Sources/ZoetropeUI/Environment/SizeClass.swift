import Foundation

/// The broad class of a screen dimension, as iOS reports it (`horizontalSizeClass`,
/// `verticalSizeClass`).
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var width
/// var body: some View { if width == .compact { VStack { a; b } } else { HStack { a; b } } }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

extension DeviceProfile {
    /// The size classes iOS gives a full-screen app on this device in its orientation.
    ///
    /// From Apple's Human Interface Guidelines (Layout, device size classes): every iPhone in
    /// portrait is compact wide and regular tall; in landscape the large iPhones (Plus and Max,
    /// 414 points wide and up in portrait) are regular wide and compact tall, the others compact
    /// both ways; an iPad full screen is regular both ways. A screen whose short side is 600
    /// points or more counts as an iPad here (inferred: no iPhone is that wide, every iPad is).
    ///
    /// ```swift
    /// DeviceProfile.iPhone15.landscape.sizeClasses   // (.compact, .compact)
    /// ```
    public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short >= 600 { return (.regular, .regular) }
        guard isLandscape else { return (.compact, .regular) }
        // 414 × 896 (iPhone 11, XR, XS Max) is the smallest iPhone with a regular landscape width.
        return (long >= 896 ? .regular : .compact, .compact)
    }
}
