import TerminalUI

/// The number a router call gets where it enters Marshroute, unique for the life of its
/// coordinator: the key that ties every event the call caused back to it.
public struct RouterCallID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 for a coordinator's first call, then one more for each call.
    public let rawValue: Int

    /// Wraps a number (tests and tools that rebuild a timeline).
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: RouterCallID, rhs: RouterCallID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#12`.
    public var description: String { "#\(rawValue)" }
}

/// Where an app's router method is written: what ``BaseRouter``'s `traced(_:)` records so that
/// observers can name the module's method (`showSubcategories`) beside Marshroute's own, and a
/// teaching tool can show its source.
public struct RouterCallSite: Hashable, Sendable {
    /// The method as `#function` spells it: `showSubcategories(categoryId:)`.
    public let function: String
    /// The file as `#fileID` spells it: `NavigationDemo/CategoriesRouters.swift`.
    public let fileID: String
    /// The line the site was recorded on, inside the method.
    public let line: Int

    /// Records a site; the defaults are the caller's.
    public init(function: String = #function, fileID: String = #fileID, line: Int = #line) {
        self.function = function
        self.fileID = fileID
        self.line = line
    }

    /// The method's base name, without its argument labels: `showSubcategories`.
    public var method: String { String(function.prefix { $0 != "(" }) }
}

/// Who asked, above the routers: a front end's request (a URL route, a builder route), set with
/// ``TransitionsObservable/withInitiator(_:_:)`` around the router calls it makes, so that
/// observers can tie those calls to the request.
public struct RouterCallInitiator: Hashable, Sendable, CustomStringConvertible {
    /// The front ends that ask routers for calls.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// A request of a route registry: a URL or typed route (Routes' `RouteRequestID`).
        case route
        /// A builder route (Ariadne's model), numbered by whoever runs it.
        case builder
    }

    /// What kind of request.
    public let kind: Kind
    /// The request's own number, as the front end tells it in its own events.
    public let id: Int

    /// Names a request.
    public init(kind: Kind, id: Int) {
        self.kind = kind
        self.id = id
    }

    /// `route #3`.
    public var description: String { "\(kind.rawValue) #\(id)" }
}

/// One call of a router method into Marshroute (`pushViewControllerDerivedFrom`,
/// `focusOnCurrentModule`…): the cause that every ``TransitionEvent`` it leads to carries,
/// however late the event comes (a peek committed seconds later, a retain-cycle check).
public struct RouterCall {
    /// Its number, unique for the coordinator's life.
    public let id: RouterCallID
    /// The router's type: `CategoriesRouterImpl`.
    public let routerType: String
    /// The router, while it lives.
    public private(set) weak var router: AnyObject?
    /// Marshroute's method that was called.
    public let method: RouterMethod
    /// The transition it starts (a new one for a forward transition; the module's own for
    /// `dismissCurrentModule`, `focusOnCurrentModule` and setting a root).
    public let transitionId: TransitionId?
    /// The app's router method it ran in, when that method said so (`traced(_:)`).
    public let site: RouterCallSite?
    /// The front end's request it ran for, if any.
    public let initiator: RouterCallInitiator?

    /// Describes a call (observers receive them; tests make them).
    public init(
        id: RouterCallID, router: AnyObject, method: RouterMethod, transitionId: TransitionId?,
        site: RouterCallSite? = nil, initiator: RouterCallInitiator? = nil
    ) {
        self.id = id
        self.routerType = "\(type(of: router))"
        self.router = router
        self.method = method
        self.transitionId = transitionId
        self.site = site
        self.initiator = initiator
    }

    /// Who called what, as a value kept after the call: the router, the app's method and
    /// Marshroute's (`CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`).
    public var summary: RouterCallSummary {
        RouterCallSummary(routerType: routerType, site: site, method: method)
    }
}

/// A router call in one line, the only place it is written: the router's type, the app's
/// method when it said so, and Marshroute's method
/// (`CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`). A `Sendable`
/// value, so that a log, a lesson or a timeline keeps it after the call is gone.
public struct RouterCallSummary: Hashable, Sendable, CustomStringConvertible {
    /// The router's type: `CategoriesRouterImpl`.
    public let routerType: String
    /// The app's method the call ran in (`showSubcategories`); nil when it is not known, or
    /// is Marshroute's own method under its own name (a module router that declares
    /// `dismissCurrentModule`, as upstream's did).
    public let appMethod: String?
    /// Marshroute's method.
    public let method: RouterMethod

    /// Summarises a call of `method` by a router of `routerType`, in the app's method at `site`.
    public init(routerType: String, site: RouterCallSite?, method: RouterMethod) {
        self.routerType = routerType
        self.method = method
        if let site, RouterMethod(rawValue: site.method) != method {
            appMethod = site.method
        } else {
            appMethod = nil
        }
    }

    /// Who called: `CategoriesRouterImpl.showSubcategories`, or the router's type alone.
    public var caller: String { routerType + (appMethod.map { ".\($0)" } ?? "") }

    /// The line with `arrow` between the caller and the method (`->` where a terminal has no `→`).
    public func text(arrow: String) -> String { "\(caller) \(arrow) \(method)" }

    /// `CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`.
    public var description: String { text(arrow: "→") }
}
