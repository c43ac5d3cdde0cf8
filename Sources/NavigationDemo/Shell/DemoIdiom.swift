/// The two layouts, after the original's device idioms: `compact` is iPhone-like (tabs of
/// navigation stacks, full-screen modals), `split` is iPad-like (a master-detail first tab,
/// form sheets and popovers).
public enum DemoIdiom: String, Sendable, CaseIterable {
    case compact
    case split

    /// Terminals at least this wide get the split layout when the idiom is `auto`.
    package static let splitMinimumWidth = 120

    package static func automatic(forWidth width: Int) -> DemoIdiom {
        width >= splitMinimumWidth ? .split : .compact
    }
}
