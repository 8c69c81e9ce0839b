import Foundation
import Geometry2D
import AnimationCore

/// Swiping between the pages of a `.page`-style `TabView`, kept at its offset's identity: the
/// finger's translation while it drags, the page shown when the view has no selection binding,
/// and the page width of the last layout. A release past half a page (the drag's predicted end,
/// so a quick flick turns the page too) moves one page that way, as `UIPageViewController` does.
final class PageSwipe {
    /// The horizontal translation of the drag in progress (0: none).
    private(set) var translation: CGFloat = 0
    /// The page shown when no selection binding is given.
    var unboundPage = 0
    /// The page width at the last layout.
    var width: CGFloat = 0

    /// The drag a paged tab view attaches; `turn` changes the page on release (inside the
    /// transaction that animates it).
    func gesture(in graph: ViewGraph, pageCount: Int, current: Int, turn: @escaping (Int) -> Void) -> AttachedGesture {
        let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { [weak self, weak graph] value in
                guard let self, let graph else { return }
                translation = value.translation.width
                graph.enqueueWrite({}, transaction: Transaction())
            }
            .onEnded { [weak self, weak graph] value in
                guard let self, let graph else { return }
                let predicted = value.predictedEndTranslation.width
                var page = current
                if width > 0, predicted < -width / 2 { page += 1 }
                if width > 0, predicted > width / 2 { page -= 1 }
                page = min(max(page, 0), max(pageCount - 1, 0))
                let distance = abs(CGFloat(page - current) * width + value.translation.width)
                let transaction = Transaction(animation: ScrollDrag.snap(distance: distance))
                graph.enqueueWrite({ [weak self] in
                    guard let self else { return }
                    translation = 0
                    turn(page)
                }, transaction: transaction)
            }
        return AttachedGesture(priority: .normal, mask: .all, store: GestureStore()) { AnyGestureRecognizer(drag._makeRecognizer()) }
    }
}
