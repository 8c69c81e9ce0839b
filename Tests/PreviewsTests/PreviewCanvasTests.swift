import Foundation
import Testing
import Zoetrope

/// A preview's storyboard gets the canvas its traits ask for: the default device upright, turned
/// for landscape, a fixed size without a device, or the size the view takes when offered the screen.
@Suite struct PreviewCanvasTests {
    func story(_ name: String) throws -> Storyboard {
        try PreviewRegistry.preview(named: name, inModule: "PreviewsTests").storyboard()
    }

    @Test func noTraitsIsTheDefaultDeviceUpright() throws {
        let story = try story("DeclaredPreviews")
        #expect(story.device == DeviceProfile.default)
        #expect(story.size == CGSize(width: 402, height: 874))
        #expect(story.colorScheme == .light)
        #expect(story.duration == Preview.defaultDuration && story.fps == 60)
    }

    @Test func landscapeTraitsTurnTheDevice() throws {
        #expect(try story("Landscape").device == DeviceProfile.default.landscape)
        #expect(try story("Landscape").size == CGSize(width: 874, height: 402))
        // The last orientation wins.
        #expect(try story("Upright").size == CGSize(width: 402, height: 874))
    }

    @Test func fixedLayoutIsThatSizeWithoutADevice() throws {
        let story = try story("DeclaredPreviews 2")
        #expect(story.size == CGSize(width: 300, height: 200))
        #expect(story.device == nil)
        #expect(try self.story("Fixed swatch").size == CGSize(width: 100, height: 50))
    }

    @Test func sizeThatFitsIsTheSizeTakenWhenOfferedTheScreen() throws {
        // 40 × 30 swatch + 5 points of padding on each side.
        let fits = try story("Fits")
        #expect(fits.size == CGSize(width: 50, height: 40))
        #expect(fits.device == nil)
        #expect(try story("SwatchRow").size == CGSize(width: 40, height: 30))
        // A row with a Spacer spans the offered screen's width: the default device's, or the named one's.
        #expect(try story("SpanningRow").size == CGSize(width: 402, height: 30))
        #expect(try story("SpanningRow 2").size == CGSize(width: 375, height: 30))
    }

    @Test func aNamedDeviceAndItsOrientation() throws {
        let story = try story("SwatchRow 2")   // iPhone SE, landscapeLeft
        #expect(story.device == DeviceProfile.iPhoneSE.landscape)
        #expect(story.size == CGSize(width: 667, height: 375))
        #expect(try self.story("Swatch on iPad Pro 11-inch").size == CGSize(width: 834, height: 1194))
    }

    @Test func aPreferredColorSchemeIsThePreviews() throws {
        let story = try story("DarkSwatch")
        #expect(story.colorScheme == .dark)
        #expect(story.size == CGSize(width: 60, height: 50))
    }

    @Test func previewableStateIsTheViewsState() throws {
        // A 120-point-wide toggle (its golden shows it on: the @Previewable state's initial value).
        let story = try story("Toggle")
        #expect(story.size == CGSize(width: 120, height: 31))
    }
}
