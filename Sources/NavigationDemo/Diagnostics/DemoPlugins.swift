import Logging
import Marshroute

/// Sends Marshroute's messages to the demo's log.
@MainActor
package final class DemoPrintPlugin: MarshroutePrintPlugin {
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    package func print(_ item: Any, separator: String, terminator: String) {
        logger.info("\(String(describing: item))", metadata: ["component": "marshroute"])
    }
}

/// Logs Marshroute's assertions as errors, and counts them (the fuzzer and the tests check
/// that nothing unexpected was asserted).
@MainActor
public final class DemoAssertionPlugin: MarshrouteAssertionPlugin {
    private let logger: Logger
    public private(set) var failures: [String] = []

    init(logger: Logger) {
        self.logger = logger
    }

    public func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    public func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        let text = message()
        failures.append(text)
        logger.error(
            "Marshroute assertion: \(text)", metadata: ["component": "marshroute", "source": "\(file):\(line)"])
    }
}
