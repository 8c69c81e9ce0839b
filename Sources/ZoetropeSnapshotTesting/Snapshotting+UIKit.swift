import Backends
import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import UIKitHosts

extension Snapshotting where Value == UIKitTimeline, Format == Data {
    /// A UIKit screen's frames at `times` side by side in one PNG (a film strip): the screen built
    /// at time 0 and played on its virtual clock, drawn at `scale` pixels per point over `background`
    /// (white by default). A failure names the frame its pixels are in.
    ///
    /// ```swift
    /// let screen = UIKitTimeline(size: CGSize(width: 300, height: 300)) { SpinnerView() }
    /// assertSnapshot(of: screen, as: .frames(at: [0, 0.5, 1], scale: 0.5))
    /// ```
    public static func frames(at times: [TimeInterval], scale: CGFloat = 1, precision: Float = 1, perceptualPrecision: Float = 1,
                              background: Color? = nil, backend: Backend = .cpu) -> Snapshotting {
        let renderer = SnapshotRenderer(scale: scale, backend: backend, background: background)
        return Snapshotting(pathExtension: "png",
                            diffing: .zoetropePNG(precision: precision, perceptualPrecision: perceptualPrecision,
                                                  locate: times.count > 1 ? FilmStrip.locator(times: times) : nil)) { screen in
            do {
                return try SnapshotRenderer.encode(FilmStrip.join(renderer.pixmaps(of: screen, at: times)))
            } catch {
                SnapshotIssue.record("ZoetropeSnapshotTesting: could not render the snapshot: \(error)")
                return Data()
            }
        }
    }
}

extension SnapshotRenderer {
    /// The screen's frames at `times` (seconds, in any order), each over the background.
    ///
    /// ```swift
    /// let frames = try SnapshotRenderer(scale: 2).pixmaps(of: screen, at: [0, 1])
    /// ```
    public func pixmaps(of screen: UIKitTimeline, at times: [TimeInterval]) throws -> [Pixmap] {
        guard !times.isEmpty else { throw SnapshotRenderError.noFrames }
        if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) { throw SnapshotRenderError.badTime(bad) }
        let blank = try canvas(for: screen.size)
        let renderer = try renderStep { try RendererChoice(backend, threads: threads) }
        let color = PremultipliedRGBA8(background ?? .white)
        return try times.map { time in
            var pixmap = blank
            let list = screen.displayList(at: time, scale: Double(scale))
            try renderStep { try renderer.render(list, into: &pixmap, clearingTo: color) }
            return pixmap
        }
    }
}
