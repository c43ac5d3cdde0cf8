import Foundation

/// Reads and checks `demo-assets`. Every problem is an `AssetError` naming the file, found
/// before the terminal is touched, so a broken asset never leaves a half-drawn screen.
public enum DemoAssetsLoader {
    /// Where to look when no folder is given: `./demo-assets`, then a `demo-assets` folder
    /// next to the executable or above it (a `swift run` from anywhere in the package).
    public static func defaultDirectory(
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AssetError(file: directory, problem: "no such folder (pass the demo's data folder with --assets DIR)")
        }
        let categories = try loadCategories(root)
        let strings = try loadStrings(root)
        let patterns = try loadPatterns(root)
        var art: [String: TextArt] = [:]
        for name in Set(patterns.searchResultPatterns + [patterns.recursion, patterns.shelf]) {
            art[name] = try loadArt(root, name: name)
        }
        let recommendations = try loadRecommendations(root)
        for recommendation in recommendations where art[recommendation.pattern] == nil {
            art[recommendation.pattern] = try loadArt(root, name: recommendation.pattern)
        }
        let lessons = try LessonCatalog.load(from: root)
        return DemoAssets(
            categories: categories, strings: strings, recommendations: recommendations,
            searchResultPatterns: patterns.searchResultPatterns, art: art,
            recursionArt: patterns.recursion, shelfArt: patterns.shelf, lessons: lessons)
    }

    // MARK: Files

    private static func read(_ root: URL, _ name: String) throws(AssetError) -> Data {
        let url = root.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw AssetError(file: displayPath(root, name), problem: "missing")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw AssetError(file: displayPath(root, name), problem: "cannot be read (\(error.localizedDescription))")
        }
    }

    private static func displayPath(_ root: URL, _ name: String) -> String {
        root.appendingPathComponent(name).path
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ root: URL, _ name: String) throws(AssetError) -> T {
        let data = try read(root, name)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw AssetError(file: displayPath(root, name), problem: describe(error))
        } catch {
            throw AssetError(file: displayPath(root, name), problem: "is not valid JSON")
        }
    }

    /// A decoding error in words, with the path of the offending value.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "is not valid JSON" : "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(typeName(type)) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(typeName(type)) at \(path(context.codingPath)), found null"
        @unknown default:
            return "cannot be decoded"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a number"
        case is [Any].Type: "a list"
        default:
            String(describing: type).contains("Array")
                ? "a list" : (String(describing: type).contains("Dictionary") ? "an object" : "\(type)")
        }
    }

    // MARK: Checks

    private static func loadCategories(_ root: URL) throws(AssetError) -> [Category] {
        let file = "categories.json"
        let categories = try decode([Category].self, root, file)
        let location = displayPath(root, file)
        guard categories.count >= 10 else {
            throw AssetError(file: location, problem: "needs at least 10 top-level categories, has \(categories.count)")
        }
        var seen: [String: String] = [:]
        func check(_ category: Category, level: Int) throws(AssetError) {
            let id = category.id.trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty else {
                throw AssetError(file: location, problem: "a category has an empty id (\"\(category.title)\")")
            }
            guard !category.title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AssetError(file: location, problem: "category \"\(category.id)\" has an empty title")
            }
            if let other = seen[category.id] {
                throw AssetError(
                    file: location, problem: "duplicate id \"\(category.id)\" (\(other) and \(category.title))")
            }
            seen[category.id] = category.title
            if let subcategories = category.subcategories {
                guard level == 0 else {
                    throw AssetError(
                        file: location,
                        problem: "category \"\(category.id)\" is nested too deep: the catalog has two levels")
                }
                for subcategory in subcategories { try check(subcategory, level: level + 1) }
            }
        }
        for category in categories { try check(category, level: 0) }
        return categories
    }

    private static func loadStrings(_ root: URL) throws(AssetError) -> DemoStrings {
        let file = "strings.json"
        let table = try decode([String: String].self, root, file)
        let missing = DemoStrings.requiredKeys.filter { table[$0] == nil }
        guard missing.isEmpty else {
            throw AssetError(
                file: displayPath(root, file), problem: "missing \(missing.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        }
        return DemoStrings(table: table)
    }

    private struct PatternsFile: Decodable {
        let searchResultPatterns: [String]
        let recursion: String
        let shelf: String
    }

    private static func loadPatterns(_ root: URL) throws(AssetError) -> PatternsFile {
        let file = "patterns.json"
        let patterns = try decode(PatternsFile.self, root, file)
        guard !patterns.searchResultPatterns.isEmpty else {
            throw AssetError(file: displayPath(root, file), problem: "\"searchResultPatterns\" is empty")
        }
        for name in patterns.searchResultPatterns + [patterns.recursion, patterns.shelf] where !isSafeName(name) {
            throw AssetError(
                file: displayPath(root, file), problem: "\"\(name)\" is not a plain art name (letters, digits, - and _)"
            )
        }
        return patterns
    }

    private static func loadRecommendations(_ root: URL) throws(AssetError) -> [Recommendation] {
        let file = "recommendations.json"
        let recommendations = try decode([Recommendation].self, root, file)
        guard recommendations.count >= 5 else {
            throw AssetError(
                file: displayPath(root, file),
                problem: "needs at least 5 recommendations (4 show beside the current one)")
        }
        var ids = Set<String>()
        for recommendation in recommendations {
            guard ids.insert(recommendation.id).inserted else {
                throw AssetError(file: displayPath(root, file), problem: "duplicate id \"\(recommendation.id)\"")
            }
            guard (0...255).contains(recommendation.color) else {
                throw AssetError(
                    file: displayPath(root, file),
                    problem: "color \(recommendation.color) of \"\(recommendation.id)\" is not in 0...255")
            }
            guard isSafeName(recommendation.pattern) else {
                throw AssetError(
                    file: displayPath(root, file),
                    problem: "pattern \"\(recommendation.pattern)\" is not a plain art name")
            }
        }
        return recommendations
    }

    private static func loadArt(_ root: URL, name: String) throws(AssetError) -> TextArt {
        let file = "art/\(name).txt"
        let data = try read(root, file)
        guard let text = String(data: data, encoding: .utf8) else {
            throw AssetError(file: displayPath(root, file), problem: "is not UTF-8 text")
        }
        var lines = text.components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { throw AssetError(file: displayPath(root, file), problem: "is empty") }
        guard lines.count <= 60, lines.allSatisfy({ $0.count <= 200 }) else {
            throw AssetError(file: displayPath(root, file), problem: "is larger than 200 columns by 60 rows")
        }
        return TextArt(name: name, lines: lines)
    }

    private static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
