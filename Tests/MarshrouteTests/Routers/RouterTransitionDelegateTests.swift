import TerminalUI
import Testing

@testable import Marshroute

/// `RouterTransitionDelegate` is told every transition before the next module is built, and is
/// handed on to the next module's seed. The original's `BaseMasterDetailRouter` never kept its
/// delegate (docs/ROUTING.md, section 1.2); ours does.
@MainActor
@Suite("RouterTransitionDelegate", .marshrouteDiagnostics)
struct RouterTransitionDelegateTests {
    @Test(arguments: RouterKind.allCases)
    func pushingAnnouncesTheNewIdBeforeTheModuleIsBuilt(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        var announcedBeforeBuilding: [TransitionId] = []
        var seed: RouterSeed?

        harness.router.pushViewControllerDerivedFrom { routerSeed in
            announcedBeforeBuilding = harness.routerDelegate.announcedTransitionIds
            seed = routerSeed
            return ViewController()
        }

        #expect(announcedBeforeBuilding == [harness.ids.lastGeneratedId].compactMap { $0 })
        #expect(harness.routerDelegate.announcedTransitionIds.count == 1)
        #expect(seed?.routerTransitionDelegate === harness.routerDelegate)
    }

    @Test(arguments: RouterKind.allCases)
    func presentingAModalAnnouncesItAndHandsTheDelegateOn(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        var seed: RouterSeed?

        harness.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return ViewController()
        }

        #expect(harness.routerDelegate.announcedTransitionIds == [seed?.transitionId].compactMap { $0 })
        #expect(seed?.routerTransitionDelegate === harness.routerDelegate)
    }

    @Test func aMasterDetailRouterKeepsItsDelegateAndHandsItToBothColumns() {
        let harness = SpiedRouterHarness(kind: .masterDetail)
        var masterSeed: MasterDetailRouterSeed?
        var detailSeed: RouterSeed?

        #expect(harness.masterDetailRouter.routerTransitionDelegate === harness.routerDelegate)
        harness.masterDetailRouter.pushMasterViewControllerDerivedFrom { seed in
            masterSeed = seed
            return ViewController()
        }
        harness.masterDetailRouter.setDetailViewControllerDerivedFrom { seed in
            detailSeed = seed
            return ViewController()
        }

        #expect(
            harness.routerDelegate.announcedTransitionIds
                == [masterSeed?.transitionId, harness.routerTransitionId].compactMap { $0 })
        #expect(masterSeed?.routerTransitionDelegate === harness.routerDelegate)
        #expect(detailSeed?.routerTransitionDelegate === harness.routerDelegate)
    }

    @Test func aModalMasterDetailModuleIsAnnouncedOnceAndBothSeedsGetTheDelegate() {
        let harness = SpiedRouterHarness(kind: .base)
        var masterSeed: MasterDetailRouterSeed?
        var detailSeed: RouterSeed?

        harness.router.presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: { seed in
                masterSeed = seed
                return ViewController()
            },
            deriveDetailViewController: { seed in
                detailSeed = seed
                return ViewController()
            })

        #expect(harness.routerDelegate.announcedTransitionIds == [masterSeed?.transitionId].compactMap { $0 })
        #expect(masterSeed?.routerTransitionDelegate === harness.routerDelegate)
        #expect(detailSeed?.routerTransitionDelegate === harness.routerDelegate)
    }
}
