// swift-tools-version: 6.0
import PackageDescription

// The user's seed views as storyboards: `swift run SeedViews list | render NAME --out DIR | sample NAME`.
let package = Package(
    name: "SeedViews",
    dependencies: [.package(name: "Zoetrope", path: "../..")],
    targets: [
        .executableTarget(
            name: "SeedViews",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            resources: [.copy("Assets")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
