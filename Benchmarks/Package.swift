// swift-tools-version: 6.1
// Allocation and time benchmarks of the standard workloads with ordo-one/benchmark and its
// malloc counters. A package of its own, depending on gesture-lab by path, so that the root
// package's `swift build --build-tests` (CI) never builds the benchmark framework.
// Run from this folder: `swift package --scratch-path ../.build-bench-release benchmark` (see BENCHMARKS.md).
import PackageDescription

// The root package's identity is the name of its folder (a path dependency).
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
    name: "gesture-lab-benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "GestureBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LabBench", package: root),
                .product(name: "GestureKit", package: root),
            ],
            path: "Benchmarks/GestureBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
