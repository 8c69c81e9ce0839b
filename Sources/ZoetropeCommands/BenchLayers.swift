import Foundation
import Geometry2D
import VectorPath
import RenderCommands
import SoftwareRasterizer
import LayerTree
import ZoetropeUI
import SystemResources

/// `zoetrope bench --layers`: issue 15's layer frame — 2,000 layers with rounded corners and soft
/// shadows, all animating (each spins about its centre, periods 1.5–2.1 s, repeating forever) — on
/// the virtual clock, frames in time order: per frame, with 1 and all threads, the presentation
/// tree a render draws (`LayerTimeline.presentationTree(at:)`: the clock advanced from the last
/// frame, the kept tree re-evaluated) and its display list (`CARenderer2D`) — together what
/// `LayerTimeline.displayList(at:)` does —; a fresh presentation tree as `presentation(of:at:)`
/// returns it (for reference); and the CPU backend drawing the frame with 1 and all threads; beside the same rounded rectangles, turned the same way, through the
/// view layer (`ImageRenderer`: view graph → display list, then drawn; views have no shadows).
///
/// ```
/// zoetrope bench --layers --runs 20
/// ```
struct BenchLayers {
    let command: BenchCommand
    let width: Int, height: Int

    /// Layers in the frame.
    static let count = 2000
    static let columns = 50

    /// One row of the table.
    struct Row {
        var name: String
        var times: [Double]
    }

    /// The root and its 2,000 layers (before any animation is added).
    static func tree(width: Int, height: Int) -> (root: CALayer, cards: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: Double(width) / 2, y: Double(height) / 2)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let rows = (count + columns - 1) / columns
        let cellW = Double(width) / Double(columns), cellH = Double(height) / Double(rows)
        var cards: [CALayer] = []
        for index in 0..<count {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: cellW * 0.6, height: cellH * 0.6)
            card.position = CGPoint(x: (Double(index % columns) + 0.5) * cellW, y: (Double(index / columns) + 0.5) * cellH)
            card.cornerRadius = min(cellW, cellH) * 0.15
            let hue = Double(index % 12) / 12
            card.backgroundColor = CGColor(red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1 / 3)),
                                           blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2 / 3)), alpha: 1)
            card.shadowOpacity = 0.4
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: 0, height: 1.5)
            root.addSublayer(card)
            cards.append(card)
        }
        return (root, cards)
    }

    /// The spin each card gets at time 0.
    static func spin(_ index: Int) -> CABasicAnimation {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 1.5 + Double(index % 7) * 0.1
        spin.repeatCount = .infinity
        return spin
    }

    /// The card's angle at `time` (what the spin gives), for the view-layer twin.
    static func angle(_ index: Int, at time: Double) -> Double {
        let duration = 1.5 + Double(index % 7) * 0.1
        return 2 * .pi * (time / duration - (time / duration).rounded(.down))
    }

    func run() throws {
        let (root, cards) = Self.tree(width: width, height: height)
        let timeline = LayerTimeline(root: root) { tl in
            tl.at(0) { for (index, card) in cards.enumerated() { card.add(Self.spin(index), forKey: "spin") } }
        }
        let cores = AvailableCPUs.current.count
        let threadCounts = Array(Set([1, cores])).sorted()
        let renderers = threadCounts.map { SoftwareRenderer(threads: $0) }
        var pixmap = try Pixmap(width: width, height: height)
        var presentation = threadCounts.map { Row(name: "layers: presentation (kept tree) \($0)t", times: []) }
        var displayList = threadCounts.map { Row(name: "layers: display list (CARenderer2D) \($0)t", times: []) }
        var frame = threadCounts.map { Row(name: "layers: presentation + display list \($0)t", times: []) }
        var freshCopies = Row(name: "layers: presentation(of:at:) (new copies)", times: [])
        var raster = threadCounts.map { Row(name: "layers: cpu raster \($0)t", times: []) }
        var viewList = Row(name: "views: display list (view graph)", times: [])
        var viewRaster = threadCounts.map { Row(name: "views: cpu raster \($0)t", times: []) }
        var commands = 0
        for index in 0..<(command.warmup + command.runs) {
            let time = 0.5 + Double(index) / 60
            let timed = index >= command.warmup
            var list = DisplayList()
            for (k, threads) in threadCounts.enumerated() {
                // The same frame with each thread count (the later ones continue from the clock
                // where the first left it: the same work, nothing to replay).
                var tree = root
                timeline.threads = threads
                let p = BenchRunner.time { tree = timeline.presentationTree(at: time) }
                guard tree !== root else { throw RuntimeError("--layers: no presentation at \(time)") }
                let options = CARenderer2D.Options(threads: threads)
                let d = BenchRunner.time {
                    list = CARenderer2D.displayList(for: tree, size: CGSize(width: width, height: height), scale: 1, options: options)
                }
                if timed {
                    presentation[k].times.append(p)
                    displayList[k].times.append(d)
                    frame[k].times.append(p + d)
                }
            }
            let f = BenchRunner.time { _ = timeline.presentation(of: root, at: time) }
            commands = list.commands.count
            for (k, renderer) in renderers.enumerated() {
                let r = try BenchRunner.time { try renderer.render(list, into: &pixmap) }
                if timed { raster[k].times.append(r) }
            }
            let view = CardGrid(width: width, height: height, time: time)
            var views = DisplayList()
            let v = try BenchRunner.time { views = try ImageRenderer(content: view).displayList() }
            for (k, renderer) in renderers.enumerated() {
                pixmap.fill(.white)
                let r = try BenchRunner.time { try renderer.render(views, into: &pixmap) }
                if timed { viewRaster[k].times.append(r) }
            }
            if timed {
                freshCopies.times.append(f)
                viewList.times.append(v)
            }
        }
        try Console.print("layer frame: \(Self.count) layers (rounded corners, shadow radius 2, each spinning), \(width)x\(height), "
                          + "\(commands) display-list commands; \(command.warmup) warm-up + \(command.runs) timed frames")
        try Console.print("row                                         median ms   min ms   max ms")
        for row in presentation + displayList + frame + [freshCopies] + raster + [viewList] + viewRaster {
            let s = Summary(row.times)
            try Console.print(row.name.padding(toLength: 42, withPad: " ", startingAt: 0)
                              + [s.median, s.min, s.max].map { BenchFormat.ms($0).leftPadded(to: 11) }.joined())
        }
        let perFrame = frame.map { "\(BenchFormat.ms(Summary($0.times).median)) ms" }.joined(separator: " / ")
        try Console.print("presentation + display list (\(threadCounts.map { "\($0)t" }.joined(separator: " / "))): \(perFrame) per frame "
                          + "(issue 15's bar: ≤ 4 ms)")
    }
}

/// The view-layer twin of the layer frame: the same rounded rectangles at the same places and
/// angles (no shadows: views have none).
private struct CardGrid: View {
    let width: Int, height: Int, time: Double

    var body: some View {
        let rows = (BenchLayers.count + BenchLayers.columns - 1) / BenchLayers.columns
        let cellW = Double(width) / Double(BenchLayers.columns), cellH = Double(height) / Double(rows)
        ZStack(alignment: .topLeading) {
            ForEach(0..<BenchLayers.count, id: \.self) { index in
                let hue = Double(index % 12) / 12
                RoundedRectangle(cornerRadius: min(cellW, cellH) * 0.15)
                    .fill(Color(red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1 / 3)),
                                blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2 / 3))))
                    .frame(width: cellW * 0.6, height: cellH * 0.6)
                    .rotationEffect(.radians(BenchLayers.angle(index, at: time)))
                    .position(x: (Double(index % BenchLayers.columns) + 0.5) * cellW, y: (Double(index / BenchLayers.columns) + 0.5) * cellH)
            }
        }
        .frame(width: Double(width), height: Double(height))
        .background(Color.white)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
