// swift-tools-version: 6.1
// Zoetrope's benchmark suites (ordo-one/benchmark), a package of their own so that the root
// `swift build` / `swift test` never builds the harness. Run from this folder:
//
//     swift package benchmark                                   # every suite
//     swift package benchmark --target RasterBenchmarks --filter 'flower_200.*'
//     swift package benchmark baseline compare main             # against the committed baseline
//
// `traits: ["MallocInterposer"]` keeps malloc counting and leaves out the ARC runtime interposer
// (not needed, and not resolvable offline).
import PackageDescription

let suite: (String) -> Target = { name in
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Zoetrope", package: "Zoetrope"),
            .product(name: "GLESRenderer", package: "Zoetrope"),
        ],
        path: "Benchmarks/\(name)",
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "ZoetropeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(name: "Zoetrope", path: ".."),
    ],
    targets: [
        suite("AnimationBenchmarks"),
        suite("GeometryBenchmarks"),
        suite("RasterBenchmarks"),
        suite("GPUBenchmarks"),
        suite("PipelineBenchmarks"),
        suite("ViewBenchmarks"),
    ]
)
