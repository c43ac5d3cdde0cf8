@MainActor
struct BannerAssembly {
    let factory: AssemblyFactory

    func module() -> (view: BannerViewAdapter, input: BannerModuleInput) {
        let presenter = BannerPresenter(interactor: BannerInteractorImpl(timerService: factory.services.timerService()))
        let view = BannerViewAdapter()
        view.presenter = presenter
        presenter.view = view
        return (view, presenter)
    }
}
