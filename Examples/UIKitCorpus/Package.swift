// swift-tools-version: 6.0
import PackageDescription

// Issue 39's acceptance corpus: UIKit and Core Animation files written as in Xcode, with only
// `import UIKit` (and `QuartzCore`, `SwiftUI`) changed to `import Zoetrope`. CORPUS.md lists each
// file, what it shows and when its frames are sampled.
let targets: [Target] = [
    .target(
        name: "UIKitCorpus",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Each file's screen at several times as one film strip (Tests/UIKitCorpusTests/__Snapshots__).
    .testTarget(
        name: "UIKitCorpusTests",
        dependencies: ["UIKitCorpus", .product(name: "ZoetropeSnapshotTesting", package: "Zoetrope")],
        exclude: ["__Snapshots__"]
    ),
]

let package = Package(
    name: "UIKitCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: targets
)
