import Marshroute
import Routes
import TerminalUI

extension LessonEvent.Call {
    /// A router call as a lesson keeps it.
    @MainActor
    init(_ call: RouterCall) {
        self.init(
            id: call.id, routerType: call.routerType, method: call.method, site: call.site, initiator: call.initiator)
    }
}

extension LessonEvent {
    /// Marshroute's event as a lesson sees it; `timelineEntry` numbers its call as the
    /// inspector's timeline does, `screen` names the screens it concerns, and `callerScreen`
    /// finds the screen of the module whose router made a call. Nil for what no lesson waits
    /// for (a module's parts registered).
    @MainActor
    init?(
        _ event: TransitionEvent, timelineEntry: (RouterCallID) -> Int? = { _ in nil },
        screen: (ViewController) -> Screen? = { _ in nil },
        callerScreen: (RouterCall) -> ViewController? = { _ in nil }
    ) {
        var call = event.cause.map(Call.init)
        call?.timelineEntry = event.cause.flatMap { timelineEntry($0.id) }
        let request: Int? =
            switch call?.initiator?.kind {
            case .route: call?.initiator?.id
            case .builder, nil: nil
            }
        switch event.kind {
        case .routerCalled:
            self.init(
                kind: .routerCall, call: call, request: request,
                screen: event.cause.flatMap(callerScreen).flatMap(screen))
        case .moduleRegistered:
            return nil
        case .routerCreated(let router, _):
            self.init(kind: .routerMade, call: call, request: request, facts: [.router: "\(type(of: router))"])
        case .historyCleaned(let count, _, let handler):
            // The stack it cleaned, named by the screen left on top of it.
            let top = (handler as? NavigationTransitionsHandler)?.navigationController?.viewControllers.last
            self.init(
                kind: .historyCleaned, call: call, request: request, facts: [.screens: String(count)],
                screen: top.flatMap(screen))
        case .possibleRetainCycle:
            self.init(kind: .retainCycle, call: call, request: request)
        case .performed(_, let target, let handler, let requestedOn, _):
            self.init(
                kind: .performed, call: call, request: request,
                facts: [.forwarded: handler === requestedOn ? "no" : "yes"], screen: screen(target))
        case .frozenForPeek(_, let target):
            self.init(kind: .frozenForPeek, call: call, request: request, screen: screen(target))
        case .peekEnded(_, let target, let outcome, _):
            self.init(kind: .peekEnded, call: call, request: request, screen: screen(target))
            self.outcome = outcome
        case .refused:
            self.init(kind: .refused, call: call, request: request)
        case .reset(_, let root, _):
            self.init(kind: .reset, call: call, request: request, screen: screen(root))
        case .undone(_, let screens, _):
            self.init(kind: .undone, call: call, request: request, facts: [.screens: String(screens)])
        }
    }

    /// Routes' event as a lesson sees it.
    @MainActor
    init(_ event: RouteEvent) {
        let request = event.request.rawValue
        switch event.kind {
        case .matched(_, let pattern, _):
            self.init(kind: .routeMatched, request: request, url: event.url, facts: [.pattern: pattern])
        case .guardChecked(let pattern, let verdict):
            let name: String =
                switch verdict {
                case .unguarded: "none"
                case .allowed: "allowed"
                case .denied: "denied"
                case .challenge: "challenge"
                }
            self.init(
                kind: .routeGuard, request: request, url: event.url, facts: [.pattern: pattern, .verdict: name])
        case .challengePresented(let pattern, _):
            self.init(kind: .routeChallenge, request: request, url: event.url, facts: [.pattern: pattern])
        case .performed(let response):
            self.init(
                kind: .routePerformed, request: request, url: event.url, facts: [.pattern: response.pattern],
                steps: response.steps.map(Self.stepName))
        case .failed:
            // Why it failed is the route's business: a check asks whether, with same-request.
            self.init(kind: .routeFailed, request: request, url: event.url)
        }
    }
}
