/// An utterance prepared for matching: full-width forms folded to ASCII, letters lowercased,
/// Chinese punctuation mapped to ASCII, common traditional characters simplified
/// (`TraditionalFold`), white space collapsed (and dropped between a number and its Chinese unit
/// when both are spaced off: 明天 3 点 reads as 明天3点), British "fortnight" and "Monday week" folded
/// (`WordRewrites`) — with every normalized scalar
/// remembering where it came from, so matches map back to the original text.
///
/// ```swift
/// let text = NormalizedText("明天 下午３点，开会！")
/// String(String.UnicodeScalarView(text.scalars))  // "明天 下午3点,开会!"
/// text.span(4..<6).text                              // "３点"
/// ```
public struct NormalizedText: Sendable {
    /// The text as typed.
    public let original: String
    /// The normalized scalars.
    public let scalars: [Unicode.Scalar]
    /// `origins[i]`: the offset in `originalScalars` of normalized scalar `i`; one extra entry at
    /// the end holds the original length, so a range maps with two lookups.
    public let origins: [Int]
    /// The original text's scalars.
    public let originalScalars: [Unicode.Scalar]

    /// Normalizes `text`.
    public init(_ text: String) {
        original = text
        let source = Array(text.unicodeScalars)
        originalScalars = source
        var scalars: [Unicode.Scalar] = []
        var origins: [Int] = []
        scalars.reserveCapacity(source.count)
        origins.reserveCapacity(source.count + 1)
        var pendingSpace = false
        // Where a space before a number was last dropped ("明天 3 点": at the 3).
        var joinedAt = -1
        for (offset, scalar) in source.enumerated() {
            guard let mapped = Self.normalize(scalar) else { continue }
            if mapped == " " {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace {
                // 明天 3 点, 12 月 15 日, 2008 年: the space typed between a number and its Chinese
                // unit (or before such a number) is dropped, as if it were never typed.
                if !scalars.isEmpty,
                    !Self.spacesANumberAndItsUnit(scalars, mapped, source, from: offset, joinedAt: joinedAt)
                {
                    scalars.append(" ")
                    origins.append(offset - 1)
                } else if !scalars.isEmpty {
                    joinedAt = scalars.count
                }
                pendingSpace = false
            }
            scalars.append(mapped)
            origins.append(offset)
        }
        if scalars.contains("下") { WordRewrites.foldLookAt(&scalars) }  // 看下周五 → 看看周五
        if scalars.contains("周") || scalars.contains("期") || scalars.contains("拜"),
            let (rewritten, rewrittenOrigins) = WordRewrites.expandWeekdayRuns(scalars, origins)
        {
            scalars = rewritten  // 周一三五 → 周一、周三、周五
            origins = rewrittenOrigins
        }
        if let (rewritten, rewrittenOrigins) = WordRewrites.apply(scalars, origins) {
            scalars = rewritten  // a fortnight → two weeks
            origins = rewrittenOrigins
        }
        origins.append(source.count)
        self.scalars = scalars
        self.origins = origins
    }

    /// For each normalized scalar, whether it comes from inside one of `ranges` (offsets in the
    /// original text, as entity spans give them): the mask ``init(_:blanking:)`` takes.
    func scalarsInside(_ ranges: [Range<Int>]) -> [Bool] {
        origins.dropLast().map { origin in ranges.contains { $0.contains(origin) } }
    }

    /// `text` with some scalars blanked to spaces (`blanked[i]`), runs of spaces collapsed to one
    /// as ``init(_:)`` does; the original stays, so spans still map back.
    init(_ text: NormalizedText, blanking blanked: [Bool]) {
        original = text.original
        originalScalars = text.originalScalars
        var scalars: [Unicode.Scalar] = []
        var origins: [Int] = []
        scalars.reserveCapacity(text.scalars.count)
        origins.reserveCapacity(text.origins.count)
        for (index, scalar) in text.scalars.enumerated() {
            let mapped: Unicode.Scalar = index < blanked.count && blanked[index] ? " " : scalar
            if mapped == " ", scalars.isEmpty || scalars.last == " " { continue }
            scalars.append(mapped)
            origins.append(text.origins[index])
        }
        if scalars.last == " " {
            scalars.removeLast()
            origins.removeLast()
        }
        origins.append(text.origins.last ?? text.originalScalars.count)
        self.scalars = scalars
        self.origins = origins
    }

    /// Chinese units a number stands before: 点, 号, 日, 月, 年, 元, 块, 周, 个, 天 …
    private static let numberUnits = Set("点号日月年时分秒元块毛角周个天钟刻万千百岁".unicodeScalars)

    /// Whether a space between `before` (normalized) and `after` (normalized, at `offset` in
    /// `source`) separates a number from its Chinese unit ("3 点"), or a Chinese word from a
    /// number spaced from such a unit ("明天 3 点").
    private static func spacesANumberAndItsUnit(
        _ emitted: [Unicode.Scalar], _ after: Unicode.Scalar, _ source: [Unicode.Scalar], from offset: Int,
        joinedAt: Int
    ) -> Bool {
        guard let before = emitted.last else { return false }
        if before.value >= 0x30 && before.value <= 0x39 {
            // The number set off on its left too, or opening the text: "花了 35 元", "2008 年" —
            // not "演出费1500 周边620", where 周 begins the next word.
            guard numberUnits.contains(after) else { return false }
            var start = emitted.count - 1
            while start > 0,
                emitted[start - 1].value >= 0x30 && emitted[start - 1].value <= 0x39
                    || emitted[start - 1] == "." || emitted[start - 1] == ":"
            {
                start -= 1
            }
            return start == 0 || start == joinedAt
                || (emitted[start - 1] == " " && start >= 2 && emitted[start - 2].value >= 0x3400)
        }
        guard before.value >= 0x3400, after.value >= 0x30, after.value <= 0x39 else { return false }
        var index = offset
        while index < source.count, let scalar = normalize(source[index]),
            (scalar.value >= 0x30 && scalar.value <= 0x39) || scalar == "." || scalar == ":"
        {
            index += 1
        }
        // Only when the unit is set off by a space too ("明天 3 点"): a space before "1月7号" may
        // end a clause ("刚接了个单 1月7号下午两点 …").
        guard index < source.count, normalize(source[index]) == " " else { return false }
        while index < source.count, normalize(source[index]) == " " { index += 1 }
        guard index < source.count, let unit = normalize(source[index]) else { return false }
        return numberUnits.contains(unit)
    }

    /// The number of normalized scalars.
    public var count: Int { scalars.count }

    /// The original text of the normalized range `range`.
    ///
    /// Built in one allocation of the exact size: recognizers call this for every match, and the
    /// general `UnicodeScalarView` append costs more than a whole scan.
    public func span(_ range: Range<Int>) -> TextSpan {
        let lower = origins[max(0, min(range.lowerBound, origins.count - 1))]
        let upperIndex = max(0, min(range.upperBound, origins.count - 1))
        // The end is just past the last normalized scalar's origin, not the next one's (which
        // may lie after dropped characters).
        let upper = range.isEmpty ? lower : origins[max(0, upperIndex - 1)] + 1
        let clamped = lower..<max(lower, min(upper, originalScalars.count))
        var byteCount = 0
        for index in clamped { byteCount += UTF8.width(originalScalars[index]) }
        let text = String(unsafeUninitializedCapacity: byteCount) { buffer in
            var offset = 0
            for index in clamped {
                UTF8.encode(originalScalars[index]) { byte in
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return offset
        }
        return TextSpan(range: clamped, text: text)
    }

    /// The normalized text of `range`.
    public func normalizedText(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// The normalized form of one scalar; `" "` for any white space, `nil` to drop it.
    @inline(__always)
    static func normalize(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if value < 0x80 {
            if value >= 0x41 && value <= 0x5A { return Unicode.Scalar(value + 0x20) }
            if value == 0x09 || value == 0x0A || value == 0x0D { return " " }
            if value < 0x20 || value == 0x7F { return nil }
            return scalar
        }
        switch value {
        case 0xFF01...0xFF5E:  // Full-width ASCII.
            return normalize(Unicode.Scalar(value - 0xFEE0) ?? scalar)
        case 0x3000, 0x00A0, 0x2000...0x200A, 0x202F, 0x205F: return " "
        case 0x200B...0x200D, 0xFEFF: return nil  // Zero-width characters.
        case 0x3002, 0xFF61: return "."  // 。
        case 0x3001: return ","  // 、
        case 0x201C, 0x201D, 0x300C, 0x300D, 0x300E, 0x300F: return "\""  // “” 「」 『』
        case 0x2018, 0x2019: return "'"
        case 0x3010, 0x3016: return "["  // 【
        case 0x3011, 0x3017: return "]"
        case 0x300A, 0x3008: return "<"  // 《
        case 0x300B, 0x3009: return ">"
        case 0x2014, 0x2013, 0x2015, 0x2212: return "-"  // dashes and minus
        case 0x301C: return "~"  // 〜
        case 0x00B7, 0x30FB: return "."  // middle dots
        case 0x4E00...0x9FFF: return TraditionalFold.fold(scalar)  // 週 → 周, 點 → 点
        default:
            if scalar.properties.changesWhenLowercased {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                if lower.count == 1, let first = lower.first { return first }
            }
            return scalar
        }
    }
}
