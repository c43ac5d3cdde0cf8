/// A button in a navigation bar: a title, a hotkey letter shown as `[r]Recursion`, an action.
/// A class, like `UIBarButtonItem`, because popovers anchor to a particular button.
@MainActor
public final class BarButtonItem {
    /// The button's text.
    public var title: String { didSet { owner?.navigationItemDidChange() } }
    /// The letter that presses the button, shown in brackets before the title.
    public var hotkey: Character? { didSet { owner?.navigationItemDidChange() } }
    /// A disabled button is drawn dimmed and ignores its hotkey and clicks.
    public var isEnabled = true { didSet { owner?.navigationItemDidChange() } }
    /// What pressing the button does.
    public var action: (@MainActor () -> Void)?

    /// Where the bar drew the button, in the bar's coordinates (nil while not shown).
    var frameInBar: Rect?
    weak var bar: View?
    weak var owner: ViewController?

    /// Creates a button.
    public init(title: String, hotkey: Character? = nil, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.hotkey = hotkey.map { Character($0.lowercased()) }
        self.action = action
    }

    /// Where the button is on screen, or nil when it is not shown.
    public var frameInWindow: Rect? {
        // The bar lays its buttons out on demand: no frame needs to have been drawn yet.
        if let owner, let navigation = owner.navigationController, navigation.topViewController === owner,
            let navigationBar = navigation.viewIfLoaded.flatMap({ ($0 as? NavigationContainerView)?.bar }),
            navigationBar.window != nil
        {
            navigationBar.window?.layoutIfNeeded()
            navigationBar.layoutItems()
        }
        guard let frameInBar, let bar, bar.window != nil else { return nil }
        let origin = bar.frameInWindow.origin
        return frameInBar.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// How the button reads in the bar: `[r]Recursion`.
    public var label: String {
        guard let hotkey else { return title }
        return "[\(hotkey)]\(title)"
    }

    /// Runs the action, as pressing the hotkey or clicking does.
    public func press() {
        guard isEnabled else { return }
        action?()
    }
}

/// What a view controller shows in a navigation bar while it is on top.
@MainActor
public final class NavigationItem {
    weak var owner: ViewController?

    /// Overrides the controller's title in the bar.
    public var title: String? { didSet { owner?.navigationItemDidChange() } }
    /// Replace the back button when set (unless `leftItemsSupplementBackButton`).
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { adopt(leftBarButtonItems) } }
    /// The buttons on the right of the bar.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { adopt(rightBarButtonItems) } }
    /// Keeps the back button next to the left items.
    public var leftItemsSupplementBackButton = false { didSet { owner?.navigationItemDidChange() } }
    /// The title the *next* screen's back button shows for this one (defaults to the title).
    public var backButtonTitle: String? { didSet { owner?.navigationItemDidChange() } }
    /// Hides the back button.
    public var hidesBackButton = false { didSet { owner?.navigationItemDidChange() } }

    init() {}

    private func adopt(_ items: [BarButtonItem]) {
        for item in items { item.owner = owner }
        owner?.navigationItemDidChange()
    }

    var allItems: [BarButtonItem] { leftBarButtonItems + rightBarButtonItems }
}

/// How a controller appears in a tab bar: a title and, optionally, a glyph before it (the
/// terminal's tab image), another one while the tab is selected.
public struct TabBarItem: Hashable, Sendable {
    /// The tab's title.
    public var title: String
    /// A glyph shown before the title.
    public var image: String?
    /// A glyph shown before the title while the tab is selected.
    public var selectedImage: String?

    /// Creates a tab bar item.
    public init(title: String, image: String? = nil, selectedImage: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
