import Backends
import Foundation
import Geometry2D
import SnapshotTesting
import ZoetropeUI

extension Snapshotting where Value == Preview, Format == Data {
    /// A `#Preview` (or a `PreviewProvider`'s view) as Xcode's canvas would show it, rendered to a
    /// PNG reference: on the canvas its traits ask for (its device, a fixed size or its ideal
    /// size), in the colour scheme it asks for, played from its `onAppear` on the virtual clock to
    /// `time` — one call per preview from ``ZoetropeUI/PreviewRegistry``.
    ///
    /// ```swift
    /// @Test(arguments: try PreviewRegistry.previews(inModule: "MyApp").map(\.name))
    /// func preview(_ name: String) throws {
    ///     let preview = try PreviewRegistry.preview(named: name, inModule: "MyApp")
    ///     assertSnapshot(of: preview, as: .preview(time: 2, fittingIn: 256), named: name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - time: seconds after the preview appears (default ``ZoetropeUI/Preview/defaultDuration``,
    ///     2 s: `onAppear` animations have settled).
    ///   - scale: pixels per point (default 1).
    ///   - maxSide: when given, the scale is lowered (never raised) so that the longer side of the
    ///     image is at most this many pixels: an iPhone-sized canvas (402 × 874 points) at
    ///     `fittingIn: 256` is 118 × 256 pixels. Small references for a whole catalog of previews.
    ///   - precision, perceptualPrecision, background, backend: as for `.image` (see
    ///     ``SnapshotRenderer``).
    public static func preview(time: TimeInterval = Preview.defaultDuration, scale: CGFloat = 1, fittingIn maxSide: CGFloat? = nil,
                               precision: Float = 1, perceptualPrecision: Float = 1, background: Color? = nil,
                               backend: Backend = .cpu) -> Snapshotting {
        let base = SnapshotRenderer(scale: scale, backend: backend, background: background)
        return StoryboardStrategies.frames(at: [time], renderer: { story in
            var renderer = base
            renderer.scale = fittedScale(scale, canvas: story.size, maxSide: maxSide)
            return renderer
        }, precision: precision, perceptualPrecision: perceptualPrecision)
        .pullback { (preview: Preview) in
            Result { () throws(PreviewError) in try preview.storyboard(duration: max(time, Preview.defaultDuration)) }
                .mapError { StoryboardSourceError(message: $0.description) }
        }
    }

    /// `scale`, lowered so that `canvas` at it is at most `maxSide` pixels on its longer side.
    static func fittedScale(_ scale: CGFloat, canvas: CGSize, maxSide: CGFloat?) -> CGFloat {
        let longer = max(canvas.width, canvas.height)
        guard let maxSide, maxSide.isFinite, maxSide >= 1, longer.isFinite, longer > 0 else { return scale }
        return min(scale, maxSide / longer)
    }
}
