// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The drawing-and-animation acceptance corpus: SwiftUI files in the style of public tutorials
// (loaders, onboarding, charts, flip cards, particle canvases, matched-geometry heroes, grids,
// effect-heavy cards, buttons), each written for iOS 17 in Xcode with only `import SwiftUI` changed to
// `import Zoetrope`. CORPUS.md lists the files, what the pending ones wait for, and the goldens.
// `swift test` here renders every preview of `Corpus` against its golden PNG. A separate package, so
// the repository root's build is untouched.
var targets: [Target] = [
    // The corpus proper: the files that compile unchanged. Xcode's new-project default is Swift 5
    // mode; files written there lean on it.
    .target(
        name: "Corpus",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Every preview of `Corpus` against a golden in Tests/CorpusTests/__Snapshots__.
    .testTarget(
        name: "CorpusTests",
        dependencies: ["Corpus", .product(name: "ZoetropeSnapshotTesting", package: "Zoetrope")],
        exclude: ["__Snapshots__"]
    ),
]

// Files that wait for APIs Zoetrope does not have yet (CORPUS.md names each file's API), unchanged:
// built only with `CORPUS_PENDING=1 swift build`, so `swift test` stays green.
if ProcessInfo.processInfo.environment["CORPUS_PENDING"] == "1" {
    targets += [
        .target(
            name: "CorpusPending",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
}

let package = Package(
    name: "DrawingCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: targets
)
