import Testing

@testable import Marshroute

/// Runs each test with its own `MarshrouteDiagnostics` and its own Marshroute plugins (scoped
/// to the test's task), and fails it when Marshroute raised an assertion or printed a message
/// the test did not claim.
struct MarshrouteDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else {
            try await function()
            return
        }
        let (diagnostics, plugin) = await MainActor.run {
            let diagnostics = MarshrouteDiagnostics()
            return (diagnostics, DiagnosticsRecordingPlugin(diagnostics: diagnostics))
        }
        try await MarshrouteDiagnosticsScope.$current.withValue(diagnostics) {
            try await MarshrouteAssertionManager.withAssertionPlugin(plugin) {
                try await MarshroutePrintManager.withPrintPlugin(plugin) {
                    try await function()
                }
            }
        }
        await MainActor.run {
            for message in diagnostics.unclaimedAssertions {
                Issue.record("unexpected Marshroute assertion: \(message)")
            }
            for message in diagnostics.unclaimedPrints {
                Issue.record("unexpected Marshroute message: \(message)")
            }
        }
    }
}

extension Trait where Self == MarshrouteDiagnosticsTrait {
    /// Fails a test on any Marshroute assertion or message it did not claim.
    static var marshrouteDiagnostics: Self { MarshrouteDiagnosticsTrait() }
}
