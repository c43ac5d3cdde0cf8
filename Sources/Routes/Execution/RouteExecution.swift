import Marshroute
import TerminalUI

/// Runs one request: match, guard (and its challenge), then the destination, telling the
/// registry's observers each stage and calling the request's completion or failure once. It
/// keeps itself alive through the closures it leaves behind while it waits (a challenge
/// screen, a peek).
@MainActor
final class RouteExecution {
    private let request: RouteRequest
    private var resolved: ResolvedRoute?
    private var challengeSeed: RouterSeed?
    private var pendingAnswer: RouteChallengeResolution.Answer?
    private var isWaitingForChallenge = false
    private var isFinished = false
    /// Which of the URL's matches runs, and why the ones before it declined.
    private var candidate = 0
    private var declineReasons: [any Error] = []

    init(request: RouteRequest) {
        self.request = request
    }

    private var registry: URLRouterRegistry? { request.registry }
    private var performer: RoutePerformer? { registry?.performer }

    func run() {
        let resolved: ResolvedRoute
        do {
            resolved = try request.resolve(candidate: candidate, reasons: declineReasons)
        } catch {
            fail(error)
            return
        }
        self.resolved = resolved
        let response = resolved.response
        registry?.notify(
            .matched(
                url: request.url, routerName: response.routerName, pattern: response.pattern,
                routeParameters: response.routeParameters))
        guard let routeGuard = resolved.routeGuard else {
            proceed()
            return
        }
        let verdict = routeGuard.verdict(for: response)
        registry?.notify(
            .guardChecked(
                url: request.url, pattern: response.pattern,
                verdict: RoutePlanner.planVerdict(
                    verdict, guardName: routeGuard.name, resolved: resolved, request: request)))
        switch verdict {
        case .allow:
            proceed()
        case .deny(let reason):
            fail(.denied(url: request.url, pattern: response.pattern, reason: reason))
        case .challenge(let challenge):
            present(challenge)
        }
    }

    // MARK: The destination

    private func proceed() {
        guard let resolved else { return }
        var response = resolved.response
        let registration = resolved.registration
        switch registration.destination {
        case .callback(let name, let perform):
            perform(response)
            response.steps = [.callback(name)]
            succeed(response)
        case .handler(let name, let handle):
            let handled: Bool
            do {
                handled = try handle(response)
            } catch {
                decline(error)
                return
            }
            guard handled else {
                decline(RouteDenial("'\(RouteText.quoted(name))' declined"))
                return
            }
            response.steps = [.callback(name)]
            succeed(response)
        case .module(let name, let build):
            show(moduleName: name, module: RouteModuleBuilder(build: build, embedding: resolved.embedding))
        case .noModule:
            show(moduleName: nil, module: nil)
        case .typed(_, let make):
            guard let handler = registry?.typedRouteHandler else {
                fail(.noTypedRouteHandler(url: request.url, pattern: response.pattern))
                return
            }
            let route: Any
            do {
                route = try make(response)
            } catch {
                fail(.typedRouteFailed(url: request.url, pattern: response.pattern, reason: error))
                return
            }
            if let targeting = handler as? TypedRouteTargeting {
                showTarget(of: route, handler: targeting, response: response)
                return
            }
            handler.perform(route, response: response, options: request.options) { [self] result in
                switch result {
                case .success(let steps):
                    response.steps = steps
                    succeed(response)
                case .failure(let error):
                    fail(
                        error as? RouteError
                            ?? .typedRouteFailed(url: request.url, pattern: response.pattern, reason: error))
                }
            }
        }
    }

    private func showTarget(of route: Any, handler: TypedRouteTargeting, response: RouteResponse) {
        let target: RouteTarget
        do {
            target = try handler.target(for: route, response: response)
        } catch {
            fail(
                error as? RouteError ?? .typedRouteFailed(url: request.url, pattern: response.pattern, reason: error))
            return
        }
        switch target.kind {
        case .update(let apply):
            apply()
            var response = response
            response.steps = [.update(module: target.moduleName ?? "")]
            succeed(response)
        case .show(let presentation, let build):
            show(
                moduleName: target.moduleName,
                module: build.map { RouteModuleBuilder(build: $0, embedding: resolved?.embedding) },
                presentation: presentation)
        }
    }

    private func show(moduleName: String?, module: RouteModuleBuilder?, presentation: RoutePresentation? = nil) {
        guard let resolved else { return }
        guard let performer else {
            fail(.noPerformer(url: request.url, pattern: resolved.response.pattern))
            return
        }
        do {
            let operations = try performer.operations(
                for: presentation ?? resolved.presentation, moduleName: moduleName,
                context: request.planningContext(for: resolved))
            performer.perform(operations, module: module, response: resolved.response, options: request.options) {
                [self] result in
                switch result {
                case .success(let performance): succeed(performance.response)
                case .failure(let error): fail(error)
                }
            }
        } catch {
            fail(error)
        }
    }

    // MARK: The guard's challenge

    private func present(_ challenge: RouteChallenge) {
        guard let resolved else { return }
        guard let performer else {
            fail(.noPerformer(url: request.url, pattern: resolved.response.pattern))
            return
        }
        let operations: [RouteOperation]
        do {
            operations = try performer.operations(
                for: challenge.presentation, moduleName: challenge.name, context: request.planningContext(for: resolved)
            )
        } catch {
            fail(error)
            return
        }
        isWaitingForChallenge = true
        let resolution = RouteChallengeResolution { [self] answer in answered(answer, challenge: challenge) }
        let module = RouteModuleBuilder(
            build: { response, seed in challenge.build(response, seed, resolution) }, embedding: nil)
        performer.perform(operations, module: module, response: resolved.response, options: RouteOptions()) {
            [self] result in
            switch result {
            case .success(let performance):
                challengeSeed = performance.shownSeed
                registry?.notify(
                    .challengePresented(url: request.url, pattern: resolved.response.pattern, challenge: challenge.name)
                )
                if let pendingAnswer {
                    self.pendingAnswer = nil
                    answered(pendingAnswer, challenge: challenge)
                }
            case .failure(let error):
                isWaitingForChallenge = false
                fail(error)
            }
        }
    }

    private func answered(_ answer: RouteChallengeResolution.Answer, challenge: RouteChallenge) {
        guard isWaitingForChallenge, !isFinished, let resolved else { return }
        guard let challengeSeed else {
            // Answered while it was being built: act once it shows.
            pendingAnswer = answer
            return
        }
        isWaitingForChallenge = false
        performer?.dismissModule(of: challengeSeed)
        self.challengeSeed = nil
        switch answer {
        case .allowed:
            proceed()
        case .denied(let reason):
            fail(.denied(url: request.url, pattern: resolved.response.pattern, reason: reason))
        case .abandoned:
            fail(.challengeAbandoned(url: request.url, pattern: resolved.response.pattern, challenge: challenge.name))
        }
    }

    /// The handler did not take the URL: the next match runs (JLRoutes, Crossroad).
    private func decline(_ reason: any Error) {
        declineReasons.append(reason)
        candidate += 1
        run()
    }

    // MARK: Ending

    private func succeed(_ response: RouteResponse) {
        guard !isFinished else { return }
        isFinished = true
        registry?.notify(.performed(response))
        request.completionHandler?(response)
    }

    private func fail(_ error: RouteError) {
        guard !isFinished else { return }
        isFinished = true
        registry?.notify(.failed(url: request.url, error: error))
        request.failureHandler?(error)
    }
}
