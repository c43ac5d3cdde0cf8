import Foundation
import TestSupport

/// A copy of `demo-assets` in a temporary folder, to corrupt one file per test case.
final class AssetFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-assets-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("demo-assets"), to: url)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: file(name))
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: file(name))
    }

    /// Reads a JSON file, lets `change` edit it, writes it back (ASCII, so that control
    /// characters are written as `\u` escapes, as an editor would keep them).
    func editJSON(_ name: String, _ change: (inout Any) throws -> Void) throws {
        var value = try JSONSerialization.jsonObject(with: Data(contentsOf: file(name)))
        try change(&value)
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]).write(to: file(name))
    }

    /// The top-level categories, edited in place.
    func editCategories(_ change: (inout [[String: Any]]) -> Void) throws {
        try editJSON("categories.json") { value in
            var categories = value as? [[String: Any]] ?? []
            change(&categories)
            value = categories
        }
    }

    func editObject(_ name: String, _ change: (inout [String: Any]) -> Void) throws {
        try editJSON(name) { value in
            var object = value as? [String: Any] ?? [:]
            change(&object)
            value = object
        }
    }
}

/// Titles that carry what must never reach a terminal raw, each followed by a marker so
/// that a test can find where it was drawn.
enum HostileText {
    /// SGR (red), then the marker.
    static let sgr = "Trans\u{1B}[31mINJA"
    /// OSC 0 (set the window title), ended by BEL.
    static let osc = "Re\u{1B}]0;INJB\u{07}alty"
    /// CSI as a C1 control (U+009B), and NEL (U+0085).
    static let c1 = "Jo\u{9B}31mINJC\u{85}b"
    /// A right-to-left override, then a pop.
    static let bidi = "\u{202E}INJD\u{202C}rev"
    /// A cursor movement and a clear screen.
    static let clear = "Ca\u{1B}[2J\u{1B}[HINJE"

    /// A copy of `demo-assets` with these in category titles (both levels), tab titles, the
    /// top categories title, a recommendation's title and emoji, and a line of art.
    static func assets() throws -> AssetFolder {
        let folder = try AssetFolder()
        try folder.editCategories { categories in
            categories[1]["title"] = sgr
            categories[2]["title"] = osc
            categories[3]["title"] = c1
            categories[4]["title"] = bidi
            if var subcategories = categories[1]["subcategories"] as? [[String: Any]] {
                subcategories[1]["title"] = clear
                categories[1]["subcategories"] = subcategories
            }
        }
        try folder.editObject("strings.json") { strings in
            strings["tabs.recursion"] = "Rec\u{1B}[5mINJF"
            strings["categories.selectCategory"] = "Select\u{1B}]2;INJG\u{1B}\\ category"
            strings["recursion.title"] = "Recursion\u{07}\u{07}"
        }
        try folder.editJSON("recommendations.json") { value in
            var recommendations = value as? [[String: Any]] ?? []
            recommendations[0]["title"] = "Ban\u{1B}[7mINJH"
            recommendations[1]["emoji"] = "\u{1B}[8mINJJ"
            value = recommendations
        }
        try folder.write("art/sea.txt", "  .-'~'-.\u{1B}[41mINJI\n.'       '.\n~^~^~^~^~^~^~^\n")
        return folder
    }

    /// The markers, which must show up (the text was drawn, only made harmless).
    static let markers = ["INJA", "INJB", "INJC", "INJD", "INJE"]

    /// Byte sequences the injected titles carry, none of which may reach the terminal.
    static let forbiddenSequences: [(name: String, bytes: [UInt8])] = [
        ("ESC [31m before the marker", Array("\u{1B}[31mINJA".utf8)),
        ("OSC 0", Array("\u{1B}]0;".utf8)),
        ("OSC 2", Array("\u{1B}]2;".utf8)),
        ("BEL", [0x07]),
        ("CSI as C1 (U+009B)", [0xC2, 0x9B]),
        ("NEL (U+0085)", [0xC2, 0x85]),
        ("RLO (U+202E)", [0xE2, 0x80, 0xAE]),
        ("ESC [2J ESC [H before the marker", Array("\u{1B}[2J\u{1B}[HINJE".utf8)),
        ("ESC [5m before the marker", Array("\u{1B}[5mINJF".utf8)),
        ("ESC [7m before the marker", Array("\u{1B}[7mINJH".utf8)),
        ("ESC [41m before the marker", Array("\u{1B}[41mINJI".utf8)),
        ("ESC [8m before the marker", Array("\u{1B}[8mINJJ".utf8)),
    ]

    /// The first forbidden sequence in `bytes`, if any.
    static func firstForbidden(in bytes: [UInt8]) -> String? {
        for (name, needle) in forbiddenSequences where bytes.contains(needle) { return name }
        return nil
    }
}
