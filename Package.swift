// swift-tools-version: 6.2
import PackageDescription

// Layers (arrows point down only):
//   navigation-demo -> NavigationDemo -> Routes -> Marshroute -> TerminalUI
//   NavigationDemo -> MarshrouteInspector, MarshrouteMap -> Routes, Marshroute, TerminalUI
//   navigation-demo -> CursesScreen -> TerminalUI, CNcurses
// Only CursesScreen imports curses. Swift that calls libc imports SystemLibc (Darwin or Glibc).
let package = Package(
    name: "NavigationDemo",
    // macOS 15: TerminalUI's Mutex and Atomic (Synchronization). Linux needs no entry.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "CursesScreen", targets: ["CursesScreen"]),
        .library(name: "Marshroute", targets: ["Marshroute"]),
        .library(name: "Routes", targets: ["Routes"]),
        .library(name: "MarshrouteMap", targets: ["MarshrouteMap"]),
        .library(name: "MarshrouteInspector", targets: ["MarshrouteInspector"]),
        // The inspector's code view: a target that adds it embeds its router sources.
        .plugin(name: "RouterSourcesPlugin", targets: ["RouterSourcesPlugin"]),
        .library(name: "NavigationDemo", targets: ["NavigationDemo"]),
        .executable(name: "navigation-demo", targets: ["navigation-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.7.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // `swift package generate-documentation` (DocC catalogs in each library's folder).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // ncurses per platform (docs/CURSES.md): Debian's ncursesw on Linux; the SDK's ncurses on
        // macOS, or Homebrew's ncursesw when its folders are passed (-Xcc -I, -Xlinker -L).
        // Also the tests' C helpers (include/cncurses_testing.h), where the C libraries differ.
        .target(
            name: "CNcurses",
            path: "CNcurses",
            cSettings: [
                // The wide-character API of ncurses 5.7 and of the macOS SDK's curses.h, which
                // belongs to a clang module that a #define in a file never reaches.
                .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
                // POSIX.1-2008 and nothing more on Linux: a GNU extension fails to build.
                .define("_XOPEN_SOURCE", to: "700", .when(platforms: [.linux])),
            ],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The C library on either platform, for every Swift target that calls it.
        .target(name: "SystemLibc"),
        .target(name: "TerminalUI", dependencies: ["SystemLibc"]),
        .target(name: "Marshroute", dependencies: ["TerminalUI", "SystemLibc"]),
        // URL routes (ARoute's model) ending in Marshroute transitions (docs/ROUTES.md).
        .target(name: "Routes", dependencies: ["Marshroute", "TerminalUI"]),
        // The storyboard code-based routing lost: an app explored headless, its modules and
        // transitions as a map (docs/MAP.md).
        .target(name: "MarshrouteMap", dependencies: ["Marshroute", "Routes", "TerminalUI"]),
        // The live inspector any app embeds: journal, timeline, tree, ledger, code view, rewind.
        .target(name: "MarshrouteInspector", dependencies: ["Marshroute", "Routes", "TerminalUI"]),
        .target(
            name: "NavigationDemo",
            dependencies: [
                "MarshrouteInspector",
                "Marshroute",
                "MarshrouteMap",
                "Routes",
                "TerminalUI",
                "SystemLibc",
                .product(name: "Logging", package: "swift-log"),
            ],
            // The inspector's code view shows the router methods from the binary itself.
            plugins: ["RouterSourcesPlugin"]
        ),
        // Build-time only: embeds a module's router sources in it, as RouterSources.embedded
        // for MarshrouteInspector's code view (Plugins/).
        .executableTarget(name: "EmbedRouterSources", path: "Plugins/EmbedRouterSources"),
        .plugin(name: "RouterSourcesPlugin", capability: .buildTool(), dependencies: ["EmbedRouterSources"]),
        .target(
            name: "CursesScreen",
            dependencies: ["TerminalUI", "CNcurses", "SystemLibc"]
        ),
        .executableTarget(
            name: "navigation-demo",
            dependencies: [
                "NavigationDemo",
                "TerminalUI",
                "CursesScreen",
                "SystemLibc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The smallest TerminalUI app on curses, which the end-to-end tests end with signals
        // (Tests/EndToEndTests/SignalTests.swift); built with the tests, not a product.
        .executableTarget(
            name: "bare-application",
            dependencies: ["TerminalUI", "CursesScreen", "SystemLibc"],
            path: "Tests/Fixtures/BareApplication"
        ),
        // What several test targets share (processes, paths, sanitizers, unwritable places),
        // written once: a target of its own, in no product.
        .target(
            name: "TestSupport",
            dependencies: ["CNcurses", "SystemLibc"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "MarshrouteTests",
            dependencies: ["Marshroute", "TerminalUI", "SystemLibc"]
        ),
        .testTarget(
            name: "MarshrouteMapTests",
            dependencies: ["MarshrouteMap", "Marshroute", "Routes", "TerminalUI"]
        ),
        .testTarget(
            name: "RoutesTests",
            dependencies: [
                "Routes", "Marshroute", "TerminalUI",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The inspector as any app embeds it, with no demo: pages, rewind, text layout.
        .testTarget(
            name: "MarshrouteInspectorTests",
            dependencies: ["MarshrouteInspector", "Marshroute", "Routes", "TerminalUI"]
        ),
        .testTarget(
            name: "NavigationDemoTests",
            dependencies: [
                "NavigationDemo", "MarshrouteInspector", "Marshroute", "MarshrouteMap", "Routes", "TerminalUI",
                "CNcurses", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Inspector/__Snapshots__"]
        ),
        .testTarget(
            name: "CursesScreenTests",
            dependencies: ["CursesScreen", "TerminalUI", "CNcurses", "SystemLibc"]
        ),
        // Fuzzing, soak and hostile input: bounded for CI, longer runs by environment variables
        // (docs/ROBUSTNESS.md).
        .testTarget(
            name: "RobustnessTests",
            dependencies: [
                "NavigationDemo", "Marshroute", "TerminalUI", "CursesScreen", "CNcurses", "SystemLibc", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "TerminalUI", "CNcurses", "SystemLibc", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
