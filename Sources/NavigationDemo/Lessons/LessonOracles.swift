import TerminalUI

/// The tasks of the lessons the demo ships, checked by hand-written Swift against Marshroute's
/// history (`NavigationDemoApp.historyLines(labelled:)`) and the window, from each task's words
/// and knowing nothing of its lesson file: what `LessonAudit` holds a completed lesson to. Each
/// returns what is wrong, or nil. Reading history cleans it, so an oracle runs once, at the end.
@MainActor
package enum LessonOracles {
    package typealias Oracle = (NavigationDemoApp, Window) -> String?

    package static let task: [String: Oracle] = [
        "seed": { demo, _ in categoriesTop(demo, is: "Transport") },
        "peek-and-pop": { demo, _ in categoriesTop(demo, is: "Transport") },
        "history-cleaning": { demo, _ in categoriesStack(demo, is: "Select category > Realty") },
        "push-and-set": { demo, _ in
            categoriesStack(demo, is: "Select category > Transport")
                ?? expect(line(demo, "Advertisements (detail):"), "Cars", "the detail")
        },
        "master-detail": { demo, _ in
            categoriesStack(demo, is: "Select category")
                ?? expect(line(demo, "Advertisements (detail):"), "Shelves (root)", "the detail")
        },
        "modal-navigation": { demo, _ in
            let lines = demo.historyLines(labelled: true)
            let pushed = demo.idiom == .compact ? "Authorization" : "Select category"
            let root = demo.idiom == .compact ? "Recursion" : "Shelves (modal)"
            // A modal's own stack, indented under the stack it is presented over.
            let modal = lines.last { $0.hasPrefix(" ") && $0.trimmingCharacters(in: .whitespaces).hasPrefix(root) }
            guard let modal else { return "no modal stack with \(root) is presented: \(lines)" }
            return modal.hasSuffix("> \(pushed)") ? nil : "the modal's stack is \(modal)"
        },
        "dismiss-or-focus": { demo, _ in recursionAlone(demo) },
        "popover": { demo, _ in recursionAlone(demo) },
        "comeback": { demo, window in
            guard let top = window.visibleViewControllers.last(where: { !($0 is NavigationController) }),
                top is RecursionViewController, top.presentedViewController == nil
            else { return "the screen on top is not a Recursion with nothing over it" }
            return nil
        },
        "guarded-link": { demo, window in
            guard demo.isAuthorized else { return "not logged in" }
            return window.visibleViewControllers.contains { $0 is AdvertisementViewController }
                ? nil : "no advertisement is shown"
        },
        "typed-route": { _, window in
            guard let tabs = window.rootViewController as? TabBarController else { return "no tab bar" }
            return tabs.viewControllers[tabs.selectedIndex].tabBarItem?.title == "Recursion"
                ? nil : "the Recursion tab is not selected"
        },
        "builder-route": { _, window in
            window.visibleViewControllers.last { $0 is AdvertisementViewController } != nil
                ? nil : "no advertisement is shown"
        },
        "retain-cycle": { demo, _ in
            let lines = demo.historyLines(labelled: true)
            if lines.contains(where: { $0.contains("Shelves (sheet)") }) { return "the sheet is still in history" }
            let suspect = demo.inspector.journal.timeline.contains { $0.outcome == .suspect }
            return suspect ? nil : "no retain cycle was reported"
        },
    ]

    private static func line(_ demo: NavigationDemoApp, _ label: String) -> String? {
        demo.historyLines(labelled: true).first { $0.hasPrefix(label) }.map {
            String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces)
        }
    }

    private static func expect(_ actual: String?, _ wanted: String, _ what: String) -> String? {
        actual == wanted ? nil : "\(what) is \(actual ?? "missing"), not \(wanted)"
    }

    /// The categories' stack (the first tab's, or the master column's), as history has it.
    private static func categoriesStack(_ demo: NavigationDemoApp) -> String? {
        line(demo, demo.idiom == .compact ? "Advertisements:" : "Advertisements (master):")
    }

    private static func categoriesStack(_ demo: NavigationDemoApp, is wanted: String) -> String? {
        expect(categoriesStack(demo), wanted, "the categories stack")
    }

    private static func categoriesTop(_ demo: NavigationDemoApp, is wanted: String) -> String? {
        let stack = categoriesStack(demo) ?? ""
        return stack.hasSuffix("> \(wanted)") ? nil : "the categories stack is \(stack), not … > \(wanted)"
    }

    /// The Recursion tab shows its first screen alone: nothing pushed, presented or in a popover.
    private static func recursionAlone(_ demo: NavigationDemoApp) -> String? {
        let lines = demo.historyLines(labelled: true)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("Recursion:") }) else { return "no Recursion tab" }
        guard lines[index] == "Recursion: Recursion" else { return "the Recursion tab's stack is \(lines[index])" }
        if index + 1 < lines.count, lines[index + 1].hasPrefix(" ") {
            return "something is still presented over Recursion: \(lines[index + 1])"
        }
        return nil
    }
}
