import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

extension HorizontalAlignment {
    /// The classic form-label guide: where the value column starts.
    fileprivate enum Colon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
    }
    fileprivate static let colon = HorizontalAlignment(Colon.self)
}

/// `alignmentGuide(_:computeValue:)` and custom `AlignmentID`s (spec §14.9): containers line up each
/// child's explicit value, else the guide's default; stacks, padding and frames pass a child's
/// explicit value up, moved by where they place it.
@Suite struct AlignmentGuideTests {
    private func frames<V: View>(_ size: CGSize = CGSize(width: 390, height: 200), _ kind: String = "Color",
                                 @ViewBuilder _ content: @escaping () -> V) throws -> [CGRect] {
        let board = Storyboard("guides", size: size, duration: 0, content: content)
        return try board.frame(at: 0).views.filter { $0.kind == kind }.map(\.frame)
    }

    /// A leading guide 20 points left of a view's leading edge indents it by 20; the stack keeps
    /// the width of the widest line-up (100) and is centred in the canvas.
    @Test func aLeadingGuideIndentsAView() throws {
        let colors = try frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
            }
        }
        #expect(colors.map(\.minX) == [145, 165], "\(colors)")
    }

    /// A guide at the view's trailing edge puts that edge on the others' leading guide: the stack
    /// grows to 150 and the red bar starts where the blue one ends.
    @Test func aGuideOutsideTheOtherViewsWidensTheStack() throws {
        let colors = try frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            }
        }
        #expect(colors.map(\.minX) == [170, 120], "\(colors)")
    }

    /// A custom guide set inside rows lines the rows' second columns up (the guide passes up
    /// through each HStack, moved by where the row puts the view).
    @Test func aCustomGuideLinesUpColumnsAcrossRows() throws {
        let colors = try frames {
            VStack(alignment: .colon, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10)
                    Color.blue.frame(width: 60, height: 10).alignmentGuide(.colon) { $0[.leading] }
                }
                HStack(spacing: 0) {
                    Color.red.frame(width: 80, height: 10)
                    Color.blue.frame(width: 30, height: 10).alignmentGuide(.colon) { $0[.leading] }
                }
                .padding(.leading, 0)
            }
        }
        // The column line is 80 from the stack's leading edge; the stack is 140 wide, centred.
        #expect(colors.map(\.minX) == [165, 205, 125, 205], "\(colors)")
        // Without explicit values the custom guide's default (the centre) aligns the rows' centres.
        let centred = try frames {
            VStack(alignment: .colon, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 80, height: 10)
            }
        }
        #expect(centred.map(\.midX) == [195, 195], "\(centred)")
    }

    /// A badge centred on a card's top-trailing corner: its top guide at its middle and its
    /// trailing guide at its centre; the ZStack grows to hold it (110 × 110).
    @Test func aBadgeSitsOnTheCornerOfAZStack() throws {
        let colors = try frames {
            ZStack(alignment: .topTrailing) {
                Color.gray.frame(width: 100, height: 100)
                Color.red.frame(width: 20, height: 20)
                    .alignmentGuide(.top) { d in d[.bottom] / 2 }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            }
        }
        // The stack (110 × 110) is centred in 390 × 200: origin (140, 45).
        #expect(colors == [CGRect(x: 140, y: 55, width: 100, height: 100), CGRect(x: 230, y: 45, width: 20, height: 20)],
                "\(colors)")
    }

    /// A frame aligns its child by the child's explicit guide; padding and frames pass the value up.
    @Test func framesAndPaddingUseAndPassExplicitValues() throws {
        let inFrame = try frames {
            Color.red.frame(width: 20, height: 20)
                .alignmentGuide(.leading) { _ in 5 }
                .frame(width: 100, height: 50, alignment: .leading)
        }
        #expect(inFrame.map(\.minX) == [145 - 5], "\(inFrame)")
        // An overlay lines the badge's explicit top (its middle) up with the base's top.
        let overlaid = try frames {
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] / 2 }
                }
        }
        #expect(overlaid == [CGRect(x: 145, y: 50, width: 100, height: 100), CGRect(x: 225, y: 40, width: 20, height: 20)],
                "\(overlaid)")
        // Through a custom layout's view of its subview: the value 5, moved by the 8-point padding.
        let seen = Seen()
        _ = try frames { Probe(seen: seen) { Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.padding(8) } }
        let d = try #require(seen.dimensions)
        #expect(d.width == 36)
        #expect(d[explicit: HorizontalAlignment.leading] == 13)
        #expect(d[HorizontalAlignment.leading] == 13)
        #expect(d[explicit: HorizontalAlignment.trailing] == nil)
        #expect(d[HorizontalAlignment.trailing] == 36)
    }

    final class Seen: @unchecked Sendable { var dimensions: ViewDimensions? }

    /// Records its one subview's dimensions.
    struct Probe: Layout {
        let seen: Seen
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.dimensions = subviews.first?.dimensions(in: .unspecified)
            return CGSize(width: 50, height: 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// A guide that computes NaN or infinity is ignored (the default applies), never a NaN frame.
    @Test func nonFiniteGuidesFallBackToTheDefault() throws {
        let colors = try frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in .nan }
                Color.green.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -.infinity }
            }
        }
        #expect(colors.map(\.minX) == [145, 145, 145], "\(colors)")
    }
}
