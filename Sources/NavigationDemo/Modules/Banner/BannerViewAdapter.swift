import TerminalUI

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
