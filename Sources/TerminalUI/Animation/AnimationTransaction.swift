/// Groups the animations started inside `perform`, as Core Animation's `CATransaction`
/// does: the completion runs once every one of them has ended, or at once if none started.
/// Routers use it so that `dismissCurrentModule(completion:)` completes after the dismissal.
@MainActor
public enum AnimationTransaction {
    private final class Group {
        var pending = 0
        var isOpen = true
        var completion: (() -> Void)?

        func finishIfDone() {
            guard !isOpen, pending == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private static var openGroups: [Group] = []

    /// Runs `body`; `completion` runs when the animations it started have all finished.
    public static func perform(_ body: () -> Void, completion: (() -> Void)?) {
        let group = Group()
        group.completion = completion
        openGroups.append(group)
        body()
        openGroups.removeAll { $0 === group }
        group.isOpen = false
        group.finishIfDone()
    }

    /// Called by windows for every animation they start.
    static func register(_ animation: Animation) {
        for group in openGroups {
            group.pending += 1
            animation.addCompletion {
                group.pending -= 1
                group.finishIfDone()
            }
        }
    }
}
