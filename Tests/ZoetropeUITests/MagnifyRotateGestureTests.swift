import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import ZoetropeUI

/// A square scaled and turned by a pinch (`MagnifyGesture` with `RotateGesture`), kept between pinches.
private struct Sticker: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .scaleEffect(scale).rotationEffect(angle)
            .gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in
                scale = value.first?.magnification ?? scale
                angle = value.second?.rotation ?? angle
            })
    }
}

/// Two-finger scripts: `pinch` scales the fingers' distance, `rotate` turns the line between them;
/// `MagnifyGesture`/`MagnificationGesture` and `RotateGesture`/`RotationGesture` report it.
@Suite struct MagnifyRotateGestureTests {
    @Test func aPinchScalesAndTurns() throws {
        let board = Storyboard("pinch", size: CGSize(width: 400, height: 400), duration: 2) { Sticker() }
            .pinch(.kind("Rectangle"), scale: 2, rotation: .degrees(90), duration: 0.5, at: 0.5)
        let mid = try board.frame(at: 0.75).find(.kind("Rectangle"))
        #expect(abs(mid.transform.m11 - 1.5 * cos(.pi / 4)) < 1e-9, "\(mid.transform)")
        let end = try board.frame(at: 1.5).find(.kind("Rectangle"))
        #expect(abs(end.drawnFrame.width - 200) < 1e-6 && abs(end.transform.m12 - 2) < 1e-9, "\(end.transform)")
    }

    @Test func theIOS13GesturesReportTheBareValues() throws {
        var scales: [CGFloat] = [], angles: [Angle] = []
        let board = Storyboard("old", size: CGSize(width: 400, height: 400), duration: 2) {
            ZStack {
                Color.red.frame(width: 150, height: 150).gesture(MagnificationGesture().onChanged { scales.append($0) })
                    .offset(y: -100)
                Color.blue.frame(width: 150, height: 150).gesture(RotationGesture().onEnded { angles.append($0) })
                    .offset(y: 100)
            }
        }
        _ = try board.pinch(.point(x: 200, y: 100), scale: 0.5, duration: 0.5, at: 0.2)
            .rotate(.point(x: 200, y: 300), by: .degrees(-30), duration: 0.5, at: 1).frame(at: 2)
        #expect(abs((scales.last ?? 0) - 0.5) < 1e-9)
        #expect(scales.allSatisfy { abs($0 - 1) >= 0.01 }, "recognized past the minimum scale delta")
        #expect(angles.count == 1 && abs(angles[0].degrees + 30) < 1e-9, "\(angles)")
    }

    @Test func theVelocityAndStartAnchor() throws {
        var last: MagnifyGesture.Value?
        let board = Storyboard("anchor", size: CGSize(width: 400, height: 400), duration: 2) {
            Color.red.frame(width: 200, height: 200).gesture(MagnifyGesture().onEnded { last = $0 })
        }
        _ = try board.pinch(.kind("Color"), scale: 3, duration: 1, at: 0.2).frame(at: 2)
        let value = try #require(last)
        #expect(value.startAnchor == .center && value.startLocation == CGPoint(x: 100, y: 100))
        #expect(abs(value.magnification - 3) < 1e-9)
        #expect(abs(value.velocity - 2) < 1e-6, "2 per second over the last 0.1 s of a linear 1 → 3 in 1 s")
    }
}
