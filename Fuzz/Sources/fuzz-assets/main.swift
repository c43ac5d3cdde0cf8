import FuzzSupport

@testable import NavigationDemo

// Asset files (`demo-assets`): the first byte picks the file (categories, strings, patterns,
// recommendations or an art file), the rest is its contents. Invariants: what is accepted keeps
// the rules the loader promises (ten top-level categories or more, two levels, unique ids;
// every required text; plain art names; five recommendations or more with unique ids and colors
// 0…255; art of at most 60 rows of 200 columns); every error names the file and its description
// is safe to print and bounded.

let files = ["categories.json", "strings.json", "patterns.json", "recommendations.json", "art/fuzz.txt"]

func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = fuzzInput(data, size)
    guard let selector = input.first else { return 0 }
    let name = files[Int(selector) % files.count]
    let file = DemoAssetsParser.File(path: "demo-assets/" + name, bytes: Array(input.dropFirst()))
    do {
        switch Int(selector) % files.count {
        case 0:
            let categories = try DemoAssetsParser.categories(file)
            fuzzCheck(categories.count >= 10, "fewer than 10 categories")
            let all = categories + categories.flatMap { $0.subcategories ?? [] }
            fuzzCheck(Set(all.map(\.id)).count == all.count, "duplicate ids")
            fuzzCheck(
                all.allSatisfy { ($0.subcategories ?? []).allSatisfy { $0.subcategories == nil } }, "three levels")
        case 1:
            let strings = try DemoAssetsParser.strings(file)
            _ = strings
        case 2:
            let patterns = try DemoAssetsParser.patterns(file)
            fuzzCheck(!patterns.searchResultPatterns.isEmpty, "no patterns")
            fuzzCheck(
                (patterns.searchResultPatterns + [patterns.recursion, patterns.shelf]).allSatisfy(isPlainName),
                "an art name that is not plain")
        case 3:
            let recommendations = try DemoAssetsParser.recommendations(file)
            fuzzCheck(recommendations.count >= 5, "fewer than 5 recommendations")
            fuzzCheck(Set(recommendations.map(\.id)).count == recommendations.count, "duplicate ids")
            fuzzCheck(
                recommendations.allSatisfy { (0...255).contains($0.color) && isPlainName($0.pattern) },
                "bad color or pattern")
        default:
            let art = try DemoAssetsParser.art(file, name: "fuzz")
            fuzzCheck(
                !art.lines.isEmpty && art.lines.count <= 60 && art.lines.allSatisfy { $0.count <= 200 }, "art too large"
            )
        }
    } catch {
        fuzzCheck(error.file == file.path, "the error names \(error.file)")
        fuzzCheckSafeToPrint(error.description, "AssetError")
    }
    return 0
}

runFuzzer(testOneInput)
