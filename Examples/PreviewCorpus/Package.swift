// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Issue 35's acceptance corpus: small SwiftUI files in the shape Xcode produces (a view plus its
// `#Preview` or `PreviewProvider`, some with an `@main` app, asset symbols, dark mode, safe-area
// modifiers), each written with only `import SwiftUI` changed to `import Zoetrope`. CORPUS.md lists the
// files, what the pending ones wait for, and the goldens. CI runs `swift test` here (`.ci/run`): every
// preview of `Corpus` is a snapshot test. A separate package, so the repository root's build is untouched.
var targets: [Target] = [
    // The corpus proper: views, previews, the asset catalog (`Color("Brand")`, `Color(.brand)`,
    // `Image(.logo)`, the symbols made by Zoetrope's AssetSymbols plugin as Xcode makes them).
    // Xcode's new-project default is Swift 5 mode; files written there lean on it.
    .target(
        name: "Corpus",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
        resources: [.process("Resources")],
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "AssetSymbols", package: "Zoetrope")]
    ),
    // Xcode's new-project template: `CorpusAppApp.swift` (`@main … : App`) and `ContentView.swift`.
    // `@main` files live in executable targets: one per module, and a library holding one would
    // clash with the test runner's own entry point (see CORPUS.md).
    .executableTarget(
        name: "CorpusApp",
        dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // `swift run CorpusPreviews list | render NAME | sample NAME | snapshot --out DIR`: the corpus's
    // previews through Zoetrope's catalog commands (nothing but `@main enum Previews: StoryboardCatalog {}`).
    .executableTarget(
        name: "CorpusPreviews",
        dependencies: ["Corpus", .product(name: "ZoetropeCommands", package: "Zoetrope")]
    ),
    // Every preview of `Corpus` and `CorpusApp` against a golden PNG (Tests/CorpusTests/__Snapshots__).
    .testTarget(
        name: "CorpusTests",
        dependencies: ["Corpus", "CorpusApp", .product(name: "ZoetropeSnapshotTesting", package: "Zoetrope")],
        exclude: ["__Snapshots__"]
    ),
]

// Files that wait for APIs of later issues (CORPUS.md names each file's API and issue), unchanged:
// built only with `CORPUS_PENDING=1 swift build` (and by `gaps.py`), so `swift test` stays green.
if ProcessInfo.processInfo.environment["CORPUS_PENDING"] == "1" {
    targets += [
        .target(
            name: "CorpusPending",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // An iOS 14-style app: `@StateObject` store, `.environmentObject`, `scenePhase`, `import Combine`.
        .executableTarget(
            name: "HabitsApp",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope"), .product(name: "Combine", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
}

let package = Package(
    name: "PreviewCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: targets
)
