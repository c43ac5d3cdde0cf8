import Logging
import Marshroute

/// The demo's Marshroute plugins (messages to the log; assertions logged and counted),
/// installed process-wide from `init` until `uninstall()`. Marshroute's plugins are global,
/// as in the original library, so the app never installs them itself: whoever runs it (the
/// command line, a test harness, the fuzzer, a benchmark) does, once, and puts the previous
/// ones back with `uninstall()` when it is done.
@MainActor
public final class DemoMarshroutePlugins {
    public let assertions: DemoAssertionPlugin
    package let prints: DemoPrintPlugin
    private let previousAssertions: MarshrouteAssertionPlugin
    private let previousPrints: MarshroutePrintPlugin
    private var isInstalled = true

    public init(logger: Logger) {
        assertions = DemoAssertionPlugin(logger: logger)
        prints = DemoPrintPlugin(logger: logger)
        previousAssertions = MarshrouteAssertionManager.instance
        previousPrints = MarshroutePrintManager.instance
        MarshrouteAssertionManager.setUpAssertionPlugin(assertions)
        MarshroutePrintManager.setUpPrintPlugin(prints)
    }

    /// Puts the previous plugins back, unless someone replaced these meanwhile. Safe to call
    /// more than once.
    public func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        if MarshrouteAssertionManager.instance === assertions {
            MarshrouteAssertionManager.setUpAssertionPlugin(previousAssertions)
        }
        if MarshroutePrintManager.instance === prints {
            MarshroutePrintManager.setUpPrintPlugin(previousPrints)
        }
    }
}
