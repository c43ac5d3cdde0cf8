import FuzzSupport
import Routes

// Pattern registration, with a differential check of the router's trie against a plain
// linear matcher. The input is lines: patterns up to the first empty line (each registered in
// turn in a fresh router; duplicates and bad patterns are refused), then URLs.
//
// For each URL without a scheme, the reference tries every registered pattern alone
// (`RoutePattern.match`). Invariants: the router matches exactly when some pattern does; the
// pattern it picks matches alone with the same parameters, every name and value; no other
// pattern that matches comes first by the documented precedence (per segment from the left:
// a literal, a typed parameter, an untyped one, the wildcard; among parameters of one kind, more
// literal text first; patterns of one kind at every
// segment are a tie the reference leaves to the trie); every error description is safe to
// print and bounded.

/// The rank of each segment a URL of `count` segments meets in `pattern`, for precedence
/// (docs/ROUTES.md): by kind, 0 literal (or the end of the pattern), 1 typed parameter, 2
/// untyped, 3 wildcard; among parameters of one kind, more literal text first. Nil for a
/// pattern with optional groups, which the reference does not rank.
func kinds(of pattern: String, count: Int) -> [Int]? {
    guard !pattern.contains("(") else { return nil }
    let segments = pattern.split(separator: "/")
    var result: [Int] = []
    for index in 0...count {
        guard index < segments.count else { return result + [0] }
        let segment = segments[index]
        if segment == "*" { return result + [3 * rankScale] }
        guard segment.contains("{") else {
            result.append(0)
            continue
        }
        let kind = segment.contains("|") ? 1 : 2
        result.append(kind * rankScale - literalLength(of: segment))
    }
    return result
}

/// Kinds are this far apart, so that literal lengths (at most the 2 KiB of a URL) order only
/// segments of one kind.
let rankScale = 1 << 20

/// The UTF-8 bytes of a parametric segment outside its `{…}` parameters.
func literalLength(of segment: Substring) -> Int {
    var depth = 0
    var length = 0
    for byte in segment.utf8 {
        if byte == UInt8(ascii: "{") {
            depth += 1
        } else if byte == UInt8(ascii: "}") {
            depth = max(0, depth - 1)
        } else if depth == 0 {
            length += 1
        }
    }
    return length
}

@MainActor func check(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(32).map(String.init)
    let patternCount = lines.firstIndex(of: "") ?? lines.count
    let registry = URLRouterRegistry()
    var registered: [RouteRegistration] = []
    for pattern in lines[..<patternCount].prefix(12) {
        do {
            registered.append(try registry.defaultRouter.register(pattern, callback: "fuzz") { _ in })
        } catch {
            fuzzCheckSafeToPrint(error.description, "RouteRegistryError")
        }
    }
    for url in lines[patternCount...].dropFirst().prefix(12) {
        let routed: RouteMatch?
        do {
            routed = try registry.match(url)
        } catch {
            fuzzCheckSafeToPrint(error.description, "RouteError")
            routed = nil
        }
        guard let parsed = try? RouteURL(url), parsed.scheme == nil else { continue }
        let matching = registered.compactMap { registration in
            registration.pattern.match(parsed).map { (registration, $0) }
        }
        guard let routed else {
            fuzzCheck(matching.isEmpty, "\(parsed): no route, but \(matching.map(\.0.pattern.text)) match alone")
            continue
        }
        guard let alone = matching.first(where: { $0.0 === routed.registration }) else {
            fuzzCheck(false, "\(parsed): routed to \(routed.registration.pattern), which does not match alone")
            return
        }
        fuzzCheck(
            alone.1 == routed.routeParameters,
            "\(parsed) with \(routed.registration.pattern): router \(routed.routeParameters), alone \(alone.1)")
        guard let picked = kinds(of: routed.registration.pattern.text, count: parsed.segments.count) else { continue }
        for (other, _) in matching where other !== routed.registration {
            guard let rank = kinds(of: other.pattern.text, count: parsed.segments.count) else { continue }
            fuzzCheck(
                !rank.lexicographicallyPrecedes(picked),
                "\(parsed): \(other.pattern) comes before \(routed.registration.pattern), which the router picked")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
    return 0
}

runFuzzer(testOneInput)
