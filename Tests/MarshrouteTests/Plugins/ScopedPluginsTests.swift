import Testing

@testable import Marshroute

@MainActor
@Suite("Plugins scoped to a task", .marshrouteDiagnostics)
struct ScopedPluginsTests {
    @MainActor
    final class Collector: MarshrouteAssertionPlugin, MarshroutePrintPlugin {
        var messages: [String] = []
        func assert(
            _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString,
            line: UInt
        ) {
            if !condition() { messages.append(message()) }
        }
        func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
            messages.append(message())
        }
        func print(_ item: Any, separator: String, terminator: String) { messages.append("\(item)") }
    }

    @Test("inside the scope its plugins receive everything; outside, the ones in effect before")
    func scopeOverridesAndEnds() {
        let collector = Collector()
        MarshroutePrintManager.withPrintPlugin(collector) {
            MarshrouteAssertionManager.withAssertionPlugin(collector) {
                marshroutePrint("inside")
                marshrouteAssertionFailure("asserted inside")
            }
        }
        marshroutePrint("outside")
        #expect(collector.messages == ["inside", "asserted inside"])
        #expect(MarshrouteDiagnostics.forThisTest.claimPrints(containing: "outside").count == 1)
    }

    @Test("a task started inside the scope keeps its plugins")
    func childTasksInherit() async {
        let collector = Collector()
        await MarshroutePrintManager.withPrintPlugin(collector) {
            await Task { @MainActor in marshroutePrint("from a child task") }.value
        }
        #expect(collector.messages == ["from a child task"])
    }
}
