import Foundation
import VectorPath
import RenderCommands
import Geometry2D

/// One case of issue 16's differential test: a small random display list, deterministic per seed,
/// drawn by Zoetrope's CPU backend and by the Cairo and Blend2D peers (`Benchmarks/peers/peer.c
/// --batch`), then compared with ``DifferentialVerdict``.
///
/// Each case has a random opaque background and 1–4 commands: fills (nonzero or even-odd) and
/// strokes (butt / round / square caps, miter / round / bevel joins, miter limits 1.5–10, a dash
/// pattern in a third of them, widths log-uniform in 0.3–25 px), each path one or two sub-paths of
/// 2–5 lines, quadratics and cubics, points in the canvas widened by a quarter on every side, and
/// in half the sub-paths one point pushed past a chosen canvas edge so geometry crosses every edge.
/// Colours are whole bytes, half of them translucent (alpha k/255, 0.2–0.9).
///
/// ```swift
/// let scene = RandomPeerScene(seed: 7)
/// let text = scene.displayList.scenesTextDump(background: scene.background)
/// ```
public struct RandomPeerScene: Sendable {
    public static let defaultSize = 64

    public let seed: UInt64
    public let width: Int, height: Int
    public let background: Color
    public let displayList: DisplayList
    /// What the case holds, for sorting failures into kinds.
    public let features: Set<Feature>
    /// What each command holds.
    public let commandFeatures: [Set<Feature>]

    /// Properties of a case a failure may come from.
    public enum Feature: String, Sendable, CaseIterable, Comparable {
        case evenOdd = "even-odd fill"
        case thinStroke = "stroke < 1 px"
        case wideStroke = "stroke > 8 px"
        case squareCap = "square caps"
        case roundCap = "round caps"
        case dashed = "dashes"
        case dashedSquareCap = "dashed square caps"
        case roundJoin = "round joins"
        case bevelJoin = "bevel joins"
        case miterJoin = "miter joins"
        case crossesLeft = "crosses left edge"
        case crossesRight = "crosses right edge"
        case crossesTop = "crosses top edge"
        case crossesBottom = "crosses bottom edge"
        case translucent = "translucent"

        public static func < (a: Feature, b: Feature) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// SplitMix64: a fixed, documented sequence (the standard library's generators may change).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// Uniform in [0, 1) from the top 53 bits.
        mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992.0 }
        mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
        /// Uniform in 0..<n.
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
        /// Rounded to 1/64 px: exact in the text dump, and no coordinate ends up denormal-close to another.
        mutating func coordinate(_ a: Double, _ b: Double) -> Double { (uniform(a, b) * 64).rounded() / 64 }
    }

    public init(seed: UInt64, width: Int = defaultSize, height: Int = defaultSize) {
        self.seed = seed
        self.width = width
        self.height = height
        var random = Random(state: seed &* 0x2545_F491_4F6C_DD1D ^ 0x5EED)
        var features: Set<Feature> = [], commandFeatures: [Set<Feature>] = []
        func color(translucentChance: Double) -> Color {
            let r = Double(random.below(256)) / 255, g = Double(random.below(256)) / 255, b = Double(random.below(256)) / 255
            if random.chance(translucentChance) {
                features.insert(.translucent)
                return Color(red: r, green: g, blue: b, opacity: Double(51 + random.below(179)) / 255)
            }
            return Color(red: r, green: g, blue: b)
        }
        background = random.chance(0.5) ? .white : color(translucentChance: 0)
        let w = Double(width), h = Double(height)
        var list = DisplayList()
        for _ in 0..<(1 + random.below(4)) {
            features = []
            defer { commandFeatures.append(features) }
            var path = Path()
            for _ in 0..<(1 + (random.chance(0.3) ? 1 : 0)) {
                let count = 2 + random.below(4)
                // Which edge one point of this sub-path is pushed past (4: none).
                let edge = random.chance(0.5) ? random.below(4) : 4
                let pushed = random.below(count + 1)
                func point(_ index: Int) -> CGPoint {
                    var x = random.coordinate(-0.25 * w, 1.25 * w), y = random.coordinate(-0.25 * h, 1.25 * h)
                    if index == pushed {
                        switch edge {
                        case 0: x = random.coordinate(-0.5 * w, -1)
                        case 1: x = random.coordinate(w + 1, 1.5 * w)
                        case 2: y = random.coordinate(-0.5 * h, -1)
                        case 3: y = random.coordinate(h + 1, 1.5 * h)
                        default: break
                        }
                    }
                    return CGPoint(x: x, y: y)
                }
                path.move(to: point(0))
                for index in 1...count {
                    switch random.below(3) {
                    case 0: path.addLine(to: point(index))
                    case 1:
                        let control = point(-1)
                        path.addQuadCurve(to: point(index), control: control)
                    default:
                        let c1 = point(-1), c2 = point(-1)
                        path.addCurve(to: point(index), control1: c1, control2: c2)
                    }
                }
                if random.chance(0.5) { path.closeSubpath() }
            }
            let bounds = path.boundingRect
            if bounds.minX < 0 { features.insert(.crossesLeft) }
            if bounds.maxX > w { features.insert(.crossesRight) }
            if bounds.minY < 0 { features.insert(.crossesTop) }
            if bounds.maxY > h { features.insert(.crossesBottom) }
            let paint = Paint.color(color(translucentChance: 0.5))
            if random.chance(0.4) {
                let evenOdd = random.chance(0.5)
                if evenOdd { features.insert(.evenOdd) }
                list.fill(path, with: paint, style: FillStyle(eoFill: evenOdd))
            } else {
                let lineWidth = (0.3 * pow(25 / 0.3, random.unit()) * 64).rounded() / 64
                let cap = CGLineCap.allCases[random.below(3)]
                let join = CGLineJoin.allCases[random.below(3)]
                let miterLimit = [1.5, 2, 4, 10][random.below(4)]
                var dash: [CGFloat] = [], phase: CGFloat = 0
                if random.chance(1.0 / 3) {
                    let scale = max(1, lineWidth / 2)
                    dash = (0..<(random.chance(0.5) ? 2 : 4)).map { _ in CGFloat((random.uniform(1, 12) * scale * 16).rounded() / 16) }
                    phase = CGFloat((random.uniform(0, Double(dash.reduce(0, +))) * 16).rounded() / 16)
                    features.insert(.dashed)
                    if cap == .square { features.insert(.dashedSquareCap) }
                }
                if lineWidth < 1 { features.insert(.thinStroke) }
                if lineWidth > 8 { features.insert(.wideStroke) }
                switch cap {
                case .square: features.insert(.squareCap)
                case .round: features.insert(.roundCap)
                case .butt: break
                }
                switch join {
                case .miter: features.insert(.miterJoin)
                case .round: features.insert(.roundJoin)
                case .bevel: features.insert(.bevelJoin)
                }
                list.stroke(path, style: StrokeStyle(lineWidth: CGFloat(lineWidth), lineCap: cap, lineJoin: join, miterLimit: CGFloat(miterLimit),
                                                     dash: dash, dashPhase: phase), with: paint)
            }
        }
        displayList = list
        self.features = commandFeatures.reduce([]) { $0.union($1) }
        self.commandFeatures = commandFeatures
    }

    private init(seed: UInt64, width: Int, height: Int, background: Color, displayList: DisplayList, commandFeatures: [Set<Feature>]) {
        (self.seed, self.width, self.height, self.background, self.displayList) = (seed, width, height, background, displayList)
        self.commandFeatures = commandFeatures
        features = commandFeatures.reduce([]) { $0.union($1) }
    }

    /// The case with only its command `index` (same seed, size and background).
    public func isolating(_ index: Int) -> RandomPeerScene {
        var list = DisplayList()
        list.commands = [displayList.commands[index]]
        return RandomPeerScene(seed: seed, width: width, height: height, background: background, displayList: list,
                               commandFeatures: [commandFeatures[index]])
    }

    /// One command in words, e.g. "stroke 0.33 px square bevel dashed" or "fill even-odd".
    public func describe(_ index: Int) -> String {
        switch displayList.commands[index] {
        case .fill(_, _, let style, _):
            return style.isEOFilled ? "fill even-odd" : "fill nonzero"
        case .stroke(_, let style, _, _, _):
            return String(format: "stroke %.2f px ", Double(style.lineWidth)) + "\(style.lineCap) \(style.lineJoin)"
                + (style.lineJoin == .miter ? " \(style.miterLimit)" : "") + (style.dash.isEmpty ? "" : " dashed")
        default:
            return "other"
        }
    }

    /// The kind of command `index`, for grouping failures: a stroke thinner than a pixel, a dashed
    /// stroke with square caps, a dashed one, a wide one (> 8 px), another stroke, or a fill by rule.
    public func kind(of index: Int) -> String {
        let f = commandFeatures[index]
        if case .fill = displayList.commands[index] { return f.contains(.evenOdd) ? "even-odd fill" : "nonzero fill" }
        if f.contains(.thinStroke) { return "stroke < 1 px" }
        if f.contains(.dashedSquareCap) { return "dashed square caps" }
        if f.contains(.dashed) { return "dashed stroke" }
        if f.contains(.wideStroke) { return "stroke > 8 px" }
        return "stroke 1-8 px"
    }

    /// The case as peer.c reads it (one list, ending with END).
    public var peerText: String { displayList.scenesTextDump(background: background) }
}

/// How far one opaque image is from another, for the differential test: the mean over every
/// pixel's R, G, B of the channel difference beyond a dead zone of 2 levels (the rounding of
/// 8-bit blending differs between any two rasterizers by 1–2 levels on every translucent or
/// partly covered pixel, which no one sees; a plain mean would let a canvas-wide translucent
/// fill outweigh a missing pixel column), in levels 0…255; plus the largest channel difference,
/// where it is, and how much of the excess lies in the outermost columns and rows.
public struct DifferentialDistance: Sendable {
    public static let deadZone = 2

    public let mean: Double
    public let maximum: Int
    public let worstX: Int, worstY: Int
    /// Shares (0…1) of the excess in columns 0 and width−1, and in rows 0 and height−1.
    public let edgeColumnShare: Double, edgeRowShare: Double

    /// Both images are the same size and opaque (RGBA bytes, alpha ignored).
    public init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) {
        precondition(a.count == width * height * 4 && b.count == a.count)
        var sum = 0, columns = 0, rows = 0, maximum = 0, worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var excess = 0, largest = 0
                for c in 0..<3 {
                    let d = abs(Int(a[i + c]) - Int(b[i + c]))
                    excess += max(0, d - Self.deadZone)
                    largest = max(largest, d)
                }
                sum += excess
                if x == 0 || x == width - 1 { columns += excess }
                if y == 0 || y == height - 1 { rows += excess }
                if largest > maximum { (maximum, worst) = (largest, y * width + x) }
            }
        }
        mean = Double(sum) / Double(width * height * 3)
        self.maximum = maximum
        worstX = worst % width
        worstY = worst / width
        edgeColumnShare = sum == 0 ? 0 : Double(columns) / Double(sum)
        edgeRowShare = sum == 0 ? 0 : Double(rows) / Double(sum)
    }
}

/// The verdict on one case: Zoetrope passes when it is at least as close to one reference as the
/// references are to each other, plus ``margin``.
///
/// The margin, 0.02 levels of mean excess, is one pixel's channel wrong by 245 levels on a 64×64
/// canvas (12,288 channels): where Cairo and Blend2D agree exactly (most fills), a single stray
/// pixel still passes, two wrong pixels do not.
public struct DifferentialVerdict: Sendable {
    public static let margin = 0.02

    public let seed: UInt64
    public let zoetropeCairo: DifferentialDistance
    public let zoetropeBlend2D: DifferentialDistance
    public let cairoBlend2D: DifferentialDistance

    public init(seed: UInt64, zoetrope: [UInt8], cairo: [UInt8], blend2D: [UInt8], width: Int, height: Int) {
        self.seed = seed
        zoetropeCairo = DifferentialDistance(zoetrope, cairo, width: width, height: height)
        zoetropeBlend2D = DifferentialDistance(zoetrope, blend2D, width: width, height: height)
        cairoBlend2D = DifferentialDistance(cairo, blend2D, width: width, height: height)
    }

    /// How far Zoetrope is past the references' own disagreement (≤ 0: as close as they are).
    public var excess: Double { min(zoetropeCairo.mean, zoetropeBlend2D.mean) - cairoBlend2D.mean }

    public func passes(margin: Double = Self.margin) -> Bool { excess <= margin }

    /// The distance to the closer reference.
    public var closer: DifferentialDistance {
        zoetropeCairo.mean <= zoetropeBlend2D.mean ? zoetropeCairo : zoetropeBlend2D
    }

    /// One line: seed, distances (mean excess / max) and the worst pixel against the closer reference.
    public func line(for scene: RandomPeerScene) -> String {
        func d(_ x: DifferentialDistance) -> String { String(format: "%.3f/%d", x.mean, x.maximum) }
        let near = closer
        return "seed \(seed): Z-cairo \(d(zoetropeCairo))  Z-blend2d \(d(zoetropeBlend2D))  cairo-blend2d \(d(cairoBlend2D))"
            + "  worst (\(near.worstX),\(near.worstY))  ["
            + scene.features.sorted().map(\.rawValue).joined(separator: ", ") + "]"
    }
}
