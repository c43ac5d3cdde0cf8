import TerminalUI

/// A countdown: ticks once a second, then fires. Each module that shows a timer tile owns
/// its own service, so several can run at once.
@MainActor
protocol TimerService: AnyObject {
    /// Calls `onTick(seconds)` at once, then once a second with one less, then `onFire`.
    func startTimer(seconds: Int, onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void)
    func invalidate()
}

@MainActor
final class TimerServiceImpl: TimerService {
    /// Weak: while a tick is pending the loop keeps this service (through the timer's action),
    /// so the service keeping the loop would make a cycle that outlives the app whenever it
    /// ends with a countdown running.
    private weak var loop: EventLoop?
    private var timer: ScheduledTimer?
    private var remaining = 0
    private var onTick: ((Int) -> Void)?
    private var onFire: (() -> Void)?

    init(loop: EventLoop) {
        self.loop = loop
    }

    func startTimer(seconds: Int, onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void) {
        invalidate()
        remaining = seconds
        self.onTick = onTick
        self.onFire = onFire
        scheduleTick()
    }

    func invalidate() {
        timer?.cancel()
        timer = nil
        onTick = nil
        onFire = nil
    }

    /// The scheduled closure holds the service, as a `Timer` holds its target: the countdown
    /// runs to its end even if the module is gone; the callbacks then reach nobody.
    private func scheduleTick() {
        onTick?(remaining)
        timer = loop?.schedule(after: .seconds(1)) { [self] in
            remaining -= 1
            if remaining > 0 {
                scheduleTick()
            } else {
                let fire = onFire
                timer = nil
                onTick = nil
                onFire = nil
                fire?()
            }
        }
    }
}
