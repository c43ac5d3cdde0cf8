/// Finds (or makes) the history of a handler. A history is created only by
/// `resetWithTransition`: a handler that was never reset cannot perform transitions.
@MainActor
public protocol TransitionContextsStackClientProvider: AnyObject {
    /// The history of `transitionsHandler`, or `nil` if it was never reset.
    func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler) -> TransitionContextsStackClient?
    /// Creates (or replaces) the history of `transitionsHandler`; called by its first reset.
    func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient
}

/// A handler that keeps its own history alive, so that the history goes when the handler does
/// (every handler Marshroute makes: `BaseAnimatingTransitionsHandler`).
@MainActor
package protocol TransitionContextsStackClientKeeper: AnyObject {
    var keptStackClient: TransitionContextsStackClient? { get set }
}

/// Histories keyed by handler identity, as long as their handler lives (the handler is held
/// weakly). A lookup is O(1).
///
/// A handler that keeps its history (``BaseAnimatingTransitionsHandler`` does) holds it, and
/// this table only points at it: a released handler's history goes at once, with it. It must:
/// its entries keep the presented modules' handlers (and a popover's controller, with the
/// screens in it) alive, and those handlers keep the coordinator, which owns this table,
/// alive. Held here, a history whose app was released would keep all of that in a cycle for
/// good. Only the histories of other handlers are held here, and swept as the table grows.
@MainActor
public final class TransitionContextsStackClientProviderImpl: TransitionContextsStackClientProvider {
    private struct Item {
        weak var transitionsHandler: TransitionsHandler?
        /// The history, when its handler keeps it.
        weak var keptStackClient: TransitionContextsStackClient?
        /// The history, when its handler cannot keep it.
        var heldStackClient: TransitionContextsStackClient?

        var stackClient: TransitionContextsStackClient? { heldStackClient ?? keptStackClient }
    }

    private var items: [ObjectIdentifier: Item] = [:]
    private var sweepThreshold = 64

    /// Creates an empty table of histories.
    public init() {}

    /// Histories whose handler is alive.
    public var liveStackClientCount: Int {
        items.values.filter { $0.transitionsHandler != nil && $0.stackClient != nil }.count
    }

    /// The history of `transitionsHandler`, or `nil` if it was never reset or was released.
    public func stackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient?
    {
        let key = ObjectIdentifier(transitionsHandler)
        guard let item = items[key] else { return nil }
        // A dead handler's address may be reused by a new one: only the same object counts.
        guard item.transitionsHandler === transitionsHandler, let client = item.stackClient else {
            items[key] = nil
            return nil
        }
        return client
    }

    /// Creates a history for `transitionsHandler`, replacing any it had.
    public func createStackClient(forTransitionsHandler transitionsHandler: TransitionsHandler)
        -> TransitionContextsStackClient
    {
        marshrouteAssert(
            stackClient(forTransitionsHandler: transitionsHandler) == nil,
            "a transitions handler can have only one history")
        let client = TransitionContextsStackClientImpl()
        var item = Item(transitionsHandler: transitionsHandler)
        if let keeper = transitionsHandler as? TransitionContextsStackClientKeeper {
            keeper.keptStackClient = client
            item.keptStackClient = client
        } else {
            item.heldStackClient = client
        }
        items[ObjectIdentifier(transitionsHandler)] = item
        if items.count > sweepThreshold {
            items = items.filter { $0.value.transitionsHandler != nil && $0.value.stackClient != nil }
            sweepThreshold = max(64, items.count * 2)
        }
        return client
    }
}
