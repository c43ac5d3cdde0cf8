/// The module's own comeback timer.
@MainActor
final class RecursionInteractorImpl: RecursionInteractor {
    private let timerService: TimerService

    init(timerService: TimerService) {
        self.timerService = timerService
    }

    func startTimer(onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void) {
        timerService.startTimer(seconds: ComebackCountdown.seconds, onTick: onTick, onFire: onFire)
    }
}
