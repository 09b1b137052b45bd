/// Checks the RFC 3339 formats that ``JSONSchema/format`` understands.
enum RFC3339 {
    /// `YYYY-MM-DD` with a real calendar day (leap years included).
    static func isValidDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10 && isDate(bytes[...])
    }

    /// `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)`; `T` and `Z` may be lowercase, seconds may be 60
    /// (a leap second).
    static func isValidDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, isDate(bytes[0..<10]), bytes[10] | 0x20 == UInt8(ascii: "t") else { return false }
        guard isTime(bytes[11..<19], maxSecond: 60) else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
            guard index > fractionStart else { return false }
        }
        let offset = bytes[index...]
        if offset.count == 1 { return offset.first.map { $0 | 0x20 == UInt8(ascii: "z") } ?? false }
        guard offset.count == 6, let sign = offset.first, sign == ASCII.plus || sign == ASCII.minus,
            let hour = number(offset.dropFirst().prefix(2)), hour <= 23,
            offset[offset.startIndex + 3] == ASCII.colon,
            let minute = number(offset.suffix(2)), minute <= 59
        else { return false }
        return true
    }

    private static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == ASCII.minus, bytes[start + 7] == ASCII.minus,
            let year = number(bytes[start..<(start + 4)]),
            let month = number(bytes[(start + 5)..<(start + 7)]),
            let day = number(bytes[(start + 8)..<(start + 10)]),
            (1...12).contains(month)
        else { return false }
        return (1...daysIn(month: month, year: year)).contains(day)
    }

    /// `hh:mm:ss` with hour 00–23, minute 00–59 and second 00–`maxSecond`.
    private static func isTime(_ bytes: ArraySlice<UInt8>, maxSecond: Int) -> Bool {
        let start = bytes.startIndex
        guard bytes.count == 8, bytes[start + 2] == ASCII.colon, bytes[start + 5] == ASCII.colon,
            let hour = number(bytes[start..<(start + 2)]), hour <= 23,
            let minute = number(bytes[(start + 3)..<(start + 5)]), minute <= 59,
            let second = number(bytes[(start + 6)..<(start + 8)]), second <= maxSecond
        else { return false }
        return true
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The decimal value of ASCII digits, or `nil` if any byte is not a digit.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard ASCII.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - ASCII.zero)
        }
        return digits.isEmpty ? nil : value
    }
}
