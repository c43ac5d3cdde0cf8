import Testing

@testable import Marshroute

/// Runs each test with its own `MarshrouteDiagnostics` and fails it when Marshroute raised an
/// assertion or printed a message the test did not claim, or when the test replaced the
/// process-wide plugins (which would hide what Marshroute says from every test).
struct MarshrouteDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else {
            try await function()
            return
        }
        let diagnostics = await MainActor.run {
            DiagnosticsRoutingPlugin.shared.installIfNeeded()
            return MarshrouteDiagnostics()
        }
        try await MarshrouteDiagnosticsScope.$current.withValue(diagnostics) {
            try await function()
        }
        await MainActor.run {
            if !DiagnosticsRoutingPlugin.shared.isInstalled {
                Issue.record("the test replaced Marshroute's plugins; use MarshrouteDiagnostics instead")
                DiagnosticsRoutingPlugin.shared.installIfNeeded()
            }
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
