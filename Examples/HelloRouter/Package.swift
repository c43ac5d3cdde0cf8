// swift-tools-version: 6.2
import PackageDescription

// A three-screen terminal app routed by Marshroute, with the inspector embedded, depending on
// NavigationDemo's libraries.
let package = Package(
    name: "HelloRouter",
    // NavigationDemo's own (TerminalUI needs macOS 15).
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "NavigationDemo", path: "../..")],
    targets: [
        .target(
            name: "HelloRouterKit",
            dependencies: [
                .product(name: "TerminalUI", package: "NavigationDemo"),
                .product(name: "Marshroute", package: "NavigationDemo"),
                .product(name: "Routes", package: "NavigationDemo"),
                .product(name: "MarshrouteInspector", package: "NavigationDemo"),
            ],
            // The inspector's code view shows the router methods (RouterSources.embedded).
            plugins: [.plugin(name: "RouterSourcesPlugin", package: "NavigationDemo")]),
        .executableTarget(
            name: "hello-router",
            dependencies: ["HelloRouterKit", .product(name: "CursesScreen", package: "NavigationDemo")]),
        .testTarget(
            name: "HelloRouterTests",
            dependencies: [
                "HelloRouterKit", .product(name: "MarshrouteInspector", package: "NavigationDemo"),
                .product(name: "MarshrouteMap", package: "NavigationDemo"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
