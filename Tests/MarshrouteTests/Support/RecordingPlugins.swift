@testable import Marshroute

/// Records every failed Marshroute assertion instead of printing it.
@MainActor
final class RecordingAssertionPlugin: MarshrouteAssertionPlugin {
    private(set) var failures: [String] = []

    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { failures.append(message()) }
    }

    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        failures.append(message())
    }

    func failures(containing text: String) -> [String] {
        failures.filter { $0.contains(text) }
    }

    /// The "did not deallocate due to some retain cycle" assertions that name `typeName`.
    func retainCycleFailures(naming typeName: String) -> [String] {
        failures.filter { $0.contains("did not deallocate due to some retain cycle") && $0.contains(typeName) }
    }
}

/// Records Marshroute's diagnostic prints.
@MainActor
final class RecordingPrintPlugin: MarshroutePrintPlugin {
    private(set) var lines: [String] = []

    func print(_ item: Any, separator: String, terminator: String) {
        lines.append("\(item)")
    }

    func lines(containing text: String) -> [String] {
        lines.filter { $0.contains(text) }
    }
}

/// Both recording plugins. The plugins are global, so every test installs fresh ones as its
/// first step; tests are synchronous on the main actor and so never interleave.
@MainActor
struct RecordingPlugins {
    let assertions: RecordingAssertionPlugin
    let prints: RecordingPrintPlugin

    static func install() -> RecordingPlugins {
        let plugins = RecordingPlugins(assertions: RecordingAssertionPlugin(), prints: RecordingPrintPlugin())
        MarshrouteAssertionManager.setUpAssertionPlugin(plugins.assertions)
        MarshroutePrintManager.setUpPrintPlugin(plugins.prints)
        return plugins
    }
}
