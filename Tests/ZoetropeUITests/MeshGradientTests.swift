import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
@testable import ZoetropeUI

/// `MeshGradient` (spec §15.5): vertices in unit coordinates of the frame, bicubic patches, colours
/// blended bilinearly or smoothly (Hermite, Catmull–Rom slopes), drawn as an image cut to the shape.
@Suite struct MeshGradientTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> Pixmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render(with: SoftwareRenderer(), background: .white)
    }

    static let grid3: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// A 2 × 2 mesh without smoothing is the bilinear blend of its corners: at the centre, the mean.
    @Test func twoByTwoBlendsBilinearly() throws {
        let corners = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                       Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)]
        let image = try render(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                            colors: corners, smoothsColors: false).frame(width: 100, height: 100))
        let centre = image[x: 50, y: 50]   // u = v = 0.505
        #expect(abs(Int(centre.red) - 128) <= 2 && abs(Int(centre.green) - 128) <= 2 && abs(Int(centre.blue) - 128) <= 2, "\(centre)")
        // A quarter of the way along the top edge: red 0.75, green 0.25 (u = 0.255).
        let quarter = image[x: 25, y: 0]
        #expect(abs(Int(quarter.red) - 190) <= 2 && abs(Int(quarter.green) - 65) <= 2 && quarter.blue <= 1, "\(quarter)")
        #expect(image[x: 0, y: 0].red >= 250 && image[x: 0, y: 0].green <= 5, "the top-leading corner is red: \(image[x: 0, y: 0])")
    }

    /// Smooth colours reproduce a linear ramp exactly (Catmull–Rom slopes of linear data are its
    /// slope, so the Hermite blend is the line): red 0, ½, 1 along a row of three.
    @Test func smoothColorsKeepALinearRampLinear() throws {
        let ramp = [0.0, 0.5, 1.0].map { Color(red: $0, green: 0, blue: 0) }
        let image = try render(MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                            colors: ramp + ramp).frame(width: 200, height: 20))
        for x in stride(from: 0, to: 200, by: 13) {
            let expected = (Double(x) + 0.5) / 200 * 255
            #expect(abs(Double(image[x: x, y: 10].red) - expected) <= 1.5, "x = \(x): \(image[x: x, y: 10]) vs \(expected)")
        }
    }

    /// With smoothing, a lone bright vertex's colour bends smoothly through it (no crease): the
    /// blend across the middle column is symmetric and peaks at the vertex; bilinear gives a tent
    /// whose slope jumps there, smooth gives a rounded top (closer to the peak one step away).
    @Test func smoothingRoundsThePeakThatBilinearLeavesSharp() throws {
        func row(_ smooth: Bool) throws -> [Int] {
            var colors = [Color](repeating: .black, count: 9)
            colors[4] = Color(red: 1, green: 1, blue: 1)
            let image = try render(MeshGradient(width: 3, height: 3, points: Self.grid3, colors: colors,
                                                smoothsColors: smooth).frame(width: 100, height: 100))
            return (0..<100).map { Int(image[x: $0, y: 50].red) }
        }
        let sharp = try row(false), smooth = try row(true)
        #expect(sharp[50] >= 250 && smooth[50] >= 250, "the vertex has its colour")
        #expect(abs(sharp[25] - 128) <= 3, "bilinear: halfway, half the colour: \(sharp[25])")
        #expect(smooth[40] > sharp[40] + 10, "smooth: rounded near the peak: \(smooth[40]) vs \(sharp[40])")
        for x in 0..<50 { #expect(abs(smooth[x] - smooth[99 - x]) <= 2, "symmetric at \(x)") }
    }

    /// A moved vertex carries its colour: the pixel at its new place has it, and the mesh still
    /// covers the whole frame (its border points did not move).
    @Test func aMovedVertexCarriesItsColour() throws {
        var points = Self.grid3
        points[4] = [0.7, 0.3]
        var colors = [Color](repeating: Color(red: 1, green: 1, blue: 1), count: 9)
        colors[4] = Self.blue
        let image = try render(MeshGradient(width: 3, height: 3, points: points, colors: colors).frame(width: 100, height: 100))
        let atVertex = image[x: 70, y: 30]
        #expect(atVertex.blue >= 250 && atVertex.red <= 12, "\(atVertex)")
        let oldPlace = image[x: 50, y: 50]
        #expect(oldPlace.red > 40, "the old centre is no longer pure blue: \(oldPlace)")
        for (x, y) in [(0, 0), (99, 0), (0, 99), (99, 99), (50, 0), (0, 50)] {
            #expect(image[x: x, y: y].alpha == 255, "covered at \(x), \(y)")
        }
    }

    /// Explicit Bézier control points bend the cells: pulling the centre's trailing handle right
    /// moves the colour boundary along the middle row.
    @Test func bezierPointsBendTheCells() throws {
        func point(_ p: SIMD2<Float>, _ t: SIMD2<Float> = [1.0 / 6, 0], _ s: SIMD2<Float> = [0, 1.0 / 6]) -> MeshGradient.BezierPoint {
            .init(position: p, leadingControlPoint: p - t, topControlPoint: p - s, trailingControlPoint: p + t, bottomControlPoint: p + s)
        }
        let colors = [Self.red, Self.red, Self.blue, Self.red, Self.red, Self.blue, Self.red, Self.red, Self.blue]
        let plain = Self.grid3.map { point($0) }
        var pulled = plain
        pulled[4] = point([0.5, 0.5], [0.4, 0])
        func middleRow(_ points: [MeshGradient.BezierPoint]) throws -> [Int] {
            let image = try render(MeshGradient(width: 3, height: 3, bezierPoints: points, colors: colors,
                                                smoothsColors: false).frame(width: 120, height: 120))
            return (0..<120).map { Int(image[x: $0, y: 60].blue) }
        }
        let straight = try middleRow(plain), bent = try middleRow(pulled)
        #expect(straight == (try middleRow(Self.grid3.map { point($0) })), "deterministic")
        // A straight mesh is regular: blue rises linearly across the right half.
        #expect(abs(straight[90] - 128) <= 4, "\(straight[90])")
        // Pulled: the same parameter lies further right, so at x = 90 less blue has come.
        #expect(bent[90] < straight[90] - 10, "\(bent[90]) vs \(straight[90])")
    }

    /// As a fill, the mesh is cut to the shape; as a background it fills the frame; in dark
    /// appearance its colours follow the scheme.
    @Test func fillsAreCutToTheShapeAndColoursFollowTheScheme() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.red, .red, .red, .red])
        let circle = try render(Circle().fill(mesh).frame(width: 60, height: 60))
        #expect(circle[x: 1, y: 1] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255), "outside the circle: white")
        #expect(circle[x: 30, y: 30] == PremultipliedRGBA8(Color.red), "inside: red \(circle[x: 30, y: 30])")
        let dark = try render(mesh.frame(width: 20, height: 20).environment(\.colorScheme, .dark))
        #expect(dark[x: 10, y: 10] == PremultipliedRGBA8(Color.red.appearance(isDark: true)), "\(dark[x: 10, y: 10])")
    }

    /// The image follows the device scale: at scale 3 a 40-point mesh is 120 pixels of it, and
    /// the background shows where a folded-in border leaves the frame uncovered.
    @Test func imageFollowsTheScaleAndTheBackgroundShowsOutside() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0.25, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.blue, .blue, .blue, .blue], background: .green)
        let image = try render(mesh.frame(width: 40, height: 40), scale: 3)
        #expect(image.width == 120)
        #expect(image[x: 2, y: 2] == PremultipliedRGBA8(Color.green), "uncovered corner: the background \(image[x: 2, y: 2])")
        #expect(image[x: 100, y: 100] == PremultipliedRGBA8(Color.blue))
    }

    /// Bad meshes draw nothing rather than crash: too few points or colours, a NaN point, fewer
    /// than two vertices a side; a mesh folded over itself a thousand times is a budget error.
    @Test func badMeshesAreHandled() throws {
        let bad: [MeshGradient] = [
            MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red]),
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, .nan], [1, 1]], colors: [.red, .red, .red, .red]),
            MeshGradient(width: 1, height: 5, points: Array(repeating: [0, 0], count: 5), colors: Array(repeating: .red, count: 5)),
            MeshGradient(width: -4, height: -4, points: [], colors: []),
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(red: .nan, green: 0, blue: 0), .red, .red, .red], colorSpace: .perceptual),
        ]
        for mesh in bad {
            let image = try render(mesh.frame(width: 20, height: 20))
            #expect(image.isValidPremultiplied)
        }
        // 1,000 columns zig-zagging across the whole frame: every cell covers all of it. The
        // budget (raised or lowered per storyboard) stops it after a few hundred cells.
        let columns = 1_000
        let folded = (0..<2).flatMap { y in (0..<columns).map { x in SIMD2<Float>(x % 2 == 0 ? 0 : 1, Float(y)) } }
        var board = Storyboard("folded", size: CGSize(width: 32, height: 32), duration: 1) {
            MeshGradient(width: columns, height: 2, points: folded, colors: Array(repeating: .red, count: 2 * columns))
        }
        board.maximumMeshGradientWork = 1 << 20
        #expect(throws: ViewGraphError.meshGradientTooComplex(limit: 1 << 20)) { try board.frame(at: 0) }
        board.maximumMeshGradientWork = 1 << 26
        #expect(try !board.frame(at: 0).displayList.commands.isEmpty, "within a larger budget it draws")
    }

    /// Points and colours animate inside `withAnimation` (the mesh is `Animatable`): a centre
    /// vertex moving from x = 0.2 to 0.8 linearly over 1 s is at 0.5 halfway, and its colour
    /// (blue to red, in linear light) is mixed there.
    struct Sliding: View {
        @State private var moved = false
        var body: some View {
            var colors = [Color](repeating: Color(red: 1, green: 1, blue: 1), count: 9)
            colors[4] = moved ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)
            var points = MeshGradientTests.grid3
            points[4] = [moved ? 0.8 : 0.2, 0.5]
            return MeshGradient(width: 3, height: 3, points: points, colors: colors)
                .frame(width: 100, height: 100)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    @Test func pointsAndColoursAnimate() throws {
        let board = Storyboard("sliding", size: CGSize(width: 100, height: 100), duration: 2) { Sliding() }
        func pixels(_ time: Double) throws -> Pixmap {
            var pixmap = try Pixmap(width: 100, height: 100)
            try SoftwareRenderer().render(board.frame(at: time, scale: 1).displayList, into: &pixmap)
            return pixmap
        }
        let start = try pixels(0), middle = try pixels(0.5), end = try pixels(1.5)
        #expect(start[x: 20, y: 50].blue >= 250 && start[x: 20, y: 50].red <= 10, "\(start[x: 20, y: 50])")
        #expect(end[x: 80, y: 50].red >= 250 && end[x: 80, y: 50].blue <= 10, "\(end[x: 80, y: 50])")
        let halfway = middle[x: 50, y: 50]
        // Linear-light midpoint of blue and red: 0.5 in linear light is 188 encoded.
        #expect(abs(Int(halfway.red) - 188) <= 4 && abs(Int(halfway.blue) - 188) <= 4 && halfway.green <= 10, "\(halfway)")
        #expect(try pixels(0.5) == middle, "the same frame alone gives the same bytes")
    }
}
