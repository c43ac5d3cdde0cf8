import TerminalUI

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

/// A view-only module (it has no router): the application's router acts on a tap.
@MainActor
final class BannerPresenter: BannerModuleInput {
    private let interactor: BannerInteractor
    private var onTap: (() -> Void)?
    weak var view: BannerViewInput?

    init(interactor: BannerInteractor) {
        self.interactor = interactor
    }

    var isShowing: Bool { view?.isShowing ?? false }

    func show(title: String, in container: View, onTap: @escaping () -> Void) {
        guard let view, !view.isShowing else { return }
        self.onTap = onTap
        view.onTap = { [weak self] in
            self?.interactor.stopHideTimer()
            self?.onTap?()
        }
        view.show(title: title, in: container)
        interactor.startHideTimer { [weak self] in self?.view?.hide() }
    }
}

/// TerminalUI's banner, as the module's view.
@MainActor
final class BannerViewAdapter: BannerViewInput {
    let banner = BannerView(text: "")
    var presenter: BannerPresenter?

    var isShowing: Bool { banner.isShowing }

    var onTap: (() -> Void)? {
        get { banner.onTap }
        set { banner.onTap = newValue }
    }

    func show(title: String, in container: View) {
        banner.text = title
        banner.show(in: container, duration: nil)
    }

    func hide() { banner.hide() }
}

@MainActor
struct BannerAssembly {
    let factory: AssemblyFactory

    func module() -> (view: BannerViewAdapter, input: BannerModuleInput) {
        let presenter = BannerPresenter(interactor: BannerInteractorImpl(timerService: factory.services.timerService()))
        let view = BannerViewAdapter()
        view.presenter = presenter
        presenter.view = view
        return (view, presenter)
    }
}
