import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import PNGCodec
@testable import ZoetropeUI

/// `alert` and `confirmationDialog` (spec §16.5): where the card and the buttons go, which order the
/// roles take, that a tap runs the action and dismisses, and the older `Alert` form.
@Suite struct DialogTests {
    struct DeletePrompt: View {
        @State var asking = false
        @State var deleted = 0
        var body: some View {
            VStack {
                Text("Deleted \(deleted)")
                Button("Delete") { asking = true }
            }
            .alert("Delete photo?", isPresented: $asking) {
                Button("Delete", role: .destructive) { deleted += 1 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    struct ColourChooser: View {
        @State var choosing = false
        @State var colour = "none"
        var body: some View {
            VStack {
                Text("Colour \(colour)")
                Button("Choose") { choosing = true }
            }
            .confirmationDialog("Background", isPresented: $choosing, titleVisibility: .visible) {
                Button("Red") { colour = "red" }
                Button("Green") { colour = "green" }
                Button("Clear", role: .destructive) { colour = "clear" }
            } message: {
                Text("Pick a colour for the card.")
            }
        }
    }

    func view(_ frame: StoryboardFrame, _ label: String) -> ViewSnapshot? { frame.views.first { $0.label == label } }

    /// Writes the frame as a PNG into `DIALOG_LOOK_DIR` when set (to look at it).
    func look(_ frame: StoryboardFrame, _ name: String, size: CGSize) throws { try lookAt(frame, size: size, named: name) }

    @Test func anAlertCentresA270PointCardWithTwoButtonsSideBySideCancelFirst() throws {
        let size = CGSize(width: 390, height: 844)
        let story = Storyboard("alert", size: size, duration: 3) { DeletePrompt() }.tap(.label("Delete"), at: 0.5)
        #expect(view(try story.frame(at: 0.4), "Delete photo?") == nil)
        let shown = try story.frame(at: 1.2)
        try look(shown, "alert", size: size)
        let alert = try #require(shown.views.first { $0.kind == "Alert" })
        let separators = shown.views.filter { $0.kind == "Rectangle" }
        #expect(separators.count == 2 && separators.allSatisfy { min($0.drawnFrame.width, $0.drawnFrame.height) == 1 },
                "one-pixel hairlines above and between the buttons: \(separators.map(\.drawnFrame))")
        let title = try #require(view(shown, "Delete photo?"))
        let message = try #require(view(shown, "This cannot be undone."))
        #expect(abs(title.drawnFrame.midX - 195) <= 0.5 && title.drawnFrame.minY < message.drawnFrame.minY)
        let cancel = try #require(view(shown, "Cancel")), delete = try #require(shown.views.last { $0.label == "Delete" })
        #expect(cancel.drawnFrame.midX < 195 && delete.drawnFrame.midX > 195, "cancel left: \(cancel.drawnFrame), \(delete.drawnFrame)")
        #expect(abs(cancel.drawnFrame.midY - delete.drawnFrame.midY) <= 0.5)
        // The card: 270 wide, centred on the canvas; text 20 + title + 4 + message + 20, then 44 for the buttons.
        let top = title.drawnFrame.minY - 20
        let height = 20 + title.drawnFrame.height + 4 + message.drawnFrame.height + 20 + 44
        #expect(abs(top + height / 2 - 422) <= 1, "card from \(top), \(height) tall; \(alert.frame)")
    }

    @Test func tappingAnAlertActionRunsItAndDismisses() throws {
        let tapped = Storyboard("alert", size: CGSize(width: 390, height: 844), duration: 4) { DeletePrompt() }
            .tap(.label("Delete"), at: 0.5)
            .tap(.label("Cancel"), at: 1.5)
        let after = try tapped.frame(at: 2.5)
        #expect(view(after, "Delete photo?") == nil, "dismissed")
        #expect(view(after, "Deleted 0") != nil, "Cancel ran nothing")
    }

    @Test func aConfirmationDialogStacksItsActionsAboveACancelCardAtTheBottom() throws {
        let size = CGSize(width: 390, height: 844)
        let story = Storyboard("dialog", size: size, duration: 3) { ColourChooser() }.tap(.label("Choose"), at: 0.5)
        let shown = try story.frame(at: 1.5)
        try look(shown, "dialog", size: size)
        let cancel = try #require(view(shown, "Cancel"), "a Cancel is added")
        let red = try #require(view(shown, "Red")), green = try #require(view(shown, "Green")), clear = try #require(view(shown, "Clear"))
        #expect(red.drawnFrame.midY < green.drawnFrame.midY && green.drawnFrame.midY < clear.drawnFrame.midY)
        #expect(abs((green.drawnFrame.midY - red.drawnFrame.midY) - 57) <= 0.5, "57-point rows")
        #expect(abs(cancel.drawnFrame.midY - (844 - 8 - 57 / 2)) <= 0.5, "the cancel card at the bottom: \(cancel.drawnFrame)")
        #expect(abs((cancel.drawnFrame.midY - clear.drawnFrame.midY) - (57 + 8)) <= 0.5)
        #expect(view(shown, "Background") != nil && view(shown, "Pick a colour for the card.") != nil)
        let chosen = try Storyboard("dialog", size: size, duration: 4) { ColourChooser() }
            .tap(.label("Choose"), at: 0.5).tap(.label("Green"), at: 1.5).frame(at: 2.5)
        #expect(view(chosen, "Colour green") != nil && view(chosen, "Red") == nil)
    }

    @Test func theOlderAlertFormAndAnAlertWithoutActionsHaveTheirButtons() throws {
        struct Legacy: View {
            @State var showing = true
            var body: some View {
                Text("Back").alert(isPresented: $showing) {
                    Alert(title: Text("Error"), message: Text("Try again."),
                          primaryButton: .destructive(Text("Retry")), secondaryButton: .cancel())
                }
            }
        }
        struct Plain: View {
            @State var showing = true
            var body: some View { Text("Back").alert("Saved", isPresented: $showing) {} }
        }
        let legacy = try Storyboard("legacy", size: CGSize(width: 390, height: 844), duration: 1) { Legacy() }.frame(at: 0.5)
        let retry = try #require(view(legacy, "Retry")), cancel = try #require(view(legacy, "Cancel"))
        #expect(cancel.drawnFrame.midX < retry.drawnFrame.midX)
        let plain = try Storyboard("plain", size: CGSize(width: 390, height: 844), duration: 1) { Plain() }.frame(at: 0.5)
        #expect(view(plain, "OK") != nil, "no actions: OK")
    }
}
