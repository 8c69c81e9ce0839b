import Foundation
import GLESRenderer
import RenderCommands
import Testing
import Zoetrope
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

@Suite struct FrameStabilityTests {
    /// Resident memory in bytes (Linux /proc/self/statm), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// 1000 frames reuse the same GL objects and the same buffers: the object count does not move,
    /// and resident memory is flat. Tests running in parallel in the same process move resident
    /// memory too (up to ~18 MiB in one block was seen on 2 cores), so the frames run in 4 blocks of
    /// 250 and the block that grew least must have grown by < 24 MiB: a leak of 100 KiB per frame or
    /// more (e.g. a 256² pixmap or a texture per frame) shows in every block. The GL object count is
    /// the exact check. (Alone, 1000 frames of the clock at 256² grow resident memory by ~130 KiB.)
    @Test(needsGPU) func manyFramesKeepGLObjectsAndMemoryFlat() throws {
        let renderer = try GLESRenderer()
        let list = PeerScene.clock.displayList
            .transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        var pixmap = try Pixmap(width: 256, height: 256)
        for _ in 0..<20 { pixmap.fill(.white); try renderer.render(list, into: &pixmap) }
        let objects = renderer.liveObjectCount
        var growth: [Int] = []
        for _ in 0..<4 {
            let before = Self.residentBytes()
            for frame in 0..<250 {
                pixmap.fill(frame % 2 == 0 ? .white : .black)
                try renderer.render(list, into: &pixmap)
            }
            if let before, let after = Self.residentBytes() { growth.append(after - before) }
        }
        #expect(renderer.liveObjectCount == objects)
        print("resident memory growth per 250 GPU frames: \(growth.map { "\($0 >> 10) KiB" })")
        if let least = growth.min() { #expect(least < 24 << 20, "\(growth)") }
    }

    /// Changing the canvas size replaces the framebuffers instead of accumulating them.
    @Test(needsGPU) func resizingDoesNotLeakFramebuffers() throws {
        let renderer = try GLESRenderer()
        var list = DisplayList()
        list.fill(Path(CGRect(x: 1, y: 1, width: 5, height: 5)), with: .color(.black))
        _ = try GPU.render(list, width: 32, height: 32, with: renderer)
        let objects = renderer.liveObjectCount
        for side in [16, 64, 33, 32] { _ = try GPU.render(list, width: side, height: side, with: renderer) }
        #expect(renderer.liveObjectCount == objects)
    }
}
