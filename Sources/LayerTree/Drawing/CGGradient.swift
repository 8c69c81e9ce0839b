import Foundation
import Geometry2D

/// Colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Locations out of order are sorted; without locations the colours are
/// spread evenly.
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                           colors: [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor] as CFArray,
///                           locations: [0, 1])!
/// ```
public final class CGGradient {
    /// The stops, in location order.
    package let gradient: Gradient

    /// A gradient of `colors` (`CGColor`s) at `locations` (one per colour; nil: evenly spread);
    /// nil when a colour is not a `CGColor`, there is none, or a location is not a number.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count,
              let stops = Self.stops(cgColors.map(\.color), locations: locations) else { return nil }
        gradient = Gradient(stops: stops)
    }

    /// A gradient of `count` colours given as components in `space` (`count` × (components + 1)
    /// values), at `locations` (nil: evenly spread); nil for a count below 1 or values that are not numbers.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, count <= 65_536 else { return nil }
        let n = space.numberOfComponents + 1
        var colors: [Color] = []
        for i in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + i * n) else { return nil }
            colors.append(color.color)
        }
        guard let stops = Self.stops(colors, locations: locations) else { return nil }
        gradient = Gradient(stops: stops)
    }

    private static func stops(_ colors: [Color], locations: UnsafePointer<CGFloat>?) -> [Gradient.Stop]? {
        let count = colors.count
        var stops: [Gradient.Stop] = []
        for (i, color) in colors.enumerated() {
            let location = locations.map { Double($0[i]) } ?? (count == 1 ? 0 : Double(i) / Double(count - 1))
            guard location.isFinite else { return nil }
            stops.append(Gradient.Stop(color: color, location: min(max(location, 0), 1)))
        }
        if count == 1 { stops.append(Gradient.Stop(color: colors[0], location: 1)) }
        return stops.enumerated().sorted { $0.element.location != $1.element.location
            ? $0.element.location < $1.element.location : $0.offset < $1.offset }.map(\.element)
    }
}
