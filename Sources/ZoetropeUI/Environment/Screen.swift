import Foundation

/// The screen a graph's views see while it runs their bodies and actions (what `UIScreen.main`
/// reports): a task-local value, bound by each graph step, so frames of different storyboards
/// rendering at once — one after another on the main thread, or on threads of their own — each
/// read their own device and never a shared global.
struct ScreenValues: Sendable, Equatable {
    /// The screen in points, in the current orientation.
    var bounds: CGRect
    /// Pixels per point of the device.
    var scale: CGFloat
    /// The screen in pixels, portrait up (as UIKit's `nativeBounds`).
    var nativeBounds: CGRect

    /// `device`'s screen, or for none a bare canvas of `canvas` points at scale 1.
    init(device: DeviceProfile?, canvas: CGSize) {
        guard let device else {
            bounds = CGRect(origin: .zero, size: canvas)
            scale = 1
            nativeBounds = CGRect(x: 0, y: 0, width: min(canvas.width, canvas.height), height: max(canvas.width, canvas.height))
            return
        }
        bounds = device.bounds
        scale = device.scale
        let portrait = device.portrait.size
        nativeBounds = CGRect(x: 0, y: 0, width: portrait.width * device.scale, height: portrait.height * device.scale)
    }

    /// The screen outside any render (static initializers, code run before a frame): the default device's.
    static let outsideRender = ScreenValues(device: .default, canvas: DeviceProfile.default.size)

    @TaskLocal static var current: ScreenValues?
}

extension ViewGraph {
    /// Runs `body` with this graph's screen as the current one.
    func withScreen<T>(_ body: () throws -> T) rethrows -> T {
        // Work scheduled in the step (`asyncAfter`, timers) goes to this graph's virtual clock.
        try VirtualRunLoop.$current.withValue(link) {
            try ScreenValues.$current.withValue(ScreenValues(device: device, canvas: size), operation: body)
        }
    }
}
