import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D
import BenchmarkScenes

/// Skipping the paths that opaque fills drawn later hide (`FrameBatch.hideOccluded()`,
/// ``GLESOptions/cullsOccluded``) must not change a byte: every frame here is drawn by a renderer
/// that culls and one that does not, in each way the accumulation can be read on this machine
/// (framebuffer fetch, texture, image atomics), and compared exactly. Cases: seeded random frames
/// mixing opaque convex fills (polygons, rectangles, ellipses, rotated, partly off the canvas)
/// with what must not hide anything — translucent and non-convex fills, strokes, gradients,
/// even-odd fills, opaque fills inside a translucent layer — the software renderer's golden
/// cases, and the SCENES.md scenes. `OcclusionGrid` marks only tiles wholly inside a convex fill
/// (checked against each tile's corners in Double on seeded convex polygons' fans).
@Suite struct OcclusionTests {
    static func renderer(culling: Bool, framebufferFetch: Bool, imageAtomics: Bool) throws -> GLESRenderer {
        var options = GLESOptions()
        options.coverage = .analytic
        options.cullsOccluded = culling
        options.shaderBlurs = true   // a backdrop blur reads the canvas in the frame's own draws
        options.framebufferFetch = framebufferFetch
        options.imageAtomics = imageAtomics
        return try GLESRenderer(options: options)
    }

    /// (culling, not culling) for each way of reading the accumulation this context has.
    static func pairs() throws -> [(String, GLESRenderer, GLESRenderer)] {
        var pairs: [(String, GLESRenderer, GLESRenderer)] = []
        for (fetch, image) in [(true, false), (false, false), (false, true)] {
            let culled = try renderer(culling: true, framebufferFetch: fetch, imageAtomics: image)
            guard culled.info.coverage == .analytic, !pairs.contains(where: { $0.0 == culled.info.accumulation }) else { continue }
            pairs.append((culled.info.accumulation, culled, try renderer(culling: false, framebufferFetch: fetch, imageAtomics: image)))
        }
        return pairs
    }

    /// A regular `sides`-gon around `centre`.
    static func polygon(_ centre: CGPoint, radius: Double, sides: Int, rotation: Double) -> Path {
        var path = Path()
        for v in 0..<sides {
            let angle = rotation + 2 * .pi * Double(v) / Double(sides)
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if v == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    /// A random frame of `width`×`height` from `rng`.
    static func frame(_ rng: inout SeededRandom, width: Double, height: Double) -> DisplayList {
        var list = DisplayList()
        func color(_ rng: inout SeededRandom, alpha: Double = 1) -> Color {
            Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                  blue: .random(in: 0...1, using: &rng), opacity: alpha)
        }
        func centre(_ rng: inout SeededRandom) -> CGPoint {
            CGPoint(x: .random(in: -20...(width + 20), using: &rng), y: .random(in: -20...(height + 20), using: &rng))
        }
        for _ in 0..<Int.random(in: 20...120, using: &rng) {
            let radius = Double.random(in: 1...50, using: &rng), rotation = Double.random(in: 0...(2 * .pi), using: &rng)
            let convex = polygon(centre(&rng), radius: radius, sides: .random(in: 3...12, using: &rng), rotation: rotation)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...3:
                list.fill(convex, with: .color(color(&rng)))
            case 4:
                let c = centre(&rng)
                list.fill(Path(CGRect(x: c.x, y: c.y, width: radius * 1.7, height: radius)), with: .color(color(&rng)),
                          transform: ProjectionTransform(CGAffineTransform(rotationAngle: rotation / 8)))
            case 5:
                let c = centre(&rng)
                list.fill(Path(ellipseIn: CGRect(x: c.x, y: c.y, width: radius * 2, height: radius)), with: .color(color(&rng)))
            case 6:
                list.fill(convex, with: .color(color(&rng, alpha: .random(in: 0.2...0.9, using: &rng))))
            case 7:   // a star: opaque, not convex; sometimes even-odd
                let c = centre(&rng)
                var path = Path()
                for v in 0..<5 {
                    let angle = rotation + 4 * .pi * Double(v) / 5
                    let point = CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
                    if v == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                list.fill(path, with: .color(color(&rng)), style: FillStyle(eoFill: Bool.random(using: &rng)))
            case 8:
                if Bool.random(using: &rng) {
                    list.stroke(convex, style: StrokeStyle(lineWidth: .random(in: 0.3...6, using: &rng)), with: .color(color(&rng)))
                } else {
                    let c = centre(&rng)
                    list.fill(convex, with: .linearGradient(Gradient(colors: [color(&rng), color(&rng)]), start: c,
                                                            end: CGPoint(x: c.x + radius, y: c.y + radius)))
                }
            default:  // opaque convex fills inside a translucent layer (they hide nothing outside it) or over a backdrop blur
                let backdrop = Bool.random(using: &rng)
                let c = centre(&rng)
                list.pushLayer(backdrop ? LayerStyle(clip: Path(CGRect(x: c.x, y: c.y, width: radius * 2, height: radius)),
                                                     filters: [.backdrop(radius: 3, saturation: 1)])
                                        : LayerStyle(opacity: .random(in: 0.3...0.9, using: &rng)))
                for _ in 0..<3 {
                    list.fill(polygon(centre(&rng), radius: radius, sides: 6, rotation: rotation), with: .color(color(&rng)))
                }
                list.popLayer()
            }
        }
        return list
    }

    @Test(needsGPU) func cullingChangesNoByteOfRandomFrames() async throws {
        let pairs = try Self.pairs()
        try #require(!pairs.isEmpty, "the context lacks float targets with blending")
        print("occlusion culling checked with: \(pairs.map(\.0).joined(separator: ", "))")
        var hidden = 0
        await seededPropertyCheck(seed: 0x0CC1_0DE5, count: 24, draw: { rng in Self.frame(&rng, width: 150, height: 110) }) { list in
            for (mode, culled, full) in pairs {
                let a = try GPU.render(list, width: 150, height: 110, with: culled)
                hidden += culled.lastFrameStatistics.hiddenPaths
                let b = try GPU.render(list, width: 150, height: 110, with: full)
                let difference = try ImageDifference(between: a, and: b, threshold: 0)
                #expect(a == b, "\(mode): \(difference)")
            }
        }
        print("random frames: \(hidden) paths hidden over \(pairs.count) × 24 frames")
        #expect(hidden > 24, "the frames hide too little to test anything")
    }

    @Test(needsGPU) func cullingChangesNoByteOfTheGoldenCasesAndScenes() throws {
        let pairs = try Self.pairs()
        try #require(!pairs.isEmpty, "the context lacks float targets with blending")
        var lists = try GoldenCases.cases().map { ($0.0, $0.1, $0.2, $0.3) }
        for scene in PeerScene.all {
            let list = scene.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
            lists.append(("\(scene)", 256, 256, list))
        }
        for (name, width, height, list) in lists {
            for (mode, culled, full) in pairs {
                let a = try GPU.render(list, width: width, height: height, with: culled)
                let b = try GPU.render(list, width: width, height: height, with: full)
                let difference = try ImageDifference(between: a, and: b, threshold: 0)
                #expect(a == b, "\(name), \(mode): \(difference)")
            }
        }
    }

    /// Far-off and huge geometry around occluders (non-finite coordinates are refused before: the
    /// list's validation): the same bytes, and a fill over the whole canvas hides what is under it.
    @Test(needsGPU) func hostileGeometryChangesNoByte() throws {
        let pairs = try Self.pairs()
        try #require(!pairs.isEmpty, "the context lacks float targets with blending")
        var list = DisplayList()
        list.fill(Self.polygon(CGPoint(x: 60, y: 50), radius: 30, sides: 5, rotation: 0), with: .color(.red))
        list.fill(Self.polygon(CGPoint(x: 64, y: 64), radius: 1e7, sides: 4, rotation: 0.3), with: .color(.green))   // the whole canvas
        list.fill(Self.polygon(CGPoint(x: 1e30, y: -1e30), radius: 1e29, sides: 6, rotation: 0), with: .color(.blue))
        list.fill(Self.polygon(CGPoint(x: 40, y: 40), radius: 1e300, sides: 3, rotation: 0), with: .color(.black))   // finite in Double, not in Float
        list.fill(Self.polygon(CGPoint(x: 90, y: 80), radius: 25, sides: 8, rotation: 0.2), with: .color(.orange))
        list.fill(Self.polygon(CGPoint(x: 30, y: 90), radius: 0.2, sides: 3, rotation: 0), with: .color(.purple))
        for (mode, culled, full) in pairs {
            let a = try GPU.render(list, width: 128, height: 128, with: culled)
            let hidden = culled.lastFrameStatistics.hiddenPaths
            let b = try GPU.render(list, width: 128, height: 128, with: full)
            let difference = try ImageDifference(between: a, and: b, threshold: 0)
            #expect(a == b, "\(mode): \(difference)")
            // The red pentagon and the green square, both under the black triangle (clipped to the
            // canvas's reach by the lowering, so finite in Float), and nothing drawn after it.
            #expect(hidden == 2, "\(mode): \(hidden)")
            #expect(a[x: 60, y: 50] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255), "\(mode): \(a[x: 60, y: 50])")
        }
    }

    /// Which paths are hidden: those wholly under later convex fills in opaque colors on the canvas.
    @Test(needsGPU) func onlyOpaqueConvexFillsOnTheCanvasHide() throws {
        let culled = try Self.renderer(culling: true, framebufferFetch: true, imageAtomics: false)
        try #require(culled.info.coverage == .analytic, "the context lacks float targets with blending")
        let hexagon = Self.polygon(CGPoint(x: 60, y: 60), radius: 20, sides: 6, rotation: 0.1)
        let square = Path(CGRect(x: 20, y: 20, width: 90, height: 90))
        func hidden(_ cover: (inout DisplayList) -> Void) throws -> Int {
            var list = DisplayList()
            list.fill(hexagon, with: .color(.red))
            list.stroke(hexagon, style: StrokeStyle(lineWidth: 2), with: .color(.green))
            cover(&list)
            _ = try GPU.render(list, width: 128, height: 128, with: culled)
            return culled.lastFrameStatistics.hiddenPaths
        }
        #expect(try hidden { $0.fill(square, with: .color(.blue)) } == 2)   // the fill and its stroke
        #expect(try hidden { $0.fill(Self.polygon(CGPoint(x: 60, y: 60), radius: 45, sides: 7, rotation: 0), with: .color(.blue)) } == 2)
        #expect(try hidden { $0.fill(Path(CGRect(x: 45, y: 20, width: 90, height: 90)), with: .color(.blue)) } == 0)   // half of it
        #expect(try hidden { $0.fill(square, with: .color(.blue.opacity(0.99))) } == 0)
        #expect(try hidden { $0.fill(square, with: .linearGradient(Gradient(colors: [.blue, .black]), start: .zero, end: CGPoint(x: 128, y: 0))) } == 0)
        #expect(try hidden { $0.pushLayer(LayerStyle(opacity: 0.5)); $0.fill(square, with: .color(.blue)); $0.popLayer() } == 0)
        #expect(try hidden {   // a backdrop blur between them reads the hexagon around its pixels
            $0.pushLayer(LayerStyle(clip: Path(CGRect(x: 0, y: 0, width: 128, height: 128)), filters: [.backdrop(radius: 3, saturation: 1)]))
            $0.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white.opacity(0.2)))
            $0.popLayer()
            $0.fill(square, with: .color(.blue))
        } == 0)
        var ring = square
        ring.addRect(CGRect(x: 50, y: 50, width: 20, height: 20))
        #expect(try hidden { $0.fill(ring, with: .color(.blue), style: FillStyle(eoFill: true)) } == 0)   // not convex
        // The scene the culling is for: polygons(1000) at 256², every fill opaque and convex.
        let polygons = PeerScene.polygons(1000).displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        _ = try GPU.render(polygons, width: 256, height: 256, with: culled)
        let statistics = culled.lastFrameStatistics
        print("polygons(1000) at 256²: \(statistics.hiddenPaths) of \(statistics.analyticPaths) paths hidden")
        #expect(statistics.hiddenPaths > 0 && statistics.hiddenPaths < statistics.analyticPaths, "\(statistics)")
        let full = try Self.renderer(culling: false, framebufferFetch: true, imageAtomics: false)
        _ = try GPU.render(polygons, width: 256, height: 256, with: full)
        #expect(full.lastFrameStatistics.hiddenPaths == 0)
    }

    /// The grid marks a tile only when the whole tile lies inside the piece (its corners, in
    /// Double, at least the margin inside every edge), and a generous piece marks the tiles it holds.
    @Test func theGridMarksOnlyTilesWhollyInsideAPiece() async {
        var grid = OcclusionGrid()
        grid.reset(width: 64, height: 64)
        let square: [Float] = [-1, -1, 33, -1, 33, 33, -1, 33]
        square.withUnsafeBufferPointer { grid.markInside(convex: $0) }
        #expect(grid.covers(DeviceBounds(minX: 0, minY: 0, maxX: 32, maxY: 32)))
        #expect(!grid.covers(DeviceBounds(minX: 0, minY: 0, maxX: 33, maxY: 32)))
        grid.clear()
        #expect(grid.isEmpty && !grid.covers(DeviceBounds(minX: 0, minY: 0, maxX: 8, maxY: 8)))
        await seededPropertyCheck(seed: 0x7113, count: 300, draw: { rng -> [SIMD2<Float>] in
            // A convex polygon of 3…12 points on an ellipse, at increasing angles.
            let centre = SIMD2(Float.random(in: -20...140, using: &rng), Float.random(in: -20...140, using: &rng))
            let radii = SIMD2(Float.random(in: 4...90, using: &rng), Float.random(in: 4...90, using: &rng))
            let angles = (0..<Int.random(in: 3...12, using: &rng)).map { _ in Float.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
            return angles.map { centre + radii * SIMD2(cos($0), sin($0)) }
        }) { polygon in
            // Its fan's pieces as AnalyticFan makes them: quads (p0, pi, pi+1, pi+2), a last triangle.
            var floats: [Float] = []
            var i = 1
            while i + 1 < polygon.count {
                let last = i + 2 < polygon.count ? polygon[i + 2] : polygon[0]
                floats += [polygon[0], polygon[i], polygon[i + 1], last].flatMap { [$0.x, $0.y] }
                i += 2
            }
            var grid = OcclusionGrid()
            grid.reset(width: 128, height: 128)
            floats.withUnsafeBufferPointer { grid.markInside(convex: $0) }
            let p = polygon.map { SIMD2<Double>(Double($0.x), Double($0.y)) }
            let sides = p.count
            let area = (0..<sides).reduce(0.0) { $0 + (p[$1].x * p[($1 + 1) % sides].y - p[($1 + 1) % sides].x * p[$1].y) }
            /// Whether (x, y) is at least `depth` pixels inside every edge.
            func inside(_ x: Double, _ y: Double, by depth: Double = 0) -> Bool {
                (0..<sides).allSatisfy { k in
                    let a = p[k], b = p[(k + 1) % sides]
                    let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
                    return (area > 0 ? cross : -cross) >= depth * ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                }
            }
            for ty in 0..<16 {
                for tx in 0..<16 {
                    let x = Double(tx * 8), y = Double(ty * 8)
                    let corners = [(x, y), (x + 8, y), (x, y + 8), (x + 8, y + 8)]
                    if grid.covers(DeviceBounds(minX: tx * 8, minY: ty * 8, maxX: tx * 8 + 8, maxY: ty * 8 + 8)) {
                        #expect(corners.allSatisfy { inside($0.0, $0.1) }, "tile (\(tx), \(ty)) marked, not wholly inside")
                    } else {
                        #expect(!corners.allSatisfy { inside($0.0, $0.1, by: 0.5) }, "tile (\(tx), \(ty)) well inside, not marked")
                    }
                }
            }
        }
    }
}
