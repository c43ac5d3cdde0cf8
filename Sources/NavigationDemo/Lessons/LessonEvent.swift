import Marshroute
import Routes
import TerminalUI

/// One event of Marshroute or Routes as a lesson's check sees it: its kind, the router call
/// that caused it (with its router, Marshroute's method, the app's method and file:line), or
/// the route request it belongs to, and the facts its filters compare. Made from the events as
/// they happen (`LessonEvent+Making.swift`); holds no reference to the app.
package struct LessonEvent: Sendable, Equatable {
    /// The router call that caused a Marshroute event (the call itself for `router-call`).
    package struct Call: Sendable, Equatable {
        package let id: RouterCallID
        /// The router, the app's method and Marshroute's.
        package let summary: RouterCallSummary
        package let site: RouterCallSite?
        package let initiator: RouterCallInitiator?
        /// The inspector's timeline entry of the call, which "what happened" cites (call ids
        /// start again with each layout's stack; entry numbers go on).
        package var timelineEntry: Int?

        package init(
            id: RouterCallID, routerType: String, method: RouterMethod, site: RouterCallSite?,
            initiator: RouterCallInitiator?
        ) {
            self.id = id
            summary = RouterCallSummary(routerType: routerType, site: site, method: method)
            self.site = site
            self.initiator = initiator
        }

        package var routerType: String { summary.routerType }
        package var method: RouterMethod { summary.method }
    }

    /// The screen an event concerns (`LessonEventKind.Key.title`), as it was when it happened.
    package struct Screen: Sendable, Equatable {
        package let title: String?
        /// The module, as its assembly names it: the screen's type without `ViewController`.
        package let module: String
        /// A number of its own for the life of the lesson's listener (never reused, unlike an
        /// address), so that relations between steps compare screens, not names.
        package let serial: Int
        /// The same for the navigation stack it is in (its own number when it is in none).
        package let stack: Int
    }

    package let kind: LessonEventKind
    package let call: Call?
    package var screen: Screen?
    /// The route request of a route event, or of the route that made a router call.
    package let request: Int?
    /// The route's URL (raw: escape before showing), for route events.
    package let url: String?
    /// The facts filters compare, by key (`router`, `screens`, `pattern`…).
    package let facts: [LessonEventKind.Key: String]
    /// How a peek ended, for `peek-ended`.
    package var outcome: PeekOutcome?
    /// Route steps performed, by their step names (`select-tab`…).
    package let steps: [String]

    package init(
        kind: LessonEventKind, call: Call? = nil, request: Int? = nil, url: String? = nil,
        facts: [LessonEventKind.Key: String] = [:], steps: [String] = [], screen: Screen? = nil
    ) {
        self.screen = screen
        self.kind = kind
        self.call = call
        self.request = request
        self.url = url
        self.facts = facts
        self.steps = steps
    }

    /// The value a filter compares, as text (Marshroute's method, who asked and how a peek
    /// ended are compared as values, and only written here); `initiator` is `none` when nobody
    /// above the routers asked.
    func fact(_ key: LessonEventKind.Key) -> String? {
        switch key {
        case .router where kind != .routerMade: return call?.routerType
        case .method: return call?.method.rawValue
        case .site: return call?.site?.method
        case .initiator: return call.map { $0.initiator?.kind.rawValue ?? "none" }
        case .outcome: return outcome?.rawValue
        case .title: return screen?.title
        case .module: return screen?.module
        default: return facts[key]
        }
    }

    /// The names route steps have in lesson files, in `RoutePlanStep`'s order.
    static let stepNames = [
        "close-modals", "dismiss-challenge", "select-tab", "push", "present", "present-navigation", "present-tab-bar",
        "set-detail",
        "set-stack-root", "callback", "typed-route", "update",
    ]

    /// A step of a route's response, by its name in lesson files.
    static func stepName(_ step: RoutePlanStep) -> String {
        switch step {
        case .closeModals: "close-modals"
        case .dismissChallenge: "dismiss-challenge"
        case .selectTab: "select-tab"
        case .push: "push"
        case .present: "present"
        case .presentNavigation: "present-navigation"
        case .presentTabBar: "present-tab-bar"
        case .setDetail: "set-detail"
        case .setStackRoot: "set-stack-root"
        case .callback: "callback"
        case .typedRoute: "typed-route"
        case .update: "update"
        }
    }
}
