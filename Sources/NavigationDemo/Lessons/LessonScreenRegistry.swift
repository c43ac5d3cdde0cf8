import Marshroute
import TerminalUI

/// Names the screens lesson events concern (`LessonEvent.Screen`): their title and module, and
/// numbers for the screen and its navigation stack that are never reused while the lesson
/// listens (an object's address is, once it is released), so that `inside=N` compares the
/// very stack of step N. Holds nothing alive.
@MainActor
final class LessonScreenRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let serial: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextSerial = 1

    /// The facts of `screen` as it is now.
    func screen(_ screen: ViewController) -> LessonEvent.Screen {
        var stack: ViewController = screen
        var ancestor = screen.parent
        while let candidate = ancestor {
            if candidate is NavigationController {
                stack = candidate
                break
            }
            ancestor = candidate.parent
        }
        return LessonEvent.Screen(
            title: screen.title, module: Self.moduleName(of: screen), serial: serial(of: screen),
            stack: serial(of: stack))
    }

    /// `Categories` for a `CategoriesViewController`: the module, as the inspector's tree names it.
    static func moduleName(of screen: ViewController) -> String {
        let name = String(describing: type(of: screen))
        return name.hasSuffix("ViewController") && name != "ViewController"
            ? String(name.dropLast("ViewController".count)) : name
    }

    private func serial(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.serial }
        if entries.count >= 256 { entries = entries.filter { $0.value.object != nil } }
        let serial = nextSerial
        nextSerial += 1
        entries[key] = Entry(object: object, serial: serial)
        return serial
    }
}
