/// The categories of one level, and the module's own comeback timer (top level only).
@MainActor
final class CategoriesInteractorImpl: CategoriesInteractor {
    private let categoryId: String?
    private let provider: CategoriesProvider
    private let timerService: TimerService?

    init(categoryId: String?, provider: CategoriesProvider, timerService: TimerService?) {
        self.categoryId = categoryId
        self.provider = provider
        self.timerService = timerService
    }

    func category() -> Category? {
        categoryId.map { provider.category(id: $0) } ?? provider.topCategory()
    }

    func subcategories() -> [Category] { category()?.subcategories ?? [] }

    var hasTimer: Bool { timerService != nil }

    func startTimer(onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void) {
        timerService?.startTimer(seconds: ComebackCountdown.seconds, onTick: onTick, onFire: onFire)
    }
}
