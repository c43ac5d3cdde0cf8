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

/// Who asked, above the routers: a front end's request (a URL route, a typed route), set with
/// ``TransitionsObservable/withInitiator(_:_:)`` around the router calls it makes, so that
/// observers can tie those calls to the request.
public struct RouterCallInitiator: Hashable, Sendable {
    /// What kind of request: `route`, say.
    public let kind: String
    /// The request's own number, as the front end tells it in its own events.
    public let id: Int

    /// Names a request.
    public init(kind: String, id: Int) {
        self.kind = kind
        self.id = id
    }
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
    /// Marshroute's method that was called, without argument labels: `pushViewControllerDerivedFrom`.
    public let method: String
    /// The transition it starts (a new one for a forward transition; the module's own for
    /// `dismissCurrentModule`, `focusOnCurrentModule` and setting a root).
    public let transitionId: TransitionId?
    /// The app's router method it ran in, when that method said so (`traced(_:)`).
    public let site: RouterCallSite?
    /// The front end's request it ran for, if any.
    public let initiator: RouterCallInitiator?

    /// Describes a call (observers receive them; tests make them).
    public init(
        id: RouterCallID, router: AnyObject, method: String, transitionId: TransitionId?,
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

    /// `CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom`, or
    /// `RecursionRouterCompact → focusOnCurrentModule` when the app's method is not known or
    /// is Marshroute's own.
    public var summary: String {
        let appMethod = site.map(\.method).flatMap { $0 == method ? nil : $0 }
        return "\(routerType)\(appMethod.map { ".\($0)" } ?? "") → \(method)"
    }
}
