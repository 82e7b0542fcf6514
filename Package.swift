// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "gesture-lab",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .executable(name: "gesture-lab", targets: ["gesture-lab"]),
        .library(name: "LabBench", targets: ["LabBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The engine: SwiftUI's gesture system, no SDL, no wall clock. Release builds leave out
        // the run-time exclusivity checks (the compiler still enforces exclusivity statically;
        // debug builds and the tests keep the dynamic checks): on the per-event path they cost
        // more than the recognition itself (BENCHMARKS.md).
        .target(name: "GestureKit", swiftSettings: [
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
        ]),
        // Hand-written JSON and Swift-subset parsers with exact line/column positions.
        .target(name: "LabSyntax"),
        // Scene files, event files, interpretation into GestureKit, replay and the replay log.
        .target(name: "LabCore", dependencies: ["GestureKit", "LabSyntax"]),
        // C bindings for SDL2 and SDL2_ttf from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        // SDL handles, drawing, text cache, PNG output and input translation.
        .target(name: "LabWindow", dependencies: ["CSDL2", "CSDL2TTF"]),
        // The laboratory: fixed-timestep simulation, input mapping, scene and overlay drawing.
        .target(name: "LabApp", dependencies: ["GestureKit", "LabCore", "LabWindow"]),
        // Benchmarks of the standard workloads (W1, W2): generator, scenes, runner.
        .target(name: "LabBench", dependencies: ["GestureKit", "LabCore", "LabApp", "LabWindow", "CSDL2"]),
        .executableTarget(
            name: "gesture-lab",
            dependencies: [
                "GestureKit", "LabCore", "LabWindow", "LabApp", "LabBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "GestureKitTests",
            dependencies: [
                "GestureKit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "LabSyntaxTests", dependencies: ["LabSyntax"]),
        .testTarget(name: "LabCoreTests", dependencies: ["LabCore"], resources: [.copy("Golden")]),
        .testTarget(name: "LabWindowTests", dependencies: ["LabWindow"]),
        .testTarget(name: "LabAppTests", dependencies: ["LabApp"]),
        .testTarget(name: "LabBenchTests", dependencies: ["LabBench", "GestureKit"]),
    ]
)
