/// A teaching device, on only while the retain-cycle lesson runs: every Shelves module made
/// while it is on keeps its own screen alive (its presenter holds the view that holds it: a
/// retain cycle, the classic one). Marshroute's check then reports the screen a second after
/// it closes, and the inspector's ledger lists it. When the lesson ends, `breakCycles()` lets
/// every such module go; nothing else in the demo ever leaks.
@MainActor
package final class DeliberateLeak {
    /// A module that closed its cycle on purpose, and can open it again.
    @MainActor
    protocol Participant: AnyObject {
        func breakDeliberateCycle()
    }

    private struct Weak {
        weak var participant: (any Participant)?
    }

    private var participants: [Weak] = []

    package init() {}

    /// Modules that hold themselves now.
    package var heldCount: Int { participants.count { $0.participant != nil } }

    /// Remembers a module that holds itself, to let it go later.
    func note(_ participant: any Participant) {
        participants.removeAll { $0.participant == nil }
        participants.append(Weak(participant: participant))
    }

    /// Lets every module that holds itself go.
    package func breakCycles() {
        let all = participants.compactMap(\.participant)
        participants = []
        for participant in all { participant.breakDeliberateCycle() }
    }
}
