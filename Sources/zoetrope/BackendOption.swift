import ArgumentParser
import GLESRenderer
import Zoetrope

/// `--backend cpu|gpu`: which renderer draws the pixels.
enum BackendChoice: String, ExpressibleByArgument, CaseIterable {
    /// The software rasterizer (the reference).
    case cpu
    /// OpenGL ES 3 on a headless EGL display (GLESRenderer); fails with an error when none initializes.
    case gpu
}

/// A renderer chosen by `--backend`, drawing a list over a pixmap.
struct ChosenRenderer {
    let name: String
    let gpu: GLESRenderer?
    private let cpu: SoftwareRenderer

    init(_ choice: BackendChoice, threads: Int, samples: Int = 4) throws {
        cpu = SoftwareRenderer(threads: threads)
        switch choice {
        case .cpu:
            gpu = nil
            name = "cpu (software rasterizer)"
        case .gpu:
            do {
                let renderer = try GLESRenderer(options: GLESOptions(samples: samples))
                gpu = renderer
                name = "gpu (\(renderer.info.renderer), \(renderer.info.samples)× MSAA, \(renderer.info.classification))"
            } catch {
                throw RuntimeError("--backend gpu: \(error)")
            }
        }
    }

    func render(_ list: DisplayList, into pixmap: inout Pixmap) throws {
        if let gpu { try gpu.render(list, into: &pixmap) } else { try cpu.render(list, into: &pixmap) }
    }
}
