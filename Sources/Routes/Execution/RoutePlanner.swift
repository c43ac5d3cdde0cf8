import Marshroute
import TerminalUI

/// Dry runs: what a request would do now, computed with the same operations execution
/// performs, without building a module or changing anything.
@MainActor
enum RoutePlanner {
    static func plan(_ request: RouteRequest) -> RoutePlan {
        let resolved: ResolvedRoute
        do {
            resolved = try request.resolve()
        } catch {
            return RoutePlan(
                url: request.url, routerName: nil, pattern: nil, destination: nil, presentation: nil,
                routeParameters: [:], parameters: [:], verdict: .unguarded, steps: [], error: error)
        }
        let response = resolved.response
        var verdict = RoutePlanVerdict.unguarded
        if let routeGuard = resolved.routeGuard {
            verdict = planVerdict(
                routeGuard.verdict(for: response), guardName: routeGuard.name, resolved: resolved, request: request)
        }
        var steps: [RoutePlanStep] = []
        var presentation = resolved.presentation.summary
        var error: RouteError?
        do {
            (steps, presentation) = try destinationSteps(resolved, request: request)
        } catch let planningError {
            error = planningError
        }
        return RoutePlan(
            url: request.url, routerName: response.routerName, pattern: response.pattern,
            destination: resolved.registration.destination.name, presentation: presentation,
            routeParameters: response.routeParameters, parameters: response.parameters, verdict: verdict,
            steps: steps, error: error)
    }

    /// The destination's steps, and its presentation as the plan names it (a typed route's
    /// handler may choose another one than the registration's).
    private static func destinationSteps(_ resolved: ResolvedRoute, request: RouteRequest) throws(RouteError)
        -> ([RoutePlanStep], String)
    {
        let response = resolved.response
        let registered = resolved.presentation
        switch resolved.registration.destination {
        case .callback(let name, _):
            return ([.callback(name)], "none (a callback)")
        case .handler(let name, _):
            return ([.callback(name)], "none (a handler, which may decline)")
        case .module(let name, _):
            return (
                try operationSteps(for: registered, moduleName: name, resolved: resolved, request: request),
                registered.summary
            )
        case .noModule:
            return (
                try operationSteps(for: registered, moduleName: nil, resolved: resolved, request: request),
                registered.summary
            )
        case .typed(_, let make):
            guard let handler = request.registry?.typedRouteHandler else {
                throw .noTypedRouteHandler(url: request.url, pattern: response.pattern)
            }
            do {
                let route = try make(response)
                guard let target = try handler.routeTarget(for: route, response: response) else {
                    return (try handler.plannedSteps(for: route, response: response), "as the typed-route handler says")
                }
                switch target.kind {
                case .update:
                    return ([.update(module: target.moduleName ?? "")], "none (the screen is already shown)")
                case .show(let presentation, _):
                    let steps = try operationSteps(
                        for: presentation, moduleName: target.moduleName, resolved: resolved, request: request)
                    return (steps, presentation.summary)
                }
            } catch let error as RouteError {
                throw error
            } catch {
                throw .typedRouteFailed(url: request.url, pattern: response.pattern, reason: error)
            }
        }
    }

    private static func operationSteps(
        for presentation: RoutePresentation, moduleName: String?, resolved: ResolvedRoute, request: RouteRequest
    ) throws(RouteError) -> [RoutePlanStep] {
        guard let performer = request.registry?.performer else {
            throw .noPerformer(url: request.url, pattern: resolved.response.pattern)
        }
        return try performer.operations(
            for: presentation, moduleName: moduleName, context: request.planningContext(for: resolved)
        ).map(\.step)
    }

    /// A guard's verdict as plans and events print it; a challenge lists the steps that would
    /// show its screen.
    static func planVerdict(
        _ verdict: RouteVerdict, guardName: String, resolved: ResolvedRoute, request: RouteRequest
    ) -> RoutePlanVerdict {
        switch verdict {
        case .allow:
            return .allowed(guardName: guardName)
        case .deny(let reason):
            return .denied(guardName: guardName, reason: String(describing: reason))
        case .challenge(let challenge):
            let steps =
                (try? operationSteps(
                    for: challenge.presentation, moduleName: challenge.name, resolved: resolved, request: request))
                ?? []
            return .challenge(guardName: guardName, steps: steps)
        }
    }
}

extension RouteRequest {
    /// The route's plan from the app's current state (a dry run: nothing is built or changed;
    /// the guard is asked for its verdict).
    public func plan() -> RoutePlan { RoutePlanner.plan(self) }

    /// The module the route would show, built but not shown (ARoute's `viewController`). Its
    /// router can navigate once the app shows it through Marshroute. The guard must allow
    /// (a guard that would challenge first refuses here: run the route instead).
    public func viewController() throws(RouteError) -> ViewController {
        try builtModule().destination
    }

    /// The container the route would show its module in, built with the module but not shown
    /// (ARoute's `embeddingViewController`): the custom container, or the navigation stack (with
    /// its prestacked screens) of a navigation presentation; nil when the module is shown bare.
    public func embeddingViewController() throws(RouteError) -> ViewController? {
        try builtModule().container
    }

    private func builtModule() throws(RouteError) -> (destination: ViewController, container: ViewController?) {
        let resolved = try resolve()
        let response = resolved.response
        if let routeGuard = resolved.routeGuard {
            switch routeGuard.verdict(for: response) {
            case .allow: break
            case .deny(let reason): throw .denied(url: url, pattern: response.pattern, reason: reason)
            case .challenge(let challenge):
                throw .denied(
                    url: url, pattern: response.pattern,
                    reason: RouteDenial("\(challenge.name) must allow it first: run the route instead"))
            }
        }
        guard case .module(_, let build) = resolved.registration.destination else {
            throw .noViewController(url: url, pattern: response.pattern)
        }
        guard let performer = registry?.performer else { throw .noPerformer(url: url, pattern: response.pattern) }
        return try DetachedModuleBuilder(performer: performer, context: planningContext(for: resolved))
            .build(resolved, module: build)
    }
}
