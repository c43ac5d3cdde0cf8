import Foundation
import NavigationDemo
import TestSupport

/// The package's lessons, for test arguments (read without the main actor).
enum LessonFixtures {
    static let packageRoot = PackagePaths.root

    static let lessons: [Lesson] = {
        do {
            return try DemoAssetsLoader.load(from: packageRoot.appendingPathComponent("demo-assets").path).lessons
        } catch {
            preconditionFailure("the demo's assets do not load: \(error)")
        }
    }()
}
