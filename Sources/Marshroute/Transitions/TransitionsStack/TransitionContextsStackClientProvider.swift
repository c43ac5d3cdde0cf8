/// Finds (or makes) the history of a handler. A history is created only by
/// `resetWithTransition`: a handler that was never reset cannot perform transitions.
@MainActor
public protocol TransitionContextsStackClientProvider: AnyObject {
    /// The history of `transitionsHandler`, or `nil` if it was never reset.
    func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient?
    /// Creates (or replaces) the history of `transitionsHandler`; called by its first reset.
    func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient
    /// Drops the history of a handler that is being released.
    func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier)
}

extension TransitionContextsStackClientProvider {
    /// Does nothing; providers that keep histories override it.
    public func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier) {}
}

/// Histories keyed by handler identity, held as long as their handler lives (the handler is
/// held weakly). A lookup is O(1); released handlers' histories are swept as the table grows.
@MainActor
public final class TransitionContextsStackClientProviderImpl: TransitionContextsStackClientProvider {
    private struct Item {
        weak var transitionsHandler: TransitionsHandler?
        let stackClient: TransitionContextsStackClient
    }

    private var items: [ObjectIdentifier: Item] = [:]
    private var sweepThreshold = 64

    /// Creates an empty table of histories.
    public init() {}

    /// Histories whose handler is alive.
    public var liveStackClientCount: Int {
        items.values.filter { $0.transitionsHandler != nil }.count
    }

    /// The history of `transitionsHandler`, or `nil` if it was never reset or was released.
    public func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient?
    {
        let key = ObjectIdentifier(transitionsHandler)
        guard let item = items[key] else { return nil }
        // A dead handler's address may be reused by a new one: only the same object counts.
        guard item.transitionsHandler === transitionsHandler else {
            items[key] = nil
            return nil
        }
        return item.stackClient
    }

    /// A released handler's history goes at once, not at the next sweep: its entries keep the
    /// presented modules' handlers (and a popover's controller, with the screens in it) alive,
    /// and those handlers keep the coordinator, which owns this table, alive. Kept until a
    /// sweep, a history whose app was released would hold all of that in a cycle for good.
    public func transitionsHandlerWasReleased(_ transitionsHandlerId: ObjectIdentifier) {
        guard let item = items[transitionsHandlerId], item.transitionsHandler == nil else { return }
        // Removed first, released when `item` goes out of scope: releasing the history may
        // release other handlers, whose deinit comes back here.
        items[transitionsHandlerId] = nil
    }

    /// Creates a history for `transitionsHandler`, replacing any it had.
    public func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient
    {
        marshrouteAssert(
            stackClient(forTransitionsHandler: transitionsHandler) == nil,
            "a transitions handler can have only one history")
        let client = TransitionContextsStackClientImpl()
        items[ObjectIdentifier(transitionsHandler)] = Item(transitionsHandler: transitionsHandler, stackClient: client)
        if items.count > sweepThreshold {
            items = items.filter { $0.value.transitionsHandler != nil }
            sweepThreshold = max(64, items.count * 2)
        }
        return client
    }
}
