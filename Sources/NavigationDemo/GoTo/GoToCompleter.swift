import Foundation
import Routes

/// What Tab offers in the Go-to prompt, made from Routes' completions of the demo's table:
/// only URLs that route from where the user is (their plan has no error), and, where the table
/// goes on after them, the URL with a slash (`adverts` offers `adverts/`), so that Tab never
/// fills in a pattern or a value that fails. Numbers come in numeric order (`adverts/2` before
/// `adverts/10`).
@MainActor
struct GoToCompleter {
    let registry: URLRouterRegistry

    /// How many segments deep a candidate is followed to find a URL that routes after it.
    private static let lookahead = 3

    func candidates(for text: String) -> [String] {
        var result = Set<String>()
        for candidate in completions(of: text) {
            if routes(candidate) { result.insert(candidate) }
            if continues(candidate, depth: Self.lookahead) { result.insert(candidate + "/") }
        }
        return result.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
    }

    /// Routes' completions of `text`, every one of them (an incomplete list would make Tab's
    /// common prefix a lie), without the patterns it offers where a parameter has no values.
    private func completions(of text: String) -> [String] {
        registry.completions(for: text, limit: .max).filter { !$0.contains("{") && !$0.hasSuffix("*") }
    }

    private func routes(_ url: String) -> Bool { registry.plan(url).error == nil }

    /// Whether some URL that routes starts with `url` and a slash.
    private func continues(_ url: String, depth: Int) -> Bool {
        guard depth > 0, !url.hasSuffix("/") else { return false }
        return completions(of: url + "/").contains { routes($0) || continues($0, depth: depth - 1) }
    }
}
