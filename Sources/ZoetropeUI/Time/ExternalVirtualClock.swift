import Foundation

/// A virtual clock outside a view graph that Foundation's wall clock, timers and
/// `DispatchQueue.main.asyncAfter` follow while it runs code (a UIKit screen's layer timeline):
/// `Date()` reads 2001-01-01 + `now`, a timer or a delayed block is scheduled on it. UIKitHosts
/// provides one; the graph's own clock is used instead inside a view graph.
package protocol ExternalVirtualClock: AnyObject {
    /// The clock's time, seconds.
    var now: Double { get }
    /// Runs `work` when the clock reaches `time` (at once, in order, when it is already past).
    func schedule(at time: Double, _ work: @escaping () -> Void)
}

/// The external clock whose code is running (see ``ExternalVirtualClock``).
package final class ExternalClockLink: @unchecked Sendable {
    weak var clock: (any ExternalVirtualClock)?
    init(_ clock: any ExternalVirtualClock) { self.clock = clock }
}

extension VirtualRunLoop {
    /// The external clock of the code running now (none inside a view graph's step).
    @TaskLocal static var external: ExternalClockLink?

    /// Runs `body` with `clock` as the virtual clock `Date()`, Foundation timers and `asyncAfter` follow.
    ///
    /// ```swift
    /// VirtualRunLoop.following(screenClock) { timeline.seek(to: t) }
    /// ```
    package static func following<T>(_ clock: any ExternalVirtualClock, _ body: () throws -> T) rethrows -> T {
        WallClock.installed
        return try $external.withValue(ExternalClockLink(clock)) { try body() }
    }

    /// The clock of hosted content whose code is running inside a graph (a UIKit view inside
    /// SwiftUI keeps its own Core Animation clock): while set, Foundation's timers, `asyncAfter` and
    /// `Date()` follow it rather than the graph's, so what they start lands on the content's clock.
    @TaskLocal static var hosted: ExternalClockLink?

    /// Runs `body` (hosted content's code, inside a graph's step) with `clock` as the clock
    /// `Date()`, Foundation timers and `asyncAfter` follow.
    ///
    /// ```swift
    /// VirtualRunLoop.followingHosted(viewClock) { hostedView.update() }
    /// ```
    package static func followingHosted<T>(_ clock: any ExternalVirtualClock, _ body: () throws -> T) rethrows -> T {
        WallClock.installed
        return try $hosted.withValue(ExternalClockLink(clock)) { try body() }
    }

    /// The external clock: hosted content's inside a graph, else the one set outside any graph.
    static var externalClock: (any ExternalVirtualClock)? { hosted?.clock ?? (graph == nil ? external?.clock : nil) }
    /// Hosted content's clock, when its code is running.
    static var hostedClock: (any ExternalVirtualClock)? { hosted?.clock }
}
