// swift-tools-version: 6.0
import PackageDescription

// Issue 35's acceptance corpus: small SwiftUI files in the shape Xcode produces (a view plus its
// `#Preview` or `PreviewProvider`, some with an `@main` app, asset symbols, dark mode, safe-area
// modifiers), each written with only `import SwiftUI` changed to `import Zoetrope`. CORPUS.md lists the
// files and the gap list (what each needs that Zoetrope does not have yet). Not built by CI yet: most
// files need what issue 35 is building; a separate package, so the repository root's build is untouched.
let package = Package(
    name: "PreviewCorpus",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: [
        // The corpus proper: views, previews, the asset catalog (`Color("Brand")`, `Color(.brand)`,
        // `Image(.logo)`). Xcode's new-project default is Swift 5 mode; files written there lean on it.
        .target(
            name: "Corpus",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Xcode's new-project template: `CorpusAppApp.swift` (`@main … : App`) and `ContentView.swift`.
        // `@main` files live in executable targets: one per module, and a library holding one would
        // clash with the test runner's own entry point (see CORPUS.md).
        .executableTarget(
            name: "CorpusApp",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // An iOS 14-style app: `@StateObject` store, `.environmentObject`, `scenePhase`, `import Combine`.
        .executableTarget(
            name: "HabitsApp",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Files that need containers no issue has planned yet (NavigationStack/View, ScrollView, List,
        // TabView, sheets, toolbars, search): kept apart so the corpus's gap list stays about issue 35.
        .target(
            name: "CorpusFuture",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
