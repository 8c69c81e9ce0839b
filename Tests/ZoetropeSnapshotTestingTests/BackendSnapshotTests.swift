import Backends
import Foundation
import Geometry2D
import RenderCommands
import SnapshotTesting
import Testing
import ZoetropeUI
@testable import ZoetropeSnapshotTesting

/// `backend: .gpu` against the CPU reference, where EGL gives a context (llvmpipe in CI).
@Suite struct BackendSnapshotTests {
    @Test func gpuMatchesTheCPUReferenceWithinTheStatedTolerance() throws {
        do {
            _ = try RendererChoice(.gpu)
        } catch {
            print("skipped: no EGL display for backend .gpu (\(error))")
            return
        }
        let story = try SnapshotRenderer().storyboard(of: Busy(), layout: .fixed(width: 240, height: 180))
        let cpu = try SnapshotRenderer(scale: 2).pixmap(of: story, at: 0)
        let gpu = try SnapshotRenderer(scale: 2, backend: .gpu).pixmap(of: story, at: 0)
        let exact = PixelComparison(reference: cpu, new: gpu, perceptualPrecision: 1)
        let tolerant = PixelComparison(reference: cpu, new: gpu, perceptualPrecision: 0.98)
        print("gpu vs cpu: \(exact.differingPixels) of \(exact.pixelCount) pixels changed, max \(exact.maximumChannelDifference) levels,"
            + " ΔE94 max \(exact.maximumDeltaE); \(tolerant.differingPixels) over ΔE 2")
        // Measured with llvmpipe (2026-12-02): 13368 of 172800 pixels changed (7.7 %), up to 77 levels, 8779 (5.1 %)
        // over ΔE 2 — anti-aliased edges only. The bound leaves room for other GL drivers' multisampling.
        #expect(Double(exact.changedPixels) / Double(exact.pixelCount) < 0.15)
        #expect(Double(tolerant.differingPixels) / Double(tolerant.pixelCount) < 0.10)
        // A pixel-aligned box is the same bytes on both.
        let box = try SnapshotRenderer().storyboard(of: Box(), layout: .fixed(width: 200, height: 120))
        #expect(try SnapshotRenderer(backend: .gpu).pixmap(of: box, at: 0) == SnapshotRenderer().pixmap(of: box, at: 0))
    }
}
