import TerminalUI

/// A login form that does not need typing: the buttons decide.
@MainActor
final class AuthorizationViewController: DemoViewController, AuthorizationViewInput {
    var presenter: AuthorizationPresenter?
    var onCancelTap: (() -> Void)?
    var onLoginTap: (() -> Void)?

    override func loadView() {
        // The keys are the bar buttons' (the screens' table).
        let logIn = Self.keyBindings.hotkey(of: .logIn).map(String.init) ?? ""
        let cancel = Self.keyBindings.hotkey(of: .cancel).map(String.init) ?? ""
        let form = Label(
            """
            Email      demo@navigation.demo
            Password   ••••••••••

            Make-believe: \(logIn) logs in, \(cancel) cancels.
            """)
        let box = BoxView(title: "Sign in", contentView: form)
        view = CenteredBox(box: box, size: Size(width: 46, height: 7))
    }

    func setTitle(_ title: String) { self.title = title }

    func setButtons(cancelTitle: String, loginTitle: String) {
        navigationItem.leftBarButtonItems = [
            barButton(.cancel, title: cancelTitle) { [weak self] in self?.onCancelTap?() }
        ]
        navigationItem.rightBarButtonItems = [
            barButton(.logIn, title: loginTitle) { [weak self] in self?.onLoginTap?() }
        ]
    }
}

/// A box of a preferred size, centered (and shrunk to fit).
@MainActor
final class CenteredBox: View {
    let box: BoxView
    let size: Size

    init(box: BoxView, size: Size) {
        self.box = box
        self.size = size
        super.init()
        addSubview(box)
    }

    override func layoutSubviews() {
        box.frame = bounds.insetBy(dx: 1, dy: 1).centered(size)
    }
}
