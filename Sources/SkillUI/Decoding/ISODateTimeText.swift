/// The zone-free ISO 8601 forms a ``SKDateTimeInput`` holds: `YYYY-MM-DD`, `HH:MM[:SS]` and
/// `YYYY-MM-DDTHH:MM[:SS]` — what HTML date, time and `datetime-local` inputs read and write.
package enum ISODateTimeText {
    /// The mode whose form `text` has, or `nil` when it has none (or a field is out of range:
    /// month 13, 25 o'clock).
    static func mode(of text: String) -> SKDateTimeInput.Mode? {
        let bytes = Array(text.utf8)
        if isDate(bytes[...]) { return .date }
        if isTime(bytes[...]) { return .time }
        if bytes.count >= 16, bytes[10] == UInt8(ascii: "T"), isDate(bytes[..<10]), isTime(bytes[11...]) {
            return .dateTime
        }
        return nil
    }

    /// `text` with a space between date and time read as `T` — the one slip worth repairing — or
    /// `nil` when that does not help.
    static func repaired(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: " ") else { return nil }
        bytes[10] = UInt8(ascii: "T")
        let fixed = String(decoding: bytes, as: UTF8.self)
        return mode(of: fixed) == .dateTime ? fixed : nil
    }

    /// A key that orders values of one mode: seconds filled in, so `09:30` sorts with `09:30:00`.
    static func sortKey(_ text: String) -> String {
        let timeLength = text.utf8.count - (text.utf8.count > 10 ? 11 : 0)
        return timeLength == 5 && text.contains(":") ? text + ":00" : text
    }

    /// The form of `mode`, for messages.
    package static func form(of mode: SKDateTimeInput.Mode) -> String {
        switch mode {
        case .date: "YYYY-MM-DD"
        case .time: "HH:MM or HH:MM:SS"
        case .dateTime: "YYYY-MM-DDTHH:MM"
        }
    }

    private static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 10 else { return false }
        let start = bytes.startIndex
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = digits(bytes, start, 4), let month = digits(bytes, start + 5, 2),
            let day = digits(bytes, start + 8, 2)
        else { return false }
        return year >= 1 && (1...12).contains(month) && (1...31).contains(day)
    }

    private static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 5 || bytes.count == 8 else { return false }
        let start = bytes.startIndex
        guard bytes[start + 2] == UInt8(ascii: ":"), let hour = digits(bytes, start, 2),
            let minute = digits(bytes, start + 3, 2), hour < 24, minute < 60
        else { return false }
        guard bytes.count == 8 else { return true }
        guard bytes[start + 5] == UInt8(ascii: ":"), let second = digits(bytes, start + 6, 2) else { return false }
        return second < 60
    }

    private static func digits(_ bytes: ArraySlice<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
