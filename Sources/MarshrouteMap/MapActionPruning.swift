/// Which of a state's actions the explorer tries, so that what a storyboard would draw once is
/// not paid for in every state:
///
/// - A deep link from a state other than the start lands on top of what is there; it is tried
///   once from each module where it lives, not from every state it is focused in.
/// - A list's rows that led to the same place the same way (the same state, the same
///   transitions) are one class; once a module's list has been tried row by row, its later
///   lists try one row of each class, and every row not seen before. Rows are the app's data:
///   what one does does not depend on where the list is.
/// - Any other action that did the same thing twice from the same module (the same
///   transitions, or none) in the same circumstances (history to clean, a timer pending) is
///   taken to always do that from there.
///
/// Actions that change nothing cost no replay, and are always tried.
@MainActor
struct MapActionPruning {
    /// How many times an action must have done the same thing before it is skipped.
    static let sameOutcomes = 2

    private var deepLinksTried: Set<String> = []
    /// By module, circumstances and action: the outcome it had, and how many times in a row.
    private var outcomes: [String: (outcome: String, count: Int)] = [:]
    /// By module and key: each row's class (the outcome it had).
    private var rowClasses: [String: [String: String]] = [:]
    /// By module and key: the row that stands for each class.
    private var representatives: [String: [String: String]] = [:]

    /// Whether to try `action` from `state`, at `depth` from the start.
    mutating func shouldTry(_ action: MapAction, from state: MapSnapshot, depth: Int) -> Bool {
        let node = state.top?.node.description ?? "?"
        if case .open(let url) = action.kind {
            return depth == 0 || deepLinksTried.insert("\(node)|\(url)").inserted
        }
        if let row = action.row, let key = action.key {
            let list = "\(state.top?.node.module ?? "?")|\(key)"
            guard let outcome = rowClasses[list]?[row] else { return true }
            return representatives[list]?[outcome] == row
        }
        let seen = outcomes["\(Self.circumstances(of: state))|\(action.description)"]
        return (seen?.count ?? 0) < Self.sameOutcomes
    }

    /// The focused module, and whether its stack's history is to be cleaned or a timer is
    /// pending (what the same key does then may differ).
    private static func circumstances(of state: MapSnapshot) -> String {
        (state.top?.node.description ?? "?") + (state.hasStaleHistory ? " ~history" : "")
            + (state.hasTimer ? " timers" : "")
    }

    /// Learns what an action did from `before`: `edges` is what it did, `state` the state it
    /// reached (rows are classed by both).
    mutating func learn(_ action: MapAction, from before: MapSnapshot, edges: String, changed: Bool, state: String) {
        guard changed else { return }
        if let row = action.row, let key = action.key {
            let list = "\(before.top?.node.module ?? "?")|\(key)"
            let outcome = state + " " + edges
            if rowClasses[list]?[row] == nil { rowClasses[list, default: [:]][row] = outcome }
            if representatives[list]?[outcome] == nil { representatives[list, default: [:]][outcome] = row }
            return
        }
        let id = "\(Self.circumstances(of: before))|\(action.description)"
        if let seen = outcomes[id], seen.outcome == edges {
            outcomes[id] = (edges, seen.count + 1)
        } else {
            outcomes[id] = (edges, 1)
        }
    }
}
