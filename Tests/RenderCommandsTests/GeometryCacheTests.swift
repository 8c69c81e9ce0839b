import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

/// Geometry kept between frames (`GeometryCache`, `run(into:reusing:)`): a fill or stroke whose
/// path, style and transform did not change is found instead of flattened, with the same geometry;
/// what changed is made again; the cache holds the last frame's geometry and nothing else.
@Suite struct GeometryCacheTests {
    typealias Recorder = LoweringTests.Recorder

    /// `count` circles in a row (curves: worth keeping), the `moved` one shifted by `shift`.
    static func circles(_ count: Int, moved: Int? = nil, shift: Double = 0) -> DisplayList {
        var list = DisplayList()
        for index in 0..<count {
            let x = Double(index % 20) * 12 + (index == moved ? shift : 0), y = Double(index / 20) * 12
            list.fill(Path(ellipseIn: CGRect(x: x, y: y, width: 10, height: 10)), with: .color(.blue),
                      transform: ProjectionTransform(CGAffineTransform(translationX: 2, y: 2)))
        }
        list.stroke(Path(ellipseIn: CGRect(x: 20, y: 20, width: 100, height: 60)), style: StrokeStyle(lineWidth: 3),
                    with: .color(.red))
        return list
    }

    /// Lowers `list` through `cache` (one frame) and returns what the consumer saw.
    static func frame(_ list: DisplayList, _ cache: GeometryCache, width: Int = 256, height: Int = 256)
        -> (Recorder, LoweringOutcome) {
        var recorder = Recorder()
        var reuse = cache.start()
        let outcome = list.lowered(tolerance: 0.25, width: width, height: height).run(into: &recorder, reusing: &reuse)
        cache.finish([reuse])
        return (recorder, outcome)
    }

    @Test func anUnchangedFrameFlattensNothingAndGetsTheSameGeometry() {
        let cache = GeometryCache()
        let list = Self.circles(100)
        let (first, made) = Self.frame(list, cache)
        #expect(made.flattenedOutlines == 101 && made.keptOutlines == 0)
        #expect(first.draws.allSatisfy { $0.kept != nil && !$0.storesDerived })
        #expect(cache.count == 101)
        let (second, found) = Self.frame(Self.circles(100), cache)   // the same content, new path storage
        #expect(found.flattenedOutlines == 0 && found.keptOutlines == 101)
        #expect(found.points == made.points)
        #expect(second.steps == first.steps)
        for (a, b) in zip(first.draws, second.draws) {
            #expect(a.geometry.outline == b.geometry.outline && a.bounds == b.bounds && !b.storesDerived)
        }
        let plain = LoweringTests.lower(list, width: 256, height: 256)
        #expect(cache.count == 101)
        for (a, b) in zip(plain.draws, second.draws) { #expect(a.geometry.outline == b.geometry.outline) }
    }

    @Test func oneMovedShapeIsTheOneFlattenedAgain() {
        let cache = GeometryCache()
        _ = Self.frame(Self.circles(1000), cache)
        let (_, outcome) = Self.frame(Self.circles(1000, moved: 417, shift: 3.5), cache)
        #expect(outcome.flattenedOutlines == 1 && outcome.keptOutlines == 1000)
        // The moved circle's old geometry is no longer used: dropped, its new one kept.
        #expect(cache.count == 1001)
        let (_, back) = Self.frame(Self.circles(1000), cache)
        #expect(back.flattenedOutlines == 1, "the old position was dropped after a frame without it")
    }

    /// Shapes that change every frame (particles): once a frame finds under a quarter of what was
    /// kept for it, the frames after look up and keep a sample (the first outline, then one in
    /// `GeometryCache.sampling`); when the shapes stop, the sample is found, everything is kept
    /// again and then found. Every frame draws what lowering without a cache draws.
    @Test func shapesThatChangeEveryFrameAreKeptOnlyBySample() {
        let cache = GeometryCache()
        let base = Self.circles(300)   // 301 outlines
        func frame(at index: Int) -> DisplayList {
            base.transformed(by: ProjectionTransform(CGAffineTransform(translationX: Double(min(index, 3)) / 4, y: 0)))
        }
        var counts: [Int] = [], keepsAll: [Bool] = [], flattened: [Int] = []
        for index in 0..<7 {
            let list = frame(at: index)
            let (recorder, outcome) = Self.frame(list, cache)
            let plain = LoweringTests.lower(list, width: 256, height: 256)
            #expect(recorder.draws.count == plain.draws.count)
            for (a, b) in zip(plain.draws, recorder.draws) { #expect(a.geometry.outline == b.geometry.outline && a.bounds == b.bounds) }
            counts.append(cache.count)
            keepsAll.append(cache.keepsEveryOutline)
            flattened.append(outcome.flattenedOutlines)
        }
        // Frames 0–3 move everything; frames 3–6 are the same picture.
        let sample = (301 + GeometryCache.sampling - 1) / GeometryCache.sampling   // 19: outlines 0, 16, 32, …
        #expect(keepsAll == [true, false, false, false, true, true, true])
        #expect(counts[0] == 301 && counts[1] == 301 && counts[2] == sample && counts[3] == sample)
        #expect(counts[4] == sample, "the sample's positions found again, nothing else looked up")
        #expect(counts[5] == 301 && counts[6] == 301)
        #expect(flattened == [301, 301, 301, 301, 301 - sample, 301 - counts[4], 0])
    }

    @Test func whatAFrameDoesNotUseIsDropped() {
        let cache = GeometryCache()
        _ = Self.frame(Self.circles(50), cache)
        _ = Self.frame(Self.circles(5), cache)
        #expect(cache.count == 6)
    }

    @Test func aChangedStyleTransformOrCanvasIsNotFound() {
        let cache = GeometryCache()
        let path = Path(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 40))
        var list = DisplayList()
        list.fill(path, with: .color(.red))
        _ = Self.frame(list, cache)
        var evenOdd = DisplayList()
        evenOdd.fill(path, with: .color(.red), style: FillStyle(eoFill: true))
        #expect(Self.frame(evenOdd, cache).1.flattenedOutlines == 1)
        var moved = DisplayList()
        moved.fill(path, with: .color(.red), transform: ProjectionTransform(CGAffineTransform(translationX: 0.5, y: 0)))
        #expect(Self.frame(moved, cache).1.flattenedOutlines == 1)
        #expect(Self.frame(moved, cache, width: 300).1.flattenedOutlines == 1)
        // A new paint is not new geometry.
        var recolored = DisplayList()
        recolored.fill(path, with: .color(.green), transform: ProjectionTransform(CGAffineTransform(translationX: 0.5, y: 0)))
        let (recorder, outcome) = Self.frame(recolored, cache, width: 300)
        #expect(outcome.keptOutlines == 1 && recorder.steps == LoweringTests.lower(recolored, width: 300).steps)
    }

    @Test func smallPolygonsAreFlattenedAgainRatherThanLookedUp() {
        let cache = GeometryCache()
        var list = DisplayList()
        list.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        _ = Self.frame(list, cache)
        #expect(cache.count == 0)
        #expect(Self.frame(list, cache).1.flattenedOutlines == 1)
    }

    @Test func foundGeometryStillCountsAgainstTheBudget() {
        let cache = GeometryCache()
        let list = Self.circles(100)
        let (_, made) = Self.frame(list, cache)
        var budget = RenderBudget.unlimited
        budget.maxPoints = Int(made.points / 2)
        var recorder = Recorder()
        var reuse = cache.start()
        let outcome = list.lowered(tolerance: 0.25, width: 256, height: 256, budget: budget).run(into: &recorder, reusing: &reuse)
        #expect(outcome.exceeded?.limit == .points)
        #expect(recorder.draws.count < 101)
    }

    @Test func keysCompareTheWholePathNotOnlyItsHash() {
        // Two paths of the same points in another order: different geometry, never confused.
        let cache = GeometryCache()
        var a = Path()
        a.move(to: CGPoint(x: 10, y: 10)); a.addQuadCurve(to: CGPoint(x: 90, y: 10), control: CGPoint(x: 50, y: 80))
        a.addLine(to: CGPoint(x: 50, y: 90)); a.closeSubpath()
        var b = Path()
        b.move(to: CGPoint(x: 10, y: 10)); b.addQuadCurve(to: CGPoint(x: 50, y: 90), control: CGPoint(x: 50, y: 80))
        b.addLine(to: CGPoint(x: 90, y: 10)); b.closeSubpath()
        var first = DisplayList(), second = DisplayList()
        first.fill(a, with: .color(.red))
        second.fill(b, with: .color(.red))
        _ = Self.frame(first, cache)
        let (recorder, outcome) = Self.frame(second, cache)
        #expect(outcome.flattenedOutlines == 1)
        #expect(recorder.draws.first?.geometry.outline == LoweringTests.lower(second).draws.first?.geometry.outline)
    }

    /// A consumer that keeps data derived from the geometry (the GPU's analytic pieces) stores it
    /// in the geometry's second frame — one that changes every frame never pays for the copy —
    /// and finds it from the third.
    struct Deriving: LoweredCommandConsumer {
        var stored = 0, reused = 0
        var storesDerivedData: Bool { true }
        mutating func draw(_ draw: LoweredDraw) {
            guard let kept = draw.kept else { return }
            if draw.storesDerived {
                kept.derived = draw.geometry.outline.points.flatMap { [Float($0.x), Float($0.y)] }
                stored += 1
            } else if let derived = kept.derived {
                #expect(derived.count == draw.geometry.outline.points.count * 2)
                reused += 1
            }
        }
        mutating func pushLayer(_ layer: LoweredLayer) {}
        mutating func popLayer(_ layer: LoweredLayer) {}
    }

    @Test func derivedDataIsStoredInTheSecondFrameAndFoundFromTheThird() {
        let cache = GeometryCache()
        let list = Self.circles(30)
        var counts: [(Int, Int)] = []
        for _ in 0..<4 {
            var consumer = Deriving()
            var reuse = cache.start()
            _ = list.lowered(tolerance: 0.25, width: 256, height: 256).run(into: &consumer, reusing: &reuse)
            cache.finish([reuse])
            counts.append((consumer.stored, consumer.reused))
        }
        #expect(counts.map(\.0) == [0, 31, 0, 0] && counts.map(\.1) == [0, 0, 31, 31])
        #expect(cache.count == 31)
    }
}
