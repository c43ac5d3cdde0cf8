/// The texts users see, read from `strings.json` (tests rely on several of them, see
/// the README).
public struct DemoStrings: Sendable, Equatable {
    let table: [String: String]

    /// Keys `strings.json` must define.
    public static let requiredKeys = [
        "tabs.advertisements", "tabs.recursion", "tabs.shelves", "categories.selectCategory",
        "comebackTimer.start", "comebackTimer.secondsLeft", "comebackTimer.oneSecondLeft",
        "banner.toCategories", "banner.toRecursion", "shelves.root", "shelves.modal", "shelves.sheet",
        "shelves.button", "recursion.title", "recursion.categoriesButton", "authorization.title",
        "authorization.login", "cancel", "stop", "advertisement.recommended", "advertisement.next",
    ]

    public init(table: [String: String]) {
        self.table = table
    }

    public subscript(_ key: String) -> String { table[key] ?? key }

    public var advertisementsTab: String { self["tabs.advertisements"] }
    public var recursionTab: String { self["tabs.recursion"] }
    public var shelvesTab: String { self["tabs.shelves"] }
    public var selectCategory: String { self["categories.selectCategory"] }
    public var startTimer: String { self["comebackTimer.start"] }
    public var bannerToCategories: String { self["banner.toCategories"] }
    public var bannerToRecursion: String { self["banner.toRecursion"] }
    public var recursionTitle: String { self["recursion.title"] }
    public var authorizationTitle: String { self["authorization.title"] }
    public var cancel: String { self["cancel"] }
    public var stop: String { self["stop"] }

    /// "6 seconds till comeback" … "1 second till comeback".
    public func secondsTillComeback(_ seconds: Int) -> String {
        if seconds == 1 { return self["comebackTimer.oneSecondLeft"] }
        return self["comebackTimer.secondsLeft"].replacingOccurrences(of: "%d", with: String(seconds))
    }
}
