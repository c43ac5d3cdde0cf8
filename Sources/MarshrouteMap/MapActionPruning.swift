/// Which of a state's actions the explorer tries, so that what a storyboard would draw once is
/// not paid for in every state:
///
/// - An action that did the same thing twice from the same module (the same transitions, or
///   none, and a change of state either way) is taken to always do that from there, and is not
///   tried again from that module: a tab key, a deep link, a push from a list's row.
/// - A list's rows that led to the same place the same way (the same state, the same edges) are
///   one class; once a module's list has been tried row by row, its later states try one row of
///   each class, and every row not seen before.
///
/// Actions that change nothing cost no replay, and are always tried.
@MainActor
struct MapActionPruning {
    /// How many times an action must have done the same thing before it is skipped.
    static let sameOutcomes = 2

    /// By module and action: the outcome it had, and how many times in a row.
    private var outcomes: [String: (outcome: String, count: Int)] = [:]
    /// By module and key: each row's class (the outcome it had).
    private var rowClasses: [String: [String: String]] = [:]
    /// By module and key: the row that stands for each class.
    private var representatives: [String: [String: String]] = [:]

    /// Whether to try `action` from `state`.
    func shouldTry(_ action: MapAction, from state: MapSnapshot) -> Bool {
        let module = Self.module(of: state)
        if let seen = outcomes["\(module)|\(action.description)|\(action.row ?? "")"], seen.count >= Self.sameOutcomes {
            return false
        }
        guard let row = action.row, let key = action.key else { return true }
        let list = "\(module)|\(key)"
        guard let outcome = rowClasses[list]?[row] else { return true }
        return representatives[list]?[outcome] == row
    }

    /// The focused module, and whether its stack's history is to be cleaned (the next
    /// transition from there does more than elsewhere).
    private static func module(of state: MapSnapshot) -> String {
        (state.top?.node.description ?? "?") + (state.hasStaleHistory ? " ~history" : "")
    }

    /// Learns what an action did from `before`: `edges` is
    /// what it did, `state` the state it reached (rows are classed by both).
    mutating func learn(_ action: MapAction, from before: MapSnapshot, edges: String, changed: Bool, state: String) {
        let module = Self.module(of: before)
        guard changed else { return }
        let id = "\(module)|\(action.description)|\(action.row ?? "")"
        if let seen = outcomes[id], seen.outcome == edges {
            outcomes[id] = (edges, seen.count + 1)
        } else {
            outcomes[id] = (edges, 1)
        }
        guard let row = action.row, let key = action.key else { return }
        let list = "\(module)|\(key)"
        let outcome = state + " " + edges
        if rowClasses[list]?[row] == nil { rowClasses[list, default: [:]][row] = outcome }
        if representatives[list]?[outcome] == nil { representatives[list, default: [:]][outcome] = row }
    }
}
