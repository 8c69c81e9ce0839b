// swift-tools-version: 6.0
import PackageDescription

// The user's seed files in a package of their own, depending on Zoetrope's products only:
// `swift run SeedViews list | render NAME --out DIR | sample NAME`. CI builds it (`./zoetrope.sh test`),
// so all five seeds keep compiling with only their import changed, as a user's package sees Zoetrope.
let package = Package(
    name: "SeedViews",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: [
        .executableTarget(
            name: "SeedViews",
            dependencies: [
                .product(name: "Zoetrope", package: "Zoetrope"),
                // StoryboardCatalog: list, render and sample for this package's storyboards.
                .product(name: "ZoetropeCommands", package: "Zoetrope"),
                // Seed 003's `import enum Accelerate.vDSP`: the stand-in on Linux (Apple's own elsewhere).
                .product(name: "Accelerate", package: "Zoetrope", condition: .when(platforms: [.linux])),
            ],
            resources: [.copy("Assets")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Seed 002, the Core Animation DSL (2017): Swift 4.2 mode for its `open let`, and a module of
        // its own because it declares a class named `Animation`.
        .target(
            name: "SeedLayers",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            swiftSettings: [.swiftLanguageMode(.v4_2)]
        ),
    ]
)
