// swift-tools-version: 6.2
import PackageDescription

// The getting-started article's app (Sources/Marshroute/Marshroute.docc/GettingStarted.md and
// the README), built as a package of its own that depends on NavigationDemo's libraries by
// path, the way the README says to. Its sources are the article's code, word for word (a
// test compares them).
let package = Package(
    name: "GettingStarted",
    // NavigationDemo's own (TerminalUI needs macOS 15).
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "NavigationDemo", path: "../..")],
    targets: [
        .target(
            name: "GettingStarted",
            dependencies: [
                .product(name: "TerminalUI", package: "NavigationDemo"),
                .product(name: "Marshroute", package: "NavigationDemo"),
                .product(name: "Routes", package: "NavigationDemo"),
            ]),
        .executableTarget(
            name: "notes",
            dependencies: ["GettingStarted", .product(name: "CursesScreen", package: "NavigationDemo")]),
        .testTarget(name: "GettingStartedTests", dependencies: ["GettingStarted"]),
    ],
    swiftLanguageModes: [.v6]
)
