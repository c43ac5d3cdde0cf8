import FuzzSupport
import Logging
import NavigationDemo
import Routes
import TerminalUI

// URLs (the Go-to prompt, `--open`, `explain`) against the demo's own route table: the input
// is a URL. Invariants: `RouteURL` reads its own text back to the same URL, with no control
// character in any segment or query item; the router's match is the pattern's own linear match,
// parameter for parameter; matching twice gives the same; the plan `explain` prints and every
// error description are safe to print and bounded.

let shell: DemoShell = {
    let assets = try! DemoAssetsLoader.load(from: demoAssetsPath)
    return DemoShell(
        screen: HeadlessScreen(size: Size(width: 100, height: 30)), clock: ManualClock(), animationsEnabled: false,
        idiom: .compact, assets: assets, logger: Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() },
        appKeyCommands: false)
}()

@MainActor func check(_ text: String) {
    do {
        let url = try RouteURL(text)
        let again = try? RouteURL(url.text)
        fuzzCheck(again == url, "RouteURL does not read its own text back: \(url)")
        for part in url.segments + url.queryItems.flatMap({ [$0.name, $0.value] }) {
            fuzzCheck(
                !part.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "raw control in \(url)")
        }
        fuzzCheck(url.scheme.map { $0 == $0.lowercased() } ?? true, "scheme not lowercased")
        fuzzCheckSafeToPrint(url.description, limit: 200, "RouteURL.description")
    } catch {
        fuzzCheckSafeToPrint(error.description, "RouteURLError")
    }
    let registry = shell.demo.routing.registry
    do {
        let match = try registry.match(text)
        let linear = match.registration.pattern.match(match.url)
        fuzzCheck(
            linear == match.routeParameters,
            "\(match.url) as \(match.registration.pattern): router \(match.routeParameters), pattern alone \(String(describing: linear))"
        )
        let again = try? registry.match(text)
        fuzzCheck(
            again?.registration === match.registration && again?.routeParameters == match.routeParameters,
            "not deterministic")
    } catch {
        fuzzCheckSafeToPrint(error.description, "RouteError")
    }
    let plan = shell.demo.routing.plan(text).description
    for line in plan.split(separator: "\n", omittingEmptySubsequences: false) {
        // A plan quotes the URL and its parameters: bounded by the URL's own 2 KiB, escaped.
        fuzzCheckSafeToPrint(String(line), limit: 20_000, "a line of the plan")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
    return 0
}

runFuzzer(testOneInput)
