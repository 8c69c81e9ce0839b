import Foundation
import GLESRenderer
import RenderCommands
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// Which backend draws the pixels.
///
/// - `auto`: the GPU only when EGL gives a **hardware** GPU that initializes and passes a one-frame
///   self-test against the software renderer (``GPUSelfTest``); otherwise the software rasterizer.
///   Never fails: a missing or broken EGL falls back.
/// - `gpu`: OpenGL ES 3 on whatever EGL display initializes, hardware or software (llvmpipe works,
///   and says it is no hardware GPU). Fails with ``BackendError`` when none does.
/// - `cpu`: the software rasterizer (the reference).
public enum Backend: String, CaseIterable, Sendable, CustomStringConvertible {
    case auto, gpu, cpu
    public var description: String { rawValue }
}

/// Why `--backend gpu` could not start.
public struct BackendError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// A renderer picked by a ``Backend``, with the reason for the pick: the software rasterizer or a
/// ``GLESRenderer``. The two backend modules stay independent; the choice lives here.
///
/// ```swift
/// let renderer = try RendererChoice(.auto)
/// print(renderer.summary)        // backend: cpu (EGL gives only llvmpipe, a software GL: …)
/// var pixmap = try Pixmap(width: 256, height: 256)
/// pixmap.fill(.white)
/// try renderer.render(list, into: &pixmap)
/// ```
public struct RendererChoice: Renderer, Sendable {
    /// What was asked for.
    public let requested: Backend
    /// The GPU renderer when the GPU draws; nil when the software rasterizer does.
    public let gpu: GLESRenderer?
    /// The software rasterizer (drawing when `gpu` is nil).
    public let software: SoftwareRenderer
    /// Why this backend: one line, e.g. "EGL gives only llvmpipe, a software GL".
    public let reason: String

    /// `gpu` or `cpu`: the backend that draws.
    public var backend: Backend { gpu == nil ? .cpu : .gpu }

    /// One line for standard error: "backend: cpu (EGL gives only llvmpipe, a software GL)".
    public var summary: String { "backend: \(backend) (\(reason))" }

    /// Picks the renderer. `threads` is the software rasterizer's; `gpuOptions` the GPU's (MSAA
    /// samples, a forced EGL platform); `budget` what a frame may cost on either (it replaces
    /// `gpuOptions.budget`). Throws only for `.gpu` when no EGL display initializes.
    public init(_ requested: Backend, threads: Int = 0, gpuOptions: GLESOptions = GLESOptions(),
                budget: RenderBudget = .default) throws(BackendError) {
        self.requested = requested
        var gpuOptions = gpuOptions
        gpuOptions.budget = budget
        software = SoftwareRenderer(threads: threads, budget: budget)
        switch requested {
        case .cpu:
            gpu = nil
            reason = "software rasterizer, as asked"
        case .gpu:
            let renderer: GLESRenderer
            do {
                renderer = try GLESRenderer(options: gpuOptions)
            } catch {
                throw BackendError(description: "--backend gpu: \(error)")
            }
            gpu = renderer
            let info = renderer.info
            reason = "\(info.renderer) via EGL \(info.platform), \(info.antialiasing); "
                + (info.softwareRasterizer.map { "\($0) is a software GL, not a hardware GPU: --backend cpu is faster here" }
                    ?? "hardware GPU")
        case .auto:
            let renderer: GLESRenderer
            do {
                renderer = try GLESRenderer(options: gpuOptions)
            } catch {
                gpu = nil
                reason = "no GPU: " + Self.oneLine(error)
                return
            }
            let info = renderer.info
            if let rasterizer = info.softwareRasterizer {
                gpu = nil
                reason = "EGL gives only \(rasterizer), a software GL: \(info.renderer)"
                return
            }
            let test = GPUSelfTest.run(renderer)
            if test.passed {
                // Correct is not enough: timed once here, the GPU draws only where it is faster.
                do {
                    let race = try GPUSelfTest.race(renderer, against: software)
                    gpu = race.gpuIsFaster ? renderer : nil
                    reason = race.gpuIsFaster
                        ? "hardware GPU \(info.renderer) via EGL \(info.platform), self-test passed, faster (\(race))"
                        : "hardware GPU \(info.renderer) passed the self-test but the CPU is faster here (\(race))"
                } catch {
                    gpu = nil
                    reason = "hardware GPU \(info.renderer) passed the self-test but failed the timed frame: \(error)"
                }
            } else {
                gpu = nil
                reason = "hardware GPU \(info.renderer) failed the self-test: \(test.summary)"
            }
        }
    }

    /// Draws `list` over `pixmap` with the chosen backend.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws {
        if let gpu { try gpu.render(list, into: &pixmap) } else { try software.render(list, into: &pixmap) }
    }

    /// Clears `pixmap` to `background` and draws `list` over it with the chosen backend.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap, clearingTo background: PremultipliedRGBA8) throws {
        if let gpu {
            try gpu.render(list, into: &pixmap, clearingTo: background)
        } else {
            try software.render(list, into: &pixmap, clearingTo: background)
        }
    }

    /// The chosen backend's pipeline: the GPU's ``GLFramePipeline`` (frame N+1 drawn while frame N
    /// is read back) or the software rasterizer's one frame at a time.
    ///
    /// ```swift
    /// let pipeline = try RendererChoice(.auto).makeFramePipeline()
    /// ```
    public func makeFramePipeline() -> any FramePipeline {
        if let gpu { return gpu.makeFramePipeline() }
        return software.makeFramePipeline()
    }

    /// A GLES error in one line (display-selection attempts joined with "; ").
    static func oneLine(_ error: GLESError) -> String {
        if case .noDisplay(let attempts) = error {
            return "no EGL display initialized an OpenGL ES 3 context ("
                + (attempts.isEmpty ? "nothing to try" : attempts.map(\.description).joined(separator: "; ")) + ")"
        }
        return error.description.split(separator: "\n").joined(separator: "; ")
    }
}
