/// Where Marshroute's diagnostic messages go ("handler not found, possibly an extra undo
/// call", …). Install your own with `MarshroutePrintManager.setUpPrintPlugin(_:)`.
@MainActor
public protocol MarshroutePrintPlugin: AnyObject {
    func print(_ item: Any, separator: String, terminator: String)
}

/// Prints with Swift's `print` (which goes to stdout).
@MainActor
public final class DefaultMarshroutePrintPlugin: MarshroutePrintPlugin {
    public init() {}

    public func print(_ item: Any, separator: String, terminator: String) {
        Swift.print(item, separator: separator, terminator: terminator)
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
