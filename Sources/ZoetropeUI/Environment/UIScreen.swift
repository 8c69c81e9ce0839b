import Foundation

/// A stand-in for UIKit's `UIScreen`, enough for view code that reads the screen's size and scale
/// (`UIScreen.main.bounds.width`). While a storyboard or preview renders, it reports that
/// render's device (its size in the current orientation, its scale); with no device, the canvas
/// at scale 1; outside a render, the default device (``DeviceProfile/default``).
///
/// Each render sees its own screen, also when several render at once. A value computed once and
/// kept (a `static let` of the screen width) keeps the screen of the render that first computed it.
///
/// ```swift
/// Rectangle().frame(width: UIScreen.main.bounds.width / 2)   // 196.5 on an iPhone 15
/// ```
public final class UIScreen: Sendable {
    /// The screen of the current render.
    public static var main: UIScreen { UIScreen(values: ScreenValues.current ?? .outsideRender) }

    private let values: ScreenValues
    private init(values: ScreenValues) { self.values = values }

    /// The screen in points, in the current orientation, at the origin.
    public var bounds: CGRect { values.bounds }
    /// Pixels per point.
    public var scale: CGFloat { values.scale }
    /// The screen in pixels, in portrait.
    public var nativeBounds: CGRect { values.nativeBounds }
    /// Pixels per point of the physical screen (the same as `scale` here).
    public var nativeScale: CGFloat { values.scale }
}
