import CNcurses
import SystemLibc

/// The process locale, which decides whether curses can read and write UTF-8.
enum TerminalLocale {
    /// The UTF-8 locales tried, in order, for the character type when the user's own is not
    /// UTF-8: glibc and musl have `C.UTF-8`, macOS calls its one `UTF-8`, and `en_US.UTF-8`
    /// exists nearly everywhere else. Without any, glyphs are drawn in ASCII.
    static let fallbacks = ["C.UTF-8", "UTF-8", "en_US.UTF-8"]

    /// Adopts the user's locale (`setlocale(LC_ALL, "")`, which curses needs before `newterm`)
    /// and, when its encoding is not UTF-8, tries `fallbacks` for the character type alone.
    /// Returns whether the encoding is UTF-8 in the end.
    static func prepare() -> Bool {
        _ = setlocale(LC_ALL, "")
        let original = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        let adopted = adoptUTF8(isUTF8: { encodingIsUTF8 }, tryLocale: { setlocale(LC_CTYPE, $0) != nil })
        if !adopted, let original {
            // None worked: the user's own character type stays.
            _ = setlocale(LC_CTYPE, original)
        }
        return adopted
    }

    /// Tries `fallbacks` in order until `isUTF8` holds: `tryLocale` sets one and says whether
    /// the system has it. Returns whether the encoding is UTF-8 in the end.
    static func adoptUTF8(isUTF8: () -> Bool, tryLocale: (String) -> Bool) -> Bool {
        if isUTF8() { return true }
        for name in fallbacks where tryLocale(name) {
            if isUTF8() { return true }
        }
        return false
    }

    /// Whether `nl_langinfo(CODESET)` names UTF-8.
    static var encodingIsUTF8: Bool {
        guard let codeset = cnc_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
