import SystemLibc

/// Where Marshroute's diagnostic messages go ("handler not found, possibly an extra undo
/// call", …). Install your own with `MarshroutePrintManager.setUpPrintPlugin(_:)`.
@MainActor
public protocol MarshroutePrintPlugin: AnyObject, Sendable {
    /// Writes one diagnostic message, as `Swift.print` would.
    func print(_ item: Any, separator: String, terminator: String)
}

/// Prints to standard error, never to standard output: in a terminal app stdout is the
/// screen curses draws on, and a stray line there would corrupt it. (The original printed to
/// stdout, harmless beside UIKit.) While a curses session runs, its stderr goes to the log
/// file (docs/CURSES.md).
@MainActor
public final class DefaultMarshroutePrintPlugin: MarshroutePrintPlugin {
    /// The descriptor written to: standard error, or another one in tests (redirecting the
    /// process's own stderr there would capture every other test's output too).
    package let fileDescriptor: Int32

    /// Creates a plugin that writes to standard error.
    public convenience init() {
        self.init(fileDescriptor: STDERR_FILENO)
    }

    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes the message to standard error.
    public func print(_ item: Any, separator: String, terminator: String) {
        var text = ""
        Swift.print(item, separator: separator, terminator: terminator, to: &text)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Holds the print plugin: one for the process, as in the original, which a task can
/// override for everything it does with `withPrintPlugin(_:operation:)`.
@MainActor
public final class MarshroutePrintManager {
    private static var installed: MarshroutePrintPlugin = DefaultMarshroutePrintPlugin()

    /// The plugin in effect here: the task's own, or the process-wide one.
    public static var instance: MarshroutePrintPlugin { MarshroutePluginScope.printPlugin ?? installed }

    /// Sets the process-wide plugin (set it once, where the app starts).
    public static func setUpPrintPlugin(_ plugin: MarshroutePrintPlugin) {
        installed = plugin
    }

    /// Runs `operation` with `plugin` receiving every message printed in it (and in the tasks
    /// it starts), leaving the process-wide plugin alone.
    public static func withPrintPlugin<Result>(
        _ plugin: MarshroutePrintPlugin, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await MarshroutePluginScope.$printPlugin.withValue(plugin, operation: operation)
    }

    /// The synchronous form of `withPrintPlugin(_:operation:)`.
    public static func withPrintPlugin<Result>(
        _ plugin: MarshroutePrintPlugin, operation: () throws -> Result
    ) rethrows -> Result {
        try MarshroutePluginScope.$printPlugin.withValue(plugin, operation: operation)
    }
}

@MainActor
func marshroutePrint(_ item: Any, separator: String = " ", terminator: String = "\n") {
    MarshroutePrintManager.instance.print(item, separator: separator, terminator: terminator)
}
