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

    /// A resolution released unanswered reports that it was abandoned. A plain deinit that
    /// states where it runs, not an `isolated deinit`: Swift 6.2's runtimes can abort in one
    /// when the release happens outside a task, as every release in a command-line app's loop
    /// does. A resolution lives and goes with its screen, on the main actor, and answers there
    /// at once; released anywhere else it stops the program (`MainActor.assumeIsolated`).
    deinit {
        guard onAnswer != nil else { return }
        MainActor.assumeIsolated { answer(.abandoned) }
    }
}
