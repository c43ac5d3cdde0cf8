/// "What happened": the calls and routes that completed a lesson, in the order they came,
/// each router call once, with the app's method and where it is written (`file:line` from the
/// call's site), so a learner can go and read it. Texts from a URL are kept as given: the
/// panel and the command line sanitize what they show.
public enum LessonReport {
    /// One line per call or route event that did a step; `arrow` joins a router method to
    /// Marshroute's (`->` for ASCII).
    public static func lines(
        for events: [LessonEvent], arrow: String = "→", builderSite: (Int) -> String? = { _ in nil }
    ) -> [String] {
        var lines: [String] = []
        var callsShown: Set<Int> = []
        for event in events {
            if let call = event.call, callsShown.insert(call.id.rawValue).inserted {
                lines.append(callLine(call, arrow: arrow, builderSite: builderSite))
            }
            if let line = eventLine(event) { lines.append(line) }
        }
        return lines
    }

    /// `#3 CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom at
    /// NavigationDemo/CategoriesRouters.swift:8`.
    static func callLine(_ call: LessonEvent.Call, arrow: String, builderSite: (Int) -> String?) -> String {
        // The app's method, unless it is Marshroute's own (a router without `traced`).
        let appMethod = call.site.map(\.method).flatMap { $0 == call.method ? nil : ".\($0)" } ?? ""
        var line = "\(call.id) \(call.routerType)\(appMethod) \(arrow) \(call.method)"
        if let site = call.site {
            line += " at \(site.fileID):\(site.line)"
        }
        switch (call.initiatorKind, call.initiatorId) {
        case ("route", let id?):
            line += " (for route #\(id))"
        case ("builder", let id?):
            line += " (builder route #\(id)\(builderSite(id).map { " from \($0)" } ?? ""))"
        default:
            break
        }
        return line
    }

    /// What an event adds to its call, when it says more than that the call ran.
    static func eventLine(_ event: LessonEvent) -> String? {
        let route = event.request.map { "route #\($0)" } ?? "a route"
        switch event.kind {
        case .routerCall, .performed, .routerMade, .reset:
            return nil
        case .frozenForPeek:
            return "  frozen for a peek"
        case .refused:
            return "  refused by the coordinator's delegate"
        case .undone:
            return "  undone: \(screens(event)) closed"
        case .historyCleaned:
            return "  history forgot \(screens(event)) the container had removed by itself"
        case .retainCycle:
            return "  Marshroute's check: a screen it forgot is still alive (a retain cycle)"
        case .peek:
            return "peek \(event.facts[.state] ?? "")"
        case .routeMatched:
            return "\(route) \(event.url ?? "") matched \(event.facts[.pattern] ?? "")"
        case .routeGuard:
            return "\(route): the guard's verdict: \(event.facts[.verdict] ?? "")"
        case .routeChallenge:
            return "\(route) waited for its guard's screen"
        case .routePerformed:
            let steps = event.steps.isEmpty ? "" : ": \(event.steps.joined(separator: ", "))"
            return "\(route) performed\(steps)"
        case .routeFailed:
            return "\(route) failed"
        }
    }

    private static func screens(_ event: LessonEvent) -> String {
        let count = Int(event.facts[.screens] ?? "") ?? 0
        return count == 1 ? "1 screen" : "\(count) screens"
    }
}
