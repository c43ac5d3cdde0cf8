import TerminalUI
import Testing

@testable import Marshroute

/// The ten popover methods (the original's tests: `PopoverPresentationRouterTests`), as one table:
/// a popover anchored to a rectangle of a view or to a bar button, bare or with a navigation
/// controller; each with the default animator, a given one, and (with a navigation controller)
/// a given navigation controller.
@MainActor
@Suite("PopoverPresentationRouter", .marshrouteDiagnostics)
struct PopoverPresentationRouterTests {
    let anchorView = View(frame: Rect(x: 0, y: 0, width: 30, height: 5))
    let anchorRect = Rect(x: 2, y: 1, width: 6, height: 1)
    let barButtonItem = BarButtonItem(title: "More", hotkey: "m")

    /// Checks a bare popover's context: its controller, anchor and storable parameters.
    private func expectBarePopover(
        _ harness: SpiedRouterHarness, screen: ViewController, seed: RouterSeed?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> PopoverPresentationAnimationLaunchingContext? {
        guard let context = harness.singlePerformedContext(), let seed else {
            Issue.record("no popover was presented", sourceLocation: sourceLocation)
            return nil
        }
        let launching = context.presentationAnimationLaunchingContextBox.popover
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        let storable = context.storableParameters as? PopoverTransitionStorableParameters
        #expect(launching != nil, sourceLocation: sourceLocation)
        #expect(context.transitionId == harness.ids.lastGeneratedId, sourceLocation: sourceLocation)
        #expect(context.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.popoverController?.contentViewController === screen, sourceLocation: sourceLocation)
        #expect(storable?.popoverController === launching?.popoverController, sourceLocation: sourceLocation)
        #expect(storable?.presentedTransitionsHandler === newHandler, sourceLocation: sourceLocation)
        #expect(seed.transitionId == context.transitionId, sourceLocation: sourceLocation)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler, sourceLocation: sourceLocation)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler, sourceLocation: sourceLocation)
        #expect(
            harness.stack.history(of: newHandler!).map(\.transitionId) == [context.transitionId],
            sourceLocation: sourceLocation)
        return launching
    }

    /// Checks a navigation popover's context: the navigation controller is the popover's content.
    private func expectNavigationPopover(
        _ harness: SpiedRouterHarness, screen: ViewController, seed: RouterSeed?,
        navigation: NavigationController?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> PopoverNavigationPresentationAnimationLaunchingContext? {
        guard let context = harness.singlePerformedContext(), let seed, let navigation else {
            Issue.record("no popover was presented", sourceLocation: sourceLocation)
            return nil
        }
        let launching = context.presentationAnimationLaunchingContextBox.popoverNavigation
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        let storable = context.storableParameters as? PopoverTransitionStorableParameters
        #expect(launching != nil, sourceLocation: sourceLocation)
        #expect(newHandler is NavigationTransitionsHandler, sourceLocation: sourceLocation)
        #expect(context.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.targetNavigationController === navigation, sourceLocation: sourceLocation)
        #expect(launching?.popoverController?.contentViewController === navigation, sourceLocation: sourceLocation)
        #expect(sameScreens(navigation.viewControllers, [screen]), sourceLocation: sourceLocation)
        #expect(storable?.popoverController === launching?.popoverController, sourceLocation: sourceLocation)
        #expect(storable?.presentedTransitionsHandler === newHandler, sourceLocation: sourceLocation)
        #expect(seed.transitionId == context.transitionId, sourceLocation: sourceLocation)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler, sourceLocation: sourceLocation)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler, sourceLocation: sourceLocation)
        return launching
    }

    /// Calls `call`'s method with `overload`; returns the seed the new screen was derived from.
    private func present(
        _ call: PopoverCall, _ overload: PopoverCall.Overload, on harness: SpiedRouterHarness, screen: ViewController
    ) -> RouterSeed? {
        var seed: RouterSeed?
        let derive: (RouterSeed) -> ViewController = { routerSeed in
            seed = routerSeed
            return screen
        }
        let router = harness.router
        switch (call.anchor, call.withNavigation, overload) {
        case (.rect, false, .defaults):
            router.presentPopoverFromRect(anchorRect, inView: anchorView, withViewControllerDerivedFrom: derive)
        case (.rect, false, .animator(let animator)):
            router.presentPopoverFromRect(
                anchorRect, inView: anchorView, withViewControllerDerivedFrom: derive,
                animator: animator as! PopoverTransitionsAnimator)
        case (.barButton, false, .defaults):
            router.presentPopoverFromBarButtonItem(barButtonItem, withViewControllerDerivedFrom: derive)
        case (.barButton, false, .animator(let animator)):
            router.presentPopoverFromBarButtonItem(
                barButtonItem, withViewControllerDerivedFrom: derive, animator: animator as! PopoverTransitionsAnimator)
        case (.rect, true, .defaults):
            router.presentPopoverWithNavigationControllerFromRect(
                anchorRect, inView: anchorView, withViewControllerDerivedFrom: derive)
        case (.rect, true, .animator(let animator)):
            router.presentPopoverWithNavigationControllerFromRect(
                anchorRect, inView: anchorView, withViewControllerDerivedFrom: derive,
                animator: animator as! PopoverNavigationTransitionsAnimator)
        case (.rect, true, .navigationController(let navigation)):
            router.presentPopoverWithNavigationControllerFromRect(
                anchorRect, inView: anchorView, withViewControllerDerivedFrom: derive,
                animator: PopoverNavigationTransitionsAnimator(), navigationController: navigation)
        case (.barButton, true, .defaults):
            router.presentPopoverWithNavigationControllerFromBarButtonItem(
                barButtonItem, withViewControllerDerivedFrom: derive)
        case (.barButton, true, .animator(let animator)):
            router.presentPopoverWithNavigationControllerFromBarButtonItem(
                barButtonItem, withViewControllerDerivedFrom: derive,
                animator: animator as! PopoverNavigationTransitionsAnimator)
        case (.barButton, true, .navigationController(let navigation)):
            router.presentPopoverWithNavigationControllerFromBarButtonItem(
                barButtonItem, withViewControllerDerivedFrom: derive,
                animator: PopoverNavigationTransitionsAnimator(), navigationController: navigation)
        case (_, false, .navigationController):
            Issue.record("a bare popover takes no navigation controller")
        }
        return seed
    }

    /// The popover's context, checked for its kind; its style and animator.
    private func expectPopover(
        _ call: PopoverCall, _ harness: SpiedRouterHarness, screen: ViewController, seed: RouterSeed?,
        navigation: NavigationController? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (style: PopoverTransitionStyle, animator: AnyObject)? {
        if call.withNavigation {
            let launching = expectNavigationPopover(
                harness, screen: screen, seed: seed,
                navigation: navigation ?? harness.controllers.navigationControllers.first,
                sourceLocation: sourceLocation)
            return launching.map { ($0.transitionStyle, $0.animator) }
        }
        let launching = expectBarePopover(harness, screen: screen, seed: seed, sourceLocation: sourceLocation)
        return launching.map { ($0.transitionStyle, $0.animator) }
    }

    /// The popover points where `call` anchors it.
    private func expectAnchor(
        _ call: PopoverCall, _ style: PopoverTransitionStyle?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch call.anchor {
        case .rect:
            #expect(style?.sourceView === anchorView, sourceLocation: sourceLocation)
            #expect(style?.sourceRect == anchorRect, sourceLocation: sourceLocation)
        case .barButton:
            #expect(style?.barButtonItem === barButtonItem, sourceLocation: sourceLocation)
            #expect(style?.sourceView == nil, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: PopoverCall.all, RouterKind.allCases)
    func thePopoverPointsAtItsAnchorWithTheDefaultAnimator(call: PopoverCall, kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()

        let seed = present(call, .defaults, on: harness, screen: screen)

        let popover = expectPopover(call, harness, screen: screen, seed: seed)
        expectAnchor(call, popover?.style)
        let defaultAnimator: AnyObject.Type =
            call.withNavigation ? PopoverNavigationTransitionsAnimator.self : PopoverTransitionsAnimator.self
        #expect(popover.map { type(of: $0.animator) == defaultAnimator } == true)
    }

    @Test(arguments: PopoverCall.all, RouterKind.allCases)
    func thePopoverUsesTheGivenAnimator(call: PopoverCall, kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator: AnyObject =
            call.withNavigation ? PopoverNavigationTransitionsAnimator() : PopoverTransitionsAnimator()
        let screen = ViewController()

        let seed = present(call, .animator(animator), on: harness, screen: screen)

        let popover = expectPopover(call, harness, screen: screen, seed: seed)
        expectAnchor(call, popover?.style)
        #expect(popover?.animator === animator)
    }

    @Test(arguments: PopoverCall.all.filter(\.withNavigation), RouterKind.allCases)
    func aNavigationPopoverUsesTheGivenNavigationController(call: PopoverCall, kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let navigation = NavigationController()
        let screen = ViewController()

        let seed = present(call, .navigationController(navigation), on: harness, screen: screen)

        #expect(harness.controllers.navigationControllers.isEmpty)
        let popover = expectPopover(call, harness, screen: screen, seed: seed, navigation: navigation)
        expectAnchor(call, popover?.style)
    }
}

/// One popover method family: where it points, and whether a navigation controller holds the screen.
struct PopoverCall: Sendable, CustomTestStringConvertible {
    enum Anchor: Sendable {
        case rect, barButton
    }

    /// Which overload of the method.
    enum Overload {
        case defaults
        case animator(AnyObject)
        case navigationController(NavigationController)
    }

    let anchor: Anchor
    let withNavigation: Bool

    var testDescription: String {
        "presentPopover\(withNavigation ? "WithNavigationController" : "")From\(anchor == .rect ? "Rect" : "BarButtonItem")"
    }

    static let all = [
        PopoverCall(anchor: .rect, withNavigation: false), PopoverCall(anchor: .barButton, withNavigation: false),
        PopoverCall(anchor: .rect, withNavigation: true), PopoverCall(anchor: .barButton, withNavigation: true),
    ]
}
