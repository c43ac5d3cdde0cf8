/// Percent-decoding of one URL component, refusing malformed escapes, escapes that do not
/// make UTF-8, and decoded control characters.
enum PercentDecoding {
    static func decode(_ component: Substring, plusIsSpace: Bool, url: String) throws(RouteURLError) -> String {
        let utf8 = component.utf8
        guard utf8.contains(UInt8(ascii: "%")) || (plusIsSpace && utf8.contains(UInt8(ascii: "+"))) else {
            return String(component)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let high = utf8.index(after: index)
                guard high < utf8.endIndex, utf8.index(after: high) < utf8.endIndex,
                    let h = hexValue(utf8[high]), let l = hexValue(utf8[utf8.index(after: high)])
                else { throw .invalidPercentEscape(url: url, component: String(component)) }
                bytes.append(h << 4 | l)
                index = utf8.index(high, offsetBy: 2)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = utf8.index(after: index)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .invalidPercentEscape(url: url, component: String(component))
        }
        if decoded.unicodeScalars.contains(where: RouteText.isControl) { throw .controlCharacter(url: url) }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
