import TerminalUI

/// What other modules may ask of the application: search results ask for Authorization.
@MainActor
protocol ApplicationModuleInput: AnyObject {
    func showAuthorization(completion: ((_ isAuthorized: Bool) -> Void)?)
}

@MainActor
protocol ApplicationViewInput: AnyObject {
    var onMemoryWarning: (() -> Void)? { get set }
    var onDeviceShake: (() -> Void)? { get set }
}

/// Which module the banner opens next.
enum BannerType: Sendable {
    case categories
    case recursion

    var toggled: BannerType { self == .categories ? .recursion : .categories }
}

@MainActor
protocol ApplicationInteractor: AnyObject {
    var bannerType: BannerType { get }
    func toggleBannerType()
    func isAuthorizationModulePresented() -> Bool
    /// The container of the screen on top (where the banner slides in).
    func topContainerView() -> View?
}

@MainActor
protocol ApplicationRouter: AnyObject {
    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void)
    func showCategories()
    func showRecursion()
}
