import TerminalUI

/// What a page added to the inspector shows (`Inspector.addPage(titled:content:)`): its lines,
/// made fresh while the page shows, and the keys it takes for itself. The panel draws the box,
/// the tabs and the lines, wraps what is too wide, scrolls (PgUp, PgDn, and the arrows for a
/// page that leaves them), and keeps the page's selected line in view.
///
/// Over the app the page gets every key the panel does not use for itself (Tab, Shift-Tab,
/// PgUp, PgDn, Esc); beside the app the app keeps its keys, so the page only scrolls.
@MainActor
public protocol InspectorPageContent: AnyObject {
    /// The page's lines now, for a panel `width` columns wide. Asked before each frame while the
    /// page shows (the panel redraws only when they change), so keep it cheap.
    func lines(width: Int) -> [InspectorLine]

    /// A key while the page shows over the app: true if the page used it (the panel then
    /// redraws and scrolls to the selected line); false lets the panel scroll with it.
    func handleKey(_ key: Key) -> Bool

    /// The hints for the keys the page takes, shown on the key-hint line while it shows.
    var keyHints: [KeyHint] { get }
}

extension InspectorPageContent {
    /// A page that only shows lines takes no key.
    public func handleKey(_ key: Key) -> Bool { false }

    /// A page that takes no key has no hint.
    public var keyHints: [KeyHint] { [] }
}
