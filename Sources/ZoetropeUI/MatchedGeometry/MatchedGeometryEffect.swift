import Foundation
import AnimationCore
import Geometry2D

/// What of a source's frame a matched view takes (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The source's position (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view whose frame is animated as one piece and whose content is laid out in the frame shown
/// (its own frames follow without animating separately): `geometryGroup()`, and with a group key
/// `matchedGeometryEffect` — a view inserted into the group starts from the frame the group had,
/// a follower (`isSource: false`) takes the source's frame, a removed one still fading out moves
/// to where the group is now.
final class GeometryGroupElement: WrapperElement {
    private let key: MatchedGeometryKey?
    private let properties: MatchedGeometryProperties
    private let anchor: UnitPoint
    private let isSource: Bool
    /// Holds this view's own frame track.
    private let track: ViewNode
    private var placedAt = -1
    /// Maps global coordinates to this view's layout coordinates, as last placed.
    private var fromGlobal = CGAffineTransform.identity

    init(child: ViewElement, key: MatchedGeometryKey?, properties: MatchedGeometryProperties, anchor: UnitPoint,
         isSource: Bool, node: ViewNode, context: ResolveContext) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        track = node.child(.secondary(7_001))
        super.init(child: child, node: node, context: context)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let graph = placement.graph
        placedAt = graph.layoutCount
        fromGlobal = Self.affine(placement.effects).inverted()
        var target = rect
        if let key, let entry = graph.matchedGeometry.entry(key, since: graph.pass), entry.owner !== track {
            let matched = entry.frame.applying(fromGlobal)
            if !isSource { target = Self.taking(properties, of: matched, into: rect, anchor: anchor) }
            if track.frameTrack == nil {
                // Inserted into a group that was shown elsewhere: start from there.
                track.frameTrack = graph.animator.value(matched)
                track.frameModel = matched
            }
        }
        let transaction = placement.frameTransaction ?? frameTransaction
        let shown = placement.shownFrame(of: target, at: track, transaction: transaction)
        if let key, isSource {
            graph.matchedGeometry.record(key, frame: placement.globalFrame(of: shown), owner: track, pass: graph.pass)
        }
        // While the frame moves, the content is laid out in the frame shown, following it.
        let moving = shown != target.roundedToPixels(scale: graph.scale)
        let saved = placement.frameTransaction
        if moving { placement.frameTransaction = Transaction() }
        child.place(in: moving ? shown : target, placement: &placement)
        placement.frameTransaction = saved
    }

    override func draw(into context: inout DrawingContext) {
        let graph = node.graph
        // A removed view fading out (not placed in the latest layout) moves to where its group is now.
        guard placedAt != graph.layoutCount, let key, let entry = graph.matchedGeometry.entry(key, since: graph.pass),
              entry.owner !== track, child.frame.width > 0, child.frame.height > 0 else {
            return child.draw(into: &context)
        }
        let from = child.frame
        let to = Self.taking(properties, of: entry.frame.applying(fromGlobal), into: from, anchor: anchor)
        let move = CGAffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(CGAffineTransform(scaleX: to.width / from.width, y: to.height / from.height))
            .concatenating(CGAffineTransform(translationX: to.minX, y: to.minY))
        let saved = context.transform
        context.transform = ProjectionTransform(move).concatenating(saved)
        child.draw(into: &context)
        context.transform = saved
    }

    /// `own` with what `properties` takes from `source`: its size, and its `anchor` point's position.
    static func taking(_ properties: MatchedGeometryProperties, of source: CGRect, into own: CGRect, anchor: UnitPoint) -> CGRect {
        let size = properties.contains(.size) ? source.size : own.size
        let point = properties.contains(.position)
            ? CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
            : CGPoint(x: own.minX + anchor.x * own.width, y: own.minY + anchor.y * own.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// The affine part of a projection (layout effects are affine).
    private static func affine(_ t: ProjectionTransform) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m31, ty: t.m32)
    }
}

struct _GeometryGroupModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var key: MatchedGeometryKey?
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    var isSource = true

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            GeometryGroupElement(child: child, key: key, properties: properties, anchor: anchor, isSource: isSource,
                                 node: owner, context: context)
        }
    }
}

extension View {
    /// Makes this view one of a group of views, named `id` in `namespace`, that share a frame:
    /// when one is removed and another inserted in the same animated update, the new one moves
    /// and resizes from where the old one was (and the old one, fading out, to the new one);
    /// a view with `isSource: false` takes the source's `properties` (aligned at `anchor`).
    ///
    /// ```swift
    /// if selected == tab {
    ///     Capsule().frame(height: 3).matchedGeometryEffect(id: "underline", in: tabs)
    /// }
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_GeometryGroupModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                        properties: properties, anchor: anchor, isSource: isSource))
    }

    /// Animates this view's frame as one piece: its content is laid out in the frame shown, so a
    /// parent's animated resize does not animate the children's frames separately.
    ///
    /// ```swift
    /// CardContent().geometryGroup().frame(width: expanded ? 300 : 100)
    /// ```
    public func geometryGroup() -> some View { modifier(_GeometryGroupModifier()) }
}
