/// Why a text is not a screen size, in words.
package struct ScreenSizeError: Error, CustomStringConvertible, Equatable {
    package let description: String
}

extension Size {
    /// The largest screen the command line (`--size`), a key script (`resize:`) or a transcript
    /// (`set size`) may ask for: they share these limits and these words.
    package static let largestScreen = Size(width: 2000, height: 1000)

    /// A screen size written `WIDTHxHEIGHT` (`100x30`), from 1x1 up to `largestScreen`.
    /// - Throws: what is wrong, in words: not that form, a negative or zero side, too large.
    package static func screenSize(parsing text: some StringProtocol) throws(ScreenSizeError) -> Size {
        let range = "from 1x1 up to \(largestScreen)"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let width = Int(parts[0]), let height = Int(parts[1])
        else { throw ScreenSizeError(description: "expected WIDTHxHEIGHT, as in 100x30 (\(range))") }
        if width < 0 || height < 0 {
            let side = width < 0 ? "\(width) columns" : "\(height) rows"
            throw ScreenSizeError(description: "\(side): a size cannot be negative (\(range))")
        }
        if width == 0 || height == 0 {
            let side = width == 0 ? "0 columns" : "0 rows"
            throw ScreenSizeError(description: "\(side): a screen has at least 1 column and 1 row (\(range))")
        }
        guard width <= largestScreen.width, height <= largestScreen.height else {
            throw ScreenSizeError(description: "the largest size is \(largestScreen)")
        }
        return Size(width: width, height: height)
    }
}
