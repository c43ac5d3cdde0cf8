// swift-tools-version: 6.2
import PackageDescription

// Performance benchmarks for the terminal UI, the curses backend, Marshroute, Routes and the demo.
// A package of its own, so that the main package's `swift build` / `swift test` never build
// package-benchmark. Run everything with:
//
//     cd Benchmarks && swift package benchmark
//
// See docs/PERFORMANCE.md for the filters, the checks executable and the figures.

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "package-benchmark"),
    .product(name: "TerminalUI", package: "NavigationDemo"),
    .product(name: "CursesScreen", package: "NavigationDemo"),
    .product(name: "Marshroute", package: "NavigationDemo"),
    .product(name: "NavigationDemo", package: "NavigationDemo"),
    "BenchmarkSupport",
    "BenchmarkKit",
]

/// One benchmark executable: `Benchmarks/<name>/`, with package-benchmark's plugin.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: benchmarkDependencies,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}

let package = Package(
    name: "NavigationDemoBenchmarks",
    // NavigationDemo's own (TerminalUI needs macOS 15).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "NavigationDemo", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The C reference: a plain ncurses program told exactly what changed, the limit the
        // demo's frames are measured against (FramesAgainstC in BenchmarkSupport).
        .target(
            name: "CursesReference",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED", to: "1")],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CursesReference",
                .product(name: "TerminalUI", package: "NavigationDemo"),
                .product(name: "CursesScreen", package: "NavigationDemo"),
                .product(name: "Marshroute", package: "NavigationDemo"),
                .product(name: "NavigationDemo", package: "NavigationDemo"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "BenchmarkKit",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                "BenchmarkSupport",
                .product(name: "TerminalUI", package: "NavigationDemo"),
            ]
        ),
        .executableTarget(
            name: "perf-checks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "TerminalUI", package: "NavigationDemo"),
                .product(name: "Marshroute", package: "NavigationDemo"),
                .product(name: "NavigationDemo", package: "NavigationDemo"),
            ]
        ),
        benchmarkTarget("Rendering"),
        benchmarkTarget("PushAnimation"),
        benchmarkTarget("Routers"),
        benchmarkTarget("Startup"),
        // Rewind: replaying a 1,000-step session up to a timeline entry.
        benchmarkTarget("Rewind"),
        // URL matching in Routes, with a linear scan as the baseline; needs only Routes.
        .executableTarget(
            name: "RouteMatching",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Routes", package: "NavigationDemo"),
                "BenchmarkKit",
            ],
            path: "Benchmarks/RouteMatching",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
