// The PNGs the seeds load by name, drawn here with Zoetrope's own display list and software renderer
// (the user's asset catalogs are not part of the seeds). Committed under Assets/; rewrite them with
// `ZOETROPE_RECORD_SEED_ASSETS=1 swift test --filter SeedAssetTests` after changing a drawing.
//
// - "tower" (seed 000): 200 × 300 px, so 200 × 300 pt at scale 1 (view-layer spec §2.6).
// - "1" … "5" (seed 001 RotatingCard): card faces with that many red pips, 106 × 160 px (the card is
//   `.resizable()` in a 212 × 320 frame); "bg": the card's back, blue with white diagonal stripes.
import Zoetrope

enum SeedAssets {
    /// Every asset by name.
    static let names = ["tower", "1", "2", "3", "4", "5", "bg"]

    /// The directory the tests read the committed PNGs from (the target's resources).
    static var directory: URL {
        guard let url = Bundle.module.url(forResource: "Assets", withExtension: nil) else {
            fatalError("the SeedCompatibilityTests resources have no Assets folder")
        }
        return url
    }

    /// The source directory the PNGs are recorded into.
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
    }

    static let sky = Color(red: 0.81, green: 0.91, blue: 1)
    static let stone = Color(red: 0.45, green: 0.45, blue: 0.5)
    static let pip = Color(red: 0.85, green: 0.1, blue: 0.15)
    static let back = Color(red: 0.1, green: 0.3, blue: 0.75)

    /// The pixels of the asset `name`.
    static func pixmap(named name: String) throws -> Pixmap {
        var list = DisplayList()
        let size: (width: Int, height: Int)
        switch name {
        case "tower":
            size = (200, 300)
            list.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 300)), with: .color(sky))
            list.fill(Path(CGRect(x: 0, y: 260, width: 200, height: 40)), with: .color(.green))
            var body = Path()
            body.move(to: CGPoint(x: 60, y: 260))
            body.addLine(to: CGPoint(x: 140, y: 260))
            body.addLine(to: CGPoint(x: 112, y: 60))
            body.addLine(to: CGPoint(x: 88, y: 60))
            body.closeSubpath()
            list.fill(body, with: .color(stone))
            list.fill(Path(CGRect(x: 82, y: 40, width: 36, height: 20)), with: .color(.black))
            list.fill(Path(CGRect(x: 98, y: 8, width: 4, height: 32)), with: .color(.black))
            for y in stride(from: 90, through: 210, by: 40) {
                list.fill(Path(CGRect(x: 94, y: CGFloat(y), width: 12, height: 18)), with: .color(.yellow))
            }
        case "bg":
            size = (106, 160)
            list.fill(Path(CGRect(x: 0, y: 0, width: 106, height: 160)), with: .color(back))
            var stripes = Path()
            for k in stride(from: -160, through: 106, by: 16) {
                stripes.move(to: CGPoint(x: CGFloat(k), y: 0))
                stripes.addLine(to: CGPoint(x: CGFloat(k) + 160, y: 160))
            }
            list.stroke(stripes, style: StrokeStyle(lineWidth: 3), with: .color(.white))
        default:
            guard let count = Int(name), (1...5).contains(count) else { throw CocoaError(.fileNoSuchFile) }
            size = (106, 160)
            list.fill(Path(CGRect(x: 0, y: 0, width: 106, height: 160)), with: .color(.white))
            list.stroke(Path(CGRect(x: 4, y: 4, width: 98, height: 152)), style: StrokeStyle(lineWidth: 2), with: .color(pip))
            for center in pips(count) {
                list.fill(Path(ellipseIn: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20)), with: .color(pip))
            }
        }
        var pixmap = try Pixmap(width: size.width, height: size.height)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        return pixmap
    }

    /// Dice-like pip centres on a 106 × 160 card.
    static func pips(_ count: Int) -> [CGPoint] {
        let l: CGFloat = 30, c: CGFloat = 53, r: CGFloat = 76, t: CGFloat = 40, m: CGFloat = 80, b: CGFloat = 120
        switch count {
        case 1: return [CGPoint(x: c, y: m)]
        case 2: return [CGPoint(x: l, y: t), CGPoint(x: r, y: b)]
        case 3: return [CGPoint(x: l, y: t), CGPoint(x: c, y: m), CGPoint(x: r, y: b)]
        case 4: return [CGPoint(x: l, y: t), CGPoint(x: r, y: t), CGPoint(x: l, y: b), CGPoint(x: r, y: b)]
        default: return [CGPoint(x: l, y: t), CGPoint(x: r, y: t), CGPoint(x: c, y: m), CGPoint(x: l, y: b), CGPoint(x: r, y: b)]
        }
    }
}
