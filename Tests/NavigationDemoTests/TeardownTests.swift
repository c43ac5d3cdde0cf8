import Logging
import NavigationDemo
import Testing

@testable import TerminalUI

/// The app goes away with its last reference, whatever it was doing: nothing it scheduled
/// keeps the loop, the clock or the window alive (a headless run used to leak them all when
/// it ended with the comeback timer counting down). What the app started for others (a peek,
/// a lesson's deliberate leak) ends with `DemoShell.close()`, which every run calls as it ends.
@MainActor
@Suite("Teardown")
struct TeardownTests {
    private final class WeakTimer {
        weak var timer: ScheduledTimer?
        init(_ timer: ScheduledTimer) { self.timer = timer }
    }

    private struct Probes {
        var timers: [WeakTimer] = []
        weak var loop: EventLoop?
        weak var clock: ScaledClock?
        weak var window: Window?
        weak var application: Application?
        weak var demo: NavigationDemoApp?
        weak var peeked: ViewController?
        weak var leaked: ViewController?
    }

    @Test("an app released with the comeback countdown running is freed, loop and clock included")
    func releasedWithATimerPending() throws {
        let plugins = DemoMarshroutePlugins(
            logger: Logger(label: "teardown", factory: { _ in SwiftLogNoOpLogHandler() }))
        defer { plugins.uninstall() }
        var probes = Probes()
        do {
            let screen = HeadlessScreen(size: Size(width: 80, height: 16))
            let realTime = ManualClock()
            let clock = ScaledClock(base: realTime)
            let shell = DemoShell(
                screen: screen, clock: clock, animationsEnabled: true, idiom: .compact, assets: DemoHarness.assets,
                appKeyCommands: true)
            let stepper = FrameStepper(application: shell.application, clock: realTime)
            // As `navigation-demo --headless --keys "2 enter wait:1s"`: the countdown has 5 s to go.
            stepper.run(script: try KeyScript.parse("2 enter wait:1s"))
            #expect(screen.textLines.joined().contains("till comeback"), "a countdown is running")
            let pending = shell.application.loop.pendingTimers
            #expect(!pending.isEmpty)
            probes = Probes(
                timers: pending.map(WeakTimer.init), loop: shell.application.loop, clock: clock, window: shell.window,
                application: shell.application, demo: shell.demo)
        }
        // The countdown's timer and the service that holds it (each holds the other).
        #expect(probes.timers.allSatisfy { $0.timer == nil })
        #expect(probes.loop == nil)
        #expect(probes.clock == nil)
        #expect(probes.window == nil)
        #expect(probes.application == nil)
        #expect(probes.demo == nil)
    }

    @Test("an app closed during a peek, with the leak lesson running, is freed: the peeked and leaked screens too")
    func closedDuringAPeekWithTheLeakLesson() throws {
        let plugins = DemoMarshroutePlugins(
            logger: Logger(label: "teardown", factory: { _ in SwiftLogNoOpLogHandler() }))
        defer { plugins.uninstall() }
        var probes = Probes()
        do {
            let screen = HeadlessScreen(size: Size(width: 100, height: 30))
            let realTime = ManualClock()
            let clock = ScaledClock(base: realTime)
            let shell = DemoShell(
                screen: screen, clock: clock, animationsEnabled: false, idiom: .compact, assets: DemoHarness.assets,
                appKeyCommands: true)
            let stepper = FrameStepper(application: shell.application, clock: realTime)
            #expect(shell.lessons.start("retain-cycle"))
            // The lesson's Shelves sheet holds itself once closed; then a peek at Recursion.
            stepper.run(script: try KeyScript.parse("3 h h"))
            let leaked = shell.window.visibleViewControllers.last { $0.title == "Shelves (sheet)" }
            #expect(leaked != nil)
            stepper.run(script: try KeyScript.parse("esc wait:2s x 2 p"))
            #expect(screen.textLines.joined().contains("Peek: Recursion"), "a peek is on")
            #expect(shell.window.previewedViewController != nil)
            probes = Probes(
                loop: shell.application.loop, clock: clock, window: shell.window, application: shell.application,
                demo: shell.demo, peeked: shell.window.previewedViewController, leaked: leaked)
            shell.close()
        }
        #expect(probes.peeked == nil, "the peek's frozen transition let go of its screen")
        #expect(probes.leaked == nil, "the lesson's leak let go")
        #expect(probes.loop == nil)
        #expect(probes.clock == nil)
        #expect(probes.window == nil)
        #expect(probes.application == nil)
        #expect(probes.demo == nil)
    }
}
