import Routes
import TerminalUI

/// What Tab offers in the Go-to prompt, made from Routes' completions of the demo's table:
/// only URLs that route from where the user is (their plan has no error), and, where the table
/// goes on after them, the URL with a slash (`adverts` offers `adverts/`), so that Tab never
/// fills in a pattern or a value that fails. Numbers come in numeric order (`adverts/2` before
/// `adverts/10`).
///
/// A Tab costs one scan of the table's candidates, however many there are: the common prefix
/// comes from Routes' page of completions, and the candidates are planned one at a time, as Tab
/// steps to them (a page at a time from Routes). Planning every candidate first made the first
/// Tab on `adverts/` plan some 1,900 routes (about half a second in a debug build).
@MainActor
struct GoToCompleter {
    let registry: URLRouterRegistry

    /// How many segments deep a candidate is followed to find a URL that routes after it.
    private static let lookahead = 3
    /// How many completions Routes is asked for at a time.
    private static let pageSize = 32

    func completion(for text: String) -> TextCompletion {
        let first = registry.completionPage(for: text, limit: Self.pageSize)
        var page = first.completions[...]
        var last: String?
        var waiting: [String] = []
        let next = { () -> String? in
            while waiting.isEmpty {
                if page.isEmpty {
                    guard let last else { return nil }
                    page = registry.completionPage(for: text, after: last, limit: Self.pageSize).completions[...]
                    if page.isEmpty { return nil }
                }
                guard let candidate = page.popFirst() else { return nil }
                last = candidate
                waiting = offered(for: candidate)
            }
            return waiting.removeFirst()
        }
        // One completion: the prefix is what it offers (with its slash when the table goes
        // on after it, when it does not route by itself); several: the prefix they share.
        if first.completions.count == 1, let only = first.completions.first {
            let offers = offered(for: only)
            return TextCompletion(candidates: offers)
        }
        return TextCompletion(commonPrefix: first.commonPrefix, next: next)
    }

    /// Every candidate in order, for tests and for small tables.
    func candidates(for text: String) -> [String] {
        let completion = completion(for: text)
        var result: [String] = []
        while let candidate = completion.next() { result.append(candidate) }
        return result
    }

    /// What Tab offers for one completion: itself if it routes, and itself with a slash if
    /// the table goes on after it to a URL that routes.
    private func offered(for candidate: String) -> [String] {
        var result: [String] = []
        if routes(candidate) { result.append(candidate) }
        if continues(candidate, depth: Self.lookahead) { result.append(candidate + "/") }
        return result
    }

    /// Whether `url` routes from here: it matches (checked first, without the suggestions a
    /// failed plan would look for) and its plan has no error.
    private func routes(_ url: String) -> Bool { registry.hasMatch(url) && registry.plan(url).error == nil }

    /// Whether some URL that routes starts with `url` and a slash.
    private func continues(_ url: String, depth: Int) -> Bool {
        guard depth > 0, !url.hasSuffix("/") else { return false }
        var after: String?
        repeat {
            let page = registry.completionPage(for: url + "/", after: after, limit: Self.pageSize)
            if page.completions.contains(where: { routes($0) || continues($0, depth: depth - 1) }) { return true }
            after = page.completions.last
        } while after != nil
        return false
    }
}
