@MainActor
final class ShelfInteractorImpl: ShelfInteractor {
    let style: ShelfStyle

    init(style: ShelfStyle) {
        self.style = style
    }
}
