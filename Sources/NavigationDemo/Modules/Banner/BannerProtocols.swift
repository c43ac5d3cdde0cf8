import TerminalUI

/// How the application module uses the banner: show it over a container, hear about a tap.
@MainActor
protocol BannerModuleInput: AnyObject {
    var isShowing: Bool { get }
    func show(title: String, in container: View, onTap: @escaping () -> Void)
}

@MainActor
protocol BannerViewInput: AnyObject {
    func show(title: String, in container: View)
    func hide()
    var isShowing: Bool { get }
    var onTap: (() -> Void)? { get set }
}

@MainActor
protocol BannerInteractor: AnyObject {
    func startHideTimer(onFire: @escaping () -> Void)
    func stopHideTimer()
}
