import Marshroute
import TerminalUI

/// A request matched and made concrete: its response (no screens yet), and the presentation,
/// embedding and guard that apply to this call.
@MainActor
struct ResolvedRoute {
    let match: RouteMatch
    let response: RouteResponse
    let presentation: RoutePresentation
    let embedding: (@MainActor () -> RouteEmbeddable)?
    let routeGuard: RouteGuard?

    var registration: RouteRegistration { match.registration }
}

extension RouteRequest {
    /// Matches the URL and merges the parameters: registration defaults < query < the call's own.
    /// `candidate` 0 is the best match; the next ones are tried when handlers decline (past the
    /// last, the route fails with `declined` and `reasons`).
    func resolve(candidate: Int = 0, reasons: [any Error] = []) throws(RouteError) -> ResolvedRoute {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            throw .malformedURL(error)
        }
        let target: URLRouter
        if let router {
            target = router
        } else if let registry {
            target = try registry.router(for: parsed)
        } else {
            throw .unknownScheme(scheme: parsed.scheme ?? "", url: url)
        }
        let match: RouteMatch
        if candidate == 0 {
            match = try target.match(parsed)
        } else {
            let candidates = try target.candidates(for: parsed)
            guard candidate < candidates.count else {
                throw .declined(url: url, router: target.name, reasons: reasons)
            }
            match = candidates[candidate]
        }
        let registration = match.registration
        var parameters = registration.parameters
        for item in parsed.queryItems { parameters[item.name] = .string(item.value) }
        parameters.merge(callParameters) { _, call in call }
        let response = RouteResponse(
            url: parsed, routerName: match.routerName, pattern: registration.pattern.text,
            routeParameters: match.routeParameters, parameters: parameters, wildcard: match.wildcard)
        return ResolvedRoute(
            match: match, response: response, presentation: effectivePresentation(registration.presentation),
            embedding: embeddingOverride ?? registration.embedding, routeGuard: protectOverride ?? registration.protect)
    }

    private func effectivePresentation(_ registered: RoutePresentation) -> RoutePresentation {
        let presentation = presentationOverride ?? registered
        guard let containerEmbedding else { return presentation }
        let style: ModalPresentationStyle
        switch presentation {
        case .modal(let registeredStyle), .modalNavigation(let registeredStyle, _), .modalTabBar(let registeredStyle):
            style = registeredStyle
        default: style = .fullScreen
        }
        switch containerEmbedding {
        case .navigation(let prestacked, let embeddingStyle):
            return .modalNavigation(embeddingStyle ?? style, prestacked: prestacked)
        case .tabBar(let embeddingStyle):
            return .modalTabBar(embeddingStyle ?? style)
        }
    }

    /// The planning context for `resolved`: prestacked routes resolve in the same registry.
    func planningContext(for resolved: ResolvedRoute) -> RoutePlanningContext {
        let registry = self.registry
        let router = self.router
        let response = resolved.response
        return RoutePlanningContext(response: response, options: options) { item throws(RouteError) in
            switch item {
            case .module(let name, let build):
                return RoutePrestackModule(name: name, build: build)
            case .route(let url):
                // Without a scheme, an earlier screen comes from the same router as the route.
                let request =
                    if let router, !url.contains("://") {
                        router.route(url)
                    } else {
                        RouteRequest(url: url, router: nil, registry: registry)
                    }
                let earlier = try request.resolve()
                guard case .module(let name, let build) = earlier.registration.destination else {
                    throw .presentationUnavailable(
                        url: response.url.text, pattern: response.pattern,
                        reason: "prestacked route '\(RouteText.quoted(url))' shows no module")
                }
                if let routeGuard = earlier.routeGuard, case let verdict = routeGuard.verdict(for: earlier.response) {
                    guard case .allow = verdict else {
                        throw .presentationUnavailable(
                            url: response.url.text, pattern: response.pattern,
                            reason: "prestacked route '\(RouteText.quoted(url))' is not allowed by its guard")
                    }
                }
                let earlierResponse = earlier.response
                return RoutePrestackModule(name: name) { seed in build(earlierResponse, seed) }
            }
        }
    }
}
