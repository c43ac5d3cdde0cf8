import Logging
import Marshroute
import Routes
import TerminalUI

/// The demo's log of what happens, one line per event: each route (info), each router call
/// and transition (debug), each refusal of what was asked (warning: a URL that matches
/// nothing, a guard's denial, a transition that cannot run). What Marshroute or the user
/// decided is a notice: the delegate's veto of a marked transition (the lesson of section 9 of
/// the tour, docs/TOUR.md) and a route whose guard screen the user closed. It listens to the same hooks as the
/// inspector, Marshroute's observer and the route registry's; a message is only made when
/// its level is on, so a quiet log costs a level check per event.
@MainActor
final class DemoEventLog: TransitionsObserver {
    private let logger: Logger

    init(logger: Logger, stack: MarshrouteStack, registry: URLRouterRegistry) {
        self.logger = logger
        stack.transitionsObservable.addObserver(self)
        registry.addObserver(self) { [weak self] event in self?.log(event) }
    }

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        // Every line names its cause, so that a bug report's lines can be tied together.
        var metadata: Logger.Metadata = [:]
        if let cause = event.cause {
            metadata["call"] = "\(cause.id.rawValue)"
            if let initiator = cause.initiator { metadata[initiator.kind.rawValue] = "\(initiator.id)" }
        }
        switch event.kind {
        case .routerCalled:
            guard let call = event.cause else { return }
            if let transitionId = call.transitionId { metadata["transition"] = "\(transitionId)" }
            if let site = call.site { metadata["site"] = "\(site.fileID):\(site.line)" }
            logger.debug("router call: \(call.summary)", metadata: metadata)
        case .moduleRegistered(let parts):
            metadata["transition"] = "\(parts.transitionId)"
            logger.debug("module registered: \(parts.typeNames.joined(separator: ", "))", metadata: metadata)
        case .routerCreated(let router, let transitionId):
            metadata["transition"] = "\(transitionId)"
            logger.debug("router made: \(Self.name(router))", metadata: metadata)
        case .performed(let transitionId, let target, let handler, let requestedOn, let animator):
            let forwarded = (handler as AnyObject) !== (requestedOn as AnyObject)
            metadata["transition"] = "\(transitionId)"
            metadata["animator"] = "\(animator)"
            logger.debug(
                "transition performed: \(Self.screen(target))\(forwarded ? ", forwarded to the topmost screen" : "")",
                metadata: metadata)
        case .frozenForPeek(let transitionId, let target):
            metadata["transition"] = "\(transitionId)"
            logger.debug("transition frozen for a peek: \(Self.screen(target))", metadata: metadata)
        case .peekEnded(let transitionId, let target, let outcome, _):
            metadata["transition"] = "\(transitionId)"
            logger.debug("peek \(outcome.rawValue): \(Self.screen(target))", metadata: metadata)
        case .refused(let transitionId, let userId):
            metadata["transition"] = "\(transitionId)"
            logger.notice(
                "transition refused by the coordinator's delegate: marked \(userId) is already one step back",
                metadata: metadata)
        case .reset(let transitionId, let root, _):
            metadata["transition"] = "\(transitionId)"
            logger.debug("stack reset: root \(Self.screen(root))", metadata: metadata)
        case .undone(let transitionIds, let screens, _):
            metadata["transitions"] = "\(transitionIds.joined(separator: ","))"
            logger.debug("transitions undone: \(screens) screen\(screens == 1 ? "" : "s") closed", metadata: metadata)
        case .historyCleaned(let count, let stillAlive, _):
            logger.debug(
                "history cleaned: \(count) screen\(count == 1 ? "" : "s") the container removed, \(stillAlive.count) not released yet",
                metadata: metadata)
        case .possibleRetainCycle(let screenName):
            logger.warning("possible retain cycle: \(screenName) is still alive after it left", metadata: metadata)
        }
    }

    private func log(_ event: RouteEvent) {
        let url = RouteText.quoted(event.url)
        let metadata: Logger.Metadata = ["route": "\(event.request.rawValue)"]
        switch event.kind {
        case .matched(let routerName, let pattern, _):
            logger.debug(
                "route matched: \(url) → \(pattern)", metadata: metadata.merging(["router": "\(routerName)"]) { $1 })
        case .guardChecked(_, let verdict):
            switch verdict {
            case .denied: logger.warning("route refused: \(url): \(verdict)", metadata: metadata)
            default: logger.debug("route guard: \(url): \(verdict)", metadata: metadata)
            }
        case .challengePresented(_, let challenge):
            logger.info("route waits: \(url) shows \(RouteText.quoted(challenge)) first", metadata: metadata)
        case .performed(let response):
            logger.info(
                "route: \(response.url) → \(response.pattern): \(response.steps.map(\.description).joined(separator: "; "))",
                metadata: metadata.merging(["router": "\(response.routerName)"]) { $1 })
        case .failed(let error):
            switch error {
            case .challengeAbandoned, .superseded: logger.notice("route ended: \(error)", metadata: metadata)
            default: logger.warning("route failed: \(url): \(error)", metadata: metadata)
            }
        }
    }

    private static func name(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    private static func screen(_ viewController: ViewController) -> String {
        let title = viewController.title ?? ""
        return title.isEmpty ? viewController.debugName : "\"\(RouteText.quoted(title))\""
    }
}
