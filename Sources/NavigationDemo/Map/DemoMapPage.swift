import Marshroute
import MarshrouteInspector
import MarshrouteMap
import TerminalUI

/// The inspector's Map page (issue 33), added as any app adds a page
/// (`Inspector.addPage(titled:content:)`): the map of the demo in its layout, around the module
/// the user is on. It lists where each action leads from here and the transitions into this
/// module (how one gets here), the module marked; Enter on a transition shows its router
/// method's code, as the timeline does.
///
/// The map is explored while the page shows, a few milliseconds per tick of the window's clock
/// (at least a state), so that the app never stops for it and nothing runs while the page is
/// not on screen; until it is done the page says how far it got and lists what it found so
/// far. A finished map is kept for the process, by layout (`DemoMap.explored`): the layout
/// switch builds a new app and inspector, and the next one in the same layout shows it at once.
@MainActor
final class DemoMapPage: InspectorPageContent {
    /// How long one tick may explore (it takes at least a state, and another only while the
    /// tick's mean says it fits): keys pressed meanwhile still get their frame within the
    /// latency goal (docs/PERFORMANCE.md, section 8).
    static let workPerTick: Duration = .milliseconds(4)
    /// How often the exploration advances while it is under way.
    static let tickInterval: Duration = .milliseconds(20)

    private weak var window: Window?
    private weak var inspector: Inspector?
    private let idiom: DemoIdiom
    private let explorer: () -> MapExplorer
    private var exploration: MapExploration?
    /// The exploring timer: it ends itself when the exploration is done or the page is gone.
    private final class Ticker {
        var timer: ScheduledTimer?
    }
    private let ticker = Ticker()
    /// The map as last read (the exploration's map is rebuilt only when it advanced).
    private var map: AppMap?
    private var mapStates = -1
    /// This page in the inspector (set once it is added): the exploration goes on only while
    /// the inspector shows it.
    var page: InspectorPage?
    private var isShowing: Bool {
        guard let inspector, let page else { return false }
        return inspector.isOpen && inspector.page == page
    }
    /// The selected transition, by identity (it stays selected while the map grows).
    private(set) var selection: MapEdgeID?
    /// Whether the selected transition's code shows.
    private(set) var showsCode = false

    /// A page for the app on `window` in `idiom`, whose map `explorer` makes; `inspector`
    /// shows the code.
    init(window: Window, inspector: Inspector, idiom: DemoIdiom, explorer: @escaping () -> MapExplorer) {
        self.window = window
        self.inspector = inspector
        self.idiom = idiom
        self.explorer = explorer
    }

    // MARK: Exploring

    /// Starts the exploration the first time the page shows, and its timer again whenever the
    /// page shows while it is under way.
    private func startIfNeeded() {
        guard DemoMap.explored[idiom] == nil, ticker.timer == nil, let window else { return }
        if exploration == nil { exploration = MapExploration(explorer()) }
        // Asked while the page draws, after this frame's hints were found: ask them again.
        window.setNeedsKeyHintsUpdate()
        let ticker = ticker
        ticker.timer = window.loop.schedule(after: Self.tickInterval, repeating: Self.tickInterval) {
            [weak self] in
            guard let self, !self.tick() else {
                ticker.timer?.cancel()
                ticker.timer = nil
                return
            }
        }
    }

    /// Advances the exploration while the page shows; returns whether the timer should stop
    /// (the exploration finished, or the page left the screen: it starts again when it shows).
    private func tick() -> Bool {
        guard let exploration, isShowing else { return true }
        let clock = ContinuousClock()
        let started = clock.now
        var done = false
        var states = 0
        // At least a state; another only when one more, at the tick's mean so far, still fits.
        repeat {
            done = exploration.advance(states: 1)
            states += 1
        } while !done && (clock.now - started) * (states + 1) / states <= Self.workPerTick
        if done { DemoMap.explored[idiom] = exploration.map }
        // A frame, for the page's keys (offered once it lists transitions) and its lines: the
        // panel compares them before the frame and redraws the rows that changed.
        window?.setNeedsKeyHintsUpdate()
        return done
    }

    /// Whether the map is still being explored.
    var isExploring: Bool { exploration?.isFinished == false }

    /// The map so far, read again only when the exploration found more.
    private func currentMap() -> AppMap? {
        if let map = DemoMap.explored[idiom] { return map }
        guard let exploration else { return nil }
        let states = exploration.isFinished ? Int.max : exploration.statesFound
        if map == nil || states != mapStates {
            map = exploration.map
            mapStates = states
        }
        return map
    }

    // MARK: The page

    /// The transitions listed now, in the page's order: from here, then into here.
    private func listed(in map: AppMap, at here: MapNodeID) -> (out: [AppMap.Edge], into: [AppMap.Edge]) {
        // Keys first, then deep links (a route's transitions, tried from everywhere).
        func order(_ edges: [AppMap.Edge]) -> [AppMap.Edge] {
            edges.filter { $0.initiator != .route } + edges.filter { $0.initiator == .route }
        }
        return (
            order(map.edges.filter { $0.from == here }),
            order(map.edges.filter { $0.to == here && $0.from != here })
        )
    }

    func lines(width: Int) -> [InspectorLine] {
        startIfNeeded()
        let glyphs = window?.glyphs ?? .unicode
        guard let map = currentMap() else { return [] }
        var lines: [InspectorLine] = []
        let found = "\(map.exploration.states) states, \(map.edges.count) transitions"
        lines.append(
            InspectorLine(
                !isExploring
                    ? "The \(map.name) layout explored from its start: \(found); "
                        + (map.exploration.isComplete ? "complete." : "bounded: \(map.exploration.stopReason).")
                    : "Exploring the \(map.name) layout from its start\(glyphs.ellipsis) \(found) so far.",
                style: .role(.secondary)))
        guard let window, let here = MapNodeID.focused(in: window) else {
            lines.append(InspectorLine("No module screen has the focus."))
            return lines
        }
        lines.append(InspectorLine("\(glyphs.activeMarker) \(here) (you are here)", style: .role(.title)))
        let (out, into) = listed(in: map, at: here)
        let all = out + into
        // Elsewhere (another module, a map that grew without it), the first transition, folded.
        if selection == nil || !all.contains(where: { $0.id == selection }) {
            selection = all.first?.id
            showsCode = false
        }
        lines.append(InspectorLine(""))
        lines.append(InspectorLine("From here (\(out.count)):", style: .role(.accent)))
        if out.isEmpty { lines.append(InspectorLine("  nothing found yet", style: .role(.secondary))) }
        for edge in out { lines += edgeLines(edge, toward: edge.to, glyphs: glyphs) }
        lines.append(InspectorLine(""))
        lines.append(InspectorLine("How you get here (\(into.count)):", style: .role(.accent)))
        if into.isEmpty { lines.append(InspectorLine("  nothing found yet", style: .role(.secondary))) }
        for edge in into { lines += edgeLines(edge, toward: edge.from, glyphs: glyphs) }
        if let path = map.node(here)?.path, !path.isEmpty {
            lines.append(InspectorLine(""))
            lines.append(InspectorLine("From the start: \(path.joined(separator: ", "))", style: .role(.secondary)))
        }
        return lines
    }

    /// An edge's line (`enter on "Transport" → Categories in tab Advertisements · push ·
    /// CategoriesRouterImpl.showSubcategories`), and its code when it is selected and open.
    private func edgeLines(_ edge: AppMap.Edge, toward other: MapNodeID, glyphs: GlyphSet) -> [InspectorLine] {
        let isSelected = edge.id == selection
        let marker = isSelected ? String(glyphs.selectionMarker) : " "
        var cause = edge.causes.first ?? "?"
        if edge.causes.count > 1 { cause += " (+\(edge.causes.count - 1))" }
        let arrow = other == edge.to ? "→" : "←"
        var text = "\(marker) \(cause) \(arrow) \(other) \(glyphs.separator) \(edge.style.rawValue)"
        if let router = edge.router { text += " \(glyphs.separator) \(router)" + (edge.method.map { ".\($0)" } ?? "") }
        var lines = [
            InspectorLine(text, style: isSelected ? .role(.selection) : .normal, isSelected: isSelected)
        ]
        guard isSelected, showsCode else { return lines }
        if let site = edge.site, let inspector {
            lines += inspector.codeLines(for: site.routerCallSite)
        } else {
            lines.append(
                InspectorLine(
                    "    No router method: the container did it (\(edge.style.rawValue)).", style: .role(.secondary)))
        }
        return lines
    }

    /// The transitions in the page's order, for the moving keys.
    private func selectable() -> [MapEdgeID] {
        guard let map = currentMap(), let window, let here = MapNodeID.focused(in: window) else { return [] }
        let (out, into) = listed(in: map, at: here)
        return (out + into).map(\.id)
    }

    /// Moves the selection `steps` transitions down (up when negative); the code folds.
    func moveSelection(by steps: Int) {
        let ids = selectable()
        guard !ids.isEmpty else { return }
        let index = selection.flatMap { ids.firstIndex(of: $0) } ?? 0
        selection = ids[min(max(index + steps, 0), ids.count - 1)]
        showsCode = false
    }

    /// Shows or folds the selected transition's code.
    func toggleCode() {
        guard selection != nil else { return }
        showsCode.toggle()
    }

    /// Whether there is a transition to select.
    var hasTransitions: Bool { !selectable().isEmpty }

    func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }

    var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: window?.glyphs ?? .unicode) }
}
