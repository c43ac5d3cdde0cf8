import TerminalUI

extension TransitionsCoordinatorImpl: TransitionsTracker, TopViewControllerFinder {
    // MARK: TopViewControllerFinder

    /// The screen on top of the deepest visible handler chained from `animatingTransitionsHandler`.
    public func findTopViewController(animatingTransitionsHandler: AnimatingTransitionsHandler) -> ViewController? {
        findTopViewController(from: [animatingTransitionsHandler])
    }

    /// The screen on top of the deepest visible handler inside the container.
    public func findTopViewController(containingTransitionsHandler: ContainingTransitionsHandler) -> ViewController? {
        findTopViewController(from: containingTransitionsHandler.visibleTransitionsHandlers ?? [])
    }

    private func findTopViewController(from handlers: [AnimatingTransitionsHandler]) -> ViewController? {
        guard let top = deepestChainedAnimatingTransitionsHandler(from: handlers, visibleOnly: true) else { return nil }
        return stackClient(top)?.lastTransitionForTransitionsHandler(top)?.targetViewController
    }

    // MARK: TransitionsTracker

    /// How many transitions lie between a tracked module and the last transition of `targetTransitionsHandler`.
    /// - Returns: 0 when the module is on top; `nil` when no chain of handlers links the two.
    public func countOfTransitionsAfterTrackedTransition(
        _ trackedTransition: TrackedTransition,
        untilLastTransitionOfTransitionsHandler targetTransitionsHandler: TransitionsHandler
    ) -> Int? {
        let start: [AnimatingTransitionsHandler]
        switch trackedTransition.transitionsHandlerBox {
        case .animating(let handler): start = [handler]
        case .containing(let handler): start = handler.allTransitionsHandlers ?? []
        }
        for first in start {
            guard let path = transitionsHandlersPath(from: first, to: targetTransitionsHandler) else { continue }
            guard let firstClient = stackClient(first),
                firstClient.transitionWith(transitionId: trackedTransition.transitionId, forTransitionsHandler: first)
                    != nil
            else { continue }
            let after = firstClient.transitionsAfter(
                transitionId: trackedTransition.transitionId, forTransitionsHandler: first,
                includingTransitionWithId: false)
            var count = (after.pushTransitions?.count ?? 0) + (after.chainedTransition != nil ? 1 : 0)
            for handler in path.dropFirst() {
                guard let client = stackClient(handler) else { continue }
                let all = client.allTransitionsForTransitionsHandler(handler)
                count += max(0, (all.pushTransitions?.count ?? 0) - 1) + (all.chainedTransition != nil ? 1 : 0)
            }
            return count
        }
        return nil
    }

    /// The chain of handlers from `start` down to `target` through chained transitions.
    private func transitionsHandlersPath(from start: AnimatingTransitionsHandler, to target: TransitionsHandler)
        -> [AnimatingTransitionsHandler]?
    {
        var visited = Set<ObjectIdentifier>()
        func search(_ handler: AnimatingTransitionsHandler) -> [AnimatingTransitionsHandler]? {
            guard visited.insert(ObjectIdentifier(handler)).inserted else { return nil }
            if handler === target { return [handler] }
            for child in chainedAnimatingTransitionsHandlers(of: handler, visibleOnly: false) {
                if let rest = search(child) { return [handler] + rest }
            }
            return nil
        }
        if let container = target as? ContainingTransitionsHandler {
            // A container target: reaching any of its handlers counts.
            for handler in container.allTransitionsHandlers ?? [] {
                visited = []
                if let path = transitionsHandlersPath(from: start, to: handler) { return path }
            }
            return nil
        }
        return search(start)
    }

    /// The tracked module's history entry, if it is still in history under `transitionsHandler`.
    public func restoredTransitionFromTrackedTransition(
        _ trackedTransition: TrackedTransition,
        searchingFromTransitionsHandler transitionsHandler: AnimatingTransitionsHandler
    ) -> RestoredTransitionContext? {
        restoredTransition(trackedTransition, from: [transitionsHandler])
    }

    /// The tracked module's history entry, if it is still in history under any handler of the container.
    public func restoredTransitionFromTrackedTransition(
        _ trackedTransition: TrackedTransition,
        searchingFromTransitionsHandler transitionsHandler: ContainingTransitionsHandler
    ) -> RestoredTransitionContext? {
        restoredTransition(trackedTransition, from: transitionsHandler.allTransitionsHandlers ?? [])
    }

    /// Breadth first over every tab and chain, for the tracked id in the tracked handler's history.
    private func restoredTransition(_ tracked: TrackedTransition, from roots: [AnimatingTransitionsHandler])
        -> RestoredTransitionContext?
    {
        let trackedHandlers: [AnimatingTransitionsHandler]
        switch tracked.transitionsHandlerBox {
        case .animating(let handler): trackedHandlers = [handler]
        case .containing(let handler): trackedHandlers = handler.allTransitionsHandlers ?? []
        }
        var queue = roots
        var visited = Set<ObjectIdentifier>()
        var index = 0
        while index < queue.count {
            let handler = queue[index]
            index += 1
            guard visited.insert(ObjectIdentifier(handler)).inserted else { continue }
            if trackedHandlers.contains(where: { $0 === handler }),
                let found = stackClient(handler)?.transitionWith(
                    transitionId: tracked.transitionId, forTransitionsHandler: handler)
            {
                return found
            }
            queue.append(contentsOf: chainedAnimatingTransitionsHandlers(of: handler, visibleOnly: false))
        }
        return nil
    }
}
