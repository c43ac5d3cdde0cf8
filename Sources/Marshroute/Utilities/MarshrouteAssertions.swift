/// Where Marshroute reports misuse: performing before resetting, undoing the first
/// transition, a possible retain cycle. The default plugin only prints, as the original's
/// does; tests and debug builds install one that records or traps.
@MainActor
public protocol MarshrouteAssertionPlugin: AnyObject {
    func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt)
    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

/// Prints failed assertions through the print plugin; never traps.
@MainActor
public final class DefaultMarshrouteAssertionPlugin: MarshrouteAssertionPlugin {
    public init() {}

    public func assert(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
        if !condition() { assertionFailure(message(), file: file, line: line) }
    }

    public func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        marshroutePrint("Marshroute assertion failed: \(message()) (\(file):\(line))")
    }
}

/// Holds the assertion plugin.
@MainActor
public final class MarshrouteAssertionManager {
    public private(set) static var instance: MarshrouteAssertionPlugin = DefaultMarshrouteAssertionPlugin()

    public static func setUpAssertionPlugin(_ plugin: MarshrouteAssertionPlugin) {
        instance = plugin
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
