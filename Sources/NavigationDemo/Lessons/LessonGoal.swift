/// One `goal` line of a lesson: what the app's state must be once the steps are done (which
/// module is shown where), read from Marshroute's history and the container tree
/// (`LessonWorld`), never from the screen's text. docs/TEACHING.md has the format.
package struct LessonGoal: Sendable, Equatable {
    /// What a goal line is about.
    package enum Subject: String, Sendable, CaseIterable {
        /// Some screen passes every filter.
        case screen
        /// No screen passes every filter.
        case noScreen = "no-screen"
        /// The tab with the title passes the filters.
        case tab
    }

    /// What a goal's filter compares.
    package enum Key: String, Sendable, CaseIterable {
        case title, module, top, position
        case stackSize = "stack-size"
        case root
        case place = "in"
        case over, tab, presented, visible, selected

        /// The values it takes when they are a fixed list; nil for titles, names and numbers.
        var allowedValues: [String]? {
            switch self {
            case .top, .visible, .selected: ["yes", "no"]
            case .place: ["tab", "master", "detail", "modal", "sheet", "popover"]
            case .presented: ["none", "modal", "sheet", "popover"]
            default: nil
            }
        }

        var isNumeric: Bool { self == .position || self == .stackSize }
    }

    package struct Filter: Sendable, Equatable {
        package let key: Key
        package let value: String
    }

    package let subject: Subject
    package let filters: [Filter]
    package let layouts: [DemoIdiom]
    package let line: Int

    /// The filters each subject takes.
    static func keys(of subject: Subject) -> [Key] {
        switch subject {
        case .screen, .noScreen:
            [.title, .module, .top, .position, .stackSize, .root, .place, .over, .tab, .presented, .visible]
        case .tab: [.title, .selected]
        }
    }

    private func value(_ key: Key) -> String? { filters.first { $0.key == key }?.value }

    /// Whether the goal holds in `world`.
    func holds(in world: LessonWorld) -> Bool {
        switch subject {
        case .screen: world.screens.contains(where: passes)
        case .noScreen: !world.screens.contains(where: passes)
        case .tab: world.tabs.contains(where: passes)
        }
    }

    func passes(_ screen: LessonWorld.Screen) -> Bool {
        filters.allSatisfy { passes($0, screen) }
    }

    private func passes(_ filter: Filter, _ screen: LessonWorld.Screen) -> Bool {
        switch filter.key {
        case .title: screen.title == filter.value
        case .module: screen.module == filter.value
        case .top: screen.isTop == (filter.value == "yes")
        case .position: screen.position == Int(filter.value)
        case .stackSize: screen.stackSize == Int(filter.value)
        case .root: screen.root == filter.value
        case .place: screen.place == filter.value
        case .over: screen.over == filter.value
        case .tab: screen.tab == filter.value
        case .presented: screen.presented == filter.value
        case .visible: screen.visible == (filter.value == "yes")
        case .selected: false
        }
    }

    private func passes(_ tab: LessonWorld.Tab) -> Bool {
        filters.allSatisfy { filter in
            switch filter.key {
            case .title: tab.title == filter.value
            case .selected: tab.selected == (filter.value == "yes")
            default: false
            }
        }
    }

    // MARK: Words

    /// The goal in words: `"Transport" (Categories) is on top of the stack of "Select category"`.
    package var description: String {
        switch subject {
        case .tab:
            let title = value(.title).map { "the \($0) tab" } ?? "a tab"
            return value(.selected) == "no" ? "\(title) is not selected" : "\(title) is selected"
        case .screen:
            return "\(screenName) is \(conditions.isEmpty ? "shown" : conditions.joined(separator: ", "))"
        case .noScreen:
            return conditions.isEmpty
                ? "no \(screenName) is left" : "no \(screenName) is \(conditions.joined(separator: ", "))"
        }
    }

    /// `"Transport" (Categories)`, `a Recursion screen`.
    private var screenName: String {
        switch (value(.title), value(.module)) {
        case (let title?, let module?): "\"\(title)\" (\(module))"
        case (let title?, nil): "\"\(title)\""
        case (nil, let module?):
            subject == .noScreen
                ? "\(module) screen" : "\("AEIOU".contains(module.prefix(1)) ? "an" : "a") \(module) screen"
        case (nil, nil): subject == .noScreen ? "screen" : "a screen"
        }
    }

    private var conditions: [String] {
        filters.compactMap { filter in
            switch filter.key {
            case .title, .module, .selected: nil
            case .top: filter.value == "yes" ? "on top of its stack" : "under another screen of its stack"
            case .position: filter.value == "1" ? "the root of its stack" : "number \(filter.value) of its stack"
            case .stackSize: "in a stack of \(filter.value) screen\(filter.value == "1" ? "" : "s")"
            case .root: "on the stack of \"\(filter.value)\""
            case .place:
                switch filter.value {
                case "tab": "in a tab's own stack"
                case "master", "detail": "in the \(filter.value) column"
                default: "in a \(filter.value)"
                }
            case .over: "presented over \"\(filter.value)\""
            case .tab: "in the \(filter.value) tab"
            case .presented: filter.value == "none" ? "with nothing presented over it" : "under a \(filter.value)"
            case .visible: filter.value == "yes" ? "on screen" : "off screen"
            }
        }
    }

    /// Why the goal does not hold in `world`, in a few words: the screen that comes closest and
    /// the first thing it lacks.
    func shortfall(in world: LessonWorld) -> String {
        switch subject {
        case .tab:
            let selected = world.tabs.first { $0.selected }?.title
            return selected.map { "the \($0) tab is selected" } ?? "no tab is selected"
        case .noScreen:
            return "one still is"
        case .screen:
            let named = world.screens.filter { screen in
                filters.allSatisfy { [.title, .module].contains($0.key) ? passes($0, screen) : true }
            }
            // The first of the closest: a stack's root before the screens above it.
            var closest: LessonWorld.Screen?
            for screen in named where closest.map({ score(screen) > score($0) }) ?? true { closest = screen }
            guard let closest else {
                return "there is no \(screenName) in Marshroute's history"
            }
            let missing = filters.first { !passes($0, closest) }
            return "\(screenName) is there, but \(missing.map { Self.lack($0, closest) } ?? "elsewhere")"
        }
    }

    private func score(_ screen: LessonWorld.Screen) -> Int { filters.filter { passes($0, screen) }.count }

    private static func lack(_ filter: Filter, _ screen: LessonWorld.Screen) -> String {
        switch filter.key {
        case .top: screen.isTop ? "it is on top of its stack" : "not on top of its stack"
        case .position: "it is number \(screen.position) of its stack"
        case .stackSize: "its stack has \(screen.stackSize) screen\(screen.stackSize == 1 ? "" : "s")"
        case .root: "its stack's root is \(screen.root.map { "\"\($0)\"" } ?? "untitled")"
        case .place: "its stack is in \(screen.place == "tab" ? "a tab" : "the \(screen.place)")"
        case .over: screen.over.map { "it is presented over \"\($0)\"" } ?? "it is not presented"
        case .tab: "it is in the \(screen.tab ?? "?") tab"
        case .presented:
            screen.presented == "none" ? "nothing is presented over it" : "a \(screen.presented) is over it"
        case .visible: screen.visible ? "it is on screen" : "it is off screen"
        case .title, .module, .selected: "it is another screen"
        }
    }
}
