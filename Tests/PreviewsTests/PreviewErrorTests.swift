import Foundation
import Testing
@testable import Zoetrope
@testable import ZoetropeUI

/// A preview that cannot be laid out, an unknown name and shared names fail with a message naming
/// the preview, where it was written, and what to change.
@Suite struct PreviewErrorTests {
    func preview(_ traits: [PreviewTrait], line: Int = 7, name: String? = "Sample", @ViewBuilder _ content: @escaping () -> some View) -> Preview {
        Preview(__name: name, traits: traits, fileID: "App/Sample.swift", filePath: "/src/App/Sample.swift", line: line, content: content)
    }

    @Test func aViewWithoutAnIdealSize() throws {
        #expect(throws: PreviewError.noIdealSize("Sample", location: "App/Sample.swift:7", measured: .zero)) {
            try preview([.sizeThatFitsLayout]) { EmptyView() }.storyboard()
        }
        let message = PreviewError.noIdealSize("Sample", location: "App/Sample.swift:7", measured: .zero).description
        #expect(message.contains("preview 'Sample' (App/Sample.swift:7)") && message.contains(".frame(width:height:)"))
    }

    @Test func aFixedSizeThatIsNoCanvas() throws {
        for (width, height) in [(CGFloat.nan, 10.0), (0, 10), (10, .infinity), (1e6, 10), (-5, 10)] as [(CGFloat, CGFloat)] {
            #expect(throws: PreviewError.self) { try preview([.fixedLayout(width: width, height: height)]) { Color.red }.storyboard() }
        }
        let message = PreviewError.invalidFixedSize("Sample", location: "App/Sample.swift:7", width: .nan, height: 10).description
        #expect(message == "preview 'Sample' (App/Sample.swift:7): .fixedLayout(width: nan, height: 10) must be a finite size of 1 to 16384 points on each side")
    }

    @Test func anUnknownDevice() throws {
        var sample = preview([]) { Color.red }
        sample.device = "iPhone 99"
        #expect {
            try sample.storyboard()
        } throws: { error in
            "\(error)".hasPrefix("preview 'Sample' (App/Sample.swift:7) names the device 'iPhone 99', which Zoetrope does not know; the devices are: iPhone 15, ")
        }
    }

    @Test func sharedNamesNameEachPlace() throws {
        let previews = PreviewRegistry.named([preview([], line: 3) { Color.red }, preview([], line: 9) { Color.blue },
                                              preview([], line: 12, name: "Other") { Color.blue }])
        #expect(throws: PreviewError.duplicateName("Sample", locations: ["App/Sample.swift:3", "App/Sample.swift:9"])) {
            try PreviewRegistry.checkUnique(previews)
        }
        #expect(PreviewError.duplicateName("Sample", locations: ["App/Sample.swift:3", "App/Sample.swift:9"]).description
                == "2 previews are named 'Sample': App/Sample.swift:3, App/Sample.swift:9; give each its own name "
                + "(#Preview(\"…\") or .previewDisplayName(\"…\"))")
    }

    @Test func aNameSharedAcrossFilesIsQualifiedByFile() throws {
        // "Dark" in two files (as real projects name them), once more in one of them.
        let card = Preview(__name: "Dark", traits: [], fileID: "App/Card.swift", filePath: "", line: 30) { Color.red }
        let badge = Preview(__name: "Dark", traits: [], fileID: "App/Badge.swift", filePath: "", line: 12) { Color.red }
        let light = Preview(__name: "Light", traits: [], fileID: "App/Badge.swift", filePath: "", line: 8) { Color.red }
        let previews = PreviewRegistry.named([card, badge, light])
        #expect(previews.map(\.name) == ["Light", "Dark (Badge)", "Dark (Card)"])
        try PreviewRegistry.checkUnique(previews)
        // A provider's view of the same name is qualified by its type's name (as if in a file of that name).
        let provided = Preview(provider: Int.self, index: 0, leaf: PreviewLeaf(view: AnyView(Color.red), settings: PreviewSettings()))
        var named = provided
        named.name = "Dark"
        #expect(PreviewRegistry.qualifyingSharedNames([card, badge, named]).map(\.name) == ["Dark (Card)", "Dark (Badge)", "Dark (Int)"])
        let again = Preview(__name: "Dark", traits: [], fileID: "App/Card.swift", filePath: "", line: 40) { Color.red }
        #expect(throws: PreviewError.duplicateName("Dark (Card)", locations: ["App/Card.swift:30", "App/Card.swift:40"])) {
            try PreviewRegistry.checkUnique(PreviewRegistry.named([card, badge, again]))
        }
    }

    @Test func unnamedPreviewsTakeTheFilesNameNumberedByLine() throws {
        let previews = PreviewRegistry.named([preview([], line: 20, name: nil) { Color.red }, preview([], line: 4, name: nil) { Color.red },
                                              preview([], line: 10) { Color.red }])
        #expect(previews.map(\.name) == ["Sample", "Sample", "Sample 2"])   // lines 4, 10 (named "Sample"), 20
        #expect(throws: PreviewError.self) { try PreviewRegistry.checkUnique(previews) }
    }

    @Test func anUnknownName() throws {
        #expect {
            try PreviewRegistry.preview(named: "No such preview", inModule: "PreviewsTests")
        } throws: { error in
            "\(error)".hasPrefix("no preview is named 'No such preview'; the previews are: DarkSwatch, DeclaredPreviews, Named swatch, ")
        }
    }
}
