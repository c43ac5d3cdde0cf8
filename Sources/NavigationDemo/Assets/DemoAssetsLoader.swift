import Foundation
import SystemLibc

/// Reads and checks `demo-assets`. Every problem is an `AssetError` naming the file, found
/// before the terminal is touched, so a broken asset never leaves a half-drawn screen.
public enum DemoAssetsLoader {
    /// The largest JSON file read (the demo's are a few KiB).
    static let jsonLimit = 1 << 20
    /// The largest art file read: 60 rows of 200 columns, with room for wide characters.
    static let artLimit = 64 << 10

    /// Where to look when no folder is given: `./demo-assets`, then a `demo-assets` folder
    /// next to the executable or above it (a `swift run` from anywhere in the package).
    package static func defaultDirectory(
        executablePath: String = CommandLine.arguments[0],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String? {
        let fileManager = FileManager.default
        var candidates = [URL(fileURLWithPath: currentDirectory).appendingPathComponent("demo-assets")]
        var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("demo-assets"))
            directory.deleteLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        return candidates.first {
            fileManager.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }?.path
    }

    public static func load(from directory: String) throws(AssetError) -> DemoAssets {
        let root = URL(fileURLWithPath: directory)
        var status = stat()
        guard stat(root.path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else {
                throw AssetError(file: directory, problem: "cannot be read (\(String(cString: strerror(code))))")
            }
            throw AssetError(file: directory, problem: "no such folder (pass the demo's data folder with --assets DIR)")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw AssetError(
                file: directory, problem: "is not a folder (pass the demo's data folder with --assets DIR)")
        }
        func file(_ name: String, limit: Int = jsonLimit) throws(AssetError) -> DemoAssetsParser.File {
            let path = root.appendingPathComponent(name).path
            do {
                return DemoAssetsParser.File(path: path, bytes: try BoundedFileReader.read(path, limit: limit))
            } catch {
                throw AssetError(file: path, problem: error.text)
            }
        }
        let categories = try DemoAssetsParser.categories(file("categories.json"))
        let strings = try DemoAssetsParser.strings(file("strings.json"))
        let patterns = try DemoAssetsParser.patterns(file("patterns.json"))
        var art: [String: TextArt] = [:]
        for name in Set(patterns.searchResultPatterns + [patterns.recursion, patterns.shelf]) {
            art[name] = try DemoAssetsParser.art(file("art/\(name).txt", limit: artLimit), name: name)
        }
        let recommendations = try DemoAssetsParser.recommendations(file("recommendations.json"))
        for recommendation in recommendations where art[recommendation.pattern] == nil {
            art[recommendation.pattern] = try DemoAssetsParser.art(
                file("art/\(recommendation.pattern).txt", limit: artLimit), name: recommendation.pattern)
        }
        let lessons = try LessonCatalog.load(from: root)
        return DemoAssets(
            categories: categories, strings: strings, recommendations: recommendations,
            searchResultPatterns: patterns.searchResultPatterns, art: art,
            recursionArt: patterns.recursion, shelfArt: patterns.shelf, lessons: lessons)
    }
}
