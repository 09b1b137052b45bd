import SkillUI

/// Decides which URLs may appear in `href` and `src` attributes.
///
/// 1. Tab, line feed and carriage return are removed anywhere (browsers ignore them inside URLs,
///    so `java\tscript:` would otherwise run), then C0 controls and spaces are trimmed from both ends.
/// 2. A URL that still holds a control character or a bidi control is refused.
/// 3. The scheme is compared case-insensitively: `http` and `https` pass everywhere;
///    `data:image/png`, `jpeg`, `gif` and `webp` pass for images only (never `image/svg+xml`,
///    which can carry script). Everything else — `javascript:`, `vbscript:`, `file:`, other
///    `data:` types, and relative URLs with no scheme — is refused.
/// 4. In an allowed URL, space, `"`, `'`, `<`, `>` and `` ` `` are percent-encoded.
enum HTMLURLPolicy {
    /// Where a URL is used.
    enum Usage {
        case link, image
    }

    /// The cleaned URL to write into the attribute, or `nil` when it is refused.
    static func allowedURL(_ raw: String, for usage: Usage) -> String? {
        // Fast path: printable ASCII with no spaces needs no cleaning.
        var text = raw
        if text.withUTF8({ $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } }) { return checkScheme(text, for: usage) }
        var scalars = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            scalars.append(scalar)
        }
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return nil }
        let trimmed = scalars[first...last]
        guard !trimmed.contains(where: isForbidden) else { return nil }
        return checkScheme(String(trimmed), for: usage)
    }

    /// `url` when its scheme is allowed for `usage`, else `nil`.
    private static func checkScheme(_ url: String, for usage: Usage) -> String? {
        var url = url
        let (allowed, hasDelimiter) = url.withUTF8 { bytes in
            (isAllowedScheme(bytes, for: usage), bytes.contains(where: isDelimiter))
        }
        guard allowed else { return nil }
        return hasDelimiter ? percentEncodingDelimiters(url) : url
    }

    private static func isAllowedScheme(_ bytes: UnsafeBufferPointer<UInt8>, for usage: Usage) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isASCIILetter(bytes[0]),
            bytes[..<colon].allSatisfy({
                isASCIILetter($0) || isASCIIDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
            })
        else { return false }
        let scheme = bytes[..<colon]
        if matches(scheme, "http") || matches(scheme, "https") { return true }
        guard usage == .image, matches(scheme, "data") else { return false }
        let rest = bytes[(colon + 1)...]
        return imageTypes.contains { type in
            let length = type.utf8CodeUnitCount
            guard rest.count > length, matches(rest.prefix(length), type) else { return false }
            let next = rest[rest.startIndex + length]
            return next == UInt8(ascii: ";") || next == UInt8(ascii: ",")
        }
    }

    /// Space, `"`, `'`, `<`, `>` and `` ` ``: bytes a browser would percent-encode anyway.
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x22, 0x27, 0x3C, 0x3E, 0x60: true
        default: false
        }
    }

    /// `url` with its delimiters (``isDelimiter(_:)``) percent-encoded, so an allowed URL holds
    /// nothing that looks like the end of an attribute or a tag.
    private static func percentEncodingDelimiters(_ url: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 16)
        for byte in url.utf8 {
            if isDelimiter(byte) {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let imageTypes: [StaticString] = ["image/png", "image/jpeg", "image/gif", "image/webp"]

    /// Whether `bytes` spell `lowercase` in any case (`lowercase` is lowercase ASCII).
    private static func matches(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: StaticString) -> Bool {
        lowercase.withUTF8Buffer { expected in
            bytes.count == expected.count
                && zip(bytes, expected).allSatisfy { byte, letter in
                    (isASCIILetter(byte) ? byte | 0x20 : byte) == letter
                }
        }
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0x20 }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || HTMLEscaper.isDropped(scalar)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
