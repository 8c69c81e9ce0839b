import Foundation
import Geometry2D

/// A filtered layer's content, placed in its own `width`×`height` pixmap, to be drawn by a
/// backend (see ``DisplayList/resolvingFilters(width:height:canvas:threads:render:renderMany:)``).
public struct FilterContent {
    /// The content, in the pixmap's pixels.
    public var list: DisplayList
    public var width: Int, height: Int
    /// True when everything the content draws lies inside the pixmap; false when it was cut where
    /// it could not reach the canvas — drawn anywhere else, it must then be clipped to the pixmap.
    public var isContained: Bool
}

/// How a filtered layer is drawn: its filters in device pixels and the device rectangle its
/// pixels cover.
struct FilterPlan {
    let filters: [DeviceFilter]
    let region: CGRect
    let content: FilterContent
}

/// Replaces the filtered layers of a list by their filtered pixels
/// (``DisplayList/resolvingFilters(width:height:canvas:threads:render:renderMany:)``).
struct FilterResolver {
    let width: Int, height: Int
    let canvas: Pixmap?
    let render: (DisplayList, Int, Int) throws -> Pixmap
    let renderMany: (([FilterContent]) throws -> [Pixmap])?
    /// How many threads the filters may run on (0: as many as the machine runs at once).
    var threads = 0

    /// `behind`: what is drawn beneath this list (the enclosing lists' commands so far, their
    /// groups closed), which backdrop filters see beneath this list's own, over ``canvas``.
    func resolve(_ list: DisplayList, depth: Int, behind: DisplayList) throws -> DisplayList {
        guard list.hasFilters else { return list }
        guard depth < DisplayList.maximumFilterDepth else { throw Self.tooDeep(depth + 1) }
        var list = list
        if depth == 0, renderMany != nil {
            let levels = list.filterNesting
            guard levels <= DisplayList.maximumFilterDepth else { throw Self.tooDeep(levels) }
            list = try resolvingLeaves(list)
        }
        let commands = list.commands
        var result = DisplayList()
        result.commands.reserveCapacity(commands.count)
        var index = 0, open = 0
        while index < commands.count {
            guard case .pushLayer(let style) = commands[index], !style.filters.isEmpty else {
                switch commands[index] {
                case .pushLayer: open += 1
                case .popLayer: open -= 1
                default: break
                }
                result.commands.append(commands[index])
                index += 1
                continue
            }
            let end = DisplayList.endOfGroup(commands, from: index + 1)
            var inner = DisplayList()
            inner.commands = Array(commands[(index + 1)..<max(index + 1, end - 1)])
            // What a backdrop sees: everything drawn so far, the groups still open closed (built
            // only where a backdrop is drawn: copying the prefix for every shadow would be quadratic).
            var backdrop = DisplayList()
            if style.filters.contains(where: \.isBackdrop) || inner.commands.contains(where: DisplayList.drawsBackdrop) {
                backdrop = behind
                backdrop.commands.append(contentsOf: result.commands)
                backdrop.commands.append(contentsOf: repeatElement(.popLayer, count: max(open, 0)))
            }
            inner = try resolve(inner, depth: depth + 1, behind: backdrop)
            if let plan = try plan(inner, filters: style.filters, transform: style.transform) {
                let drawn = try render(plan.content.list, plan.content.width, plan.content.height)
                result.append(filtered: try filtered(drawn, plan, backdrop: backdrop, depth: depth), style: style)
            }
            index = end
        }
        return result
    }

    /// The error for filtered layers nested `levels` deep.
    private static func tooDeep(_ levels: Int) -> RenderError {
        .overBudget(RenderBudget.Exceeded(.layerDepth, amount: Double(levels), maximum: DisplayList.maximumFilterDepth,
                                          detail: "filtered layers (blur, shadow, colour effects) nested"))
    }

    /// `list` with its innermost filtered layers that need nothing but their own content drawn —
    /// nothing filtered inside, no mask, no backdrop; at any depth — replaced by their filtered
    /// pixels, their contents drawn through ``renderMany`` all at once; again with the layers
    /// that became innermost, until fewer than two are left. The same list as the recursion
    /// gives (each content is resolved in canvas pixels whatever encloses it, and a backdrop sees
    /// the same resolved pixels before it), in a render per level rather than per layer.
    private func resolvingLeaves(_ list: DisplayList) throws -> DisplayList {
        var list = list
        while let renderMany {
            let commands = list.commands
            var leaves: [(start: Int, end: Int, style: LayerStyle, plan: FilterPlan?)] = []
            var open: [Int] = []   // the pushLayer indices of the groups open, innermost last
            var hasFilteredInside: Set<Int> = []
            for (index, command) in commands.enumerated() {
                switch command {
                case .pushLayer:
                    open.append(index)
                case .popLayer:
                    guard let start = open.popLast(), case .pushLayer(let style) = commands[start] else { continue }
                    let inside = hasFilteredInside.contains(start)
                    if let parent = open.last, inside || !style.filters.isEmpty { hasFilteredInside.insert(parent) }
                    guard !style.filters.isEmpty, !inside, !style.filters.contains(where: { $0.isBackdrop || $0.isMask }) else { continue }
                    var inner = DisplayList()
                    inner.commands = Array(commands[(start + 1)..<index])
                    leaves.append((start, index + 1, style, try plan(inner, filters: style.filters, transform: style.transform)))
                default:
                    break
                }
            }
            let drawable = leaves.compactMap(\.plan)
            guard drawable.count >= 2 else { break }
            let pixmaps = try renderMany(drawable.map(\.content))
            guard pixmaps.count == drawable.count else { break }
            var images = Self.filteredConcurrently(pixmaps, drawable, threads: threads).makeIterator()
            var result = DisplayList()
            result.commands.reserveCapacity(commands.count)
            var index = 0
            for leaf in leaves {   // in order: leaves never nest
                result.commands.append(contentsOf: commands[index..<leaf.start])
                index = leaf.end
                guard leaf.plan != nil, let image = images.next() else { continue }
                result.append(filtered: image, style: leaf.style)
            }
            result.commands.append(contentsOf: commands[index...])
            list = result
        }
        return list
    }

    /// Each pixmap with its plan's filters applied (blurs, shadows, colour matrices: no mask or
    /// backdrop, which draw), the layers spread over at most `threads` threads (0: the cores) — a
    /// blur of one card's ~150² pixels is too small to split well, a hundred of them are not. The
    /// same pixels as one by one.
    private static func filteredConcurrently(_ pixmaps: [Pixmap], _ plans: [FilterPlan], threads: Int) -> [(pixmap: Pixmap, rect: CGRect)] {
        var out = pixmaps
        out.withUnsafeMutableBufferPointer { out in
            let workers = filterWorkers(layers: out.count, threads: threads)
            // Layers side by side each filter on one thread; a lone layer splits its own blur.
            let jobs = FilterJobs(pixmaps: out, plans: plans, threads: workers > 1 ? 1 : threads)
            if workers <= 1 {
                for item in out.indices { jobs.run(item) }
            } else {
                let count = out.count
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    for item in stride(from: worker, to: count, by: workers) { jobs.run(item) }
                }
            }
        }
        return zip(out, plans).map { ($0, $1.region) }
    }

    /// How many threads filter `layers` layers together: one each, at most `threads` (0: no bound
    /// but the machine's).
    package static func filterWorkers(layers: Int, threads: Int) -> Int {
        threads > 0 ? min(layers, threads) : layers
    }

    /// Where `content` under `filters` is drawn, or nil when nothing of it can show: its device
    /// bounds (conservative) grown by how far the filters reach, cut to the canvas grown by as
    /// much (what lies further cannot reach the canvas).
    private func plan(_ content: DisplayList, filters: [LayerFilter], transform: ProjectionTransform) throws -> FilterPlan? {
        let device = filters.map { DeviceFilter($0, transform: transform, width: width, height: height) }
        var reachX = 0, reachY = 0
        for filter in device { reachX += filter.reachX; reachY += filter.reachY }
        let limit = CGRect(x: -reachX, y: -reachY, width: width + 2 * reachX, height: height + 2 * reachY)
        let known = content.deviceBounds()
        let bounds = known ?? limit
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let region = DisplayList.grown(bounds, by: device).intersection(limit).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let w = Int(region.width), h = Int(region.height)
        do { try Pixmap.validateSize(width: w, height: h) } catch {
            throw RenderError.overBudget(RenderBudget.Exceeded(.imagePixels, amount: Double(w) * Double(h), maximum: Pixmap.maximumPixelCount,
                                                               detail: "a filtered layer's pixels"))
        }
        let toRegion = ProjectionTransform(CGAffineTransform(translationX: -region.minX, y: -region.minY))
        let contained = known.map { region.contains($0) } ?? false
        return FilterPlan(filters: device, region: region,
                          content: FilterContent(list: content.transformed(by: toRegion), width: w, height: h, isContained: contained))
    }

    /// `pixmap` (the plan's content drawn) with the plan's filters applied, and the device
    /// rectangle it covers.
    private func filtered(_ pixmap: Pixmap, _ plan: FilterPlan, backdrop: DisplayList, depth: Int) throws -> (pixmap: Pixmap, rect: CGRect) {
        var pixmap = pixmap
        let w = plan.content.width, h = plan.content.height, region = plan.region
        for filter in plan.filters {
            switch filter.filter {
            case .mask(let mask):
                let toRegion = ProjectionTransform(CGAffineTransform(translationX: -region.minX, y: -region.minY))
                let local = FilterResolver(width: w, height: h, canvas: nil, render: render, renderMany: renderMany, threads: threads)
                let maskContent = try local.resolve(mask.transformed(by: toRegion), depth: depth + 1, behind: DisplayList())
                pixmap.applyMask(maskContent.commands.isEmpty ? try Pixmap(width: w, height: h) : try render(maskContent, w, h))
            case .backdrop(_, let saturation):
                try DisplayList.drawBackdrop(backdrop, over: canvas, beneath: &pixmap, region: region, kernel: filter.kernel,
                                             saturation: saturation, width: width, height: height, threads: threads, render: render)
            default:
                filter.apply(to: &pixmap, threads: threads)
            }
        }
        return (pixmap, region)
    }
}

extension DisplayList {
    /// Appends a filtered layer's pixels as the layer without its filters holding one image.
    mutating func append(filtered image: (pixmap: Pixmap, rect: CGRect), style: LayerStyle) {
        var plain = style
        plain.filters = []
        commands.append(.pushLayer(plain))
        commands.append(.image(image.pixmap, rect: image.rect, interpolation: .none, opacity: 1, transform: ProjectionTransform()))
        commands.append(.popLayer)
    }

    /// How deeply filtered layers nest (0: none).
    var filterNesting: Int {
        var deepest = 0
        var open: [Bool] = []   // whether each open group is filtered
        var filtered = 0
        for command in commands {
            switch command {
            case .pushLayer(let style):
                let isFiltered = !style.filters.isEmpty
                open.append(isFiltered)
                if isFiltered { filtered += 1; deepest = max(deepest, filtered) }
            case .popLayer:
                if open.popLast() == true { filtered -= 1 }
            default:
                break
            }
        }
        return deepest
    }
}

/// The pixmaps of ``FilterResolver/filteredConcurrently(_:_:threads:)``, each filtered by one thread.
private struct FilterJobs: @unchecked Sendable {
    let pixmaps: UnsafeMutableBufferPointer<Pixmap>
    let plans: [FilterPlan]
    /// The threads each layer's own blur may use.
    let threads: Int

    func run(_ item: Int) {
        for filter in plans[item].filters { filter.apply(to: &pixmaps[item], threads: threads) }
    }
}
