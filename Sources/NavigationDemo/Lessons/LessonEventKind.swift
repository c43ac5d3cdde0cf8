import Marshroute

/// The events a lesson's check can wait for: Marshroute's (`TransitionEvent` kinds and the
/// peek & pop state) and Routes' (`RouteEvent` kinds), under the names lesson files use. Each
/// kind takes only the filters that make sense for it; a lesson file naming another is refused.
package enum LessonEventKind: String, Sendable, CaseIterable {
    /// A router method entered Marshroute (`TransitionEvent.Kind.routerCalled`).
    case routerCall = "router-call"
    /// A module's assembly made a router from its seed (`routerCreated`).
    case routerMade = "router-made"
    /// A forward transition ran (`performed`).
    case performed
    /// A peek froze a transition (`frozenForPeek`).
    case frozenForPeek = "frozen-for-peek"
    /// The peek that froze a transition ended, committed, cancelled or interrupted
    /// (`peekEnded`, whose cause is the call that froze it).
    case peekEnded = "peek-ended"
    /// The coordinator's delegate refused a marked transition (`refused`).
    case refused
    /// A handler's root was set or replaced (`reset`).
    case reset
    /// Transitions were undone: a dismiss, a focus, a delegate going back (`undone`).
    case undone
    /// History forgot screens a container removed by itself (`historyCleaned`).
    case historyCleaned = "history-cleaned"
    /// A screen history forgot is still alive a second later (`possibleRetainCycle`).
    case retainCycle = "retain-cycle"
    /// A URL matched a route pattern.
    case routeMatched = "route-matched"
    /// A route's guard gave its verdict.
    case routeGuard = "route-guard"
    /// A route's guard showed its challenge screen; the route waits for it.
    case routeChallenge = "route-challenge"
    /// A route ran.
    case routePerformed = "route-performed"
    /// A route did not run.
    case routeFailed = "route-failed"

    /// What a filter of this kind compares.
    package enum Key: String, Sendable, CaseIterable {
        /// The router's type: the caller's, or for `router-made` the router that was made.
        case router
        /// Marshroute's method of the call (`pushViewControllerDerivedFrom`).
        case method
        /// The app's router method the call ran in (`showSubcategories`), when it said so.
        case site
        /// Who asked above the routers: `route`, `builder` or `none`.
        case initiator
        /// The event's cause is the call of an earlier step (its number in the file).
        case sameCall = "same-call"
        /// The event belongs to the route request of an earlier step.
        case sameRequest = "same-request"
        /// Whether Marshroute forwarded the transition to the topmost handler: `yes` or `no`.
        case forwarded
        /// How many screens were undone or forgotten (`screens=2`, `screens>=1`).
        case screens
        /// How a peek ended: `committed`, `cancelled`, `interrupted`.
        case outcome
        /// The title of the screen the event concerns: the one shown (performed, frozen, a
        /// peek's, a root set), or for a router call the calling module's own screen.
        case title
        /// The module of that screen, as its assembly names it (`Categories`, `Recursion`…).
        case module
        /// The screen shown went into the stack that shows the screen of an earlier step (its
        /// number): a push landed inside the modal that step presented, say. For a cleaning,
        /// the stack cleaned is that one.
        case inside
        /// The route pattern as registered (`adverts/{advertId|number}`).
        case pattern
        /// A guard's verdict: `none`, `allowed`, `denied`, `challenge`.
        case verdict
        /// A step the route performed: `select-tab`, `push`, `present-navigation`…
        case step
    }

    /// Whether the event comes from Marshroute with the router call that caused it.
    package var hasCause: Bool {
        switch self {
        case .routeMatched, .routeGuard, .routeChallenge, .routePerformed, .routeFailed: false
        default: true
        }
    }

    /// Whether the event is a route's, with its request.
    package var isRouteEvent: Bool {
        switch self {
        case .routeMatched, .routeGuard, .routeChallenge, .routePerformed, .routeFailed: true
        default: false
        }
    }

    /// The filters this kind takes.
    package var keys: [Key] {
        let cause: [Key] = [.router, .method, .site, .initiator, .sameCall]
        let screen: [Key] = [.title, .module]
        switch self {
        case .routerCall: return [.router, .method, .site, .initiator, .sameRequest] + screen
        case .routerMade, .refused, .retainCycle: return cause
        case .frozenForPeek: return cause + screen
        case .peekEnded: return cause + screen + [.outcome]
        case .performed: return cause + screen + [.forwarded, .inside]
        case .reset: return cause + screen + [.inside]
        case .undone: return cause + [.screens]
        case .historyCleaned: return cause + [.screens, .inside]
        case .routeMatched, .routeChallenge: return [.pattern, .sameRequest]
        case .routeFailed: return [.sameRequest]
        case .routeGuard: return [.pattern, .verdict, .sameRequest]
        case .routePerformed: return [.pattern, .step, .sameRequest]
        }
    }

    /// Whether its events name a screen (`title`, `module`, and `inside` may point at it).
    var hasScreen: Bool { keys.contains(.title) }
}

extension LessonEventKind.Key {
    /// The values a key takes when they are a fixed list; nil for names and numbers.
    var allowedValues: [String]? {
        switch self {
        case .initiator: RouterCallInitiator.Kind.allCases.map(\.rawValue) + [Self.noInitiator]
        case .forwarded: ["yes", "no"]
        case .outcome: PeekOutcome.allCases.map(\.rawValue)
        case .verdict: ["none", "allowed", "denied", "challenge"]
        case .step: LessonEvent.stepNames
        default: nil
        }
    }

    /// How `initiator=` says that nobody above the routers asked.
    static let noInitiator = "none"

    /// The initiator kind `initiator=` names: a kind, or nil for `none`; nil for a name that
    /// is neither (the parser refuses it).
    static func initiatorKind(named name: String) -> RouterCallInitiator.Kind?? {
        if let kind = RouterCallInitiator.Kind(rawValue: name) { return .some(kind) }
        return name == noInitiator ? .some(nil) : nil
    }

    /// Whether the value is a number (`screens`, and the step numbers of `same-…`).
    var isNumeric: Bool { [.screens, .sameCall, .sameRequest, .inside].contains(self) }

    /// Whether the value names an earlier step.
    var isStepReference: Bool { [.sameCall, .sameRequest, .inside].contains(self) }
}
