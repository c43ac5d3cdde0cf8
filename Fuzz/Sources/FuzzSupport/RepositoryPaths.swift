/// The repository's `demo-assets`, found from this file when it was compiled (the targets run
/// where they were built).
public let demoAssetsPath: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    // …/Fuzz/Sources/FuzzSupport/RepositoryPaths.swift → …/demo-assets
    parts.removeLast(4)
    return (parts + ["demo-assets"]).joined(separator: "/")
}()
