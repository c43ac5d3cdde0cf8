import TerminalUI

/// What `H` shows: Marshroute's history of transitions, one line per stack, and where the
/// user is as a line of routes. Not the inspector (`i`), which watches router calls as they
/// happen; this is Marshroute's own history of what each stack holds now.
@MainActor
enum MarshrouteHistoryOverlay {
    /// The overlay's title.
    static let title = "Marshroute history"

    /// Shows the overlay, or closes it when it is on top.
    static func toggle(in window: Window, lines: [String], routes: [String]) {
        if let current = window.topOverlay as? HelpOverlayView, current.title == title {
            current.close()
            return
        }
        let overlay = HelpOverlayView(
            title: title,
            sections: [
                HelpOverlayView.Section(
                    "Each stack's transitions, oldest first; modals and popovers indented",
                    lines.map { KeyHint("", $0) }),
                HelpOverlayView.Section(
                    "Where you are, as routes (L replays them in the other layout)",
                    [KeyHint("", routes.joined(separator: " → "))]),
            ])
        overlay.footer = "Esc or H closes this"
        window.showOverlay(overlay)
    }
}
