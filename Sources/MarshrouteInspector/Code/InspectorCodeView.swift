import Marshroute
import TerminalUI

/// "The code behind a call": what Enter on a timeline entry shows under its explanation. For a
/// module router's call, the method it ran in, from the app's router sources
/// (`RouterMethodSource`): `file:line`, then the method's lines, numbered, the line of the call
/// marked. An entry with no such method says why: a call a front end's request made itself (a
/// route, a builder route), a route, Marshroute by itself, a router method that does not wrap
/// its body in `traced { }`, or a program without its router sources.
@MainActor
final class InspectorCodeView {
    struct Line: Equatable {
        let text: String
        /// A line of source (drawn plain), or a line about it (drawn dim).
        let isSource: Bool
        /// Laid out as written: where a continuation starts when the line is cut (under the
        /// code, after the line number; under the path). Nil: wrapped at words.
        var hangingIndent: Int? = nil
    }

    /// Where the methods are read from.
    let sources: RouterSources

    init(sources: RouterSources) {
        self.sources = sources
    }

    /// The lines for `entry`.
    func lines(for entry: InspectorTimelineEntry, glyphs: GlyphSet) -> [Line] {
        switch entry.origin {
        case .routerCall(let site?, _):
            return lines(for: site, glyphs: glyphs)
        case .routerCall(nil, let initiator?):
            // A front end's request (a URL route, a builder route) called Marshroute's router
            // itself: no module router method ran.
            return [
                Line(
                    text: "code: no module router method: the \(initiator.kind) #\(initiator.id) that asked for it "
                        + "called Marshroute's router itself", isSource: false)
            ]
        case .routerCall(nil, nil):
            return [
                Line(
                    text: "code: this call has no site: its router method does not wrap its body in traced { }",
                    isSource: false)
            ]
        case .route:
            return [
                Line(
                    text: "code: a route runs no module router method: Routes matched the URL against the "
                        + "registered patterns and performs its plan through Marshroute", isSource: false)
            ]
        case .marshroute:
            return [Line(text: "code: Marshroute did this by itself; no router method asked for it", isSource: false)]
        }
    }

    /// The lines of the method a call with `site` ran in, or why it cannot be shown.
    func lines(for site: RouterCallSite, glyphs: GlyphSet) -> [Line] {
        switch source(of: site) {
        case .success(let method): Self.lines(of: method, glyphs: glyphs)
        case .failure(let problem): [Line(text: "code: \(problem)", isSource: false)]
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

    private var cache: [RouterCallSite: Result<RouterMethodSource, RouterMethodSource.Problem>] = [:]

    /// Found once per site: the sources do not change while the program runs.
    func source(of site: RouterCallSite) -> Result<RouterMethodSource, RouterMethodSource.Problem> {
        if let known = cache[site] { return known }
        let found = RouterMethodSource.find(site, in: sources)
        cache[site] = found
        return found
    }
}
