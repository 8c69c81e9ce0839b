import Backends
import Foundation
import Geometry2D
import SnapshotTesting
import ZoetropeUI

extension Snapshotting where Value: View, Format == Data {
    /// A view rendered by Zoetrope to a PNG reference — swift-snapshot-testing's `.image` for
    /// SwiftUI views, on Linux.
    ///
    /// The view plays from its `onAppear` on a virtual clock to `time` (stepped at 60 frames per
    /// second, as a storyboard), so animations, timers and main-queue work are where they are at
    /// that time on every run. References are PNGs written at the first run (or with
    /// `record: .all`); later runs compare pixels, not bytes, within `precision` and
    /// `perceptualPrecision`.
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(), as: .image(layout: .device(.iPhone15), colorScheme: .dark))
    /// assertSnapshot(of: Spinner(), as: .image(layout: .fixed(width: 200, height: 120), time: 0.5,
    ///                                          precision: 0.99, perceptualPrecision: 0.98))
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the canvas: a device's screen, a fixed size, or the view's ideal size (default).
    ///   - colorScheme: the storyboard's colour scheme (the environment's `colorScheme`); the
    ///     background follows it unless `background` is given.
    ///   - time: seconds after the view appears.
    ///   - scale: pixels per point (default 1, for small reference files; `DeviceProfile.scale`
    ///     gives the device's own).
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match: 1 exact, below 1 within CIE
    ///     ΔE94 (1 − p) · 100 (0.98: ΔE 2, about a just noticeable difference).
    ///   - background: the colour behind the view (nil: white in light, black in dark).
    ///   - backend: `.cpu` (default, the same bytes on every machine), `.gpu` or `.auto`; see
    ///     ``SnapshotRenderer``.
    public static func image(layout: SwiftUISnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
                             time: TimeInterval = 0, scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1,
                             background: Color? = nil, backend: Backend = .cpu) -> Snapshotting {
        let renderer = SnapshotRenderer(scale: scale, backend: backend, background: background)
        return image(layout: layout, colorScheme: colorScheme, time: time, renderer: renderer,
                     precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// As ``image(layout:colorScheme:time:scale:precision:perceptualPrecision:background:backend:)``
    /// with a whole ``SnapshotRenderer`` (threads, fps of the virtual clock).
    public static func image(layout: SwiftUISnapshotLayout, colorScheme: ColorScheme = .light, time: TimeInterval = 0,
                             renderer: SnapshotRenderer, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        StoryboardStrategies.frames(at: [time], renderer: renderer, precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                Result { try renderer.storyboard(of: view, layout: layout, colorScheme: colorScheme) }
                    .mapError { StoryboardSourceError(message: "\($0) (layout \(layout.summary))") }
            }
    }
}
