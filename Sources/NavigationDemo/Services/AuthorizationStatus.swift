/// Whether the user logged in (the demo's only piece of session state).
@MainActor
final class AuthorizationStatus {
    var isAuthorized = false
}
