/// Where Marshroute reports misuse: performing before resetting, undoing the first
/// transition, a possible retain cycle. The default plugin only prints, as the original's
/// does; tests and debug builds install one that records or traps.
@MainActor
public protocol MarshrouteAssertionPlugin: AnyObject, Sendable {
    /// Reports misuse when `condition` is false.
    /// - Parameters:
    ///   - condition: What should hold.
    ///   - message: What went wrong.
    ///   - file: Where the check is.
    ///   - line: Its line.
    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt)
    /// Reports misuse unconditionally.
    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

/// Prints failed assertions through the print plugin; never traps.
@MainActor
public final class DefaultMarshrouteAssertionPlugin: MarshrouteAssertionPlugin {
    /// Creates the plugin.
    public init() {}

    /// Prints `message` when `condition` is false.
    public func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    /// Prints `message`.
    public func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        marshroutePrint("Marshroute assertion failed: \(message()) (\(file):\(line))")
    }
}

/// Holds the assertion plugin: one for the process, as in the original, which a task can
/// override for everything it does with `withAssertionPlugin(_:operation:)`.
@MainActor
public final class MarshrouteAssertionManager {
    private static var installed: MarshrouteAssertionPlugin = DefaultMarshrouteAssertionPlugin()

    /// The plugin in effect here: the task's own, or the process-wide one.
    public static var instance: MarshrouteAssertionPlugin { MarshroutePluginScope.assertionPlugin ?? installed }

    /// Sets the process-wide plugin (set it once, where the app starts).
    public static func setUpAssertionPlugin(_ plugin: MarshrouteAssertionPlugin) {
        installed = plugin
    }

    /// Runs `operation` with `plugin` receiving every assertion raised in it (and in the tasks
    /// it starts), leaving the process-wide plugin alone: a stack, a session or a test can
    /// take its own plugin without touching global state.
    public static func withAssertionPlugin<Result>(
        _ plugin: MarshrouteAssertionPlugin, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await MarshroutePluginScope.$assertionPlugin.withValue(plugin, operation: operation)
    }

    /// The synchronous form of `withAssertionPlugin(_:operation:)`.
    public static func withAssertionPlugin<Result>(
        _ plugin: MarshrouteAssertionPlugin, operation: () throws -> Result
    ) rethrows -> Result {
        try MarshroutePluginScope.$assertionPlugin.withValue(plugin, operation: operation)
    }
}

@MainActor
func marshrouteAssert(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    MarshrouteAssertionManager.instance.assert(condition(), message(), file: file, line: line)
}

@MainActor
func marshrouteAssertionFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line)
{
    MarshrouteAssertionManager.instance.assertionFailure(message(), file: file, line: line)
}
