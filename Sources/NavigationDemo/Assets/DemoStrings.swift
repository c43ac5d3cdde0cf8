/// The texts users see, read from `strings.json` (tests rely on several of them, see
/// the README).
package struct DemoStrings: Sendable, Equatable {
    let table: [String: String]

    /// Keys `strings.json` must define.
    package static let requiredKeys = [
        "tabs.advertisements", "tabs.recursion", "tabs.shelves", "categories.selectCategory",
        "comebackTimer.start", "comebackTimer.secondsLeft", "comebackTimer.oneSecondLeft",
        "banner.toCategories", "banner.toRecursion", "shelves.root", "shelves.modal", "shelves.sheet",
        "shelves.button", "recursion.title", "recursion.categoriesButton", "authorization.title",
        "authorization.login", "cancel", "stop", "advertisement.recommended", "advertisement.next",
    ]

    package init(table: [String: String]) {
        self.table = table
    }

    package subscript(_ key: String) -> String { table[key] ?? key }

    package var advertisementsTab: String { self["tabs.advertisements"] }
    package var recursionTab: String { self["tabs.recursion"] }
    package var shelvesTab: String { self["tabs.shelves"] }
    package var selectCategory: String { self["categories.selectCategory"] }
    package var startTimer: String { self["comebackTimer.start"] }
    package var bannerToCategories: String { self["banner.toCategories"] }
    package var bannerToRecursion: String { self["banner.toRecursion"] }
    package var recursionTitle: String { self["recursion.title"] }
    package var authorizationTitle: String { self["authorization.title"] }
    package var cancel: String { self["cancel"] }
    package var stop: String { self["stop"] }

    /// "6 seconds till comeback" … "1 second till comeback".
    package func secondsTillComeback(_ seconds: Int) -> String {
        if seconds == 1 { return self["comebackTimer.oneSecondLeft"] }
        return self["comebackTimer.secondsLeft"].replacingOccurrences(of: "%d", with: String(seconds))
    }
}
