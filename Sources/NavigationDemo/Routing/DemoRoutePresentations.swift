import Routes

/// How each layout shows each typed route: the lesson of deep links in Marshroute. The compact
/// layout pushes onto the topmost stack, as its application router pushes Authorization; the
/// split layout puts categories and results in the detail column and shows Authorization in a
/// form sheet.
@MainActor
struct DemoRoutePresentations {
    let idiom: DemoIdiom

    func presentation(for route: DemoRoute) -> RoutePresentation {
        switch (route, idiom) {
        case (.categories, .compact), (.searchResults, .compact), (.advertisement, _):
            // An advertisement is pushed in both: in the split layout the topmost stack is the
            // detail column's, so it lands over the results there, as the app's own router does.
            .push
        case (.categories, .split), (.searchResults, .split):
            .detail
        case (.recursion, .compact):
            .modalNavigation(.fullScreen, prestacked: [])
        case (.recursion, .split):
            .push
        case (.authorization, .compact):
            .push
        case (.authorization, .split):
            .modalNavigation(.formSheet, prestacked: [])
        case (.shelf(.modal), _):
            .modalNavigation(.fullScreen, prestacked: [])
        case (.shelf(.sheet), _):
            .modalNavigation(.bottomSheet(height: bottomSheetContentHeight), prestacked: [])
        case (.tab(let title), _):
            .selectTab(.title(title), then: nil)
        }
    }

    /// Where the guard's Authorization shows before a locked advertisement: as the layout's
    /// application router shows it.
    var authorizationChallenge: RoutePresentation { presentation(for: .authorization) }
}
