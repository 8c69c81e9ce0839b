import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// The stack's division of its length, as SwiftUI's `StackLayout` does it (OpenSwiftUI's
/// reconstruction of SwiftUICore 6.5's `sizeChildrenGenerallyWithConcreteMajorProposal` and
/// `_LayoutTraits.FlexibilityEstimate`): children sorted by layout priority, then least flexible
/// (max − min length) first, two unbounded ones by the larger minimum; each offered an even share
/// of what is left, after the minimums of lower priorities are set aside.
@Suite struct StackFlexibilityTests {
    func widths<V: View>(_ view: V, width: CGFloat) throws -> [CGFloat] {
        let board = Storyboard("s", size: CGSize(width: width, height: 50), duration: 1) { view }
        return try board.frame(at: 0).views.filter { $0.kind == "Color" || $0.kind == "Spacer" }.map(\.frame.width)
    }

    @Test func aBoundedViewBesideASpacerIsOfferedAnEvenShare() throws {
        // The colour (0…100) is less flexible than the spacer: offered half of 120.
        #expect(try widths(HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Spacer() }, width: 120) == [60, 60])
        // With a higher priority it is offered all but the spacer's minimum (8).
        #expect(try widths(HStack(spacing: 0) { Color.red.frame(maxWidth: 100).layoutPriority(1); Spacer() }, width: 120)
                == [100, 20])
    }

    @Test func unboundedViewsGoByTheLargerMinimumFirst() throws {
        // Both unbounded: the spacer with the larger minimum is sized first, offered half.
        #expect(try widths(HStack(spacing: 0) { Spacer(minLength: 10); Spacer(minLength: 70) }, width: 100) == [30, 70])
    }
}
