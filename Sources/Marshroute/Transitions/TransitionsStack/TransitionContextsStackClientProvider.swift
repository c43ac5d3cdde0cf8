/// Finds (or makes) the history of a handler. A history is created only by
/// `resetWithTransition`: a handler that was never reset cannot perform transitions.
@MainActor
public protocol TransitionContextsStackClientProvider: AnyObject {
    func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient?
    func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient
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

    public init() {}

    /// Histories whose handler is alive.
    public var liveStackClientCount: Int {
        items.values.filter { $0.transitionsHandler != nil }.count
    }

    public func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient? {
        let key = ObjectIdentifier(transitionsHandler)
        guard let item = items[key] else { return nil }
        // A dead handler's address may be reused by a new one: only the same object counts.
        guard item.transitionsHandler === transitionsHandler else {
            items[key] = nil
            return nil
        }
        return item.stackClient
    }

    public func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient {
        marshrouteAssert(stackClient(forTransitionsHandler: transitionsHandler) == nil,
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
