import Foundation
import Geometry2D

/// Scripted taps and drags that reach views of hosted content (UIKit views inside SwiftUI):
/// a target no SwiftUI view matches is looked for inside each hosted view, and a tap on a hosted
/// view is a touch — down and up at the point — that its content delivers as it would a finger's.
extension StoryboardStage {
    /// Where `target` is on the canvas: the centre of the SwiftUI view it finds, or of the view
    /// inside hosted content it finds when no SwiftUI view matches. `hosted` says whether the
    /// point lies on hosted content (a tap there is delivered as touches); `path` is the SwiftUI
    /// view's, when one matched.
    func locate(_ target: ViewTarget) throws -> (point: CGPoint, hosted: Bool, path: [ViewElement]?) {
        do {
            let path = try ViewFinder(root: graph.rootElement).path(to: target)
            if case .point(let point) = target.kind { return (point, path.last is HostedElement, path) }
            let frame = ViewSnapshot.drawnFrame(of: path)
            return (CGPoint(x: frame.midX, y: frame.midY), path.last is HostedElement, path)
        } catch StoryboardError.noMatch(let description, let candidates) {
            let found = hostedPoints(of: target)
            guard found.count <= 1 else { throw StoryboardError.ambiguous(description, matches: found.map { "a hosted view at (\($0.x), \($0.y))" }) }
            guard let point = found.first else { throw StoryboardError.noMatch(description, candidates: candidates) }
            return (point, true, nil)
        }
    }

    /// The canvas points of the views inside hosted content that `target` finds.
    private func hostedPoints(of target: ViewTarget) -> [CGPoint] {
        var points: [CGPoint] = []
        func visit(_ element: ViewElement, _ path: [ViewElement]) {
            let path = path + [element]
            if let hosted = element as? HostedElement, let local = hosted.content.locate(target) {
                let frame = element.frame
                points.append(CGPoint(x: local.x + frame.minX, y: local.y + frame.minY).applying(ViewSnapshot.transform(of: path)))
            }
            for child in element.children { visit(child, path) }
        }
        if let root = graph.rootElement { visit(root, []) }
        return points
    }

    /// A tap as a finger makes it: down and up at `point` now.
    func tapWithTouches(at point: CGPoint) throws {
        try touch(.began, at: [point])
        try touch(.ended, at: [point])
    }
}
