import TerminalUI

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
