import Foundation
import AnimationCore
import RenderCommands

extension LayerTimeline {
    /// The tree's picture at `time`: the script replayed to `time`, the root's presentation drawn
    /// by `CARenderer2D` on a `size`-point canvas at `scale` pixels per point, each replicator
    /// copy k showing its sublayers as they were `k · instanceDelay` earlier.
    ///
    /// ```swift
    /// let tl = LayerTimeline(root: root) { $0.at(0) { card.add(shake, forKey: "shake") } }
    /// let list = tl.displayList(at: 0.3, size: CGSize(width: 200, height: 200))
    /// var pixmap = try Pixmap(width: 200, height: 200)
    /// try SoftwareRenderer().render(list, into: &pixmap)
    /// ```
    public func displayList(at time: CFTimeInterval, size: CGSize, scale: Double = 1) -> DisplayList {
        let tree = presentationTree(at: time)
        let now = CACurrentMediaTime(), duration = CATransaction.animationDuration()
        // Copies of a replicator's sublayers `shift` earlier; this may run on worker threads, so it
        // reads nothing of this thread's clock or transactions.
        let options = CARenderer2D.Options(replicatorInstance: { layer, _, shift in
            guard shift != 0 else { return layer }
            return layer.model().presentationCopy(atMediaTime: now - shift, defaultDuration: duration)
        }, threads: threads)
        return CARenderer2D.displayList(for: tree, size: size, scale: scale, options: options)
    }

    /// The tree `displayList(at:size:scale:)` draws at `time`: the root's presentation (kept from
    /// frame to frame: do not change it), or the model root before its first commit.
    package func presentationTree(at time: CFTimeInterval) -> CALayer {
        seek(to: time)
        guard root.isCommitted else { return root }
        return mirror.tree(of: root, atMediaTime: CACurrentMediaTime(), threads: threads)
    }
}
