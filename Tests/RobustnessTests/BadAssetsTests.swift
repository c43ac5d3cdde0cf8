import Foundation
import NavigationDemo
import TestSupport
import Testing

/// Broken data: each case copies `demo-assets`, breaks one file, and runs the real binary on
/// it. It must stop before touching the terminal, with exit status 2 and one line naming the
/// file and the problem; never a trap, never raw control characters on the terminal.
@Suite("Bad assets")
struct BadAssetsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let problem: String
        let corrupt: @Sendable (AssetFolder) throws -> Void

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a missing file", file: "strings.json", problem: "no such file") { try $0.remove("strings.json") },
        Case(name: "a missing art file", file: "art/aztec.txt", problem: "no such file") {
            try $0.remove("art/aztec.txt")
        },
        Case(name: "a folder where a file should be", file: "categories.json", problem: "is a folder, not a file") {
            folder in
            try folder.remove("categories.json")
            try FileManager.default.createDirectory(
                at: folder.file("categories.json"), withIntermediateDirectories: false)
        },
        // Found by hostile files: /dev/zero was "You don't have permission" (and read forever
        // on a system that allows it), a symbolic-link loop was "missing", and a file of any
        // size was read whole.
        Case(name: "a device where a file should be", file: "categories.json", problem: "is a device, not a file") {
            folder in
            try folder.remove("categories.json")
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("categories.json").path, withDestinationPath: "/dev/zero")
        },
        Case(
            name: "a symbolic-link loop", file: "strings.json",
            problem: "cannot be read (Too many levels of symbolic links)"
        ) { folder in
            try folder.remove("strings.json")
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("loop").path, withDestinationPath: "strings.json")
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("strings.json").path, withDestinationPath: "loop")
        },
        Case(name: "a JSON file over 1 MiB", file: "recommendations.json", problem: "is larger than 1 MiB") { folder in
            try folder.write("recommendations.json", "[" + String(repeating: " ", count: 1 << 20) + "]")
        },
        Case(name: "an art file over 64 KiB", file: "art/sea.txt", problem: "is larger than 64 KiB") { folder in
            try folder.write("art/sea.txt", String(repeating: "~", count: 70_000))
        },
        Case(name: "malformed JSON", file: "categories.json", problem: "is not valid JSON") {
            try $0.write("categories.json", "[{\"id\": \"0\",")
        },
        Case(name: "an empty JSON file", file: "patterns.json", problem: "is not valid JSON") {
            try $0.write("patterns.json", "")
        },
        Case(
            name: "a number where a title should be", file: "categories.json", problem: "expected a string at [0].title"
        ) { folder in
            try folder.editCategories { $0[0]["title"] = 5 }
        },
        Case(
            name: "an object where a list should be", file: "recommendations.json",
            problem: "expected a list at the top level"
        ) { folder in
            try folder.write("recommendations.json", "{\"fruit\": 1}")
        },
        Case(
            name: "an object where subcategories should be", file: "categories.json",
            problem: "expected a list at [1].subcategories"
        ) { folder in
            try folder.editCategories { $0[1]["subcategories"] = ["id": "x"] }
        },
        Case(name: "a missing key", file: "categories.json", problem: "missing \"id\" at [2]") { folder in
            try folder.editCategories { $0[2]["id"] = nil }
        },
        Case(
            name: "null where a string should be", file: "patterns.json",
            problem: "expected a string at shelf, found null"
        ) { folder in
            try folder.editObject("patterns.json") { $0["shelf"] = NSNull() }
        },
        Case(name: "a text without its key", file: "strings.json", problem: "missing \"cancel\"") { folder in
            try folder.editObject("strings.json") { $0["cancel"] = nil }
        },
        Case(name: "a number where a text should be", file: "strings.json", problem: "expected a string at cancel") {
            folder in
            try folder.editObject("strings.json") { $0["cancel"] = 3 }
        },
        Case(
            name: "too few categories", file: "categories.json",
            problem: "needs at least 10 top-level categories, has 3"
        ) { folder in
            try folder.editCategories { $0 = Array($0.prefix(3)) }
        },
        Case(name: "duplicate ids", file: "categories.json", problem: "duplicate id \"1\"") { folder in
            try folder.editCategories { $0[2]["id"] = "1" }
        },
        Case(name: "a duplicate id across levels", file: "categories.json", problem: "duplicate id \"1.1\"") { folder in
            try folder.editCategories { $0[5]["id"] = "1.1" }
        },
        Case(
            name: "nesting too deep", file: "categories.json",
            problem: "category \"1.0\" is nested too deep: the catalog has two levels"
        ) { folder in
            try folder.editCategories { categories in
                var subcategories = categories[1]["subcategories"] as? [[String: Any]] ?? []
                subcategories[0]["subcategories"] = [["id": "1.0.1", "title": "Third level"]]
                categories[1]["subcategories"] = subcategories
            }
        },
        Case(name: "an empty title", file: "categories.json", problem: "category \"3\" has an empty title") { folder in
            try folder.editCategories { $0[3]["title"] = "   " }
        },
        Case(name: "an empty art file", file: "art/sea.txt", problem: "is empty") {
            try $0.write("art/sea.txt", "\n\n")
        },
        Case(name: "an art file too tall", file: "art/plaits.txt", problem: "is larger than 200 columns by 60 rows") {
            folder in
            try folder.write("art/plaits.txt", Array(repeating: "~~", count: 61).joined(separator: "\n"))
        },
        Case(name: "an art file too wide", file: "art/plaits.txt", problem: "is larger than 200 columns by 60 rows") {
            folder in
            try folder.write("art/plaits.txt", String(repeating: "=", count: 201))
        },
        Case(name: "a non-UTF-8 art file", file: "art/vikings.txt", problem: "is not UTF-8 text") { folder in
            try folder.write("art/vikings.txt", bytes: [0x2F, 0x5C, 0xFF, 0xFE, 0xC3, 0x28, 0x0A])
        },
        Case(
            name: "an art name leaving the folder", file: "patterns.json",
            problem: "\"../../etc/passwd\" is not a plain art name"
        ) { folder in
            try folder.editObject("patterns.json") { $0["shelf"] = "../../etc/passwd" }
        },
        Case(name: "no search result patterns", file: "patterns.json", problem: "\"searchResultPatterns\" is empty") {
            folder in
            try folder.editObject("patterns.json") { $0["searchResultPatterns"] = [String]() }
        },
        Case(
            name: "a color out of range", file: "recommendations.json",
            problem: "color 300 of \"fruit-2\" is not in 0...255"
        ) { folder in
            try folder.editJSON("recommendations.json") { value in
                var recommendations = value as? [[String: Any]] ?? []
                recommendations[1]["color"] = 300
                value = recommendations
            }
        },
        Case(name: "too few recommendations", file: "recommendations.json", problem: "needs at least 5 recommendations")
        { folder in
            try folder.editJSON("recommendations.json") { value in value = Array((value as? [Any] ?? []).prefix(2)) }
        },
        Case(
            name: "escape sequences in an error's title", file: "categories.json",
            problem: "duplicate id \"1\" (Transport and Realty\\u{1B}[31m\\u{1B}]0;x\\u{7})"
        ) { folder in
            try folder.editCategories { categories in
                categories[2]["id"] = "1"
                categories[2]["title"] = "Realty\u{1B}[31m\u{1B}]0;x\u{07}"
            }
        },
    ]

    @Test("the binary refuses broken data with exit 2 and a message naming the file and the problem", arguments: cases)
    func binaryRefuses(_ testCase: Case) throws {
        let folder = try AssetFolder()
        try testCase.corrupt(folder)
        let result = try DemoBinary.run(["--headless", "--assets", folder.path, "--dump"])
        #expect(result.signal == nil, "it trapped: \(result.stderr)")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains("navigation-demo: \(folder.path)/\(testCase.file): \(testCase.problem)"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        let raw = result.stderr.unicodeScalars.filter { FuzzInvariants.isUnsafe($0) && $0 != "\n" }
        #expect(raw.isEmpty, "raw control characters on the terminal: \(raw.map { String($0.value, radix: 16) })")
    }

    @Test("the loader reports the same file and problem", arguments: cases)
    func loaderReports(_ testCase: Case) throws {
        let folder = try AssetFolder()
        try testCase.corrupt(folder)
        do {
            _ = try DemoAssetsLoader.load(from: folder.path)
            Issue.record("\(testCase.name) was accepted")
        } catch {
            #expect(error.file == "\(folder.path)/\(testCase.file)")
            // The library keeps the problem as found; the command line escapes it for the terminal.
            #expect(error.problem.contains(testCase.problem.components(separatedBy: "\\u{").first ?? ""), "\(error)")
        }
    }

    @Test("a missing folder is named, and so is a file passed instead of a folder, and a folder that loops")
    func missingFolder() throws {
        let folder = try AssetFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/self", withDestinationPath: "self")
        for (path, problem) in [
            (folder.path + "/nonexistent", "no such folder"), (folder.path + "/strings.json", "is not a folder"),
            (folder.path + "/self", "cannot be read (Too many levels of symbolic links)"),
        ] {
            let result = try DemoBinary.run(["--headless", "--assets", path, "--dump"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("navigation-demo: \(path): \(problem)"), "\(result.stderr)")
        }
    }

    /// Only without root's privileges can a folder be unreadable.
    @Test(
        "an unreadable folder says so, not \"missing\"",
        .enabled(if: getuid() != 0, "root reads every folder"))
    func unreadableFolder() throws {
        let folder = try AssetFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path + "/art")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/art") }
        let result = try DemoBinary.run(["--headless", "--assets", folder.path, "--dump"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot be read (Permission denied)"), "\(result.stderr)")
    }
}
