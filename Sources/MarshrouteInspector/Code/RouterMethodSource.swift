import Marshroute

/// The source of the module router method a router call ran in: found from the call's site
/// (`traced { … }` records its `#fileID`, `#line` and `#function`) in the sources embedded at
/// build time. The method is the nearest `func` of that name at or above the site's line, up to
/// the brace that closes its body; the site's line must fall inside it.
struct RouterMethodSource: Equatable, Sendable {
    /// The file from the package's root.
    let path: String
    /// The line the site was recorded on (the `traced` call).
    let siteLine: Int
    /// The line of `func`, counted from 1.
    let firstLine: Int
    /// The method's lines, from `func` to its closing brace, as written.
    let lines: [String]

    /// Why a method could not be shown.
    enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The program has no router sources (no `RouterSourcesPlugin`, or not handed to the inspector).
        case noSources
        /// The file is not among the embedded ones.
        case fileNotEmbedded(String)
        /// No `func` of that name at or above the line, or the line is outside its body.
        case methodNotFound(function: String, fileID: String, line: Int)

        var description: String {
            switch self {
            case .noSources:
                "no router sources built into the program: add the RouterSourcesPlugin to the target of the "
                    + "routers and set the inspector's routerSources to .embedded"
            case .fileNotEmbedded(let fileID): "\(fileID) is not among the sources built into the program"
            case .methodNotFound(let function, let fileID, let line):
                "no func \(function) around \(fileID):\(line) in the sources built into the program"
            }
        }
    }

    /// `Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift:8`.
    var location: String { "\(path):\(siteLine)" }

    /// The method a call with `site` ran in, from `sources`.
    static func find(_ site: RouterCallSite, in sources: RouterSources) -> Result<RouterMethodSource, Problem> {
        guard !sources.filesByID.isEmpty else { return .failure(.noSources) }
        guard let file = sources.file(site.fileID) else { return .failure(.fileNotEmbedded(site.fileID)) }
        return find(site, in: file)
    }

    /// The method a call with `site` ran in, in `file`.
    static func find(_ site: RouterCallSite, in file: RouterSources.File) -> Result<RouterMethodSource, Problem> {
        let notFound = Problem.methodNotFound(function: site.method, fileID: site.fileID, line: site.line)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let siteIndex = site.line - 1
        guard lines.indices.contains(siteIndex),
            let start = (0...siteIndex).reversed().first(where: { declares(site.method, lines[$0]) }),
            let end = closingLine(of: lines, from: start), siteIndex <= end
        else { return .failure(notFound) }
        return .success(
            RouterMethodSource(
                path: file.path, siteLine: site.line, firstLine: start + 1, lines: Array(lines[start...end])))
    }

    /// Whether `line` declares a function named `name` (`func name(` or `func name<`), after
    /// any modifiers.
    static func declares(_ name: String, _ line: String) -> Bool {
        guard let range = line.range(of: "func \(name)") else { return false }
        let before = line[..<range.lowerBound]
        guard before.allSatisfy({ $0.isLetter || $0 == " " || $0 == "@" || $0 == "\t" }),
            !before.contains("//")
        else { return false }
        let next = line[range.upperBound...].first
        return next == "(" || next == "<"
    }

    /// The index of the line whose brace closes the body opened after `start` (braces inside
    /// parentheses, strings and comments do not count: a default closure argument, say).
    static func closingLine(of lines: [String], from start: Int) -> Int? {
        var braces = 0
        var parentheses = 0
        var opened = false
        var inBlockComment = false
        for index in start..<lines.count {
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in lines[index] {
                defer { previous = character }
                if inBlockComment {
                    if previous == "*" && character == "/" { inBlockComment = false }
                    continue
                }
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                switch character {
                case "\"": inString = true
                case "/" where previous == "/": break
                case "*" where previous == "/": inBlockComment = true
                case "(": parentheses += 1
                case ")": parentheses -= 1
                case "{" where parentheses == 0:
                    braces += 1
                    opened = true
                case "}" where parentheses == 0:
                    braces -= 1
                    if opened && braces == 0 { return index }
                default: continue
                }
                // A line comment ends the line.
                if character == "/" && previous == "/" { break }
            }
        }
        return nil
    }
}
