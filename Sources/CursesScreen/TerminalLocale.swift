import CNcurses
import SystemLibc

/// The process locale, which decides whether curses can read and write UTF-8.
enum TerminalLocale {
    /// Adopts the user's locale (`setlocale(LC_ALL, "")`, which curses needs before `newterm`)
    /// and, when its encoding is not UTF-8, tries `C.UTF-8` for the character type alone.
    /// Returns whether the encoding is UTF-8 in the end.
    static func prepare() -> Bool {
        _ = setlocale(LC_ALL, "")
        if encodingIsUTF8 { return true }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return encodingIsUTF8
    }

    /// Whether `nl_langinfo(CODESET)` names UTF-8.
    static var encodingIsUTF8: Bool {
        guard let codeset = cnc_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
