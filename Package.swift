// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The `#Preview` macro's plugin: left out of the fuzzing and sanitized builds, whose flags would
/// build swift-syntax instrumented for code that never expands a preview (GestureUI declares the
/// macro either way; only files that use it need the plugin, and the sanitized suite's scenes
/// take the regular build's, `GESTURE_LAB_MACRO_PLUGIN`).
let withoutMacros = Context.environment["GESTURE_LAB_FUZZ"] != nil || Context.environment["GESTURE_LAB_SANITIZER"] != nil
let previewMacros: [Target.Dependency] = withoutMacros ? [] : ["GestureUIMacros"]

let package = Package(
    name: "gesture-lab",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .library(name: "GestureUI", targets: ["GestureUI"]),
        // GestureUI with `App.main()` opening the lab window: a package's own SwiftUI app.
        .library(name: "GestureLabUI", targets: ["GestureLabUI"]),
        .executable(name: "gesture-lab", targets: ["gesture-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Combine for Linux: `import Combine` in a view file is OpenCombine, whose
        // ObservableObject and @Published are the ones GestureUI's views watch.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The `#Preview` macro's expansion (the toolchain's own swift-syntax line).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation --target GestureKit` (scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine: SwiftUI's gesture system, no SDL, no wall clock. No unsafe flags: a package
        // that depends on GestureKit by version must be able to build it. The hot stored
        // properties of the per-event path skip the run-time exclusivity checks one by one
        // with `@exclusivity(unchecked)` instead (BENCHMARKS.md).
        .target(name: "GestureKit"),
        // SwiftUI's views over GestureKit: View, state, layout, drawing and animation, with no
        // SDL and no wall clock. `-module-alias SwiftUI=GestureUI` lets `import SwiftUI` use it.
        // Its `View` and `ViewModifier` are `@MainActor @preconcurrency` as in Apple's SDK, which
        // Swift 6's checking would make every built-in view's internals spell out; the module is
        // written for one thread (the lab's) and compiled in the Swift 5 language mode.
        .target(name: "GestureUI", dependencies: ["GestureKit", .product(name: "OpenCombine", package: "OpenCombine")] + previewMacros,
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Hand-written JSON and Swift-subset parsers with exact line/column positions.
        .target(name: "LabSyntax"),
        // The lab without SDL: scene and event files, interpretation into GestureKit, the one
        // fixed-timestep loop (LabSimulation) under the window, record and replay, the lab's
        // shapes-follow-their-gestures policy (ShapeFollower), and the replay log.
        // Core Haptics, inert (no haptic engine on Linux): Swift scenes that import it run.
        .target(name: "CoreHaptics"),
        .target(name: "LabCore", dependencies: ["GestureKit", "GestureUI", "LabSyntax", "CoreHaptics"]),
        // C bindings for SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        // Cairo, the vector library that rasterises paths: curves, strokes with caps, joins and
        // dashes, antialiased (Debian's libcairo2-dev).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pixman, Cairo's pixel engine, for what Cairo does not offer: pictures carried through a
        // perspective (a projective transform, sampled bilinearly).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // XInput 2.4's touchpad gestures (pinch and rotate), read beside SDL's events on X11.
        .systemLibrary(name: "CXInput", pkgConfig: "xi", providers: [.apt(["libxi-dev"])]),
        // SDL handles, drawing (paths through Cairo), text cache, image loading, PNG output and input
        // translation.
        .target(name: "LabWindow", dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "CXInput", "CCairo", "CPixman"]),
        // The window app: input mapping, the real-time clock, scene and overlay drawing.
        .target(name: "LabApp", dependencies: ["GestureKit", "GestureUI", "LabCore", "LabWindow"]),
        // `App.main()` for a package's own SwiftUI app: its window group in the lab window.
        .target(name: "GestureLabUI", dependencies: ["GestureUI", "LabApp", "LabCore"]),
        // Benchmarks of the standard workloads (W1, W2): generator, scenes, runner.
        // Its view workloads are Swift 5 code, as the views people bring are (see GestureUI).
        .target(name: "LabBench", dependencies: ["GestureKit", "GestureUI", "LabCore", "LabApp", "LabWindow", "CSDL2"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "gesture-lab",
            dependencies: [
                "GestureKit", "LabCore", "LabWindow", "LabApp", "LabBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Swift scenes are compiled to libraries that the lab loads (SwiftSceneCompiler);
            // their undefined symbols resolve against this executable's, so it exports them.
            // (An executable only: no product that other packages depend on carries a flag.)
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .testTarget(
            name: "GestureKitTests",
            dependencies: [
                "GestureKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Scenario views built in plain test functions, as Swift 5 code builds them (`View` is
        // `@MainActor @preconcurrency`; see GestureUI).
        .testTarget(name: "GestureUITests", dependencies: ["GestureUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LabSyntaxTests", dependencies: ["LabSyntax"]),
        // The test bundle loads compiled Swift scenes as the executable does, so it exports its
        // symbols too (a test target: no product carries the flag).
        // Swift 5 code too: its scenario views run on the test's own thread.
        .testTarget(name: "LabCoreTests", dependencies: ["LabCore", "LabSyntax"], resources: [.copy("Golden")],
                    swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals")],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // Test support shared by the test targets: the trait that keeps suites using SDL's
        // process-wide event queue from running at the same time.
        .target(name: "LabTestSupport", path: "Tests/LabTestSupport"),
        .testTarget(name: "LabWindowTests", dependencies: ["LabWindow", "LabTestSupport"]),
        // Golden renders are read from the source folder (RenderTests), not bundled.
        .testTarget(name: "LabAppTests", dependencies: ["LabApp", "LabTestSupport"], exclude: ["Golden"],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "LabBenchTests", dependencies: ["LabBench", "GestureKit"]),
    ]
)

// `#Preview`: a C entry point per preview, named after its file and line (LabSyntax's
// `previewSymbol`, which the lab uses to open it). Not declared at all in the fuzzing and
// sanitized builds, so that building everything there does not build swift-syntax.
if !withoutMacros {
    package.targets.append(.macro(name: "GestureUIMacros", dependencies: [
        "LabSyntax",
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]))
}

// The ordo-one/benchmark suite (allocation counters of the standard workloads) joins the package
// only when asked for, so that neither CI's build nor a package that depends on GestureKit ever
// resolves or builds the benchmark framework:
//   GESTURE_LAB_BENCHMARKS=1 swift package --scratch-path .build-benchmarks benchmark
if Context.environment["GESTURE_LAB_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets.append(.executableTarget(
        name: "GestureBenchmarks",
        dependencies: ["LabBench", "GestureKit", .product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/GestureBenchmarks",
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]))
}

// libFuzzer targets for the scene file, the event file, replay and rendering, with the checks
// they share. They need coverage instrumentation and libFuzzer's runtime (linked without its own
// main: SwiftPM gives each executable one, which calls libFuzzer's driver), so they join the
// package only when asked for: scripts/fuzz.sh builds and runs them.
if Context.environment["GESTURE_LAB_FUZZ"] != nil {
    package.targets.append(.target(name: "CFuzzer", path: "Fuzz/CFuzzer"))
    package.targets.append(.target(name: "FuzzCommon", dependencies: ["CFuzzer", "LabCore", "LabSyntax"], path: "Fuzz/Common"))
    for (name, dependencies) in [("SceneFile", ["LabCore"]), ("EventFile", ["LabCore"]), ("Replay", ["LabCore", "GestureKit"]),
                                 ("Render", ["LabCore", "GestureKit", "LabApp"]), ("WorkerMessages", ["LabCore", "GestureKit", "GestureUI"])] {
        package.targets.append(.executableTarget(
            name: "Fuzz\(name)", dependencies: ["FuzzCommon"] + dependencies.map { .target(name: $0) }, path: "Fuzz/\(name)"))
    }
}
