import Foundation
import Testing
@testable import ZoetropeUI
import ZoetropeUI
import VectorPath
import SoftwareRasterizer
import RenderCommands
import Geometry2D
import AnimationCore

@Suite struct CompositionTests {
    let canvas = CGSize(width: 200, height: 100)

    /// The device-space bounds of command `index` (its path mapped by its transform).
    func deviceBounds(_ list: DisplayList, _ index: Int = 0) -> CGRect? {
        guard case .fill(let path, _, _, let transform) = list.commands[index] else { return nil }
        let r = path.boundingRect
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func near(_ a: CGRect?, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func frameCentresAndAlignsInTheOfferedFrame() {
        let centred = DisplayList(Rectangle().fill(Color.red).frame(width: 20, height: 10), size: canvas)
        #expect(near(deviceBounds(centred), CGRect(x: 90, y: 45, width: 20, height: 10)))
        // The frame is the view's own size; the root centres it. A flexible frame as large as the
        // canvas then aligns it in the corner.
        let centredAnyway = DisplayList(Rectangle().fill(Color.red).frame(width: 20, height: 10, alignment: .bottomTrailing),
                                        size: canvas)
        #expect(near(deviceBounds(centredAnyway), CGRect(x: 90, y: 45, width: 20, height: 10)))
        let corner = DisplayList(Rectangle().fill(Color.red).frame(width: 20, height: 10)
                                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing),
                                 size: canvas)
        #expect(near(deviceBounds(corner), CGRect(x: 180, y: 90, width: 20, height: 10)))
        let padded = DisplayList(Color.red.padding(10), size: canvas)
        #expect(near(deviceBounds(padded), CGRect(x: 10, y: 10, width: 180, height: 80)))
    }

    @Test func effectsComposeInModifierOrder() {
        // offset then scale (about the frame centre): the offset is scaled too.
        let a = DisplayList(Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: 10).scaleEffect(2),
                            size: canvas)
        #expect(near(deviceBounds(a), CGRect(x: 100 - 20 + 10 * 2, y: 50 - 20, width: 40, height: 40)))
        // scale then offset: the offset is not scaled.
        let b = DisplayList(Rectangle().fill(Color.red).frame(width: 20, height: 20).scaleEffect(2).offset(x: 10),
                            size: canvas)
        #expect(near(deviceBounds(b), CGRect(x: 100 - 20 + 10, y: 50 - 20, width: 40, height: 40)))
        // A 90° rotation of a 40×20 frame about its centre gives a 20×40 box.
        let c = DisplayList(Rectangle().fill(Color.red).frame(width: 40, height: 20).rotationEffect(.degrees(90)),
                            size: canvas)
        #expect(near(deviceBounds(c), CGRect(x: 90, y: 30, width: 20, height: 40), 1e-9))
    }

    @Test func opacityFadesEachLeafAndCompositingGroupMakesOneLayer() {
        let stack = ZStack {
            Rectangle().fill(Color.red)
            Circle().fill(LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom))
        }
        let faded = DisplayList(stack.opacity(0.5), size: canvas)
        #expect(faded.commands.count == 2)
        if case .fill(_, let paint, _, _) = faded.commands[0] { #expect(paint == .color(Color.red.opacity(0.5))) }
        if case .fill(_, .linearGradient(let g, _, _), _, _) = faded.commands[1] {
            #expect(g.stops.map(\.color.opacity) == [0.5, 0.5])
        } else { Issue.record("expected a gradient") }

        let grouped = DisplayList(stack.compositingGroup().opacity(0.5), size: canvas)
        #expect(grouped.commands.count == 4)
        guard case .pushLayer(let style) = grouped.commands[0], case .popLayer = grouped.commands[3] else {
            Issue.record("expected pushLayer … popLayer"); return
        }
        #expect(style.opacity == 0.5)
        if case .fill(_, let paint, _, _) = grouped.commands[1] { #expect(paint == .color(.red)) }
        #expect(throws: Never.self) { try grouped.validate() }
    }

    @Test func clipShapeIsResolvedInTheFrame() {
        let list = DisplayList(Color.blue.clipShape(Circle()).frame(width: 50, height: 50), size: canvas)
        guard case .pushLayer(let style) = list.commands.first else { Issue.record("no layer"); return }
        #expect(style.clip?.boundingRect == CGRect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func zeroOpacityDrawsNothing() {
        #expect(DisplayList(Rectangle().fill(Color.red).opacity(0), size: canvas).commands.isEmpty)
        #expect(DisplayList(Color.red.compositingGroup().opacity(0), size: canvas).commands.isEmpty)
    }

    @Test func builderSupportsConditionsAndLoops() {
        let flag = true
        let list = DisplayList(ZStack {
            ForEach(0..<3) { i in Circle().fill(Color.red).offset(x: CGFloat(i) * 10) }
            if flag { Rectangle() } else { Capsule() }
        }, size: canvas)
        #expect(list.commands.count == 4)
        if case .fill(_, let paint, _, _) = list.commands[3] { #expect(paint == .color(.primary)) }
    }
}
