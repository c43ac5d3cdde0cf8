/// How a challenge screen answers: `allow()` closes it (if it is still shown) and runs the
/// route; `deny(_:)` closes it and fails the route. A screen closed without answering fails
/// the route too: the module holds its resolution, and a resolution released unanswered
/// reports that it was abandoned. Only the first answer counts.
@MainActor
public final class RouteChallengeResolution {
    enum Answer {
        case allowed
        case denied(any Error)
        case abandoned
    }

    private var onAnswer: (@MainActor (Answer) -> Void)?

    init(onAnswer: @escaping @MainActor (Answer) -> Void) {
        self.onAnswer = onAnswer
    }

    /// Whether the route still waits for an answer.
    public var isPending: Bool { onAnswer != nil }

    /// Closes the challenge screen (if it is still shown) and runs the route.
    public func allow() { answer(.allowed) }

    /// Closes the challenge screen and fails the route with `error`.
    public func deny(_ error: any Error = RouteDenial("the challenge denied the route")) { answer(.denied(error)) }

    /// For a screen that closes on purpose without deciding (a Cancel button).
    public func abandon() { answer(.abandoned) }

    private func answer(_ answer: Answer) {
        guard let onAnswer else { return }
        self.onAnswer = nil
        onAnswer(answer)
    }

    isolated deinit {
        answer(.abandoned)
    }
}
