import Foundation
import Geometry2D

/// One laid-out view of a frame, for assertions and `sample`: its kind, label, frame, the frame
/// it is drawn in after its effects, its effective opacity, and the animated values of it and
/// of the modifiers around it.
public struct ViewSnapshot: CustomStringConvertible {
    /// The kind of view (`"Image"`, `"Circle"`, `"VStack"`, `"Frame"` …).
    public let kind: String
    public let label: String?
    public let identifier: String?
    /// Its laid-out frame (animated, pixel-rounded), in canvas points.
    public let frame: CGRect
    /// The bounding box of `frame` after the geometry effects around it.
    public let drawnFrame: CGRect
    /// The product of the opacities around it.
    public let opacity: Double
    /// Its transform from layout to drawing (the enclosing geometry effects), in canvas points.
    public let transform: ProjectionTransform
    /// Animated values by name: its own (`animatableData`, `color` …) and, named by modifier
    /// (`"ScaleEffect"`, `"opacity"`), those of the modifiers around it (nearest first); and the
    /// stored `"accessibilityValue"` and `"accessibilityChildren"` (`ignore`, `combine`, `contain`).
    public let values: [String: String]
    /// How deep it is in the tree (the root is 0).
    public let depth: Int

    /// A value as a number, when it is one (`values["ScaleEffect"]` of a uniform scale is a pair).
    public func number(_ name: String) -> Double? { values[name].flatMap { Double($0) } }

    public var description: String {
        let indent = String(repeating: "  ", count: depth)
        let f = frame
        var line = "\(indent)\(kind)"
        if let label { line += " \"\(label)\"" }
        if let identifier { line += " #\(identifier)" }
        line += " (\(f.minX), \(f.minY), \(f.width), \(f.height))"
        if opacity != 1 { line += " opacity \(opacity)" }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) { line += " \(name)=\(value)" }
        return line
    }

    /// The bounding box of the last element of `path`'s frame after the effects along the path.
    static func drawnFrame(of path: [ViewElement]) -> CGRect {
        guard let last = path.last else { return .zero }
        var placement = Placement(graph: last.node.graph)
        placement.effects = transform(of: path)
        return placement.globalFrame(of: last.frame)
    }

    /// The effects along `path`, innermost first.
    static func transform(of path: [ViewElement]) -> ProjectionTransform {
        var result = ProjectionTransform()
        for element in path { if let effect = element as? EffectElement { result = effect.drawingTransform.concatenating(result) } }
        return result
    }

    /// Every view under `root`, depth first.
    static func flatten(_ root: ViewElement?) -> [ViewSnapshot] {
        var result: [ViewSnapshot] = []
        func visit(_ element: ViewElement, _ path: [ViewElement], opacity: Double, inherited: [String: String]) {
            let path = path + [element]
            let shown = opacity * ((element as? OpacityElement)?.opacity ?? 1)
            var values = inherited
            if element.isTransparent, let name = (element as? OpacityElement).map({ _ in "opacity" }) ?? (element as? EffectElement)?.kind,
               let value = element.animatedValues.first?.value {
                values[name] = value
            }
            var own = values
            for (name, value) in element.animatedValues where !element.isTransparent { own[name] = value }
            // Accessibility has no pixels; what the view stores shows here.
            if let value = element.traits.accessibilityValue { own["accessibilityValue"] = value }
            if let children = element.traits.accessibilityChildren { own["accessibilityChildren"] = "\(children.kind)" }
            result.append(ViewSnapshot(kind: element.kind, label: element.traits.label, identifier: element.traits.identifier,
                                       frame: element.frame, drawnFrame: drawnFrame(of: path), opacity: shown,
                                       transform: transform(of: path), values: own, depth: path.count - 1))
            let passed = element.isTransparent ? values : [:]
            for child in element.children { visit(child, path, opacity: shown, inherited: passed) }
        }
        if let root { visit(root, [], opacity: 1, inherited: [:]) }
        return result
    }

    /// The one snapshot `target` finds in `views`.
    static func find(_ target: ViewTarget, in views: [ViewSnapshot]) throws -> ViewSnapshot {
        var candidates = Set<String>()
        for view in views {
            if let label = view.label { candidates.insert("label \"\(label)\"") }
            if let id = view.identifier { candidates.insert("id \"\(id)\"") }
        }
        let matching: [ViewSnapshot]
        switch target.kind {
        case .label(let label): matching = deepest(views) { $0.label == label }
        case .identifier(let id): matching = deepest(views) { $0.identifier == id }
        case .kind(let kind): matching = deepest(views) { $0.kind == kind }
        case .point(let point):
            guard let top = views.last(where: { $0.opacity > 0 && $0.drawnFrame.contains(point) && $0.isLeafKind }) else {
                throw StoryboardError.noMatch(target.description, candidates: candidates.sorted())
            }
            return top
        }
        guard let first = matching.first else { throw StoryboardError.noMatch(target.description, candidates: candidates.sorted()) }
        guard matching.count == 1 else {
            throw StoryboardError.ambiguous(target.description, matches: matching.map { "\($0.kind) at \($0.frame)" })
        }
        return first
    }

    /// The matching views with no matching view inside them (a wrapper shows its child's label;
    /// the view itself is the deepest). A view's subtree follows it, deeper, in `views`.
    private static func deepest(_ views: [ViewSnapshot], _ matches: (ViewSnapshot) -> Bool) -> [ViewSnapshot] {
        var result: [ViewSnapshot] = []
        for (index, view) in views.enumerated() where matches(view) {
            let inside = views[(index + 1)...].prefix { $0.depth > view.depth }
            if inside.contains(where: matches) { continue }
            result.append(view)
        }
        return result
    }

    private var isLeafKind: Bool { !["VStack", "HStack", "ZStack", "Frame", "Padding", "GeometryReader", "Spacer"].contains(kind) }
}
