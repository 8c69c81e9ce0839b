// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Issue 38's acceptance corpus: interactive SwiftUI files (gestures, timers, Combine, async work,
// observable models) written as in Xcode, with only `import SwiftUI` changed to `import Zoetrope`.
// CORPUS.md lists each file, the interaction script that shows it working and what it waits for.
// `Interaction` holds the files that compile; `InteractionPending` (built only with
// `CORPUS_PENDING=1`) those that wait for APIs of later work.
var targets: [Target] = [
    .target(
        name: "Interaction",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope"), .product(name: "Combine", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Scripted storyboards of the corpus against film-strip goldens (Tests/InteractionTests/__Snapshots__).
    .testTarget(
        name: "InteractionTests",
        dependencies: ["Interaction", .product(name: "ZoetropeSnapshotTesting", package: "Zoetrope")],
        exclude: ["__Snapshots__"]
    ),
]

if ProcessInfo.processInfo.environment["CORPUS_PENDING"] == "1" {
    targets.append(.target(
        name: "InteractionPending",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope"), .product(name: "Combine", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ))
}

let package = Package(
    name: "InteractionCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: targets
)
