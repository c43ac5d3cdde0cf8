import Marshroute

/// Shows an advertisement's pattern and four recommendations; a recommendation opens its
/// own advertisement (or goes back to it, if it is the one just before: the sibling rule).
@MainActor
final class AdvertisementPresenter {
    private let interactor: AdvertisementInteractor
    private let router: AdvertisementRouter
    private let strings: DemoStrings
    private let glyphs: (Recommendation) -> String

    weak var view: AdvertisementViewInput? {
        didSet { setUpView() }
    }

    init(
        interactor: AdvertisementInteractor, router: AdvertisementRouter, strings: DemoStrings,
        recommendationTitle: @escaping (Recommendation) -> String
    ) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        glyphs = recommendationTitle
    }

    private func setUpView() {
        guard let view, let advertisement = interactor.advertisement() else { return }
        view.setTitle(advertisement.title)
        view.setNumber(advertisement.number)
        view.setPattern(interactor.art(named: advertisement.pattern), color: advertisement.color)
        view.setRecommendations(
            title: "#\(advertisement.number) · " + strings["advertisement.recommended"],
            rows: advertisement.recommendations.map { recommendation in
                RecommendationRowData(title: glyphs(recommendation)) { [weak self] in
                    self?.router.showSimilarSearchResult(advertisementId: .recommendation(id: recommendation.id))
                }
            })
        view.onRecursionTap = { [weak self] sender in self?.router.showRecursion(sender: sender) }
        let next = interactor.nextAdvertisementId()
        view.setNextButton(title: next == nil ? nil : strings["advertisement.next"])
        view.onNextTap = { [weak self] in
            guard let next else { return }
            self?.router.showNextAdvertisement(advertisementId: next)
        }
    }

    /// Called with the screen's peek state.
    func peekAndPopStateChanged(_ state: PeekAndPopState) {
        switch state {
        case .inPeek: view?.setRecommendationsHidden(true)
        case .popped: view?.setRecommendationsHidden(false)
        case .interrupted, .cancelled: break
        }
    }
}
