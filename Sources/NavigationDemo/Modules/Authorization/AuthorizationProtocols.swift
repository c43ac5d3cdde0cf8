import TerminalUI

/// What the caller of Authorization can set: called once, with whether the user logged in,
/// after the module has gone (or, if the user left with the back key, then).
@MainActor
protocol AuthorizationModuleInput: AnyObject {
    var onComplete: ((_ isAuthorized: Bool) -> Void)? { get set }
}

@MainActor
protocol AuthorizationViewInput: AnyObject {
    func setTitle(_ title: String)
    func setButtons(cancelTitle: String, loginTitle: String)
    var onCancelTap: (() -> Void)? { get set }
    var onLoginTap: (() -> Void)? { get set }
    var onRemoved: (() -> Void)? { get set }
}

@MainActor
protocol AuthorizationInteractor: AnyObject {
    func setAuthorized(_ isAuthorized: Bool)
}

@MainActor
protocol AuthorizationRouter: AnyObject {
    func dismissCurrentModule(completion: (() -> Void)?)
}
