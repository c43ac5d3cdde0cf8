import TerminalUI
import Testing

@testable import Marshroute

/// The peek machinery keeps no screen alive once a peek is over (the original's tests:
/// `…_releasesPeekViewController`).
@MainActor
@Suite("Peek & pop: releasing the peeked screen", .marshrouteDiagnostics)
struct PeekAndPopReleaseTests {
    let harness = PeekHarness()

    @Test func aScreenPushedAfterAnOffScreenPeekIsReleasedOncePopped() {
        let offScreen = PeekableViewController(title: "Off screen")
        harness.register(offScreen.sourceView, on: offScreen) {}
        harness.peekDirectly(of: offScreen.sourceView, on: offScreen)
        weak var pushed: ModuleViewController?
        pushed = harness.source.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        #expect(pushed != nil)

        harness.source.moduleRouter.focusOnCurrentModule()

        #expect(pushed == nil)
    }

    @Test func aCommittedScreenIsReleasedOncePopped() {
        weak var weakTarget: ModuleViewController?
        do {
            let target = ModuleViewController(title: "Peeked")
            weakTarget = target
            harness.registerPush(of: target)
        }
        harness.pressPeekKey()
        harness.commit()
        // The registration's onPeek holds the screen it pushes: register something else.
        harness.register {}
        #expect(weakTarget != nil)
        #expect(harness.navigation.topViewController === weakTarget)

        harness.source.moduleRouter.focusOnCurrentModule()

        #expect(weakTarget == nil)
    }

    @Test func anInterruptedPeeksScreenIsReleased() {
        weak var weakTarget: ModuleViewController?
        do {
            let target = ModuleViewController(title: "Peeked")
            weakTarget = target
            harness.registerPush(of: target)
        }
        harness.pressPeekKey()
        #expect(weakTarget != nil)

        harness.source.moduleRouter.pushModule(ModuleViewController(title: "Interrupting"))
        harness.register {}

        #expect(weakTarget == nil)
    }

    /// The original's `…_releasesPeekViewController_ifPeekGetsInterruptedWithAnotherTransition
    /// OnOnscreenRegisteredViewController`: the peeked screen was built inside a navigation
    /// controller that someone still holds; interrupted, the peek leaves it out of it, and
    /// nothing else holds it. (Until issue 32 the interruption put it back: it lived on.)
    @Test func anInterruptedPeeksScreenIsReleasedEvenIfItsNavigationControllerLives() {
        let harness = PeekHarness()
        let navigation: NavigationController
        weak var weakTarget: ModuleViewController?
        do {
            let target = ModuleViewController(title: "Peeked")
            weakTarget = target
            navigation = NavigationController(rootViewController: target)
        }
        harness.register { [weak harness, weak weakTarget] in
            guard let weakTarget else { return }
            harness?.utility.coordinatePeekIfNeededFor(viewController: weakTarget) {}
        }
        #expect(harness.pressPeekKey())
        #expect(harness.window.previewedViewController === weakTarget)
        #expect(navigation.viewControllers.isEmpty, "unbound from its navigation controller while peeked")

        harness.utility.coordinatePeekIfNeededFor(viewController: ViewController()) {}
        harness.register {}

        #expect(weakTarget == nil)
        #expect(navigation.viewControllers.isEmpty)
    }

    /// A cancel (which the original could not see) ends the same way.
    @Test func aCancelledPeeksScreenIsReleasedEvenIfItsNavigationControllerLives() {
        let harness = PeekHarness()
        let navigation: NavigationController
        weak var weakTarget: ModuleViewController?
        do {
            let target = ModuleViewController(title: "Peeked")
            weakTarget = target
            navigation = NavigationController(rootViewController: target)
        }
        harness.register { [weak harness, weak weakTarget] in
            guard let weakTarget else { return }
            harness?.utility.coordinatePeekIfNeededFor(viewController: weakTarget) {}
        }
        #expect(harness.pressPeekKey())
        harness.cancel()
        harness.register {}

        #expect(weakTarget == nil)
        #expect(navigation.viewControllers.isEmpty)
    }

    @Test func aCancelledPeeksScreenIsReleased() {
        weak var weakTarget: ModuleViewController?
        do {
            let target = ModuleViewController(title: "Peeked")
            weakTarget = target
            harness.registerPush(of: target)
        }
        harness.pressPeekKey()

        harness.cancel()
        harness.register {}

        #expect(weakTarget == nil)
    }

    /// Found by the fuzzer (RobustnessTests): quitting during a peek left the frozen
    /// transition holding the peeked screen, whose router holds the coordinator, which holds
    /// the peek utility: the screen outlived the app. An app closes its window as it ends
    /// (`Window.close()`), which interrupts the peek; without it, all of that stays alive.
    @Test func closingTheWindowDuringAPeekLetsTheReleasedAppFreeThePeekedScreen() {
        weak var weakTarget: ModuleViewController?
        weak var weakUtility: PeekAndPopUtilityImpl?
        var states: [PeekAndPopState] = []
        let observer = PeekHarness.ObserverToken()
        do {
            let harness = PeekHarness()
            // As an app registers: nothing but the frozen transition holds the peeked screen.
            harness.register { [weak source = harness.source] in
                let target = ModuleViewController(title: "Peeked")
                weakTarget = target
                source?.moduleRouter.pushModule(target)
            }
            #expect(harness.pressPeekKey())
            #expect(harness.window.previewedViewController === weakTarget)
            weakUtility = harness.utility
            harness.utility.addObserver(disposable: observer) { _, state in states.append(state) }
            harness.window.close()
            #expect(harness.window.previewedViewController == nil)
        }
        #expect(weakTarget == nil, "the peeked screen outlived the app")
        #expect(weakUtility == nil)
        #expect(states == [.inPeek, .interrupted], "the observer heard the peek end")
    }
}
