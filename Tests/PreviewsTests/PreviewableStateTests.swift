import Foundation
import Testing
import Zoetrope

/// An `@Previewable @State` variable is the preview's own state: the generated view stores it, so
/// `$on` binds the toggle to it and a tap in the preview's storyboard turns it off.
@Suite struct PreviewableStateTests {
    @Test func aTapChangesThePreviewableState() throws {
        let story = try PreviewRegistry.preview(named: "Toggle", inModule: "PreviewsTests").storyboard()
            .tap(.point(x: 100, y: 15), at: 0.1)
        func trackIsGreen(at time: Double) throws -> Bool {
            var pixmap = try Pixmap(width: 120, height: 31)
            pixmap.fill(.white)
            try SoftwareRenderer(threads: 1).render(try story.frame(at: time).displayList, into: &pixmap)
            let pixel = pixmap[x: 80, y: 15]   // the track, left of the knob when on
            return pixel.green > 150 && pixel.red < 120
        }
        #expect(try trackIsGreen(at: 0))       // on: the @Previewable initial value
        #expect(try !trackIsGreen(at: 1.5))    // off after the tap (and its animation)
    }
}
