import Foundation

/// Where this package is on disk, found from this file (`Tests/TestSupport/`), so that every
/// suite reads `demo-assets`, the sources and the built products from the same place.
package enum PackagePaths {
    /// The package root.
    package static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `path` below the package root.
    package static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// An executable `swift build` put next to the test bundle (or in `.build/debug`: on macOS
    /// the tests run inside a host tool, whose own path says nothing of the build folder). The
    /// first candidate when none is there, so that a failure names a path.
    package static func builtProduct(_ name: String) -> String {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent(name),
            products.deletingLastPathComponent().appendingPathComponent(name),
            root.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? candidates[0].path
    }
}
