import TerminalUI

/// A doubly linked list of entries plus an index by transition id.
///
/// The original kept an array and filtered the whole of it on every access, so a deep stack
/// cost O(n) per call and O(n²) to build. Here an append is O(1), a lookup by id is O(1),
/// popping costs what it removes, and each zombie is unlinked once, when first met.
///
/// Cleaning entries dismissed behind Marshroute's back would still need a scan of every push
/// entry; the scan runs only when the navigation controller's `stackGeneration` says someone
/// else changed its stack since Marshroute last synchronized with it. The last entry (the only
/// one that can be a modal or a popover) is checked every time, at O(1).
@MainActor
public final class TransitionContextsStackImpl: TransitionContextsStack {
    private final class Node {
        var context: CompletedTransitionContext
        var next: Node?
        weak var previous: Node?
        /// Where the entry's screen stood in the navigation stack when it was added.
        var navigationIndex: Int?

        init(_ context: CompletedTransitionContext) { self.context = context }
    }

    private var head: Node?
    private var tail: Node?
    private var index: [TransitionId: Node] = [:]
    /// The navigation controller this history's pushes went through, and its generation when
    /// history and stack were last known to agree.
    private weak var navigationController: NavigationController?
    private var synchronizedGeneration: UInt64?

    /// Entries dropped since `takeCountOfForgottenContexts()` was last called because their screens were
    /// released or dismissed behind Marshroute's back (not popped by Marshroute itself).
    private var forgottenCount = 0

    /// Creates an empty history.
    public init() {}

    /// Entries currently linked (zombies not yet met included).
    public var count: Int { index.count }

    /// Adds an entry at the end, indexed by its transition id.
    public func append(_ context: CompletedTransitionContext) {
        guard !context.isZombie else { return }
        if let existing = index[context.transitionId] { unlink(existing) }
        let node = Node(context)
        node.previous = tail
        tail?.next = node
        tail = node
        if head == nil { head = node }
        index[context.transitionId] = node
        let navigation: NavigationController?
        switch context.sourceAnimationLaunchingContextBox {
        case .presentation(.push(let launching)): navigation = launching.navigationController
        case .resetting(.settingNavigationRoot(let launching)): navigation = launching.navigationController
        case .resetting(.resettingNavigationRoot(let launching)): navigation = launching.navigationController
        default: navigation = nil
        }
        if let navigation, let target = context.targetViewController {
            navigationController = navigation
            // Usually the top: searching from the end finds it at once.
            node.navigationIndex = navigation.viewControllers.lastIndex { $0 === target }
        }
    }

    /// The oldest live entry.
    public var first: RestoredTransitionContext? {
        while let node = head {
            if let restored = RestoredTransitionContext(completedTransition: node.context) { return restored }
            forget(node)
        }
        return nil
    }

    /// The newest live entry.
    public var last: RestoredTransitionContext? {
        while let node = tail {
            if let restored = RestoredTransitionContext(completedTransition: node.context) { return restored }
            forget(node)
        }
        return nil
    }

    /// Removes and returns the newest live entry.
    public func popLast() -> RestoredTransitionContext? {
        guard let restored = last, let node = tail else { return nil }
        unlink(node)
        return restored
    }

    /// The live entry of `transitionId`, if it is here.
    public subscript(transitionId: TransitionId) -> RestoredTransitionContext? {
        guard let node = index[transitionId] else { return nil }
        if let restored = RestoredTransitionContext(completedTransition: node.context) { return restored }
        forget(node)
        return nil
    }

    /// Pops the entries after `transitionId` (not itself), newest first.
    public func popTo(transitionId: TransitionId) -> [RestoredTransitionContext]? {
        guard self[transitionId] != nil, let node = index[transitionId] else { return nil }
        var popped: [RestoredTransitionContext] = []
        while let last = tail, last !== node {
            if let restored = RestoredTransitionContext(completedTransition: last.context) { popped.append(restored) }
            unlink(last)
        }
        return popped.isEmpty ? nil : popped
    }

    /// The entry before `transitionId`; `nil` for the first.
    public func preceding(transitionId: TransitionId) -> RestoredTransitionContext? {
        guard self[transitionId] != nil, let node = index[transitionId] else { return nil }
        while let previous = node.previous {
            if let restored = RestoredTransitionContext(completedTransition: previous.context) { return restored }
            forget(previous)
        }
        return nil
    }

    /// The entries after `transitionId`, oldest first.
    public func following(transitionId: TransitionId) -> [RestoredTransitionContext] {
        guard self[transitionId] != nil, let node = index[transitionId] else { return [] }
        var result: [RestoredTransitionContext] = []
        var current = node.next
        while let c = current {
            current = c.next
            if let restored = RestoredTransitionContext(completedTransition: c.context) {
                result.append(restored)
            } else {
                forget(c)
            }
        }
        return result
    }

    /// Drops entries whose screens were dismissed without Marshroute; returns those still alive.
    @discardableResult
    public func clearContextsDescribingScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController] {
        var dismissedButAlive: [ViewController] = []
        func check(_ node: Node) {
            guard node.context.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute else { return }
            if let alive = node.context.targetViewController { dismissedButAlive.append(alive) }
            forget(node)
        }
        // The last entry may be a modal or popover closed without Marshroute.
        while let node = tail {
            let before = index.count
            check(node)
            if index.count == before { break }
        }
        // Pushes can only be removed behind our back by their navigation controller, which
        // says how deep its changes went: entries of screens below that depth are untouched,
        // so after a back key this looks at the top of history, not at all of it.
        let lowestChanged: Int
        if let navigation = navigationController {
            guard navigation.stackGeneration != synchronizedGeneration else { return dismissedButAlive }
            lowestChanged = synchronizedGeneration.map { navigation.lowestChangedIndex(since: $0) } ?? 0
        } else {
            // No push went through a navigation controller, or it was released: its entries
            // (if any) are zombies or stale, which one scan settles.
            guard synchronizedGeneration != nil || index.count > 1 else { return dismissedButAlive }
            lowestChanged = 0
        }
        var current = tail
        while let node = current {
            current = node.previous
            if let position = node.navigationIndex, position < lowestChanged { break }
            check(node)
        }
        markSynchronizedWithNavigationStack()
        return dismissedButAlive
    }

    /// Records that history and the navigation stack agree now.
    public func markSynchronizedWithNavigationStack() {
        if let navigation = navigationController {
            synchronizedGeneration = navigation.stackGeneration
        } else {
            synchronizedGeneration = nil
        }
    }

    /// How many entries were forgotten since the last call, and starts counting again: what
    /// observers hear as history cleaned.
    public func takeCountOfForgottenContexts() -> Int? {
        defer { forgottenCount = 0 }
        return forgottenCount
    }

    private func forget(_ node: Node) {
        forgottenCount += 1
        unlink(node)
    }

    private func unlink(_ node: Node) {
        if let previous = node.previous { previous.next = node.next } else if head === node { head = node.next }
        if let next = node.next { next.previous = node.previous } else if tail === node { tail = node.previous }
        node.next = nil
        node.previous = nil
        if index[node.context.transitionId] === node { index[node.context.transitionId] = nil }
    }

    /// The entries, oldest first, for debugging.
    public var historyDescription: String {
        var lines: [String] = []
        var current = head
        while let node = current {
            let target = node.context.targetViewController.map { $0.debugName } ?? "released"
            lines.append("\(node.context.transitionId.prefix(8)) → \(target)")
            current = node.next
        }
        return "TransitionContextsStack [\(lines.joined(separator: ", "))]"
    }
}
