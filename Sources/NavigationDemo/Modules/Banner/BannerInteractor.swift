/// The banner's timer: it hides the banner three seconds after it shows.
@MainActor
final class BannerInteractorImpl: BannerInteractor {
    static let visibleSeconds = 3
    private let timerService: TimerService

    init(timerService: TimerService) {
        self.timerService = timerService
    }

    func startHideTimer(onFire: @escaping () -> Void) {
        timerService.startTimer(seconds: Self.visibleSeconds, onTick: { _ in }, onFire: onFire)
    }

    func stopHideTimer() {
        timerService.invalidate()
    }
}
