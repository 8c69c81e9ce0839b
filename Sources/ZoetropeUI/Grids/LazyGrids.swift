import Foundation
import Geometry2D

/// A grid that fills rows left to right, its columns given by `GridItem`s (SwiftUI's `LazyVGrid`).
/// Zoetrope lays out every cell (there is no scrolling window to be lazy about), so a huge grid
/// is bounded by the view budget (`Storyboard.maximumViews`).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 12) {
///     ForEach(colors, id: \.self) { color in RoundedRectangle(cornerRadius: 8).fill(color).frame(height: 60) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: columns, isVertical: true, alignment: Alignment(horizontal: alignment, vertical: .center),
                                 lineSpacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}

/// A grid that fills columns top to bottom, its rows given by `GridItem`s (SwiftUI's `LazyHGrid`).
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(0..<10) { Text("\($0)") } }
/// ```
public struct LazyHGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: rows, isVertical: false, alignment: Alignment(horizontal: .center, vertical: alignment),
                                 lineSpacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}

/// The section parts a lazy stack or grid keeps on screen while scrolling (accepted; Zoetrope
/// draws static content).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The lazy grids' layout: tracks across (``GridTracks``), cells filled line by line, each line
/// as long as its longest cell, lines `lineSpacing` apart (nil: 8 points).
public struct _LazyGridLayout: Layout {
    let items: [GridItem]
    /// Columns across and rows down (`LazyVGrid`) or rows across and columns along (`LazyHGrid`).
    let isVertical: Bool
    let alignment: Alignment
    let lineSpacing: CGFloat?

    public struct Cache {
        var across: CGFloat?
        var tracks = GridTracks([], length: nil)
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func tracks(_ proposal: ProposedViewSize, _ cache: inout Cache) -> GridTracks {
        let across = isVertical ? proposal.width : proposal.height
        if cache.across != across || cache.tracks.tracks.isEmpty && !items.isEmpty {
            cache.across = across
            cache.tracks = GridTracks(items, length: across.flatMap { $0.isFinite ? $0 : nil })
        }
        return cache.tracks
    }

    private var spacing: CGFloat {
        guard let lineSpacing, !lineSpacing.isNaN else { return GridItem.defaultSpacing }
        return max(lineSpacing, 0)
    }

    /// Each line's length along the grid: its longest cell.
    private func lines(_ tracks: GridTracks, _ subviews: Subviews) -> [CGFloat] {
        let count = tracks.tracks.count
        guard count > 0 else { return [] }
        return stride(from: 0, to: subviews.count, by: count).map { start in
            var longest: CGFloat = 0
            for (offset, track) in tracks.tracks.enumerated() where start + offset < subviews.count {
                let size = subviews[start + offset].sizeThatFits(proposal(track))
                longest = max(longest, isVertical ? size.height : size.width)
            }
            return longest
        }
    }

    private func proposal(_ track: GridTracks.Track) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: track.size, height: nil) : ProposedViewSize(width: nil, height: track.size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let tracks = tracks(proposal, &cache)
        let lines = lines(tracks, subviews)
        let along = lines.reduce(0, +) + spacing * CGFloat(max(lines.count - 1, 0))
        return isVertical ? CGSize(width: tracks.length, height: along) : CGSize(width: along, height: tracks.length)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let tracks = tracks(proposal, &cache)
        let count = tracks.tracks.count
        guard count > 0 else {
            for view in subviews { view.place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0)) }
            return
        }
        var along = isVertical ? bounds.minY : bounds.minX
        for (line, length) in lines(tracks, subviews).enumerated() {
            var across = isVertical ? bounds.minX : bounds.minY
            for (offset, track) in tracks.tracks.enumerated() {
                let index = line * count + offset
                guard index < subviews.count else { break }
                let cell = isVertical ? CGRect(x: across, y: along, width: track.size, height: length)
                                      : CGRect(x: along, y: across, width: length, height: track.size)
                let view = subviews[index], offer = self.proposal(track)
                let origin = (track.alignment ?? alignment).origin(of: view.sizeThatFits(offer), in: cell,
                                                                   direction: subviews.layoutDirection)
                view.place(at: origin, anchor: .topLeading, proposal: offer)
                across += track.size + track.spacing
            }
            along += length + spacing
        }
    }
}
