@MainActor
final class AuthorizationInteractorImpl: AuthorizationInteractor {
    private let status: AuthorizationStatus

    init(status: AuthorizationStatus) {
        self.status = status
    }

    func setAuthorized(_ isAuthorized: Bool) {
        status.isAuthorized = isAuthorized
    }
}
