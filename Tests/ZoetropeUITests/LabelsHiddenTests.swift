import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `.labelsHidden()`: a toggle shows only its switch, still found and tapped by its label.
@Suite struct LabelsHiddenTests {
    struct Scene: View {
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Notifications", isOn: $on).labelsHidden()
                Text(on ? "on" : "off")
            }
        }
    }

    @Test func aToggleIsOnlyItsSwitch() throws {
        let renderer = ImageRenderer(content: Toggle("Notifications", isOn: .constant(true)).labelsHidden())
        renderer.proposedSize = ProposedViewSize(width: 300, height: 100)
        #expect(try renderer.size() == CGSize(width: 51, height: 31))
        let shown = ImageRenderer(content: Toggle("Notifications", isOn: .constant(true)))
        shown.proposedSize = ProposedViewSize(width: 300, height: 100)
        #expect(try shown.size().width == 300)
    }

    @Test func theHiddenLabelStillNamesTheSwitch() throws {
        let board = Storyboard("hidden", size: CGSize(width: 200, height: 200), duration: 1) { Scene() }
            .tap(.label("Notifications"), at: 0.1)
        let frame = try board.frame(at: 0.5)
        #expect(!frame.views.contains { $0.kind == "Text" && $0.label == "Notifications" })
        #expect(frame.views.contains { $0.kind == "Text" && $0.label == "on" })
    }
}
