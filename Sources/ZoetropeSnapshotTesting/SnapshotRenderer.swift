import Backends
import Foundation
import Geometry2D
import PNGCodec
import RenderCommands
import ZoetropeUI

/// How a snapshot is drawn: the scale, the backend, the background. Every strategy of this module
/// renders through one of these, from a ``ZoetropeUI/Storyboard`` (a view becomes a storyboard of
/// itself), so a view, a storyboard and — later — a preview give the same pixels for the same
/// canvas and time.
///
/// Backends (`backend:` of the strategies):
/// - `.cpu` (default): the software rasterizer. The same view gives the same bytes on any Linux
///   machine and for any number of threads: references recorded anywhere match everywhere.
/// - `.gpu`: OpenGL ES 3 through EGL (llvmpipe without a GPU). Its multisampled edges differ from
///   the CPU's analytic coverage (rings and text at 2× on llvmpipe: 7.7 % of pixels, up to 77
///   levels), so references recorded with one backend match the other only with loose tolerances;
///   fails when no EGL display starts.
/// - `.auto`: the GPU only on a hardware GPU that passes Zoetrope's self-test, else the CPU — so
///   which backend draws depends on the machine; not for references shared between machines.
///
/// ```swift
/// let renderer = SnapshotRenderer(scale: 2)
/// let story = try renderer.storyboard(of: Badge(), layout: .fixed(width: 200, height: 120), colorScheme: .dark)
/// let png = try renderer.png(of: story, at: 0.5)      // 400 × 240 pixels, t = 0.5 s
/// ```
public struct SnapshotRenderer: Sendable {
    /// Pixels per point (default 1: small reference files; pass the device's `scale` for a
    /// pixel-true device render).
    public var scale: CGFloat
    /// Which backend draws (default `.cpu`, the reference).
    public var backend: Backend
    /// The colour behind the view; nil: the colour scheme's system background (iOS's
    /// `systemBackground`: white in light, black in dark).
    public var background: Color?
    /// The software rasterizer's threads (0: the CPUs the process may use). The bytes do not
    /// depend on it.
    public var threads: Int
    /// Frames per second of the virtual clock a view is played on before `time` (state changes,
    /// `onAppear` work and main-queue blocks happen on this grid, as in a storyboard render).
    public var fps: Double

    /// A renderer at `scale` on `backend` over `background` (nil: white in light, black in dark).
    public init(scale: CGFloat = 1, backend: Backend = .cpu, background: Color? = nil, threads: Int = 0, fps: Double = 60) {
        self.scale = scale
        self.backend = backend
        self.background = background
        self.threads = threads
        self.fps = fps
    }

    /// The storyboard a view is snapshot through: the view on the layout's canvas in `colorScheme`,
    /// playing from its `onAppear` on the virtual clock.
    ///
    /// - Throws: ``SnapshotRenderError/noIdealSize(width:height:)`` when `.sizeThatFits` measures
    ///   a size that cannot be drawn; the view's own errors while it is measured.
    public func storyboard<V: View>(of view: V, layout: SwiftUISnapshotLayout, colorScheme: ColorScheme = .light,
                                    name: String = "snapshot") throws -> Storyboard {
        var story: Storyboard
        switch layout {
        case .device(let profile):
            story = Storyboard(name, device: profile, colorScheme: colorScheme, fps: fps, duration: 0) { view }
        case .fixed(let width, let height):
            story = Storyboard(name, size: CGSize(width: width, height: height), fps: fps, duration: 0) { view }
        case .sizeThatFits:
            let size = try renderStep { try ImageRenderer(content: view).size() }
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw SnapshotRenderError.noIdealSize(width: size.width, height: size.height)
            }
            story = Storyboard(name, size: size, fps: fps, duration: 0) { view }
        }
        story.colorScheme = colorScheme
        return story
    }

    /// The frame of `storyboard` at `time` (seconds on its virtual clock, stepped at the
    /// storyboard's `fps`), drawn.
    ///
    /// - Throws: ``SnapshotRenderError`` for a bad time or canvas, a failed view or backend.
    public func pixmap(of storyboard: Storyboard, at time: TimeInterval) throws -> Pixmap {
        try pixmaps(of: storyboard, at: [time])[0]
    }

    /// The frames of `storyboard` at `times`, drawn from one session (increasing times continue
    /// it; an earlier time replays from the start, with the same pixels).
    public func pixmaps(of storyboard: Storyboard, at times: [TimeInterval]) throws -> [Pixmap] {
        guard !times.isEmpty else { throw SnapshotRenderError.noFrames }
        if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) { throw SnapshotRenderError.badTime(bad) }
        let blank = try canvas(for: storyboard.size)
        let renderer = try renderStep { try RendererChoice(backend, threads: threads) }
        let color = PremultipliedRGBA8(background ?? (storyboard.colorScheme == .dark ? Color.black : Color.white))
        let session = storyboard.session(scale: scale)
        return try times.map { time in
            var pixmap = blank
            let frame = try renderStep { try session.frame(at: time, fps: storyboard.fps) }
            try renderStep { try renderer.render(frame.displayList, into: &pixmap, clearingTo: color) }
            return pixmap
        }
    }

    /// The PNG file of ``pixmap(of:at:)``: deterministic bytes (no time stamps), zlib level 9
    /// without row filters. Measured on a 1179 × 2556 device frame and a 480 × 360 drawing (debug
    /// build, as `swift test` runs): 25.8 kB in 0.10 s and 46.1 kB in 0.02 s, where adaptive
    /// filters gave larger files (27.3 and 61.6 kB) in 5.2 and 0.27 s.
    public func png(of storyboard: Storyboard, at time: TimeInterval) throws -> Data {
        try Self.encode(pixmap(of: storyboard, at: time))
    }

    /// The PNG bytes every strategy writes.
    static func encode(_ pixmap: Pixmap) throws -> Data {
        try renderStep { try PNGEncoder.encodedData(pixmap, compression: .init(level: 9, filter: .none)) }
    }

    /// An empty canvas of `size` points at ``scale``, its pixel size rounded up.
    func canvas(for size: CGSize) throws -> Pixmap {
        let scale = self.scale
        guard scale.isFinite, scale > 0 else {
            throw SnapshotRenderError.badCanvas(width: size.width, height: size.height, scale: scale,
                                                reason: "the scale must be a finite number above 0")
        }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= Double(Pixmap.maximumDimension), height <= Double(Pixmap.maximumDimension) else {
            throw SnapshotRenderError.badCanvas(width: size.width, height: size.height, scale: scale,
                                                reason: "each side must be 1 to \(Pixmap.maximumDimension) pixels")
        }
        do {
            return try Pixmap(width: Int(width), height: Int(height))
        } catch {
            throw SnapshotRenderError.badCanvas(width: size.width, height: size.height, scale: scale, reason: error.description)
        }
    }
}

/// Runs `body`, turning any error other than ``SnapshotRenderError`` into `.renderFailed` with
/// its description.
func renderStep<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as SnapshotRenderError {
        throw error
    } catch {
        throw SnapshotRenderError.renderFailed(String(describing: error))
    }
}
