import TerminalUI

@MainActor
final class ApplicationInteractorImpl: ApplicationInteractor {
    private(set) var bannerType: BannerType = .categories
    private let authorizationTracking: AuthorizationModuleTrackingService
    private let topViewControllerFinding: TopViewControllerFindingService

    init(
        authorizationTracking: AuthorizationModuleTrackingService,
        topViewControllerFinding: TopViewControllerFindingService
    ) {
        self.authorizationTracking = authorizationTracking
        self.topViewControllerFinding = topViewControllerFinding
    }

    func toggleBannerType() { bannerType = bannerType.toggled }

    func isAuthorizationModulePresented() -> Bool { authorizationTracking.isAuthorizationModulePresented() }

    func topContainerView() -> View? {
        topViewControllerFinding.topViewControllerAndItsContainerViewController()?.1.view
    }
}
