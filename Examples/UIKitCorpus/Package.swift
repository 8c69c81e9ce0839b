// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Issue 39's acceptance corpus: UIKit and Core Animation files written as in Xcode, with only
// `import UIKit` (and `QuartzCore`, `SwiftUI`) changed to `import Zoetrope`. CORPUS.md lists each
// file, what it shows and when its frames are sampled. `UIKitCorpus` holds the files that compile;
// `UIKitCorpusPending` (built only with `CORPUS_PENDING=1`) those that wait for APIs of later work.
var targets: [Target] = [
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

if ProcessInfo.processInfo.environment["CORPUS_PENDING"] == "1" {
    targets.append(.target(
        name: "UIKitCorpusPending",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ))
}

let package = Package(
    name: "UIKitCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: targets
)
