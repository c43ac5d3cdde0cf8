import Foundation
import Routes

/// A problem with a file of `demo-assets`, named so the user can fix it (with the line, for
/// the text formats read a line at a time: lessons).
public struct AssetError: Error, Equatable, CustomStringConvertible {
    package var file: String
    /// The line the problem is on, counted from 1, when the file is read by lines.
    package var line: Int?
    package var problem: String

    package init(file: String, line: Int? = nil, problem: String) {
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
    package let id: String
    package let title: String
    package let subcategories: [Category]?

    package init(id: String, title: String, subcategories: [Category]? = nil) {
        self.id = id
        self.title = title
        self.subcategories = subcategories
    }

    /// A leaf opens search results; a parent opens its subcategories.
    package var isLeaf: Bool { subcategories?.isEmpty ?? true }
}

/// A fruit advertisement recommended under every advertisement.
public struct Recommendation: Decodable, Equatable, Sendable {
    package let id: String
    package let title: String
    package let emoji: String
    package let pattern: String
    package let color: Int
}

/// Text art: lines drawn as they are (a tile for patterns, a picture otherwise).
public struct TextArt: Equatable, Sendable {
    package let name: String
    package let lines: [String]

    package init(name: String, lines: [String]) {
        self.name = name
        self.lines = lines
    }
}

/// Everything the demo reads from disk: the category catalog, the texts, the fruit
/// recommendations, the text-art patterns and the lessons.
public struct DemoAssets: Sendable {
    package let categories: [Category]
    package let strings: DemoStrings
    package let recommendations: [Recommendation]
    package let searchResultPatterns: [String]
    package let art: [String: TextArt]
    package let recursionArt: String
    package let shelfArt: String
    /// The lessons (`demo-assets/lessons/`), in file-name order.
    package let lessons: [Lesson]

    package init(
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

    package func textArt(_ name: String) -> TextArt {
        art[name] ?? TextArt(name: name, lines: [])
    }
}
