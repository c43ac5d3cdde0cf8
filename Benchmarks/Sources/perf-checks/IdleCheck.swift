import BenchmarkSupport
import NavigationDemo
import TerminalUI

// MARK: Idle

@MainActor
func idleCheck(_ report: inout Report) {
    print("Idle: with nothing changing, the app draws no frames")
    let scenarios: [(String, DemoIdiom, String, inspector: Bool)] = [
        ("split 200x60, first screen", .split, "", false),
        ("split 200x60, categories and Cars results", .split, DemoScript.categoriesAndResults, false),
        ("split 200x60, after a comeback timer fired", .split, "t wait:7s", false),
        ("split 200x60, after a shake banner hid", .split, "s wait:4s", false),
        ("compact 200x60, Recursion with a modal", .compact, "2 r", false),
        ("split 200x60, inspector open beside Cars results", .split, DemoScript.categoriesAndResults, true),
        ("compact 200x60, inspector open beside Recursion's modal", .compact, "2 r", true),
    ]
    for (name, idiom, script, inspector) in scenarios {
        let session = DemoSession(
            size: DemoSession.largeSize, idiom: idiom, assets: DemoAssetsCache.assets, animations: true)
        session.run(script)
        if inspector { session.demo.inspector.open(page: .timeline) }
        let stepper = session.stepper
        let application = session.application
        stepper.advance(by: .seconds(10))
        let start = application.framesDrawn
        for _ in 0..<10_000 { stepper.turn() }
        let afterTicks = application.framesDrawn
        for _ in 0..<10_000 {
            session.clock.advance(by: application.frameInterval)
            stepper.turn()
        }
        let afterFrames = application.framesDrawn
        stepper.advance(by: .seconds(3_600))
        let afterHour = application.framesDrawn
        let wait = stepper.timeUntilNextDeadline()
        report.check(
            afterHour == start && wait == nil,
            "\(name): frames \(start) → \(afterTicks) after 10,000 ticks → \(afterFrames) after 10,000 ticks "
                + "one frame interval apart → \(afterHour) after an hour; timers \(session.window.loop.activeTimerCount); "
                + "wait for input: \(wait.map { "\($0)" } ?? "blocking (nil)")")
    }

    // The real clock: `Application.run()` itself, on a screen that never has input, so the
    // loop turns as fast as it can; it draws its first frame, then none.
    let screen = HeadlessScreen(size: DemoSession.largeSize)
    let window = Window(size: screen.size, loop: EventLoop(clock: MonotonicClock()))
    let application = Application(screen: screen, window: window)
    _ = NavigationDemoApp(
        window: window, idiom: .split, assets: DemoAssetsCache.assets, logger: BenchEnvironment.silentLogger)
    let started = ContinuousClock.now
    let start = application.framesDrawn
    var turns = 0
    application.shouldStop = {
        turns += 1
        return ContinuousClock.now - started >= .milliseconds(200)
    }
    application.run()
    report.check(
        application.framesDrawn == start + 1,
        "monotonic clock: \(turns) turns of run() in 200 ms drew \(application.framesDrawn - start) frame(s) "
            + "(the first is run()'s own)")
}
