/// Stops the fuzzer with `message` when `condition` fails: a trap is what libFuzzer records
/// as a crash, with the input that caused it.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The most characters an error description may have: a hostile input is quoted in part (a
/// URL error quotes up to 160 characters of it, each escaped in up to 10: about 1,800 at most).
public let maximumErrorDescriptionLength = 2_000

/// Checks that an error (or any message) can be printed as it is: no control character (C0,
/// DEL, C1; not even a newline: a message is one line), no bidi embedding, override or
/// isolate, and at most `limit` characters.
public func fuzzCheckSafeToPrint(_ text: String, limit: Int = maximumErrorDescriptionLength, _ what: String) {
    fuzzCheck(text.unicodeScalars.count <= limit, "\(what): \(text.unicodeScalars.count) characters, over \(limit)")
    if let bad = text.unicodeScalars.first(where: isUnsafe) {
        fuzzCheck(false, "\(what): raw U+\(String(bad.value, radix: 16, uppercase: true)) in a message")
    }
}

/// C0, DEL, C1, and the bidi embeddings, overrides and isolates.
public func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
}
