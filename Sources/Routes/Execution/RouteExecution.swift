import Marshroute
import TerminalUI

/// Runs one request: match, guard (and its challenge), then the destination, telling the
/// registry's observers each stage under the request's number and calling the request's
/// completion or failure once. The router calls it makes carry that number as their initiator.
/// It keeps itself alive through the closures it leaves behind while it waits (a challenge
/// screen, a peek).
@MainActor
final class RouteExecution {
    let request: RouteRequest
    /// The request's number, given as it starts.
    let id: RouteRequestID
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
        id = request.registry?.runningRequests.nextID() ?? RouteRequestID(rawValue: 0)
    }

    private var registry: URLRouterRegistry? { request.registry }
    private var performer: RoutePerformer? { registry?.performer }

    private func emit(_ kind: RouteEvent.Kind) {
        registry?.notify(RouteEvent(request: id, url: request.url, kind: kind))
    }

    /// Runs `body` as this request's work: the router calls it makes name the request.
    private func onBehalf(_ body: () -> Void) {
        guard let observable = performer?.stack.transitionsObservable else { return body() }
        observable.withInitiator(id.initiator, body)
    }

    /// This request is about to change the screen: the one waiting for its challenge ends.
    private func supersedeWaitingRequest() {
        registry?.runningRequests.supersedeWaiting(by: self)
    }

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
        emit(
            .matched(
                routerName: response.routerName, pattern: response.pattern, routeParameters: response.routeParameters))
        guard let routeGuard = resolved.routeGuard else {
            proceed()
            return
        }
        let verdict = routeGuard.verdict(for: response)
        // A challenge changes the screen: a request still waiting on its own challenge is
        // superseded first, so that the new challenge's plan and presentation start from the
        // screen without the old one (planned before, it was presented from a closed screen).
        if case .challenge = verdict { supersedeWaitingRequest() }
        emit(
            .guardChecked(
                pattern: response.pattern,
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
        if registration.destination.changesScreen { supersedeWaitingRequest() }
        switch registration.destination {
        case .callback(let name, let perform):
            onBehalf { perform(response) }
            response.steps = [.callback(name)]
            succeed(response)
        case .handler(let name, let handle):
            var handled = false
            var failure: (any Error)?
            onBehalf {
                do { handled = try handle(response) } catch { failure = error }
            }
            if let failure {
                decline(failure)
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
            let target: RouteTarget?
            do {
                target = try handler.routeTarget(for: route, response: response)
            } catch {
                fail(
                    error as? RouteError
                        ?? .typedRouteFailed(url: request.url, pattern: response.pattern, reason: error))
                return
            }
            if let target {
                show(target, response: response)
                return
            }
            onBehalf {
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
    }

    private func show(_ target: RouteTarget, response: RouteResponse) {
        switch target.kind {
        case .update(let apply):
            onBehalf(apply)
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
            onBehalf {
                performer.perform(operations, module: module, response: resolved.response, options: request.options) {
                    [self] result in
                    switch result {
                    case .success(let performance): succeed(performance.response)
                    case .failure(let error): fail(error)
                    }
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
        registry?.runningRequests.wait(self)
        let resolution = RouteChallengeResolution { [self] answer in answered(answer, challenge: challenge) }
        let module = RouteModuleBuilder(
            build: { response, seed in challenge.build(response, seed, resolution) }, embedding: nil)
        onBehalf {
            performer.perform(operations, module: module, response: resolved.response, options: RouteOptions()) {
                [self] result in
                switch result {
                case .success(let performance):
                    guard !isFinished else {
                        // Superseded while its challenge was being shown: close it again.
                        if let seed = performance.shownSeed { onBehalf { performer.dismissModule(of: seed) } }
                        return
                    }
                    challengeSeed = performance.shownSeed
                    emit(.challengePresented(pattern: resolved.response.pattern, challenge: challenge.name))
                    if let pendingAnswer {
                        self.pendingAnswer = nil
                        answered(pendingAnswer, challenge: challenge)
                    }
                case .failure(let error):
                    isWaitingForChallenge = false
                    registry?.runningRequests.stopWaiting(self)
                    fail(error)
                }
            }
        }
    }

    /// A newer request (`newer`) is about to change the screen while this one waits for its
    /// challenge: the challenge closes and this request fails as superseded.
    func supersede(by newer: RouteExecution) {
        guard isWaitingForChallenge, !isFinished, let resolved else { return }
        isWaitingForChallenge = false
        pendingAnswer = nil
        if let challengeSeed, let performer {
            onBehalf { performer.dismissModule(of: challengeSeed) }
        }
        challengeSeed = nil
        fail(.superseded(url: request.url, pattern: resolved.response.pattern, by: newer.request.url))
    }

    private func answered(_ answer: RouteChallengeResolution.Answer, challenge: RouteChallenge) {
        guard isWaitingForChallenge, !isFinished, let resolved else { return }
        guard let challengeSeed else {
            // Answered while it was being built: act once it shows.
            pendingAnswer = answer
            return
        }
        isWaitingForChallenge = false
        registry?.runningRequests.stopWaiting(self)
        onBehalf { performer?.dismissModule(of: challengeSeed) }
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
        emit(.performed(response))
        request.completionHandler?(response)
    }

    private func fail(_ error: RouteError) {
        guard !isFinished else { return }
        isFinished = true
        registry?.runningRequests.stopWaiting(self)
        emit(.failed(error))
        request.failureHandler?(error)
    }
}

extension RouteDestination {
    /// A callback (or a handler) does what it likes and is not taken for a navigation: only the
    /// others supersede a route waiting for its challenge.
    fileprivate var changesScreen: Bool {
        switch self {
        case .callback, .handler: false
        default: true
        }
    }
}
