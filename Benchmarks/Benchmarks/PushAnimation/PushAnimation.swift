// One frame of a push animation at 200x60, half way through.
//
// Each iteration (unmeasured) removes the pushed screen without animation, pushes it again
// with animation on a manual clock, draws the frame one frame interval before the middle,
// and moves the clock to the middle. Measured: what the loop does for an animation frame,
// `FrameStepper.stepAnimations()` and `Application.drawFrame()` (compose, diff) on the headless
// screen: the slide moves both screens, so the frame differs from the one before it.

import Benchmark
import BenchmarkKit
import BenchmarkSupport
import NavigationDemo
import TerminalUI

let size = DemoSession.largeSize

/// A full-screen list of `count` rows.
@MainActor
final class ListScreen: ViewController {
    private let count: Int

    init(title: String, count: Int) {
        self.count = count
        super.init()
        self.title = title
    }

    override func loadView() {
        let list = ListView(items: (1...count).map { ListItem("\(title ?? "") row \($0)", detail: "›") })
        view = list
    }
}

/// A navigation controller with a list, and a second list pushed onto it again and again.
@MainActor
final class NavigationPushFixture {
    let clock = ManualClock()
    let screen = HeadlessScreen(size: size)
    let window: Window
    let application: Application
    let stepper: FrameStepper
    let navigationController: NavigationController
    let pushed = ListScreen(title: "Pushed", count: 200)

    init() {
        window = Window(size: size, loop: EventLoop(clock: clock))
        window.animationsEnabled = true
        application = Application(screen: screen, window: window)
        stepper = FrameStepper(application: application, clock: clock)
        navigationController = NavigationController(rootViewController: ListScreen(title: "Root", count: 200))
        window.rootViewController = navigationController
        application.drawFrame()
    }

    /// Starts the push and stops the clock at its middle, with the frame before drawn.
    func prepareMiddleFrame() {
        if navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: false)
        }
        navigationController.pushViewController(pushed, animated: true)
        precondition(window.isAnimating, "the push did not animate")
        moveToMiddle(of: SlideTransition().duration, stepper: stepper)
    }
}

/// The demo in its compact layout: Backspace pops Transport, Enter pushes it again.
@MainActor
final class DemoPushFixture {
    let session: DemoSession

    init() {
        session = DemoSession(size: size, idiom: .compact, assets: DemoAssetsCache.assets, animations: true)
        session.run("down down enter")
    }

    func prepareMiddleFrame() {
        session.press(.backspace)
        session.press(.enter)
        precondition(session.window.isAnimating, "the push did not animate")
        moveToMiddle(of: SlideTransition().duration, stepper: session.stepper)
    }
}

/// Draws the frame one frame interval before the middle of an animation that started now,
/// then moves the clock to the middle.
@MainActor
func moveToMiddle(of duration: Duration, stepper: FrameStepper) {
    let clock = stepper.clock
    let start = clock.now
    let middle = start + duration / 2
    clock.advance(to: Instant(nanoseconds: middle.nanoseconds - stepper.application.frameInterval.nanosecondsClamped))
    stepper.stepAnimations()
    stepper.application.drawFrame()
    clock.advance(to: middle)
}

@MainActor
enum Fixtures {
    static let navigation = NavigationPushFixture()
    static let demo = DemoPushFixture()
}

var configuration: Benchmark.Configuration {
    .init(
        metrics: frameMetrics, warmupIterations: 20,
        maxDuration: .seconds(3), maxIterations: 3_000)
}

@MainActor
func animationFrame(_ benchmark: Benchmark, stepper: FrameStepper) {
    benchmark.measure {
        stepper.stepAnimations()
        stepper.application.drawFrame()
    }
    precondition(stepper.application.window.isAnimating, "the animation ended before its middle")
    benchmark.record(stepper.application.lastFrameStats)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark("Push animation frame 200x60 list", configuration: configuration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let fixture = Fixtures.navigation
            fixture.prepareMiddleFrame()
            animationFrame(benchmark, stepper: fixture.stepper)
        }
    }

    Benchmark("Push animation frame 200x60 demo compact", configuration: configuration) { benchmark in
        onMainActor(benchmark) { benchmark in
            let fixture = Fixtures.demo
            fixture.prepareMiddleFrame()
            animationFrame(benchmark, stepper: fixture.session.stepper)
        }
    }
}
