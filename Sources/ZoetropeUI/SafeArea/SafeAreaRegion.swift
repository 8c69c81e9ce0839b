import Foundation
import Geometry2D

/// The safe area views are placed against, in canvas layout coordinates: `safe` is where views
/// go unless they ignore the safe area, `outer` how far a view touching an edge of `safe` may
/// extend past it (the screen, or the space a `safeAreaInset` bar takes).
///
/// SwiftUI keeps the safe area as insets that travel with layout; this is the same picture in
/// absolute rectangles: a view's own safe-area insets are the distances from its frame to
/// `outer`, on the edges where its frame reaches (or passes) the edge of `safe` — what
/// `GeometryProxy.safeAreaInsets` reports (a root `GeometryReader` on an iPhone 15 sees top 59 and
/// bottom 34 while its size is the safe size) and what `ignoresSafeArea` extends a view by.
/// A view whose edge lies inside `safe` has no inset there (inferred from SwiftUI's behaviour:
/// only views that reach the edge of the safe area can extend into it).
struct SafeAreaRegion: Equatable {
    var safe: CGRect
    var outer: CGRect

    /// How close (points) a frame's edge must come to the safe area's edge to count as touching
    /// it (layout arithmetic in Double leaves rounding dust; pixel rounding is applied later).
    static let tolerance: CGFloat = 0.001

    /// The region of a canvas `bounds` with `insets` (leading is the left edge) taken by the
    /// system: nil when there are none (a bare canvas, where nothing changes).
    init?(bounds: CGRect, insets: EdgeInsets) {
        let top = Self.clean(insets.top), left = Self.clean(insets.leading)
        let bottom = Self.clean(insets.bottom), right = Self.clean(insets.trailing)
        guard top + left + bottom + right > 0 else { return nil }
        let width = max(bounds.width - left - right, 0), height = max(bounds.height - top - bottom, 0)
        self.init(safe: CGRect(x: bounds.minX + left, y: bounds.minY + top, width: width, height: height), outer: bounds)
    }

    init(safe: CGRect, outer: CGRect) {
        self.safe = safe
        self.outer = outer
    }

    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    /// The safe-area insets of a view with frame `rect`, by physical edge.
    func insets(of rect: CGRect) -> PhysicalInsets {
        let t = Self.tolerance
        return PhysicalInsets(
            top: rect.minY <= safe.minY + t ? max(rect.minY - outer.minY, 0) : 0,
            left: rect.minX <= safe.minX + t ? max(rect.minX - outer.minX, 0) : 0,
            bottom: rect.maxY >= safe.maxY - t ? max(outer.maxY - rect.maxY, 0) : 0,
            right: rect.maxX >= safe.maxX - t ? max(outer.maxX - rect.maxX, 0) : 0)
    }

    /// `rect` grown by its safe-area insets on `edges`.
    func extended(_ rect: CGRect, edges: PhysicalEdges) -> CGRect {
        let insets = insets(of: rect)
        let top = edges.contains(.top) ? insets.top : 0, left = edges.contains(.left) ? insets.left : 0
        let bottom = edges.contains(.bottom) ? insets.bottom : 0, right = edges.contains(.right) ? insets.right : 0
        return CGRect(x: rect.minX - left, y: rect.minY - top,
                      width: rect.width + left + right, height: rect.height + top + bottom)
    }

    /// The region inside a view that ignores the safe area on `edges`: there the safe area reaches
    /// the outer bound (its content sees no inset on those edges).
    func ignoring(_ edges: PhysicalEdges) -> SafeAreaRegion {
        var copy = self
        copy.setEdges(edges, safe: outer, outer: outer)
        return copy
    }

    /// The region a view at `rect` gives the content it places in `inner` when the space between
    /// them on `edges` joins the safe area (`safeAreaInset`, `safeAreaPadding`): the content's
    /// safe area ends at `inner` there, and it may extend as far as the view itself could.
    func adding(_ edges: PhysicalEdges, of rect: CGRect, inner: CGRect) -> SafeAreaRegion {
        var copy = self
        copy.setEdges(edges, safe: inner, outer: extended(rect, edges: .all))
        return copy
    }

    private mutating func setEdges(_ edges: PhysicalEdges, safe newSafe: CGRect, outer newOuter: CGRect) {
        var s = (minX: safe.minX, minY: safe.minY, maxX: safe.maxX, maxY: safe.maxY)
        var o = (minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY)
        if edges.contains(.top) { s.minY = newSafe.minY; o.minY = newOuter.minY }
        if edges.contains(.left) { s.minX = newSafe.minX; o.minX = newOuter.minX }
        if edges.contains(.bottom) { s.maxY = newSafe.maxY; o.maxY = newOuter.maxY }
        if edges.contains(.right) { s.maxX = newSafe.maxX; o.maxX = newOuter.maxX }
        safe = CGRect(x: s.minX, y: s.minY, width: max(s.maxX - s.minX, 0), height: max(s.maxY - s.minY, 0))
        outer = CGRect(x: o.minX, y: o.minY, width: max(o.maxX - o.minX, 0), height: max(o.maxY - o.minY, 0))
    }
}

/// Insets by physical edge (left and right, whatever the layout direction).
struct PhysicalInsets: Equatable {
    var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0

    /// As `EdgeInsets` in `direction` (leading is the right edge right to left).
    func edgeInsets(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

/// A set of physical edges.
struct PhysicalEdges: OptionSet {
    let rawValue: UInt8
    static let top = PhysicalEdges(rawValue: 1), left = PhysicalEdges(rawValue: 2)
    static let bottom = PhysicalEdges(rawValue: 4), right = PhysicalEdges(rawValue: 8)
    static let all: PhysicalEdges = [.top, .left, .bottom, .right]

    /// The physical edges of `edges` in `direction` (leading is the right edge right to left).
    init(_ edges: Edge.Set, direction: LayoutDirection) {
        var result: PhysicalEdges = []
        let rtl = direction == .rightToLeft
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.leading) { result.insert(rtl ? .right : .left) }
        if edges.contains(.trailing) { result.insert(rtl ? .left : .right) }
        self = result
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}
