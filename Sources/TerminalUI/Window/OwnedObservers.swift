/// Closures called while their owner lives: a window's resize and frame observers. The owner
/// is held weakly, so an observer never keeps its view alive; one whose owner went away is
/// dropped the next time the list is used.
@MainActor
struct OwnedObservers<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        let observer: @MainActor (Value) -> Void
    }

    private var entries: [Entry] = []

    /// Whether none is registered (owners gone or not).
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `observer` for `owner`; with `replacing`, the owner's earlier one goes.
    mutating func add(_ owner: AnyObject, replacing: Bool, _ observer: @escaping @MainActor (Value) -> Void) {
        if replacing { entries.removeAll { $0.owner == nil || $0.owner === owner } }
        entries.append(Entry(owner: owner, observer: observer))
    }

    /// Forgets the observers whose owner went away.
    mutating func prune() {
        entries.removeAll { $0.owner == nil }
    }

    /// Calls every observer whose owner lives, in the order they were added. Not mutating: an
    /// observer may add another meanwhile (it is called from the next time on).
    func notify(_ value: Value) {
        for entry in entries where entry.owner != nil { entry.observer(value) }
    }
}
