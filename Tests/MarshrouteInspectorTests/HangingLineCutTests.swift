import Testing

@testable import MarshrouteInspector

/// The code behind a call, cut to a narrow inspector: never inside a name while another place
/// will do (issue 35: `authorizationAsse` / `mbly()`).
@Suite("Inspector: cutting a line laid out as written")
struct HangingLineCutTests {
    static let code = "      11 │             assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed,"

    /// Whether the cut between two pieces falls inside a name (a letter, digit or `_` on both
    /// sides) other than before a capital letter.
    static func cutsInsideAName(_ pieces: [String], indent: Int) -> Bool {
        zip(pieces, pieces.dropFirst()).contains { left, right in
            guard let last = left.last, let first = right.dropFirst(indent).first else { return false }
            let isName = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
            return isName(last) && isName(first) && !(first.isUppercase && last.isLowercase)
        }
    }

    /// From 28 columns, where the longest part of a name (`authorization`) fits beside the
    /// indent the inspector gives (at most half the width); narrower, a name must be cut.
    @Test("code is cut between names at every width where its names fit", arguments: 28...96)
    func noCutInsideAName(width: Int) {
        let indent = min(15, width / 2)
        let pieces = HangingLineCut.pieces(of: Self.code, width: width, indent: indent)
        #expect(pieces.allSatisfy { $0.count <= width }, "\(pieces)")
        #expect(
            pieces.joined().replacingOccurrences(of: " ", with: "")
                == Self.code.replacingOccurrences(of: " ", with: ""))
        #expect(!Self.cutsInsideAName(pieces, indent: indent), "\(width): \(pieces)")
    }

    @Test("the width that broke authorizationAssembly() now breaks after the dot")
    func theReportedLine() {
        let pieces = HangingLineCut.pieces(of: Self.code, width: 57, indent: 15)
        #expect(pieces.first == "      11 │             assemblyFactory.")
        #expect(pieces.dropFirst().first?.hasPrefix("               authorizationAssembly()") == true, "\(pieces)")
    }

    @Test("a path still breaks between its folders; a name longer than a piece breaks before a capital")
    func pathsAndLongNames() {
        let path = HangingLineCut.pieces(
            of: "code: Sources/NavigationDemo/Application/ApplicationRouters.swift:9", width: 40, indent: 6)
        #expect(path == ["code: Sources/NavigationDemo/", "      Application/ApplicationRouters.", "      swift:9"])
        let name = HangingLineCut.pieces(of: "CategoriesMasterDetailRouterSplit", width: 24, indent: 2)
        #expect(name == ["CategoriesMasterDetail", "  RouterSplit"])
    }
}
