import Foundation
import Routes

/// A problem with a file of `demo-assets`, named so the user can fix it (with the line, for
/// the text formats read a line at a time: lessons).
public struct AssetError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// The line the problem is on, counted from 1, when the file is read by lines.
    public var line: Int?
    public var problem: String

    public init(file: String, line: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// `FILE: problem`, or `FILE:LINE: problem` as compilers write it; safe to print: control
    /// characters escaped, the path and the problem each bounded (what they quote from the data
    /// is shortened where it is made).
    public var description: String {
        "\(RouteText.quoted(file, limit: 400))\(line.map { ":\($0)" } ?? ""): \(RouteText.quoted(problem, limit: 400))"
    }
}

/// A category of the catalog: two levels, ids unique across both.
public struct Category: Decodable, Equatable, Sendable {
    public let id: String
    public let title: String
    public let subcategories: [Category]?

    public init(id: String, title: String, subcategories: [Category]? = nil) {
        self.id = id
        self.title = title
        self.subcategories = subcategories
    }

    /// A leaf opens search results; a parent opens its subcategories.
    public var isLeaf: Bool { subcategories?.isEmpty ?? true }
}

/// A fruit advertisement recommended under every advertisement.
public struct Recommendation: Decodable, Equatable, Sendable {
    public let id: String
    public let title: String
    public let emoji: String
    public let pattern: String
    public let color: Int
}

/// Text art: lines drawn as they are (a tile for patterns, a picture otherwise).
public struct TextArt: Equatable, Sendable {
    public let name: String
    public let lines: [String]

    public init(name: String, lines: [String]) {
        self.name = name
        self.lines = lines
    }
}

/// Everything the demo reads from disk: the category catalog, the texts, the fruit
/// recommendations, the text-art patterns and the lessons.
public struct DemoAssets: Sendable {
    public let categories: [Category]
    public let strings: DemoStrings
    public let recommendations: [Recommendation]
    public let searchResultPatterns: [String]
    public let art: [String: TextArt]
    public let recursionArt: String
    public let shelfArt: String
    /// The lessons (`demo-assets/lessons/`), in file-name order.
    public let lessons: [Lesson]

    public init(
        categories: [Category], strings: DemoStrings, recommendations: [Recommendation],
        searchResultPatterns: [String], art: [String: TextArt], recursionArt: String, shelfArt: String,
        lessons: [Lesson] = []
    ) {
        self.categories = categories
        self.strings = strings
        self.recommendations = recommendations
        self.searchResultPatterns = searchResultPatterns
        self.art = art
        self.recursionArt = recursionArt
        self.shelfArt = shelfArt
        self.lessons = lessons
    }

    public func textArt(_ name: String) -> TextArt {
        art[name] ?? TextArt(name: name, lines: [])
    }
}
