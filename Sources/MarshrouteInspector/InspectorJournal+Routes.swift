import Routes

extension InspectorJournal {
    /// A route's events, each added to the entry of its request.
    func note(_ event: RouteEvent) {
        let number = entryOfRequest[event.request]
        switch event.kind {
        case .matched(let router, let pattern, let parameters):
            var entry = InspectorTimelineEntry(
                actor: "Routes", call: "route \(RouteText.quoted(event.url))", origin: .route)
            entry.outcome = .routeMatched
            entry.notes.append("router \(router), pattern \(pattern)")
            let values = parameters.keys.sorted().map { "\($0) = \(parameters[$0]!.description)" }
            entry.notes.append("parameters: " + (values.isEmpty ? "none" : values.joined(separator: ", ")))
            entryOfRequest[event.request] = append(entry)
        case .guardChecked(_, let verdict):
            update(entry: number) { $0.notes.append("guard: \(verdict)") }
        case .challengePresented(_, let challenge):
            update(entry: number) { $0.notes.append("\(challenge) shown first; the route waits for its answer") }
        case .performed(let response):
            update(entry: number) { entry in
                entry.outcome = .routePerformed
                entry.notes.append(contentsOf: response.steps.map { "step: \($0)" })
            }
        case .failed(let error):
            let outcome: InspectorTimelineEntry.Outcome =
                if case .superseded(_, _, let newer) = error {
                    .routeCancelled("\(RouteText.quoted(newer)) came while it waited; its challenge closed")
                } else {
                    .routeFailed(error.description)
                }
            if number != nil {
                update(entry: number) { $0.outcome = outcome }
            } else {
                var entry = InspectorTimelineEntry(
                    actor: "Routes", call: "route \(RouteText.quoted(event.url))", origin: .route)
                entry.outcome = outcome
                entryOfRequest[event.request] = append(entry)
            }
        }
        onChange?()
    }
}
