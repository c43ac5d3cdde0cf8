/// The timers of the run loop: one-shot and repeating, cancellable, fired in deadline order
/// from whatever `TimeSource` the app runs on.
///
/// The loop itself lives in `Application`: it waits for input until `nextDeadline`, then calls
/// `fireDueTimers()`. Keeping the timers here, apart from input and drawing, is what lets tests
/// drive them with a `ManualClock` alone.
@MainActor
public final class EventLoop {
    /// The clock timers are measured on.
    public let clock: any TimeSource
    private var heap: [ScheduledTimer] = []
    /// What each timer runs, by its sequence number. The loop holds the actions, not the
    /// timers: an action often holds the object that holds its timer (a countdown keeps its
    /// timer to cancel it, and the action keeps the countdown running), so a timer holding its
    /// action would make a cycle that outlives the loop. Here the loop is the only way to an
    /// action, and a loop that goes away takes its actions (and what they hold) with it.
    private var actions: [UInt64: @MainActor () -> Void] = [:]
    private var nextSequence: UInt64 = 0
    private var cancelledInHeap = 0

    /// Creates a loop on `clock`, with no timers.
    public init(clock: any TimeSource) {
        self.clock = clock
    }

    /// The timers that will still fire, in no particular order (for tests that check what an
    /// app leaves behind).
    var pendingTimers: [ScheduledTimer] { heap.filter(\.isActive) }

    /// Runs `action` once after `delay`, then every `interval` if one is given.
    @discardableResult
    public func schedule(
        after delay: Duration, repeating interval: Duration? = nil,
        _ action: @escaping @MainActor () -> Void
    ) -> ScheduledTimer {
        precondition(interval.map { $0 > .zero } ?? true, "a repeating timer needs a positive interval")
        let timer = ScheduledTimer(fireDate: clock.now + max(delay, .zero), interval: interval, sequence: nextSequence)
        actions[nextSequence] = action
        nextSequence += 1
        timer.loop = self
        push(timer)
        return timer
    }

    /// The number of timers that will still fire.
    public var activeTimerCount: Int { heap.count - cancelledInHeap }

    /// When the earliest active timer is due, or nil when none is.
    public var nextDeadline: Instant? {
        dropCancelledTop()
        return heap.first?.fireDate
    }

    /// Fires every timer due at the clock's current time, earliest first. A timer scheduled
    /// while firing waits for the next call, so a zero-delay timer cannot starve the loop.
    /// Returns how many fired.
    @discardableResult
    public func fireDueTimers() -> Int {
        let now = clock.now
        let limit = nextSequence
        var fired = 0
        var deferred: [ScheduledTimer] = []
        while let top = heap.first, top.fireDate <= now {
            pop()
            if top.isCancelled {
                cancelledInHeap -= 1
                continue
            }
            if top.sequence >= limit {
                deferred.append(top)
                continue
            }
            guard let action = actions[top.sequence] else { continue }
            if let interval = top.interval {
                var next = top.fireDate + interval
                if next <= now {
                    // Behind the clock (after a suspend, or a manual clock moved past several
                    // ticks at once): the missed ticks are skipped, on every clock alike.
                    next = now + interval
                }
                top.fireDate = next
                deferred.append(top)
            } else {
                actions[top.sequence] = nil
                top.loop = nil
            }
            fired += 1
            action()
        }
        for timer in deferred where !timer.isCancelled { push(timer) }
        return fired
    }

    /// Whether the timer numbered `sequence` will still fire.
    func hasAction(for sequence: UInt64) -> Bool { actions[sequence] != nil }

    /// A timer was cancelled: its action goes at once (with what it holds).
    func timerWasCancelled(_ timer: ScheduledTimer) {
        actions[timer.sequence] = nil
        guard timer.isQueued else { return }
        cancelledInHeap += 1
        if cancelledInHeap > 64 && cancelledInHeap * 2 > heap.count {
            // Rebuild so that many long cancelled timers cannot pile up.
            let alive = heap.filter { !$0.isCancelled }
            heap = []
            cancelledInHeap = 0
            for timer in alive { push(timer) }
        }
    }

    // MARK: Binary heap ordered by (fireDate, sequence)

    private func earlier(_ a: ScheduledTimer, _ b: ScheduledTimer) -> Bool {
        a.fireDate != b.fireDate ? a.fireDate < b.fireDate : a.sequence < b.sequence
    }

    private func push(_ timer: ScheduledTimer) {
        timer.isQueued = true
        heap.append(timer)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !earlier(heap[child], heap[parent]) { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() {
        heap[0].isQueued = false
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && earlier(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && earlier(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }

    private func dropCancelledTop() {
        while let top = heap.first, top.isCancelled {
            pop()
            cancelledInHeap -= 1
        }
    }
}
