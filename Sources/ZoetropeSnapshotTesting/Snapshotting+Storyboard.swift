import Backends
import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import ZoetropeUI

extension Snapshotting where Value == Storyboard, Format == Data {
    /// The storyboard's frame at `time` — its scripted taps and state changes played on the
    /// virtual clock up to then — as a PNG reference. Its size, device and colour scheme are the
    /// storyboard's.
    ///
    /// ```swift
    /// let story = Storyboard("toggle", size: CGSize(width: 200, height: 80), duration: 2) { Switch() }
    ///     .tap(.label("switch"), at: 1)
    /// assertSnapshot(of: story, as: .frame(at: 1.5))
    /// ```
    public static func frame(at time: TimeInterval, scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1,
                             background: Color? = nil, backend: Backend = .cpu) -> Snapshotting {
        frame(at: time, renderer: SnapshotRenderer(scale: scale, backend: backend, background: background),
              precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// As ``frame(at:scale:precision:perceptualPrecision:background:backend:)`` with a whole ``SnapshotRenderer``.
    public static func frame(at time: TimeInterval, renderer: SnapshotRenderer, precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Snapshotting {
        StoryboardStrategies.frames(at: [time], renderer: renderer, precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { .success($0) }
    }

    /// Several frames side by side in one PNG (a film strip, left to right in the order given):
    /// one reference for a whole animation. A failure names the frame its pixels are in.
    ///
    /// ```swift
    /// assertSnapshot(of: story, as: .frames(at: [0, 0.5, 1]))   // 3 × width pixels wide
    /// ```
    public static func frames(at times: [TimeInterval], scale: CGFloat = 1, precision: Float = 1,
                              perceptualPrecision: Float = 1, background: Color? = nil, backend: Backend = .cpu) -> Snapshotting {
        StoryboardStrategies.frames(at: times, renderer: SnapshotRenderer(scale: scale, backend: backend, background: background),
                                    precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { .success($0) }
    }
}

/// The one strategy every other is pulled back from: a storyboard (or the error that stopped
/// one being made) rendered at some times into a PNG film strip. A value that becomes a storyboard
/// — a view, and a `#Preview` once the previews registry has one — gets its strategy by pulling
/// this back: `frames(at: [time], …).pullback { Result { try $0.storyboard(…) }.mapError { … } }`.
enum StoryboardStrategies {
    typealias Source = Result<Storyboard, StoryboardSourceError>

    static func frames(at times: [TimeInterval], renderer: SnapshotRenderer, precision: Float,
                       perceptualPrecision: Float) -> Snapshotting<Source, Data> {
        frames(at: times, renderer: { _ in renderer }, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// As ``frames(at:renderer:precision:perceptualPrecision:)`` with the renderer chosen for each
    /// storyboard (a scale that fits its canvas in a number of pixels).
    static func frames(at times: [TimeInterval], renderer rendererFor: @escaping @Sendable (Storyboard) -> SnapshotRenderer,
                       precision: Float, perceptualPrecision: Float) -> Snapshotting<Source, Data> {
        Snapshotting(pathExtension: "png",
                     diffing: .zoetropePNG(precision: precision, perceptualPrecision: perceptualPrecision,
                                           locate: times.count > 1 ? FilmStrip.locator(times: times) : nil)) { source in
            do {
                let story = try source.mapError { SnapshotRenderError.renderFailed($0.message) }.get()
                let frames = try rendererFor(story).pixmaps(of: story, at: times)
                return try SnapshotRenderer.encode(FilmStrip.join(frames))
            } catch {
                SnapshotIssue.record("ZoetropeSnapshotTesting: could not render the snapshot: \(error)")
                return Data()
            }
        }
    }
}

/// Why a storyboard could not be made for a snapshot (its message).
struct StoryboardSourceError: Error {
    let message: String
}

/// Frames of one size joined left to right.
enum FilmStrip {
    /// The frames side by side (one frame: itself).
    static func join(_ frames: [Pixmap]) throws -> Pixmap {
        guard let first = frames.first else { throw SnapshotRenderError.noFrames }
        guard frames.count > 1 else { return first }
        let width = first.width * frames.count, rowBytes = first.stride
        var strip = try Pixmap(width: width, height: first.height)
        let stripStride = strip.stride
        strip.withUnsafeMutableBytes { out in
            for (index, frame) in frames.enumerated() {
                frame.withUnsafeBytes { source in
                    for y in 0..<first.height {
                        let target = y * stripStride + index * rowBytes
                        out[target..<(target + rowBytes)].copyBytes(from: source[(y * rowBytes)..<((y + 1) * rowBytes)])
                    }
                }
            }
        }
        return strip
    }

    /// Names the frame a pixel column of a strip `width` pixels wide falls in: "frame 2
    /// (t = 0.5 s)", counted from 1.
    static func locator(times: [TimeInterval]) -> @Sendable (_ x: Int, _ width: Int) -> String {
        { x, width in
            let frameWidth = max(width / max(times.count, 1), 1)
            let index = min(max(x / frameWidth, 0), times.count - 1)
            return "frame \(index + 1) (t = \(SnapshotDiffMessage.number(times[index])) s)"
        }
    }
}
