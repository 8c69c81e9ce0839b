import Foundation
import Testing
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

private struct BlurringIn: View {
    @State private var radius: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .blur(radius: radius)
            .shadow(color: .black.opacity(radius / 20), radius: radius, x: radius, y: 0)
            .onAppear { withAnimation(.linear(duration: 1)) { radius = 10 } }
    }
}

/// The visual-effect modifiers (`shadow`, `blur`, colour effects) as layer filters: Apple's
/// defaults, colour scheme, animation of their values, and hostile radii.
@Suite struct VisualEffectModifierTests {
    private let canvas = CGSize(width: 100, height: 100)

    private func frame<V: View>(at time: Double = 0, @ViewBuilder _ content: @escaping () -> V) throws -> StoryboardFrame {
        try Storyboard("effects", size: canvas, duration: 1, content: content).frame(at: time)
    }

    private func filters(_ list: DisplayList) -> [[LayerFilter]] {
        list.commands.compactMap { if case .pushLayer(let style) = $0, !style.filters.isEmpty { style.filters } else { nil } }
    }

    /// `shadow(radius:)`'s default colour is Color(.sRGBLinear, white: 0, opacity: 0.33), no offset.
    @Test func shadowDefaults() throws {
        let list = DisplayList(Circle().shadow(radius: 5), size: canvas)
        let expected = PremultipliedRGBA8(Color(.sRGBLinear, white: 0, opacity: 0.33))
        #expect(expected == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 84))
        #expect(filters(list) == [[.dropShadow(color: expected, radius: 5, offset: .zero)]])
        #expect(throws: Never.self) { try list.validate() }
    }

    /// The shadow colour is resolved in the view's colour scheme.
    @Test func shadowColorFollowsTheColorScheme() throws {
        let dark = try Storyboard("dark", device: .iPhone15, colorScheme: .dark, duration: 0) {
            Circle().shadow(color: .primary, radius: 2, x: 1, y: 3)
        }.frame(at: 0)
        guard case .dropShadow(let color, let radius, let offset) = filters(dark.displayList).first?.first else {
            Issue.record("no shadow"); return
        }
        #expect(color == .white)
        #expect(radius == 2 && offset == CGSize(width: 1, height: 3))
    }

    @Test func blurAndColorEffectsBecomeFilters() throws {
        #expect(filters(DisplayList(Circle().blur(radius: 3), size: canvas)) == [[.blur(radius: 3, opaque: false)]])
        #expect(filters(DisplayList(Circle().blur(radius: 3, opaque: true), size: canvas)) == [[.blur(radius: 3, opaque: true)]])
        #expect(filters(DisplayList(Circle().grayscale(1), size: canvas)) == [[.colorMatrix(.grayscale(1))]])
        #expect(filters(DisplayList(Circle().saturation(0.5), size: canvas)) == [[.colorMatrix(.saturation(0.5))]])
        #expect(filters(DisplayList(Circle().brightness(0.2), size: canvas)) == [[.colorMatrix(.brightness(0.2))]])
        #expect(filters(DisplayList(Circle().contrast(2), size: canvas)) == [[.colorMatrix(.contrast(2))]])
        #expect(filters(DisplayList(Circle().colorInvert(), size: canvas)) == [[.colorMatrix(.invert)]])
        #expect(filters(DisplayList(Circle().luminanceToAlpha(), size: canvas)) == [[.colorMatrix(.luminanceToAlpha)]])
        #expect(filters(DisplayList(Circle().hueRotation(.degrees(90)), size: canvas)) == [[.colorMatrix(.hueRotation(.degrees(90)))]])
        #expect(filters(DisplayList(Circle().colorMultiply(Color(red: 1, green: 0.5, blue: 0)), size: canvas)) == [[.colorMatrix(.multiply(red: 1, green: 0.5, blue: 0, alpha: 1))]])
        // Neutral amounts draw no layer.
        #expect(DisplayList(Circle().blur(radius: 0).saturation(1).grayscale(0), size: canvas).commands.count == 1)
    }

    /// Pixels: white inverted is black; a red square blurred spreads past its frame.
    @Test func effectsDrawOnTheCPU() throws {
        let inverted = try frame { Color.white.colorInvert() }
        var pixmap = try Pixmap(width: 100, height: 100)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(inverted.displayList, into: &pixmap)
        #expect(pixmap[x: 50, y: 50] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    /// Blur radius, shadow radius, offset and colour animate (linear 0 → 10 over a second).
    @Test func effectValuesAnimate() throws {
        let half = try frame(at: 0.5) { BlurringIn() }
        let layers = filters(half.displayList)
        #expect(layers.count == 2)
        guard case .dropShadow(let color, let shadowRadius, let offset) = layers.first?.first,
              case .blur(let radius, _) = layers.last?.first else { Issue.record("\(layers)"); return }
        #expect(abs(radius - 5) < 1e-6)
        #expect(abs(shadowRadius - 5) < 1e-6)
        #expect(abs(offset.width - 5) < 1e-6)
        #expect(color.alpha > 0 && color.alpha < 128)
        let end = try frame(at: 1) { BlurringIn() }
        #expect(filters(end.displayList).last == [.blur(radius: 10, opaque: false)])
    }

    /// NaN and infinite radii draw without the effect, huge ones at the largest blur, with warnings.
    @Test func hostileRadiiAreBoundedWithAWarning() throws {
        let nan = try frame { Color.red.frame(width: 10, height: 10).blur(radius: .nan) }
        #expect(filters(nan.displayList).isEmpty)
        #expect(nan.warnings.contains { $0.contains("blur(radius: nan)") })
        let huge = try frame { Color.red.frame(width: 10, height: 10).shadow(radius: 1e9, x: .infinity) }
        #expect(filters(huge.displayList) == [[.dropShadow(color: PremultipliedRGBA8(Color(.sRGBLinear, white: 0, opacity: 0.33)),
                                                            radius: GaussianBlurKernel.maximumSigma, offset: .zero)]])
        #expect(huge.warnings.contains { $0.contains("larger than the largest blur") })
        #expect(huge.warnings.contains { $0.contains("non-finite offset") })
        var pixmap = try Pixmap(width: 100, height: 100)
        try SoftwareRenderer(threads: 1).render(huge.displayList, into: &pixmap)
        #expect(pixmap.isValidPremultiplied)
    }
}
