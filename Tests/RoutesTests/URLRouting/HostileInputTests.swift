import Testing

@testable import Routes

/// Hostile URLs, each with its expected outcome, against a router with the kinds of pattern
/// an app registers. Nothing may crash or hang, and every refusal is safe to print.
@Suite("Hostile input")
@MainActor
struct HostileInputTests {
    enum Outcome: Sendable, Equatable {
        case matches(String)
        case noMatch
        case castFailure
        case refused
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let url: String
        let outcome: Outcome
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "plain", url: "files/report", outcome: .matches("files/{name}")),
        Case(name: "encoded slash stays in its segment", url: "files/a%2Fb", outcome: .matches("files/{name}")),
        Case(name: "encoded slash cannot reach a deeper literal", url: "files%2Fadmin", outcome: .noMatch),
        Case(name: "dot-dot", url: "files/../admin", outcome: .refused),
        Case(name: "encoded dot-dot", url: "files/%2e%2E/admin", outcome: .refused),
        Case(name: "dot", url: "./admin", outcome: .refused),
        Case(name: "empty inner segment", url: "admin//panel", outcome: .refused),
        Case(name: "trailing slash", url: "admin/panel/", outcome: .matches("admin/panel")),
        Case(name: "raw ESC", url: "files/\u{1B}[2J", outcome: .refused),
        Case(name: "encoded ESC", url: "files/%1B%5B2J", outcome: .refused),
        Case(name: "encoded NUL", url: "files/a%00b", outcome: .refused),
        Case(name: "C1 control", url: "files/a\u{9B}b", outcome: .refused),
        Case(name: "DEL", url: "files/a\u{7F}", outcome: .refused),
        Case(name: "newline in query", url: "files/a?x=%0A", outcome: .refused),
        Case(name: "100 KB", url: String(repeating: "a/", count: 51_200), outcome: .refused),
        Case(
            name: "10,000 segments", url: Array(repeating: "x", count: 10_000).joined(separator: "/"), outcome: .refused
        ),
        Case(
            name: "1,000 segments under the limit", url: Array(repeating: "x", count: 1_000).joined(separator: "/"),
            outcome: .noMatch),
        Case(name: "truncated escape", url: "files/a%2", outcome: .refused),
        Case(name: "non-hex escape", url: "files/a%zz", outcome: .refused),
        Case(name: "escape that is not UTF-8", url: "files/%FF%FE", outcome: .refused),
        Case(name: "mixed-case path", url: "Admin/Panel", outcome: .noMatch),
        Case(name: "mixed-case host", url: "NAVDEMO://Admin/panel", outcome: .matches("admin/panel")),
        Case(name: "unicode", url: "files/日本語🎉", outcome: .matches("files/{name}")),
        Case(name: "encoded unicode", url: "files/%E6%97%A5", outcome: .matches("files/{name}")),
        Case(name: "bidi override", url: "files/\u{202E}gpj.exe", outcome: .matches("files/{name}")),
        Case(name: "unknown scheme", url: "evil://admin/panel", outcome: .refused),
        Case(name: "value that does not cast", url: "users/12a", outcome: .castFailure),
        Case(name: "huge number", url: "users/99999999999999999999999", outcome: .castFailure),
        Case(name: "empty", url: "", outcome: .refused),
        Case(name: "spaces only", url: "   ", outcome: .refused),
        Case(name: "lone percent", url: "%", outcome: .refused),
        Case(name: "only a query", url: "?a=b", outcome: .noMatch),
        Case(name: "scheme only", url: "navdemo://", outcome: .noMatch),
    ]

    static let registry: URLRouterRegistry = {
        let registry = URLRouterRegistry()
        let router = registry.defaultRouter
        for pattern in ["files/{name}", "admin/panel", "users/{id|int}", "files/admin"] {
            _ = try! router.register(pattern, callback: pattern) { _ in }
        }
        try! registry.bind(scheme: "navdemo", to: URLRouterRegistry.defaultRouterName)
        return registry
    }()

    @Test(arguments: cases)
    func hostileInput(_ hostile: Case) {
        let outcome: Outcome
        do {
            outcome = .matches(try Self.registry.match(hostile.url).registration.pattern.text)
        } catch {
            #expect(!error.description.unicodeScalars.contains { RouteText.isUnsafe($0) })
            #expect(error.description.count < 1_000)
            switch error {
            case .noMatch: outcome = .noMatch
            case .castFailed: outcome = .castFailure
            default: outcome = .refused
            }
        }
        #expect(outcome == hostile.outcome)
    }
}
