#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where Marshroute's diagnostic messages go ("handler not found, possibly an extra undo
/// call", …). Install your own with `MarshroutePrintManager.setUpPrintPlugin(_:)`.
@MainActor
public protocol MarshroutePrintPlugin: AnyObject {
    func print(_ item: Any, separator: String, terminator: String)
}

/// Prints to standard error, never to standard output: in a terminal app stdout is the
/// screen curses draws on, and a stray line there would corrupt it. (The original printed to
/// stdout, harmless beside UIKit.) While a curses session runs, its stderr goes to the log
/// file (docs/CURSES.md).
@MainActor
public final class DefaultMarshroutePrintPlugin: MarshroutePrintPlugin {
    public init() {}

    public func print(_ item: Any, separator: String, terminator: String) {
        var text = ""
        Swift.print(item, separator: separator, terminator: terminator, to: &text)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Holds the print plugin.
@MainActor
public final class MarshroutePrintManager {
    public private(set) static var instance: MarshroutePrintPlugin = DefaultMarshroutePrintPlugin()

    public static func setUpPrintPlugin(_ plugin: MarshroutePrintPlugin) {
        instance = plugin
    }
}

@MainActor
func marshroutePrint(_ item: Any, separator: String = " ", terminator: String = "\n") {
    MarshroutePrintManager.instance.print(item, separator: separator, terminator: terminator)
}
