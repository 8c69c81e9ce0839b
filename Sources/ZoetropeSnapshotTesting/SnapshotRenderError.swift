import Foundation

/// Why a view or storyboard could not become a snapshot image. Reported as a test failure with
/// this message; the snapshot itself is then empty, so nothing plausible is recorded.
///
/// ```swift
/// // assertSnapshot(of: EmptyView(), as: .image(layout: .sizeThatFits)) fails with:
/// // "ZoetropeSnapshotTesting: the view has no ideal size (it takes 0 × 0 pt when nothing is
/// //  proposed); snapshot it with layout: .fixed(width:height:) or .device(…)"
/// ```
public enum SnapshotRenderError: Error, CustomStringConvertible, Equatable {
    /// `.sizeThatFits` measured a size that cannot be drawn (zero, infinite or not a number).
    case noIdealSize(width: Double, height: Double)
    /// The canvas in pixels is empty or over ``RenderCommands/Pixmap``'s limits.
    case badCanvas(width: Double, height: Double, scale: Double, reason: String)
    /// A time that is not a finite number of seconds ≥ 0.
    case badTime(Double)
    /// `.frames(at:)` with no times.
    case noFrames
    /// The view, the storyboard or the renderer failed (its own message).
    case renderFailed(String)

    public var description: String {
        switch self {
        case .noIdealSize(let width, let height):
            return "the view has no ideal size (it takes \(SnapshotNumber.text(width)) × \(SnapshotNumber.text(height)) pt when"
                + " nothing is proposed); snapshot it with layout: .fixed(width:height:) or .device(…), or give it a .frame"
        case .badCanvas(let width, let height, let scale, let reason):
            return "cannot draw a \(SnapshotNumber.text(width)) × \(SnapshotNumber.text(height)) pt canvas at scale"
                + " \(SnapshotNumber.text(scale)): \(reason)"
        case .badTime(let time):
            return "time \(time) is not a finite number of seconds ≥ 0"
        case .noFrames:
            return ".frames(at:) needs at least one time"
        case .renderFailed(let message):
            return message
        }
    }
}
