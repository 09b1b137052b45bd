/// Byte values of the ASCII characters the JSON reader and writer care about.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowerB: UInt8 = 0x62
    static let lowerE: UInt8 = 0x65
    static let lowerF: UInt8 = 0x66
    static let lowerN: UInt8 = 0x6E
    static let lowerR: UInt8 = 0x72
    static let lowerT: UInt8 = 0x74
    static let lowerU: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// Whether `byte` is `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    /// Whether `byte` is a letter, digit or underscore (used to show whole words in errors).
    static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == 0x5F || (byte | 0x20) &- 0x61 < 26
    }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        if isDigit(byte) { return UInt32(byte &- zero) }
        let lower = byte | 0x20
        if lower &- 0x61 < 6 { return UInt32(lower &- 0x61 &+ 10) }
        return nil
    }
}
