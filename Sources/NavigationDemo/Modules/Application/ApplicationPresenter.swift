/// The app itself: a memory warning shows Authorization (once), a shake shows the banner,
/// and a tap on the banner opens Categories or Recursion, alternately.
@MainActor
final class ApplicationPresenter: ApplicationModuleInput {
    private let interactor: ApplicationInteractor
    private let router: ApplicationRouter
    private let banner: BannerModuleInput
    private let strings: DemoStrings
    private let log: (String) -> Void
    private weak var authorizationModule: AuthorizationModuleInput?

    weak var view: ApplicationViewInput? {
        didSet {
            view?.onMemoryWarning = { [weak self] in self?.showAuthorization(completion: nil) }
            view?.onDeviceShake = { [weak self] in self?.showBanner() }
        }
    }

    init(
        interactor: ApplicationInteractor, router: ApplicationRouter, banner: BannerModuleInput, strings: DemoStrings,
        log: @escaping (String) -> Void
    ) {
        self.interactor = interactor
        self.router = router
        self.banner = banner
        self.strings = strings
        self.log = log
    }

    func showAuthorization(completion: ((Bool) -> Void)?) {
        if interactor.isAuthorizationModulePresented(), let module = authorizationModule {
            log("Not showing second instance of Authorization module. Just replacing completion")
            module.onComplete = completion
            return
        }
        router.showAuthorization { [weak self] module in
            module.onComplete = completion
            self?.authorizationModule = module
        }
    }

    private func showBanner() {
        guard !banner.isShowing, let container = interactor.topContainerView() else { return }
        let type = interactor.bannerType
        let title = type == .categories ? strings.bannerToCategories : strings.bannerToRecursion
        banner.show(title: title, in: container) { [weak self] in
            guard let self else { return }
            self.interactor.toggleBannerType()
            switch type {
            case .categories: self.router.showCategories()
            case .recursion: self.router.showRecursion()
            }
        }
    }
}
