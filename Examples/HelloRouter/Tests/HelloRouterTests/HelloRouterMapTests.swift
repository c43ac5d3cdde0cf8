import HelloRouterKit
import MarshrouteMap
import TerminalUI
import Testing

/// The app maps itself from its own tests: a fresh app for every run, headless, on a manual
/// clock; the explorer presses every key the screens offer (but quit and the inspector) and
/// returns the modules and transitions, and fails the test on a leak or a misuse of Marshroute.
@MainActor
@Suite("HelloRouter: its map")
struct HelloRouterMapTests {
    @Test("every module reached, every transition named, no problem")
    func map() {
        let map = MapExplorer(name: "hello") {
            let screen = HeadlessScreen(size: Size(width: 80, height: 24))
            let clock = ManualClock()
            let window = Window(size: screen.size, loop: EventLoop(clock: clock))
            window.animationsEnabled = false
            let app = HelloApp(window: window) {}
            return MapTarget(
                application: Application(screen: screen, window: window), clock: clock, stack: app.stack,
                retaining: app,
                excludedKeys: ["q", "i"])
        }.explore()
        #expect(map.problems.isEmpty, "\(map.problems)")
        #expect(map.exploration.isComplete, "\(map.exploration.stopReason)")
        #expect(Set(map.modules) == ["Notes", "Note", "About", "Settings"], "\(map.modules)")
        #expect(
            map.edges.contains { $0.call == "NotesRouter.showNote → pushViewControllerDerivedFrom" }, "\(map.edges)")
        #expect(map.mermaid().hasPrefix("flowchart"))
    }
}
