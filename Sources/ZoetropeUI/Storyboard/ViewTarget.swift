import Foundation

/// How a storyboard finds a view: by label (an `Image`'s name, `accessibilityLabel`), by
/// identifier (`accessibilityIdentifier`, `.id(_:)` described), by the kind of view, or by a
/// point on the canvas (the topmost visible view drawn there).
///
/// ```swift
/// story.tap(.label("tower"), at: 1)
/// story.tap(.point(x: 195, y: 422), at: 2)
/// ```
public struct ViewTarget: CustomStringConvertible, Sendable {
    package enum Kind: Sendable {
        case label(String)
        case identifier(String)
        case kind(String)
        case point(CGPoint)
    }
    package let kind: Kind

    /// The view whose label is `label`.
    public static func label(_ label: String) -> ViewTarget { ViewTarget(kind: .label(label)) }
    /// The view whose identifier is `id`.
    public static func id(_ id: String) -> ViewTarget { ViewTarget(kind: .identifier(id)) }
    /// The one view of a kind (`"Circle"`, `"Image"`, `"VStack"`, a `GeometryEffect`'s type name).
    public static func kind(_ kind: String) -> ViewTarget { ViewTarget(kind: .kind(kind)) }
    /// The topmost visible view drawn at (`x`, `y`) in canvas points.
    public static func point(x: CGFloat, y: CGFloat) -> ViewTarget { ViewTarget(kind: .point(CGPoint(x: x, y: y))) }

    public var description: String {
        switch kind {
        case .label(let label): return "label \"\(label)\""
        case .identifier(let id): return "id \"\(id)\""
        case .kind(let kind): return "kind \(kind)"
        case .point(let p): return "point (\(p.x), \(p.y))"
        }
    }
}

/// Finds views in a laid-out element tree.
struct ViewFinder {
    let root: ViewElement?

    /// The path from the root to the one view `target` finds.
    func path(to target: ViewTarget) throws -> [ViewElement] {
        var matches: [[ViewElement]] = []
        var candidates: [String] = []
        var hits: [[ViewElement]] = []
        func visit(_ element: ViewElement, _ path: [ViewElement], opacity: Double) {
            let path = path + [element]
            let shown = opacity * ((element as? OpacityElement)?.opacity ?? 1)
            if let label = element.traits.label { candidates.append("label \"\(label)\"") }
            if let id = element.traits.identifier { candidates.append("id \"\(id)\"") }
            switch target.kind {
            case .label(let label) where element.traits.label == label
                && !element.children.contains { $0.traits.label == label }:
                matches.append(path)
            case .identifier(let id) where element.traits.identifier == id
                && !element.children.contains { $0.traits.identifier == id }:
                matches.append(path)
            case .kind(let kind) where element.kind == kind && !element.children.contains { $0.kind == kind }:
                matches.append(path)
            case .point(let point) where element is LeafElement && shown > 0 && path.allSatisfy(\.traits.allowsHitTesting):
                if ViewSnapshot.drawnFrame(of: path).contains(point) { hits.append(path) }
            default: break
            }
            for child in element.children { visit(child, path, opacity: shown) }
        }
        if let root { visit(root, [], opacity: 1) }
        if case .point = target.kind, let top = hits.last { return top }
        // A match inside another match is the view meant (a field labelled as its prompt text).
        matches = matches.filter { outer in !matches.contains { $0.count > outer.count && $0[outer.count - 1] === outer.last } }
        let unique = Array(Set(candidates)).sorted()
        guard let first = matches.first else { throw StoryboardError.noMatch(target.description, candidates: unique) }
        guard matches.count == 1 else {
            throw StoryboardError.ambiguous(target.description, matches: matches.map { describe($0.last) })
        }
        return first
    }

    private func describe(_ element: ViewElement?) -> String {
        guard let element else { return "?" }
        let f = element.frame
        return "\(element.kind) at (\(f.minX), \(f.minY), \(f.width), \(f.height))"
    }
}
