import Testing

@testable import Marshroute

/// What Marshroute said during one test: its failed assertions and its diagnostic prints.
/// Every Marshroute suite runs under `.marshrouteDiagnostics`, which fails a test that leaves
/// any of them unclaimed: a test that expects Marshroute to complain claims what it expects
/// (and checks it); anything else is a defect the test would otherwise hide (docs/TESTING.md).
@MainActor
final class MarshrouteDiagnostics {
    private(set) var assertions: [String] = []
    private(set) var prints: [String] = []
    private var claimedAssertionIndices = Set<Int>()
    private var claimedPrintIndices = Set<Int>()

    /// The diagnostics of the running test. Reading it outside `.marshrouteDiagnostics` is a
    /// mistake in the test: it fails and gets a throwaway recorder.
    static var current: MarshrouteDiagnostics? { MarshrouteDiagnosticsScope.current }

    static var forThisTest: MarshrouteDiagnostics {
        guard let current else {
            Issue.record("MarshrouteDiagnostics read outside a suite marked .marshrouteDiagnostics")
            return MarshrouteDiagnostics()
        }
        return current
    }

    func recordAssertion(_ message: String) { assertions.append(message) }
    func recordPrint(_ message: String) { prints.append(message) }

    /// Claims and returns the failed assertions whose message contains `text` (all of them
    /// when `text` is nil).
    @discardableResult
    func claimAssertions(containing text: String? = nil) -> [String] {
        claim(assertions, into: &claimedAssertionIndices) { text.map($0.contains) ?? true }
    }

    /// Claims and returns the "did not deallocate due to some retain cycle" assertions that
    /// name `typeName`.
    @discardableResult
    func claimRetainCycleAssertions(naming typeName: String) -> [String] {
        claim(assertions, into: &claimedAssertionIndices) {
            $0.contains("did not deallocate due to some retain cycle") && $0.contains(typeName)
        }
    }

    /// Claims and returns the prints that contain `text`.
    @discardableResult
    func claimPrints(containing text: String) -> [String] {
        claim(prints, into: &claimedPrintIndices) { $0.contains(text) }
    }

    var unclaimedAssertions: [String] {
        assertions.indices.filter { !claimedAssertionIndices.contains($0) }.map { assertions[$0] }
    }

    var unclaimedPrints: [String] {
        prints.indices.filter { !claimedPrintIndices.contains($0) }.map { prints[$0] }
    }

    private func claim(_ messages: [String], into claimed: inout Set<Int>, where matches: (String) -> Bool)
        -> [String]
    {
        let indices = messages.indices.filter { matches(messages[$0]) }
        claimed.formUnion(indices)
        return indices.map { messages[$0] }
    }
}

/// The plugins a test runs with: each message goes to that test's diagnostics. They are set
/// for the test's task only (`withAssertionPlugin`/`withPrintPlugin`), so tests running in
/// parallel, and harnesses of other suites that install process-wide plugins, never mix.
@MainActor
final class DiagnosticsRecordingPlugin: MarshrouteAssertionPlugin, MarshroutePrintPlugin {
    let diagnostics: MarshrouteDiagnostics

    init(diagnostics: MarshrouteDiagnostics) {
        self.diagnostics = diagnostics
    }

    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        diagnostics.recordAssertion(message())
    }

    func print(_ item: Any, separator: String, terminator: String) {
        diagnostics.recordPrint("\(item)")
    }
}

/// Holds the running test's diagnostics as a task-local value (outside the main actor, where
/// a task-local must live).
enum MarshrouteDiagnosticsScope {
    @TaskLocal static var current: MarshrouteDiagnostics?
}
