import Foundation
import VectorPath
import RenderCommands
import Geometry2D

/// The benchmark scenes shared with other renderers (`shared/scenes/SCENES.md`): exact geometry,
/// 1024 × 1024 pixels, drawn over opaque white, so Zoetrope's output and speed can be compared with
/// Cairo's, Blend2D's, Skia's and resvg's on the same machine.
///
/// ```swift
/// var pixmap = try Pixmap(width: 1024, height: 1024)
/// pixmap.fill(.white)
/// try SoftwareRenderer().render(PeerScene.flower(64).displayList, into: &pixmap)
/// ```
public enum PeerScene: Hashable, Sendable, CustomStringConvertible {
    /// An n-gon and all its diagonals stroked as one path, 1 px opaque blue.
    case flower(Int)
    /// The same geometry, 2 px blue at alpha 0.5 (union stroking matters).
    case flowerAlpha(Int)
    /// k random filled polygons (LCG seed 42).
    case polygons(Int)
    /// A clock face at 10:10:30.
    case clock
    /// The blob of five cubic Béziers.
    case blob

    /// The canvas side in pixels.
    public static let canvasSide = 1024

    /// Every scene in SCENES.md, in its table order.
    public static let all: [PeerScene] = [
        .flower(16), .flower(64), .flower(200), .flowerAlpha(16), .flowerAlpha(64), .flowerAlpha(200),
        .polygons(1000), .polygons(10000), .clock, .blob,
    ]

    /// The scene's name in SCENES.md, e.g. `flower_alpha_64`.
    public var description: String {
        switch self {
        case .flower(let n): "flower_\(n)"
        case .flowerAlpha(let n): "flower_alpha_\(n)"
        case .polygons(let k): "polygons_\(k)"
        case .clock: "clock"
        case .blob: "blob"
        }
    }

    /// The largest flower accepted by ``init(name:)`` (n = 400 has 79 400 diagonals).
    public static let maximumFlowerSize = 400
    /// The most polygons accepted by ``init(name:)``.
    public static let maximumPolygonCount = 100_000

    /// The flower sizes `zoetrope bench --flower-scaling` steps through (segments grow as n²).
    public static let flowerScalingSizes = [16, 32, 64, 100, 141, 200, 283, 400]

    /// The scene called `name`: a SCENES.md name, or the same families at other sizes —
    /// `flower_N` / `flower_alpha_N` for 3 ≤ N ≤ 400 and `polygons_K` for 1 ≤ K ≤ 100 000.
    ///
    /// ```swift
    /// PeerScene(name: "flower_400")   // .flower(400)
    /// ```
    public init?(name: String) {
        if let scene = Self.all.first(where: { $0.description == name }) {
            self = scene
            return
        }
        func size(after prefix: String) -> Int? {
            guard name.hasPrefix(prefix), let n = Int(name.dropFirst(prefix.count)),
                  String(n) == name.dropFirst(prefix.count) else { return nil }
            return n
        }
        if let n = size(after: "flower_alpha_"), (3...Self.maximumFlowerSize).contains(n) {
            self = .flowerAlpha(n)
        } else if let n = size(after: "flower_"), (3...Self.maximumFlowerSize).contains(n) {
            self = .flower(n)
        } else if let k = size(after: "polygons_"), (1...Self.maximumPolygonCount).contains(k) {
            self = .polygons(k)
        } else {
            return nil
        }
    }

    /// Line and curve segments in the scene's paths (SCENES.md's "segments (L + C)", closing
    /// segments not counted): what flattening and stroking work through.
    public var segmentCount: Int {
        switch self {
        case .flower(let n), .flowerAlpha(let n): (n - 1) + n * (n - 3) / 2
        case .polygons(let k): (0..<k).reduce(0) { $0 + 2 + $1 % 10 }
        case .clock: 19
        case .blob: 5
        }
    }

    /// The draw operations at SCENES.md's 1024 × 1024 (the white background is the caller's).
    public var displayList: DisplayList { displayList(width: Self.canvasSide, height: Self.canvasSide) }

    /// The draw operations for a `width` × `height` canvas: every point of the 1024 × 1024
    /// geometry scaled by (width / 1024, height / 1024), stroke widths kept in pixels, so the
    /// scene covers the same share of the canvas. At 1024 × 1024 the geometry is bit-identical to
    /// SCENES.md's.
    ///
    /// ```swift
    /// let list = PeerScene.flower(200).displayList(width: 2048, height: 2048)
    /// ```
    public func displayList(width: Int, height: Int) -> DisplayList {
        let side = Double(Self.canvasSide)
        let scale = CGAffineTransform(scaleX: Double(width) / side, y: Double(height) / side)
        var list = DisplayList()
        for command in unscaledDisplayList.commands {
            switch command {
            case .fill(let path, let paint, let style, let transform):
                list.commands.append(.fill(path.applying(scale), paint: paint, style: style, transform: transform))
            case .stroke(let path, let strokeStyle, let paint, let transform, let antialiased):
                list.commands.append(.stroke(path.applying(scale), style: strokeStyle, paint: paint, transform: transform,
                                             antialiased: antialiased))
            default:
                list.commands.append(command)
            }
        }
        return list
    }

    private var unscaledDisplayList: DisplayList {
        var list = DisplayList()
        switch self {
        case .flower(let n):
            list.stroke(Self.flowerPath(n), style: Self.stroke(width: 1), with: .color(Color(red: 0, green: 0, blue: 1)))
        case .flowerAlpha(let n):
            list.stroke(Self.flowerPath(n), style: Self.stroke(width: 2),
                        with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
        case .polygons(let k):
            Self.appendPolygons(k, to: &list)
        case .clock:
            Self.appendClock(to: &list)
        case .blob:
            list.fill(Self.blobPath, with: .color(Color(red: 30 / 255, green: 144 / 255, blue: 1)))
        }
        return list
    }

    /// SCENES.md's stroke defaults: butt caps, miter joins, miter limit 4.
    static func stroke(width: CGFloat, cap: CGLineCap = .butt) -> StrokeStyle {
        StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: .miter, miterLimit: 4)
    }

    /// The closed n-gon followed by one open sub-path per diagonal.
    static func flowerPath(_ n: Int) -> Path {
        let points = (0..<n).map { i -> CGPoint in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return CGPoint(x: 512 + 480 * cos(angle), y: 512 + 480 * sin(angle))
        }
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        for i in 0..<n {
            for j in (i + 2)..<max(n, i + 2) where !(i == 0 && j == n - 1) {
                path.move(to: points[i])
                path.addLine(to: points[j])
            }
        }
        return path
    }
}
