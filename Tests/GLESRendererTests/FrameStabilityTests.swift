import Foundation
import GLESRenderer
import RenderCommands
import Testing
import Zoetrope

@Suite struct FrameStabilityTests {
    /// Resident memory in bytes (Linux /proc/self/statm), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// 1000 frames reuse the same GL objects and the same buffers: the object count does not move
    /// and resident memory grows by less than 48 MiB after warm-up (a leak of one 256² canvas per
    /// frame would be 250 MiB; the margin absorbs tests running in parallel in the same process).
    @Test(needsGPU) func manyFramesKeepGLObjectsAndMemoryFlat() throws {
        let renderer = try GLESRenderer()
        let list = PeerScene.clock.displayList
            .transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        var pixmap = try Pixmap(width: 256, height: 256)
        for _ in 0..<20 { pixmap.fill(.white); try renderer.render(list, into: &pixmap) }
        let objects = renderer.liveObjectCount
        let memory = Self.residentBytes()
        for frame in 0..<1000 {
            pixmap.fill(frame % 2 == 0 ? .white : .black)
            try renderer.render(list, into: &pixmap)
        }
        #expect(renderer.liveObjectCount == objects)
        if let memory, let after = Self.residentBytes() {
            #expect(after - memory < 48 << 20, "resident memory grew by \((after - memory) >> 10) KiB")
        }
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
