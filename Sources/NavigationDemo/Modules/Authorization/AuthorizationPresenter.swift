/// A fake login. Either button closes the module through its router; the caller hears the
/// outcome once the module is gone. (The original fired it from the presenter's `deinit`,
/// which tied the caller to when memory happened to be freed.)
@MainActor
final class AuthorizationPresenter: AuthorizationModuleInput {
    private let interactor: AuthorizationInteractor
    private let router: AuthorizationRouter
    private let strings: DemoStrings
    private var isFinished = false
    var onComplete: ((Bool) -> Void)?

    weak var view: AuthorizationViewInput? {
        didSet { setUpView() }
    }

    init(interactor: AuthorizationInteractor, router: AuthorizationRouter, strings: DemoStrings) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }

    private func setUpView() {
        guard let view else { return }
        view.setTitle(strings.authorizationTitle)
        view.setButtons(cancelTitle: strings.cancel, loginTitle: strings["authorization.login"])
        view.onLoginTap = { [weak self] in self?.finish(authorized: true) }
        view.onCancelTap = { [weak self] in self?.finish(authorized: false) }
        // Left with the back key: the caller still hears that nobody logged in.
        view.onRemoved = { [weak self] in
            guard let self, !self.isFinished else { return }
            self.complete(false)
        }
    }

    private func finish(authorized: Bool) {
        guard !isFinished else { return }
        isFinished = true
        interactor.setAuthorized(authorized)
        router.dismissCurrentModule { [weak self] in self?.complete(authorized) }
    }

    private func complete(_ authorized: Bool) {
        guard let onComplete else { return }
        isFinished = true
        self.onComplete = nil
        onComplete(authorized)
    }
}
