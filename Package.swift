// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Zoetrope",
    products: [
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
        .executable(name: "zoetrope", targets: ["ZoetropeCLI"]),
        // The `zoetrope` commands as a library: `StoryboardCatalog` gives a user's own package `list`,
        // `render` and `sample` for its storyboards (`import ZoetropeCommands`; not part of `Zoetrope`).
        .library(name: "ZoetropeCommands", targets: ["ZoetropeCommands"]),
        // The Linux stand-in for `import enum Accelerate.vDSP` (seed 003), for a user's package on Linux.
        .library(name: "Accelerate", targets: ["Accelerate"]),
        // The Linux stand-in for `import Combine` (OpenCombine re-exported, with Zoetrope's virtual-clock
        // `Timer.publish`), for a model file that keeps its `import Combine`.
        .library(name: "Combine", targets: ["Combine"]),
        // For Benchmarks/ (its own package): the GPU backend and the tessellator, measured directly.
        .library(name: "GLESRenderer", targets: ["GLESRenderer", "Tessellation"]),
        // Snapshot tests of views and storyboards on Linux: `assertSnapshot(of: MyView(), as: .image(…))`
        // with pointfreeco/swift-snapshot-testing (a test target adds it; not part of `Zoetrope`).
        .library(name: "ZoetropeSnapshotTesting", targets: ["ZoetropeSnapshotTesting"]),
        // Xcode 15+'s generated asset symbols (`Image(.tower)`, `Color(.brand)`) for a user's target:
        // `plugins: [.plugin(name: "AssetSymbols", package: "Zoetrope")]`.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // `swift package generate-documentation --target Zoetrope`: the DocC catalog in Sources/Zoetrope/Zoetrope.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // ZoetropeSnapshotTesting's `Snapshotting` strategies (only its `SnapshotTesting` product is built
        // for them; its swift-syntax range, 509..<605, admits the one below).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `#Preview` and `@Previewable` (ZoetropeMacros): the macro implementations, built for the host.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        // `ObservableObject`, `@Published` and the Combine vocabulary (ZoetropeUI re-exports it).
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        // Animation engine: VectorArithmetic, curves, springs, Animation, transactions, keyframes, CA timing.
        .target(name: "AnimationCore"),
        // Value types of 2-D graphics: Angle, UnitPoint, EdgeInsets, transforms, Color.
        .target(name: "Geometry2D", dependencies: ["AnimationCore"]),
        // Pure geometry: Path, flattening, stroking, dashes, trim, SVG path data (no View vocabulary).
        .target(name: "VectorPath", dependencies: ["Geometry2D", "AnimationCore"]),
        // DisplayList, paints, Pixmap (RGBA8 premultiplied), the one src-over formula, image comparison,
        // `protocol Renderer` and the lowering both backends consume.
        .target(name: "RenderCommands", dependencies: ["VectorPath", "Geometry2D", "AnimationCore", "CPixelFill"]),
        // wmemset for long runs of one pixel value (wide stores chosen by the C library at run time), and
        // the AVX2 resolve of a solid fill's cells into its pixels (chosen at run time, same bytes).
        .target(name: "CPixelFill"),
        // libpng (system library; the simplified API's macros re-exported as inline functions in shim.h).
        .systemLibrary(
            name: "CLibPNG",
            path: "Sources/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libdeflate (system library): whole-buffer zlib streams and CRC-32 for PNG encoding.
        .systemLibrary(
            name: "CLibDeflate",
            path: "Sources/CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // OpenSSL's libcrypto (system library): SHA-256 of the files a shard manifest lists.
        .systemLibrary(
            name: "CLibCrypto",
            path: "Sources/CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // FreeType and HarfBuzz (system libraries): glyph outlines and text shaping for TextOutlines.
        .systemLibrary(
            name: "CFreeType",
            path: "Sources/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            path: "Sources/CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Text as paths: fonts found and opened, strings shaped (HarfBuzz), glyph outlines
        // (FreeType) cached, lines broken and laid out.
        .target(name: "TextOutlines", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "VectorPath", "Geometry2D", "SystemResources",
                                                   // colour glyphs (emoji) are drawn as Pixmaps in the display list
                                                   "RenderCommands", "SafeFiles"]),
        // PNG encoding (chunks written here, zlib stream by libdeflate), decoding through libpng's
        // simplified API.
        .target(name: "PNGCodec", dependencies: ["CLibPNG", "CLibDeflate", "RenderCommands", "SafeFiles"]),
        // Files written atomically (hidden temporary file beside the destination, renamed over it; removed
        // on SIGINT/SIGTERM/SIGHUP and by the next writer after a kill) and read only when regular, without
        // blocking, bounded: what every output (PNG, video, manifests) and every input folder goes through.
        .target(name: "SafeFiles", dependencies: ["CProcessControl"]),
        // Child processes that cannot outlive Zoetrope (fork → own process group → PR_SET_PDEATHSIG →
        // exec, async-signal-safe in between), and the SIGINT/SIGTERM/SIGHUP handler that kills their
        // groups and removes the temporary files registered with it.
        .target(name: "CProcessControl"),
        // The wall clock and Foundation's run-loop timers as a render sees them: this executable's
        // clock_gettime/gettimeofday/time and CFRunLoopAddTimer ask ZoetropeUI's hooks first, so `Date()`
        // and `Timer.scheduledTimer` inside a render run on its virtual clock (ELF interposition, Linux).
        .target(name: "CVirtualTime", linkerSettings: [.linkedLibrary("dl")]),
        // The CPUs this process may use (affinity mask, cgroup quota, SLURM_CPUS_PER_TASK), read once:
        // what the rasterizer's threads, the encoders and the frames in flight are sized from.
        .target(name: "SystemResources"),
        // The CPU backend: analytic coverage accumulation in bands on the CPUs the process may use.
        .target(name: "SoftwareRasterizer", dependencies: ["RenderCommands", "VectorPath", "Geometry2D", "CPixelFill", "SystemResources"]),
        // EGL, OpenGL ES 3 and GBM, loaded at run time (dlopen + dlsym; nothing links libEGL, libGLESv2 or
        // libgbm, so the binary starts without them). The Khronos headers (libegl-dev, libgles-dev) give
        // the types and constants; each entry point is a static inline wrapper over a pointer table.
        .target(name: "CEGL", dependencies: ["CDynamicLoader"]),
        .target(name: "CGLES3", dependencies: ["CDynamicLoader"]),
        .target(name: "CGBM", dependencies: ["CDynamicLoader"]),
        // The loader the three share: dlopen once under a lock, dlsym a name table into a pointer table.
        .target(name: "CDynamicLoader", linkerSettings: [.linkedLibrary("dl")]),
        // Triangulation of flattened device polygons into index/vertex buffers through a builder protocol.
        .target(name: "Tessellation", dependencies: ["VectorPath"]),
        // Build tool: turns Shaders/*.vert|*.frag into a Swift source file (run by the EmbedShaders plugin).
        .executableTarget(name: "ShaderEmbedder", path: "Plugins/ShaderEmbedder"),
        .plugin(name: "EmbedShaders", capability: .buildTool(), dependencies: ["ShaderEmbedder"]),
        // Build tool: the symbols of a target's .xcassets colour and image sets (run by the AssetSymbols plugin;
        // colour sets parsed by Geometry2D's ColorSet, as `Color("Brand")` parses them).
        .executableTarget(name: "AssetSymbolGenerator", dependencies: ["Geometry2D"], path: "Plugins/AssetSymbolGenerator"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolGenerator"]),
        // The GPU backend: headless EGL display selection, GLES 3 context, stencil-then-cover fills, MSAA, readback.
        .target(
            name: "GLESRenderer",
            dependencies: ["RenderCommands", "VectorPath", "Geometry2D", "Tessellation", "CEGL", "CGLES3", "CGBM",
                           "SystemResources"],
            plugins: ["EmbedShaders"]
        ),
        // UIKit's animation surface on the layer tree: UIView (its layer's delegate), the view tree and
        // layout, UIView.animate as Core Animation animations.
        .target(name: "UIKitHosts", dependencies: ["LayerTree", "Geometry2D", "AnimationCore", "RenderCommands", "PNGCodec",
                                                  // UIImage, UIScreen and, for UIViewRepresentable, View
                                                  "ZoetropeUI",
                                                  // `#Preview { SomeViewController() }`
                                                  "ZoetropeMacros"]),
        // The SwiftUI surface: View, ViewBuilder, @State/@Binding, the view graph and its update cycle on
        // the virtual clock, layout, modifiers, Shape (a View), ShapeStyle, GeometryEffect (a ViewModifier), Image.
        .target(name: "ZoetropeUI", dependencies: [
            "AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "PNGCodec", "SafeFiles", "TextOutlines", "ZoetropeMacros",
            "CVirtualTime", .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // `#Preview { … }` and `@Previewable` (declared in ZoetropeUI/Previews): each preview's expansion
        // registers itself in the image's `swift5_tests` section, where `PreviewRegistry` finds it.
        .macro(name: "ZoetropeMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // Backend choice (auto / gpu / cpu) and the GPU self-test, so the two backends never import each other.
        .target(name: "Backends", dependencies: ["RenderCommands", "VectorPath", "Geometry2D", "SoftwareRasterizer", "GLESRenderer"]),
        // The frame loop as a library: FramePlan (which frames, their times and names), FrameSink (PNG
        // sequence), RenderJob (any Renderer into any sink, pipelined, resumable).
        .target(name: "FrameOutput", dependencies: ["RenderCommands", "PNGCodec", "SafeFiles", "CLibCrypto", "CProcessControl", "SystemResources"]),
        // The built-in scenes (the seeds' shapes, animated) and their catalog.
        // Layer scenes (CALayer trees on a LayerTree timeline) are catalogued beside the view scenes.
        .target(name: "Scenes", dependencies: ["AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "ZoetropeUI", "LayerTree"]),
        // The SCENES.md peer geometry shared with Cairo and Blend2D.
        .target(name: "BenchmarkScenes", dependencies: ["Geometry2D", "VectorPath", "RenderCommands"]),
        // The `zoetrope draw` JSON document format.
        .target(name: "DisplayListJSON", dependencies: ["Geometry2D", "VectorPath", "RenderCommands", "PNGCodec", "SafeFiles", "TextOutlines"]),
        // The Core Animation surface: CALayer and subclasses, the CAAnimation family, key paths, model vs
        // presentation on the virtual clock, CATransaction; emits a DisplayList.
        .target(name: "LayerTree", dependencies: ["AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "TextOutlines", "SystemResources",
                                                 // a bitmap CGContext's makeImage() draws its recording on the CPU
                                                 "SoftwareRasterizer"]),
        // Linux stand-in for `import enum Accelerate.vDSP` (seed 003): the vDSP functions the seeds call, on
        // Double vectors. Its own product (a user's package adds it on Linux); `Zoetrope` does not re-export it.
        .target(name: "Accelerate"),
        // Linux stand-in for `import Combine`: ZoetropeUI's Combine surface (OpenCombine and the virtual-clock timers).
        .target(name: "Combine", dependencies: ["ZoetropeUI"]),
        // Umbrella module: `@_exported import` of the public modules, nothing else.
        .target(name: "Zoetrope", dependencies: [
            "AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "PNGCodec", "SoftwareRasterizer",
            "GLESRenderer", "ZoetropeUI", "Backends", "FrameOutput", "Scenes", "BenchmarkScenes", "DisplayListJSON",
            "LayerTree", "UIKitHosts", "TextOutlines", "SystemResources", "SafeFiles",
        ]),
        // The commands (parsing and printing): `zoetrope`'s, and `StoryboardCatalog` for a user's package.
        .target(name: "ZoetropeCommands", dependencies: [
            "AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "PNGCodec", "SoftwareRasterizer", "GLESRenderer",
            "ZoetropeUI", "Backends", "FrameOutput", "Scenes", "BenchmarkScenes", "DisplayListJSON", "TextOutlines", "LayerTree",
            "SystemResources", "SafeFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Snapshot strategies for pointfreeco/swift-snapshot-testing: views and storyboards rendered on the
        // virtual clock (CPU backend by default) to PNG references, compared pixel by pixel with tolerances.
        .target(name: "ZoetropeSnapshotTesting", dependencies: [
            "ZoetropeUI", "UIKitHosts", "RenderCommands", "PNGCodec", "Backends", "Geometry2D",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The `zoetrope` executable: one line calling ZoetropeCommands.
        .executableTarget(name: "ZoetropeCLI", dependencies: ["ZoetropeCommands"]),

        .testTarget(name: "AnimationCoreTests", dependencies: [
            "AnimationCore", "ZoetropeTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "Geometry2DTests", dependencies: [
            "Geometry2D", "AnimationCore", "ZoetropeTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "VectorPathTests", dependencies: [
            "VectorPath", "Geometry2D", "AnimationCore", "ZoetropeTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ZoetropeUITests", dependencies: [
            "ZoetropeUI", "AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "SoftwareRasterizer", "PNGCodec",
            "ZoetropeTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "RenderCommandsTests", dependencies: [
            "RenderCommands", "VectorPath", "Geometry2D", "ZoetropeTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "PNGCodecTests", dependencies: [
            "PNGCodec", "SafeFiles", "RenderCommands", "VectorPath", "Geometry2D", "ZoetropeTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The macros' expansions and diagnostics (swift-syntax's assertMacroExpansion, reporting to swift-testing).
        .testTarget(name: "ZoetropeMacrosTests", dependencies: [
            "ZoetropeMacros", .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        ]),
        // Previews declared in this module (`#Preview`, `PreviewProvider`): discovery, names, sizes,
        // the catalog's list/render/sample/snapshot commands, goldens.
        .testTarget(
            name: "PreviewsTests",
            dependencies: ["Zoetrope", "ZoetropeCommands", "ZoetropeTestSupport", "PNGCodec", "RenderCommands"],
            exclude: ["Goldens"]
        ),
        // A user's catalog executable (`@main enum Previews: StoryboardCatalog {}` and previews, one that
        // traps), run by PreviewsTests as a child process. Deliberately not a dependency of a test target:
        // that would link its trapping preview into the test bundle. Swift 5 mode, as an app's files are
        // (PreviewsTests covers Swift 6 mode).
        .executableTarget(
            name: "PreviewCatalogFixture",
            dependencies: ["Zoetrope", "ZoetropeCommands"],
            path: "Tests/PreviewCatalogFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "SystemResourcesTests", dependencies: ["SystemResources"]),
        // The AssetSymbols plugin's generator: symbol names and the generated source.
        .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbolGenerator", "Geometry2D"]),
        .testTarget(name: "FrameOutputTests", dependencies: ["FrameOutput", "RenderCommands", "PNGCodec", "SafeFiles", "ZoetropeTestSupport"]),
        // Helpers shared by the test targets (golden images, the seeded property check); only tests depend on it.
        .target(name: "ZoetropeTestSupport", dependencies: [
            "Geometry2D", "VectorPath", "RenderCommands", "PNGCodec",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], path: "Tests/Support"),
        .testTarget(
            name: "SoftwareRasterizerTests",
            dependencies: ["SoftwareRasterizer", "RenderCommands", "VectorPath", "Geometry2D", "PNGCodec", "ZoetropeUI", "TextOutlines",
                           "ZoetropeTestSupport", "SystemResources"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "TextOutlinesTests", dependencies: [
            "TextOutlines", "VectorPath", "Geometry2D", "RenderCommands", "SoftwareRasterizer", "ZoetropeTestSupport",
        ]),
        .testTarget(name: "TessellationTests", dependencies: ["Tessellation", "VectorPath", "Geometry2D"]),
        .testTarget(name: "GLESRendererTests", dependencies: [
            "GLESRenderer", "SoftwareRasterizer", "RenderCommands", "VectorPath", "Geometry2D", "ZoetropeUI",
            "Backends", "BenchmarkScenes", "Scenes", "Zoetrope", "ZoetropeTestSupport",
        ]),
        .testTarget(
            name: "ZoetropeTests",
            dependencies: ["Zoetrope", "ZoetropeCLI", "ZoetropeCommands", "Scenes", "BenchmarkScenes", "DisplayListJSON", "Backends",
                           "ZoetropeTestSupport", "SystemResources", "GLESRenderer",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "UIKitHostsTests", dependencies: ["UIKitHosts", "LayerTree", "Geometry2D", "AnimationCore", "RenderCommands",
                                                          "ZoetropeUI", "SoftwareRasterizer"]),
        .testTarget(
            name: "LayerTreeTests",
            dependencies: [
                "LayerTree", "AnimationCore", "Geometry2D", "VectorPath", "RenderCommands", "ZoetropeTestSupport",
                // CARenderer2D's pixel facts (CPU), goldens (PNG) and CPU/GPU parity.
                "SoftwareRasterizer", "GLESRenderer", "PNGCodec",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "ZoetropeSnapshotTestingTests", dependencies: [
            "ZoetropeSnapshotTesting", "ZoetropeUI", "AnimationCore", "RenderCommands", "PNGCodec", "Backends", "Geometry2D",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Seed 002 (the Core Animation DSL, 2017) with the harness for what its post omits: Swift 4.2 mode,
        // which its `open let` needs, and its own target because it declares a class named `Animation`.
        .testTarget(
            name: "CoreAnimationSeedTests",
            dependencies: ["Zoetrope"],
            swiftSettings: [.swiftLanguageMode(.v4_2)]
        ),
        // The seeds' code, pasted with only the import changed. Swift 5 mode, as a user's app would be.
        .testTarget(
            name: "SeedCompatibilityTests",
            dependencies: ["Zoetrope", .target(name: "Accelerate", condition: .when(platforms: [.linux]))],
            // The PNGs the seeds load by name (`Image("tower")`, `Image("1")`…), read through Bundle.module.
            resources: [.copy("Assets")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
