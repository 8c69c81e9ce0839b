import Foundation
import Testing
import Zoetrope
@testable import ZoetropeUI

/// Every `#Preview` and `PreviewProvider` of this module is found at run time, with the names and
/// order the registry documents.
@Suite struct PreviewDiscoveryTests {
    @Test func findsEveryPreviewOfTheModuleInOrder() throws {
        let previews = try PreviewRegistry.previews(inModule: "PreviewsTests")
        // By fileID ("PreviewsTests/DarkSwatch_Previews" < "PreviewsTests/DeclaredPreviews.swift"), then line.
        #expect(previews.map(\.name) == [
            "DarkSwatch",
            "DeclaredPreviews", "Named swatch", "Fits", "DeclaredPreviews 2", "Landscape", "Upright", "Toggle",
            "Swatch on iPhone 15", "Swatch on iPad Pro 11-inch",
            "SpanningRow", "SpanningRow 2",
            "SwatchRow", "Fixed swatch", "SwatchRow 2",
            "Turning",
        ])
    }

    @Test func declaredPreviewsKnowWhereTheyWereWritten() throws {
        let previews = try PreviewRegistry.previews(inModule: "PreviewsTests").filter { !$0.isProvided }
        #expect(previews.map(\.location) == [
            "PreviewsTests/DeclaredPreviews.swift:13", "PreviewsTests/DeclaredPreviews.swift:15",
            "PreviewsTests/DeclaredPreviews.swift:19", "PreviewsTests/DeclaredPreviews.swift:23",
            "PreviewsTests/DeclaredPreviews.swift:27", "PreviewsTests/DeclaredPreviews.swift:31",
            "PreviewsTests/DeclaredPreviews.swift:35",
        ])
        #expect(previews.allSatisfy { $0.filePath.hasSuffix("Tests/PreviewsTests/DeclaredPreviews.swift") })
        #expect(previews.map(\.givenName) == [nil, "Named swatch", "Fits", nil, "Landscape", "Upright", "Toggle"])
    }

    @Test func traitsAreKeptInTheOrderGiven() throws {
        let previews = try PreviewRegistry.previews(inModule: "PreviewsTests")
        let byName = Dictionary(uniqueKeysWithValues: previews.map { ($0.name, $0) })
        #expect(byName["DeclaredPreviews"]?.traits == [])
        #expect(byName["DeclaredPreviews 2"]?.traits == [.landscapeLeft, .fixedLayout(width: 300, height: 200)])
        #expect(byName["Upright"]?.traits == [.landscapeLeft, .portrait])
        #expect(byName["Upright"]?.orientation == .portrait)
        #expect(byName["Fits"]?.layout == .sizeThatFits)
    }

    @Test func providersBecomeOnePreviewPerViewOfTheirGroup() throws {
        let provided = try PreviewRegistry.previews(inModule: "PreviewsTests").filter(\.isProvided)
        #expect(provided.map(\.location) == [
            "PreviewsTests.DarkSwatch_Previews.previews[0]",
            "PreviewsTests.DeviceSwatches_Previews.previews[0]", "PreviewsTests.DeviceSwatches_Previews.previews[1]",
            "PreviewsTests.SpanningRow_Previews.previews[0]", "PreviewsTests.SpanningRow_Previews.previews[1]",
            "PreviewsTests.SwatchRow_Previews.previews[0]", "PreviewsTests.SwatchRow_Previews.previews[1]",
            "PreviewsTests.SwatchRow_Previews.previews[2]", "PreviewsTests.Turning_Previews.previews[0]",
        ])
        let row = provided.filter { $0.fileID == "PreviewsTests/SwatchRow_Previews" }
        #expect(row.map(\.layout) == [.sizeThatFits, .fixed(width: 100, height: 50), .device])
        #expect(row.map(\.device) == [nil, nil, PreviewDevice(rawValue: "iPhone SE (3rd generation)")])
        #expect(row.map(\.orientation) == [.portrait, .portrait, .landscapeLeft])
        #expect(provided.first?.colorScheme == .dark)
        #expect(provided.dropFirst().allSatisfy { $0.colorScheme == nil })
    }

    @Test func theOrderIsTheSameEachTime() throws {
        let first = try PreviewRegistry.previews(inModule: "PreviewsTests").map(\.location)
        let again = PreviewRegistry.discover().previews.filter { $0.moduleName == "PreviewsTests" }.map(\.location)
        #expect(first == again)
    }

    @Test func aProviderPreviewStartsAfreshEachRender() throws {
        // Its `onAppear` turns it 90° over a second; the view value must not carry that state from
        // the ideal-size measurement or an earlier render into the next one.
        let preview = try PreviewRegistry.preview(named: "Turning", inModule: "PreviewsTests")
        for _ in 0..<2 {
            let story = try preview.storyboard()
            let start = try #require(story.frame(at: 0).views.first { $0.kind == "RotationEffect" })
            let half = try #require(story.frame(at: 0.5).views.first { $0.kind == "RotationEffect" })
            #expect(abs(start.transform.m11 - 1) < 1e-9, "unturned at 0 s: \(start.transform)")
            #expect(abs(half.transform.m11 - cos(Double.pi / 4)) < 1e-6, "45° at 0.5 s: \(half.transform)")
        }
    }
}
