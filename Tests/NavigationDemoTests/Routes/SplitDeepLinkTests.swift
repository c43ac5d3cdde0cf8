import NavigationDemo
import Routes
import Testing

/// Where a deep link to an advertisement lands in the split layout: in the detail column,
/// pushed only where the app itself pushes one (over its category's results, or a recommended
/// one over an advertisement), otherwise as the detail column's root; so the back button never
/// names a screen the advertisement did not come from.
@MainActor
@Suite("Deep links in the split layout")
struct SplitDeepLinkTests {
    /// The detail column's navigation bar: the row's right part, after the divider.
    static func detailBar(_ h: DemoHarness) -> String {
        let row = h.lines.first ?? ""
        guard let divider = row.firstIndex(where: { $0 == "│" || $0 == "|" }) else { return row }
        return String(row[row.index(after: divider)...]).trimmingCharacters(in: .whitespaces)
    }

    @Test("from the first screen an advertisement becomes the detail's root: no back button to Shelves")
    func fromTheFirstScreen() {
        let h = DemoHarness(idiom: .split)
        #expect(h.open("adverts/2") == nil)
        #expect(Self.detailBar(h).hasPrefix("All categories 2"), "\(Self.detailBar(h))")
        #expect(!h.text.contains("‹ Shelves (root)"))
        #expect(
            h.demo.routing.plan("adverts/3").steps.map(\.description).last?.hasPrefix(
                "set Advertisement #3 as the detail") == true)
        #expect(h.assertions.isEmpty)
    }

    @Test("after Log in, a locked advertisement lands the same way")
    func afterLogIn() {
        let h = DemoHarness(idiom: .split)
        #expect(h.open("adverts/16") == nil)
        h.run("l wait:1s")
        #expect(Self.detailBar(h).hasPrefix("All categories 16"), "\(Self.detailBar(h))")
        #expect(!h.text.contains("‹ Shelves (root)"))
    }

    @Test("over its own category's results it is pushed, and Back returns to them")
    func overItsCategory() {
        let h = DemoHarness(idiom: .split)
        #expect(h.open("categories/1.1/results") == nil)
        #expect(h.demo.routing.plan("adverts/65").steps.last?.description.hasPrefix("push Advertisement #65") == true)
        #expect(h.open("adverts/65") == nil)
        #expect(Self.detailBar(h).hasPrefix("‹ Cars"), "\(Self.detailBar(h))")
        #expect(h.text.contains("Cars 5"))
        // A recommended advertisement goes over the advertisement, as its list pushes it.
        #expect(h.open("adverts/1862") == nil)
        #expect(Self.detailBar(h).hasPrefix("‹ Cars 5"), "\(Self.detailBar(h))")
        h.run("tab backspace backspace")
        #expect(Self.detailBar(h).hasPrefix("Cars"), "\(Self.detailBar(h))")
        #expect(h.text.contains("Cars 1"))
    }

    @Test("over another category's results it replaces the detail column")
    func overAnotherCategory() {
        let h = DemoHarness(idiom: .split)
        #expect(h.open("categories/1.1/results") == nil)
        #expect(h.open("adverts/2") == nil)
        #expect(Self.detailBar(h).hasPrefix("All categories 2"), "\(Self.detailBar(h))")
        #expect(!h.text.contains("‹ Cars"))
    }

    @Test("the compact layout still pushes onto the topmost stack")
    func compactPushes() {
        let h = DemoHarness(idiom: .compact)
        #expect(h.open("adverts/2") == nil)
        #expect(h.lines.first?.contains("‹ Select category") == true)
    }
}
