// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets, one per parser (docs/ROBUSTNESS.md). `Fuzz/run` builds them with
// `-sanitize=fuzzer,address` for every module, this package's and NavigationDemo's alike, so
// that coverage guides the fuzzer through the parsers' own code, and with `-enable-testing`
// for the internal parsers (`@testable import`). Not part of `swift test`.
let package = Package(
    name: "NavigationDemoFuzz",
    // NavigationDemo's own (TerminalUI needs macOS 15).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "NavigationDemo", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "fuzz-key-decoder", dependencies: ["FuzzSupport", .demo("CursesScreen"), .demo("TerminalUI")]),
        .executableTarget(name: "fuzz-key-script", dependencies: ["FuzzSupport", .demo("TerminalUI")]),
        .executableTarget(name: "fuzz-transcript", dependencies: ["FuzzSupport", .demo("TerminalUI")]),
        .executableTarget(
            name: "fuzz-url",
            dependencies: [
                "FuzzSupport", .demo("NavigationDemo"), .demo("Routes"), .demo("TerminalUI"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(name: "fuzz-route-patterns", dependencies: ["FuzzSupport", .demo("Routes")]),
        .executableTarget(name: "fuzz-assets", dependencies: ["FuzzSupport", .demo("NavigationDemo")]),
        .executableTarget(
            name: "fuzz-lessons", dependencies: ["FuzzSupport", .demo("NavigationDemo"), .demo("TerminalUI")]),
        .executableTarget(
            name: "fuzz-lesson-near-misses",
            dependencies: ["FuzzSupport", .demo("NavigationDemo"), .demo("TerminalUI")]),
    ],
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    /// A library of the NavigationDemo package.
    static func demo(_ name: String) -> Target.Dependency { .product(name: name, package: "NavigationDemo") }
}
