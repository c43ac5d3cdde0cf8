import TerminalUI

/// The coordinator, and the services built on its knowledge of every handler's history:
/// the handlers provider, the top view controller finder, the tracker and the marker.
@MainActor
public final class TransitionsCoordinatorImpl: TransitionsCoordinator, TransitionsCoordinatorDelegateHolder,
    TransitionsMarkersHolder, TransitionsMarker, TransitionsHandlersProvider
{

    /// Where every handler's history is kept.
    public let stackClientProvider: TransitionContextsStackClientProvider
    /// Freezes transitions a peek asks for.
    public let peekAndPopTransitionsCoordinator: PeekAndPopTransitionsCoordinator
    /// Tells how peeks end, so that a frozen transition's end is reported with its cause; nil
    /// when the peek coordinator cannot say (its end is then reported only when committed).
    public let peekAndPopStateObservable: PeekAndPopStateObservable?
    /// Runs the delayed retain-cycle check; without one the check is skipped.
    public let scheduler: MarshrouteScheduler?
    /// How long a screen judged dismissed may stay alive before it counts as leaked.
    public var retainCycleCheckDelay: Duration = .seconds(1)

    /// The delegate asked about marked transitions. Held weakly.
    public weak var transitionsCoordinatorDelegate: TransitionsCoordinatorDelegate?
    /// The user ids of marked transitions, by transition id. Pruned as transitions leave history.
    public var markers: [TransitionId: TransitionUserId] = [:]
    /// Who hears about every transition (`addObserver(_:)`).
    var observers: [WeakTransitionsObserver] = []
    /// The router calls running, and what gives them their causes (`TransitionsObservable`).
    var callScopes = RouterCallScopes()
    /// The transition a peek holds now, with the call that froze it: its end is reported
    /// with that cause (`TransitionsCoordinatorImpl+PeekEnding.swift`).
    var frozenPeek: FrozenPeek?
    private var markersPruneThreshold = 32

    /// Creates a coordinator.
    /// - Parameters:
    ///   - stackClientProvider: Keeps the handlers' histories.
    ///   - peekAndPopTransitionsCoordinator: Freezes transitions while a peek asks for them.
    ///   - peekAndPopStateObservable: How the peeks of that coordinator end (the same object,
    ///     for Marshroute's own peek & pop utility).
    ///   - scheduler: Runs the delayed retain-cycle check; without one, no check is made.
    public init(
        stackClientProvider: TransitionContextsStackClientProvider = TransitionContextsStackClientProviderImpl(),
        peekAndPopTransitionsCoordinator: PeekAndPopTransitionsCoordinator,
        peekAndPopStateObservable: PeekAndPopStateObservable? = nil,
        scheduler: MarshrouteScheduler? = nil
    ) {
        self.stackClientProvider = stackClientProvider
        self.peekAndPopTransitionsCoordinator = peekAndPopTransitionsCoordinator
        self.peekAndPopStateObservable = peekAndPopStateObservable
        self.scheduler = scheduler
        listenForPeekEnds()
    }

    // MARK: Marker

    /// Gives `transitionId` the app's own name `userId`; the delegate is asked before that transition runs.
    public func markTransitionId(_ transitionId: TransitionId, withUserId userId: TransitionUserId) {
        markers[transitionId] = userId
        if markers.count > markersPruneThreshold { pruneMarkers(keeping: transitionId) }
    }

    /// Drops markers of transitions that are in no history (refused ones, undone ones). The
    /// original kept every marker forever. A transition is marked while its module is built,
    /// before it runs, so the marker just added is in no history yet and is kept.
    func pruneMarkers(keeping newest: TransitionId? = nil) {
        markers = markers.filter { $0.key == newest || isInSomeHistory($0.key) }
        markersPruneThreshold = max(32, markers.count * 2)
    }

    private func isInSomeHistory(_ transitionId: TransitionId) -> Bool {
        knownHandlers.contains { handler in
            stackClient(handler)?.transitionWith(transitionId: transitionId, forTransitionsHandler: handler) != nil
        }
    }

    /// Handlers this coordinator made (weakly): the universe a marker can live in.
    private var createdHandlers: [WeakHandler] = []

    private struct WeakHandler {
        weak var handler: AnimatingTransitionsHandler?
    }

    var knownHandlers: [AnimatingTransitionsHandler] {
        createdHandlers.removeAll { $0.handler == nil }
        return createdHandlers.compactMap(\.handler)
    }

    private func remember(_ handler: AnimatingTransitionsHandler) {
        createdHandlers.append(WeakHandler(handler: handler))
        if createdHandlers.count > 64 && createdHandlers.count.isMultiple(of: 64) {
            createdHandlers.removeAll { $0.handler == nil }
        }
    }

    // MARK: TransitionsHandlersProvider

    /// Makes a handler for a bare modal or popover screen.
    public func animatingTransitionsHandler() -> AnimatingTransitionsHandler {
        let handler = BaseAnimatingTransitionsHandler(transitionsCoordinator: self)
        remember(handler)
        return handler
    }

    /// Makes the handler of `navigationController`.
    public func navigationTransitionsHandler(navigationController: NavigationController) -> NavigationTransitionsHandler
    {
        let handler = NavigationTransitionsHandlerImpl(
            navigationController: navigationController, transitionsCoordinator: self)
        remember(handler)
        return handler
    }

    /// The deepest visible handler chained from the box, or the box itself when nothing is chained. Routers send
    /// forward transitions there.
    public func topTransitionsHandlerBox(transitionsHandlerBox: TransitionsHandlerBox) -> TransitionsHandlerBox {
        let start: [AnimatingTransitionsHandler]
        switch transitionsHandlerBox {
        case .animating(let handler): start = [handler]
        case .containing(let handler): start = handler.visibleTransitionsHandlers ?? []
        }
        guard let top = deepestChainedAnimatingTransitionsHandler(from: start, visibleOnly: true) else {
            return transitionsHandlerBox
        }
        if case .animating(let handler) = transitionsHandlerBox, handler === top { return transitionsHandlerBox }
        if case .containing = transitionsHandlerBox, !hasChain(from: start) { return transitionsHandlerBox }
        return .animating(top)
    }

    /// Makes the handler of a split view; set its master and detail handlers afterwards.
    public func splitViewTransitionsHandler(splitViewController: SplitViewControllerProtocol & ViewController)
        -> SplitViewTransitionsHandler
    {
        SplitViewTransitionsHandlerImpl(splitViewController: splitViewController, transitionsCoordinator: self)
    }

    /// Makes the handler of a tab bar; fill in its tab handlers afterwards.
    public func tabBarTransitionsHandler(tabBarController: TabBarControllerProtocol & ViewController)
        -> TabBarTransitionsHandler
    {
        TabBarTransitionsHandlerImpl(tabBarController: tabBarController, transitionsCoordinator: self)
    }

    /// The coordinator observes its own stack.
    public var transitionsObservable: TransitionsObservable? { self }

    // MARK: Shared machinery

    func stackClient(_ handler: TransitionsHandler) -> TransitionContextsStackClient? {
        stackClientProvider.stackClient(forTransitionsHandler: handler)
    }

    /// The handlers a handler's last entry chains to: a modal's own handler, or every
    /// (or every visible) handler of a chained container.
    func chainedAnimatingTransitionsHandlers(of handler: AnimatingTransitionsHandler, visibleOnly: Bool)
        -> [AnimatingTransitionsHandler]
    {
        guard let client = stackClient(handler) else { return [] }
        // A modal or popover its container already closed (Esc on a sheet) chains nothing, even
        // while its screen is still alive; otherwise a push would be forwarded into it and lost.
        clearAlreadyDismissedTransitions(of: client, handler: handler)
        guard let box = client.chainedTransitionsHandlerBoxForTransitionsHandler(handler) else { return [] }
        switch box {
        case .animating(let chained): return [chained]
        case .containing(let container):
            return (visibleOnly ? container.visibleTransitionsHandlers : container.allTransitionsHandlers) ?? []
        }
    }

    private func hasChain(from handlers: [AnimatingTransitionsHandler]) -> Bool {
        handlers.contains { !chainedAnimatingTransitionsHandlers(of: $0, visibleOnly: true).isEmpty }
    }

    /// Follows chained transitions (modals, popovers) down to the deepest handler. When
    /// several handlers stand side by side (a split view), the last one wins: the detail.
    func deepestChainedAnimatingTransitionsHandler(
        from handlers: [AnimatingTransitionsHandler],
        visibleOnly: Bool
    ) -> AnimatingTransitionsHandler? {
        var current = handlers
        var visited = Set<ObjectIdentifier>()
        while true {
            var collected: [AnimatingTransitionsHandler] = []
            for handler in current where visited.insert(ObjectIdentifier(handler)).inserted {
                collected.append(contentsOf: chainedAnimatingTransitionsHandlers(of: handler, visibleOnly: visibleOnly))
            }
            if collected.isEmpty { return current.last }
            current = collected
        }
    }

    /// Cleans a handler's history of screens dismissed behind Marshroute's back, and checks
    /// later that those screens were really released.
    func clearAlreadyDismissedTransitions(
        of client: TransitionContextsStackClient, handler: AnimatingTransitionsHandler
    ) {
        let dismissedButAlive = client.clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()
        // Released screens are dropped wherever history meets them first, so the stack counts
        // every entry it forgot since the last cleaning.
        let forgotten = client.takeCountOfForgottenContexts() ?? dismissedButAlive.count
        if forgotten > 0 { notify(.historyCleaned(count: forgotten, stillAlive: dismissedButAlive, handler: handler)) }
        for viewController in dismissedButAlive {
            assertPossibleRetainCycle(of: viewController)
        }
    }

    /// A screen judged dismissed that is still alive a moment later is probably kept by a
    /// retain cycle: say so through the assertion plugin.
    func assertPossibleRetainCycle(of viewController: ViewController) {
        guard let scheduler else { return }
        let name = viewController.debugName
        let cause = currentCause
        scheduler.schedule(after: retainCycleCheckDelay) { [weak self, weak viewController] in
            if viewController != nil {
                self?.notify(.possibleRetainCycle(screenName: name), cause: cause)
                marshrouteAssertionFailure("It looks like \(name) did not deallocate due to some retain cycle!")
            }
        }
    }

    /// Runs whatever still animates in the window of `handler`'s screens to its end now,
    /// completions included, before a transition reads or changes the history; returns
    /// whether anything did. TerminalUI finishes running animations before any container
    /// change anyway, and a completion may start a transition of its own (a dismissal's
    /// completion opening the next screen). Run from inside this transition, after the
    /// history was partly changed, that one would find a handler whose history was already
    /// deleted (found by the fuzzer: a comeback timer closing a modal while a pop in it
    /// still animated, whose completion then pushed onto the modal's stack).
    @discardableResult
    func finishRunningAnimations(around handler: AnimatingTransitionsHandler) -> Bool {
        let window =
            stackClient(handler)?.lastTransitionForTransitionsHandler(handler)?.targetViewController.window
            ?? (handler as? NavigationTransitionsHandler)?.navigationController?.window
        guard let window, window.isAnimating else { return false }
        window.finishAnimations()
        return true
    }
}
