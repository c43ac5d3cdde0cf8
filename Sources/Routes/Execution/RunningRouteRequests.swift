/// The requests a registry is running: it numbers each as it starts, and remembers the one
/// waiting for its guard's challenge (Authorization shown, the route on hold).
///
/// One rule keeps two routes in flight from tangling: a request that is about to change the
/// screen supersedes the one waiting. The waiting one's challenge closes, and it ends, failing
/// with ``RouteError/superseded(url:pattern:by:)``; otherwise the newer route would show its
/// module on top of the challenge, and the older one would wait for ever for an answer the user
/// can no longer give (docs/ROUTES.md, "Two routes in flight").
@MainActor
final class RunningRouteRequests {
    private var lastNumber = 0
    private(set) weak var waiting: RouteExecution?

    /// The next request's number.
    func nextID() -> RouteRequestID {
        lastNumber += 1
        return RouteRequestID(rawValue: lastNumber)
    }

    /// `execution` waits for its challenge's answer now.
    func wait(_ execution: RouteExecution) { waiting = execution }

    /// `execution` no longer waits (answered, failed or superseded).
    func stopWaiting(_ execution: RouteExecution) {
        if waiting === execution { waiting = nil }
    }

    /// `newer` is about to change the screen: the request waiting, if another, ends.
    func supersedeWaiting(by newer: RouteExecution) {
        guard let waiting, waiting !== newer else { return }
        self.waiting = nil
        waiting.supersede(by: newer)
    }
}
