import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// The layout vectors of view-layer spec §3.6 and §4 (E3, E5, E6, T24–T26), canvas 390 × 844 unless stated.
@Suite struct LayoutTests {
    private func frames<V: View>(_ size: CGSize = phone, _ kind: String, @ViewBuilder _ content: @escaping () -> V) throws -> [CGRect] {
        let board = Storyboard("layout", size: size, duration: 0, assets: [ViewTestAssets.directory], content: content)
        return try board.frame(at: 0).views.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func e3SpacersShareWhatTheCardLeaves() throws {
        let card = try frames(phone, "Rectangle") {
            VStack { Spacer(); Rectangle().frame(width: 212, height: 320); Spacer() }
        }
        #expect(card == [CGRect(x: 89, y: 262, width: 212, height: 320)])
    }

    @Test func e5EqualChildrenSplitTheRowWithDefaultSpacing() throws {
        let row = CGSize(width: 390, height: 100)
        #expect(try frames(row, "Color") { HStack { Color.red; Color.blue } }
                == [CGRect(x: 0, y: 0, width: 191, height: 100), CGRect(x: 199, y: 0, width: 191, height: 100)])
    }

    @Test func e5LessFlexibleChildIsSizedFirst() throws {
        let row = CGSize(width: 390, height: 100)
        let colors = try frames(row, "Color") { HStack(spacing: 0) { Color.red; Color.blue.frame(maxWidth: 100) } }
        #expect(colors.map(\.width) == [290, 100])
    }

    @Test func e5LayoutPriorityWins() throws {
        let row = CGSize(width: 390, height: 100)
        let prioritized = try frames(row, "Color") {
            HStack(spacing: 0) { Color.red.frame(minWidth: 50); Color.blue.frame(minWidth: 50).layoutPriority(1) }
        }
        #expect(prioritized.map(\.width) == [50, 340])
        let equal = try frames(row, "Color") {
            HStack(spacing: 0) { Color.red.frame(minWidth: 50); Color.blue.frame(minWidth: 50) }
        }
        #expect(equal.map(\.width) == [195, 195])
    }

    @Test func e6ScaledToFitRoundsToPixels() throws {
        let image = try frames(phone, "Image") { Image("tower").resizable().scaledToFit() }
        #expect(image == [CGRect(x: 0, y: 130, width: 390, height: 585)], "\(image)")
    }

    @Test func e6DefaultPaddingIsSixteen() throws {
        #expect(try frames(phone, "Color") { Color.red.frame(width: 100, height: 100).padding() }
                == [CGRect(x: 145, y: 372, width: 100, height: 100)])
        #expect(try frames(phone, "Padding") { Color.red.frame(width: 100, height: 100).padding() }
                == [CGRect(x: 129, y: 356, width: 132, height: 132)])
    }

    @Test func t24TransformOrderFollowsModifierOrder() throws {
        let size = CGSize(width: 100, height: 100)
        let a = try Storyboard("a", size: size, duration: 0) {
            Color.red.frame(width: 100, height: 100).offset(x: 50).rotationEffect(.degrees(90))
        }.frame(at: 0).find(.kind("Color"))
        let b = try Storyboard("b", size: size, duration: 0) {
            Color.red.frame(width: 100, height: 100).rotationEffect(.degrees(90)).offset(x: 50)
        }.frame(at: 0).find(.kind("Color"))
        #expect(close(a.drawnFrame.midX, 50, 1e-9) && close(a.drawnFrame.midY, 100, 1e-9), "\(a.drawnFrame)")
        #expect(close(b.drawnFrame.midX, 100, 1e-9) && close(b.drawnFrame.midY, 50, 1e-9), "\(b.drawnFrame)")
    }

    private func render<V: View>(_ size: CGSize, @ViewBuilder _ content: @escaping () -> V) throws -> Pixmap {
        var pixmap = try Pixmap(width: Int(size.width), height: Int(size.height))
        pixmap.fill(.white)
        let list = try Storyboard("pixels", size: size, duration: 0, content: content).frame(at: 0).displayList
        try SoftwareRenderer().render(list, into: &pixmap)
        return pixmap
    }

    @Test func t25CompositingGroupFadesOverlapsOnce() throws {
        let size = CGSize(width: 390, height: 844)
        func pair() -> some View {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.red.frame(width: 100, height: 100).offset(x: 50)
            }
        }
        let perLeaf = try render(size) { pair().opacity(0.5) }
        let grouped = try render(size) { pair().compositingGroup().opacity(0.5) }
        // iOS red is #FF3B30. The overlap is x 195…245, y 372…472; the first square alone is x 145…195.
        func gb(_ p: PremultipliedRGBA8) -> (Int, Int) { (Int(p.green), Int(p.blue)) }
        func near(_ a: (Int, Int), _ b: (Int, Int)) -> Bool { abs(a.0 - b.0) <= 1 && abs(a.1 - b.1) <= 1 }
        #expect(near(gb(perLeaf[x: 220, y: 420]), (108, 100)), "\(perLeaf[x: 220, y: 420])")
        #expect(near(gb(grouped[x: 220, y: 420]), (157, 152)), "\(grouped[x: 220, y: 420])")
        #expect(near(gb(perLeaf[x: 160, y: 420]), (157, 152)) && near(gb(grouped[x: 160, y: 420]), (157, 152)))
    }

    @Test func t26DrawingGroupClipsToTheFrame() throws {
        let size = CGSize(width: 390, height: 844)
        let pixels = try render(size) {
            Circle().fill(Color.blue).frame(width: 100, height: 100).offset(x: 80).drawingGroup()
        }
        // The frame is x 145…245; the offset circle would reach x 325.
        #expect(pixels[x: 240, y: 422].blue > 200 && pixels[x: 240, y: 422].red < 50)
        #expect(pixels[x: 250, y: 422] == pixels[x: 5, y: 5])
    }
}
