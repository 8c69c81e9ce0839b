import Foundation
import AnimationCore

/// Colors at locations 0…1 along a gradient, as SwiftUI's `Gradient`.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .purple])
/// let banded = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.3)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One color at one location (0…1; values outside are allowed and clamp the ramp).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given (a renderer sorts them stably by location).
    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spread evenly from 0 to 1 (one color gives a solid ramp).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }
}
