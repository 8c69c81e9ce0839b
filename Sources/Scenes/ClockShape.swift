import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A clock face with hour ticks and three hands showing an animatable `ClockTime`, drawn as in
/// the seed: the face and ticks as lines, the hands as stroke outlines (`strokedPath`).
/// Hands move continuously: the hour hand includes minutes, the minute hand includes seconds.
///
/// ```swift
/// ClockShape(time: ClockTime(10, 10, 30)).stroke(Color.black, lineWidth: 2)
/// ```
public struct ClockShape: Shape {
    public var time: ClockTime

    public init(time: ClockTime) { self.time = time }

    public var animatableData: ClockTime {
        get { time }
        set { time = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let total = time.asSeconds
        func hand(_ fraction: Double, _ length: Double, _ width: CGFloat) -> Path {
            let angle = Angle.degrees(fraction * 360 - 90)
            var p = Path()
            p.move(to: center)
            p.addLine(to: CGPoint(x: center.x + length * cos(angle.radians), y: center.y + length * sin(angle.radians)))
            return p.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
        }
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
        let tickLength: CGFloat = radius * 0.06, inner = radius * 0.86
        for i in 0..<12 {
            let a = Angle.degrees(30 * Double(i)).radians
            path.move(to: CGPoint(x: center.x + inner * cos(a), y: center.y - inner * sin(a)))
            path.addLine(to: CGPoint(x: center.x + (inner + tickLength) * cos(a), y: center.y - (inner + tickLength) * sin(a)))
        }
        let hours = (total / 3600).truncatingRemainder(dividingBy: 12)
        path.addPath(hand(hours / 12, radius * 0.5, 3))
        path.addPath(hand((total / 60).truncatingRemainder(dividingBy: 60) / 60, radius * 0.7, 3))
        path.addPath(hand(total.truncatingRemainder(dividingBy: 60) / 60, radius * 0.8, 1))
        return path
    }
}
