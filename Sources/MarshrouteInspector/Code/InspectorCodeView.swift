import Marshroute
import TerminalUI

/// "The code behind a call": what Enter on a timeline entry shows under its explanation. For a
/// module router's call, the method it ran in, from the sources built into the program
/// (`RouterMethodSource`): `file:line`, then the method's lines, numbered, the line of the call
/// marked. An entry with no such method says why: a route's own call, a route, Marshroute by
/// itself, or a router method that does not wrap its body in `traced { }`.
@MainActor
enum InspectorCodeView {
    struct Line: Equatable {
        let text: String
        /// A line of source (drawn plain), or a line about it (drawn dim).
        let isSource: Bool
        /// Laid out as written: where a continuation starts when the line is cut (under the
        /// code, after the line number; under the path). Nil: wrapped at words.
        var hangingIndent: Int? = nil
    }

    /// The lines for `entry`.
    static func lines(for entry: InspectorTimelineEntry, glyphs: GlyphSet) -> [Line] {
        switch entry.origin {
        case .routerCall(let site?, _):
            switch source(of: site) {
            case .success(let method): return lines(of: method, glyphs: glyphs)
            case .failure(let problem): return [Line(text: "code: \(problem)", isSource: false)]
            }
        case .routerCall(nil, true):
            return [
                Line(
                    text: "code: no module router method: the route called Marshroute's router itself "
                        + "(its plan's steps are on the route's entry)", isSource: false)
            ]
        case .routerCall(nil, false):
            return [
                Line(
                    text: "code: this call has no site: its router method does not wrap its body in traced { }",
                    isSource: false)
            ]
        case .route:
            return [
                Line(
                    text: "code: a route runs no module router method: Routes matched the URL in the demo's route "
                        + "table (DemoRouteTable) and performs its plan through Marshroute", isSource: false)
            ]
        case .marshroute:
            return [Line(text: "code: Marshroute did this by itself; no router method asked for it", isSource: false)]
        }
    }

    /// `code: Sources/…/CategoriesRouters.swift:8`, then ` 8 ▸ func showSubcategories…`: the
    /// method's lines with their numbers, indented as written less their common indentation.
    static func lines(of method: RouterMethodSource, glyphs: GlyphSet) -> [Line] {
        let indent =
            method.lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let width = String(method.firstLine + method.lines.count - 1).count
        var result = [Line(text: "code: \(method.location)", isSource: false, hangingIndent: 6)]
        for (offset, line) in method.lines.enumerated() {
            let number = method.firstLine + offset
            let label = String(repeating: " ", count: width - String(number).count) + String(number)
            let mark = number == method.siteLine ? glyphs.arrowRight : glyphs.verticalLine
            var code = String(line.dropFirst(min(indent, line.count)))
            if glyphs.isASCII { code = String(code.map { $0.isASCII ? $0 : "?" }) }
            result.append(Line(text: "\(label) \(mark) \(code)", isSource: true, hangingIndent: width + 5))
        }
        return result
    }

    private static var cache: [RouterCallSite: Result<RouterMethodSource, RouterMethodSource.Problem>] = [:]

    /// Found once per site: the sources do not change while the program runs.
    static func source(of site: RouterCallSite) -> Result<RouterMethodSource, RouterMethodSource.Problem> {
        if let known = cache[site] { return known }
        let found = RouterMethodSource.find(site)
        cache[site] = found
        return found
    }
}
