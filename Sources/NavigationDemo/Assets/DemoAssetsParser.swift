import Foundation
import Routes

/// Checks the contents of `demo-assets`' files, each given as bytes with its path: the rules
/// `DemoAssetsLoader` applies after reading them. Every problem is an `AssetError` naming the
/// file; what a message quotes from the data is escaped and shortened.
enum DemoAssetsParser {
    /// A file's path (for messages) and its bytes.
    struct File: Sendable {
        let path: String
        let bytes: [UInt8]
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ file: File) throws(AssetError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(file.bytes))
        } catch let error as DecodingError {
            throw AssetError(file: file.path, problem: describe(error))
        } catch {
            throw AssetError(file: file.path, problem: "is not valid JSON")
        }
    }

    /// Data quoted in a message: escaped and shortened.
    private static func quoted(_ text: String) -> String { RouteText.quoted(text, limit: 40) }

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

    static func categories(_ file: File) throws(AssetError) -> [Category] {
        let categories = try decode([Category].self, file)
        let location = file.path
        guard categories.count >= 10 else {
            throw AssetError(file: location, problem: "needs at least 10 top-level categories, has \(categories.count)")
        }
        var seen: [String: String] = [:]
        func check(_ category: Category, level: Int) throws(AssetError) {
            let id = category.id.trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty else {
                throw AssetError(file: location, problem: "a category has an empty id (\"\(quoted(category.title))\")")
            }
            guard !category.title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AssetError(file: location, problem: "category \"\(quoted(category.id))\" has an empty title")
            }
            if let other = seen[category.id] {
                throw AssetError(
                    file: location,
                    problem: "duplicate id \"\(quoted(category.id))\" (\(quoted(other)) and \(quoted(category.title)))")
            }
            seen[category.id] = category.title
            if let subcategories = category.subcategories {
                guard level == 0 else {
                    throw AssetError(
                        file: location,
                        problem: "category \"\(quoted(category.id))\" is nested too deep: the catalog has two levels")
                }
                for subcategory in subcategories { try check(subcategory, level: level + 1) }
            }
        }
        for category in categories { try check(category, level: 0) }
        return categories
    }

    static func strings(_ file: File) throws(AssetError) -> DemoStrings {
        let table = try decode([String: String].self, file)
        let missing = DemoStrings.requiredKeys.filter { table[$0] == nil }
        guard missing.isEmpty else {
            throw AssetError(
                file: file.path, problem: "missing \(missing.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        }
        return DemoStrings(table: table)
    }

    struct PatternsFile: Decodable {
        let searchResultPatterns: [String]
        let recursion: String
        let shelf: String
    }

    static func patterns(_ file: File) throws(AssetError) -> PatternsFile {
        let patterns = try decode(PatternsFile.self, file)
        guard !patterns.searchResultPatterns.isEmpty else {
            throw AssetError(file: file.path, problem: "\"searchResultPatterns\" is empty")
        }
        for name in patterns.searchResultPatterns + [patterns.recursion, patterns.shelf] where !isSafeName(name) {
            throw AssetError(
                file: file.path, problem: "\"\(quoted(name))\" is not a plain art name (letters, digits, - and _)"
            )
        }
        return patterns
    }

    static func recommendations(_ file: File) throws(AssetError) -> [Recommendation] {
        let recommendations = try decode([Recommendation].self, file)
        guard recommendations.count >= 5 else {
            throw AssetError(
                file: file.path,
                problem: "needs at least 5 recommendations (4 show beside the current one)")
        }
        var ids = Set<String>()
        for recommendation in recommendations {
            guard ids.insert(recommendation.id).inserted else {
                throw AssetError(file: file.path, problem: "duplicate id \"\(quoted(recommendation.id))\"")
            }
            guard (0...255).contains(recommendation.color) else {
                throw AssetError(
                    file: file.path,
                    problem: "color \(recommendation.color) of \"\(quoted(recommendation.id))\" is not in 0...255")
            }
            guard isSafeName(recommendation.pattern) else {
                throw AssetError(
                    file: file.path,
                    problem: "pattern \"\(quoted(recommendation.pattern))\" is not a plain art name")
            }
        }
        return recommendations
    }

    static func art(_ file: File, name: String) throws(AssetError) -> TextArt {
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            throw AssetError(file: file.path, problem: "is not UTF-8 text")
        }
        var lines = text.components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { throw AssetError(file: file.path, problem: "is empty") }
        guard lines.count <= 60, lines.allSatisfy({ $0.count <= 200 }) else {
            throw AssetError(file: file.path, problem: "is larger than 200 columns by 60 rows")
        }
        return TextArt(name: name, lines: lines)
    }

    private static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
