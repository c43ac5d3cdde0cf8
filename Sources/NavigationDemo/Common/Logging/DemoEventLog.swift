import Logging
import Marshroute
import Routes
import TerminalUI

/// The demo's log of what happens, one line per event: each route (info), each router call
/// and transition (debug), each refusal of what was asked (warning: a URL that matches
/// nothing, a guard's denial, a transition that cannot run). What Marshroute or the user
/// decided is a notice: the delegate's veto of a marked transition (the lesson of section 9 of
/// the README's tour) and a route whose guard screen the user closed. It listens to the same hooks as the
/// inspector, Marshroute's observer and the route registry's; a message is only made when
/// its level is on, so a quiet log costs a level check per event.
@MainActor
final class DemoEventLog: TransitionsObserver {
    private let logger: Logger

    init(logger: Logger, stack: MarshrouteStack, registry: URLRouterRegistry) {
        self.logger = logger
        (stack.transitionsCoordinator as? TransitionsCoordinatorImpl)?.addObserver(self)
        registry.addObserver(self) { [weak self] event in self?.log(event) }
    }

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        switch event {
        case .routerCalled(let router, let call, let caller, let transitionId):
            logger.debug(
                "router call: \(Self.name(router)).\(Self.method(caller)) → \(call)",
                metadata: transitionId.map { ["transition": "\($0)"] })
        case .routerCreated(let router, let transitionId):
            logger.debug("router made: \(Self.name(router))", metadata: ["transition": "\(transitionId)"])
        case .performed(let transitionId, let target, let handler, let requestedOn, let animator):
            let forwarded = (handler as AnyObject) !== (requestedOn as AnyObject)
            logger.debug(
                "transition performed: \(Self.screen(target))\(forwarded ? ", forwarded to the topmost screen" : "")",
                metadata: ["transition": "\(transitionId)", "animator": "\(animator)"])
        case .frozenForPeek(let transitionId, let target):
            logger.debug(
                "transition frozen for a peek: \(Self.screen(target))", metadata: ["transition": "\(transitionId)"])
        case .refused(let transitionId, let userId):
            logger.notice(
                "transition refused by the coordinator's delegate: marked \(userId) is already one step back",
                metadata: ["transition": "\(transitionId)"])
        case .reset(let transitionId, let root, _):
            logger.debug("stack reset: root \(Self.screen(root))", metadata: ["transition": "\(transitionId)"])
        case .undone(let transitionIds, let screens, _):
            logger.debug(
                "transitions undone: \(screens) screen\(screens == 1 ? "" : "s") closed",
                metadata: ["transitions": "\(transitionIds.joined(separator: ","))"])
        case .historyCleaned(let count, let stillAlive):
            logger.debug(
                "history cleaned: \(count) screen\(count == 1 ? "" : "s") the container removed, \(stillAlive.count) not released yet"
            )
        case .possibleRetainCycle(let screenName):
            logger.warning("possible retain cycle: \(screenName) is still alive after it left")
        }
    }

    private func log(_ event: RouteEvent) {
        switch event {
        case .matched(let url, let routerName, let pattern, _):
            logger.debug("route matched: \(RouteText.quoted(url)) → \(pattern)", metadata: ["router": "\(routerName)"])
        case .guardChecked(let url, _, let verdict):
            switch verdict {
            case .denied: logger.warning("route refused: \(RouteText.quoted(url)): \(verdict)")
            default: logger.debug("route guard: \(RouteText.quoted(url)): \(verdict)")
            }
        case .challengePresented(let url, _, let challenge):
            logger.info("route waits: \(RouteText.quoted(url)) shows \(RouteText.quoted(challenge)) first")
        case .performed(let response):
            logger.info(
                "route: \(response.url) → \(response.pattern): \(response.steps.map(\.description).joined(separator: "; "))",
                metadata: ["router": "\(response.routerName)"])
        case .failed(let url, let error):
            if case .challengeAbandoned = error {
                logger.notice("route abandoned: \(error)")
            } else {
                logger.warning("route failed: \(RouteText.quoted(url)): \(error)")
            }
        }
    }

    private static func name(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    /// `showSubcategories()` as `showSubcategories`.
    private static func method(_ caller: String) -> Substring { caller.prefix { $0 != "(" } }

    private static func screen(_ viewController: ViewController) -> String {
        let title = viewController.title ?? ""
        return title.isEmpty ? viewController.debugName : "\"\(RouteText.quoted(title))\""
    }
}
