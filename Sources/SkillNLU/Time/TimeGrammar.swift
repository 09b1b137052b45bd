/// Reads time components from normalized scalars; the Chinese and English rules live in their own
/// files as extensions. Every method looks at scalars in place and allocates nothing.
struct TimeGrammar {
    /// A component and where it was read (`start` may lie after `at`/`on`, which are not kept).
    struct Match {
        var component: TimeComponent
        var start: Int
        var end: Int
        /// A component that may extend a point but not start one (English `morning` alone is a greeting).
        var weak = false
    }

    let s: [Unicode.Scalar]

    @inline(__always)
    func at(_ index: Int) -> Unicode.Scalar { index < s.count && index >= 0 ? s[index] : "\u{0}" }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar) -> Bool { at(index) == a }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool { at(index) == a && at(index + 1) == b }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar) -> Bool {
        at(index) == a && at(index + 1) == b && at(index + 2) == c
    }

    @inline(__always)
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }

    @inline(__always)
    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }

    /// Whether a phrase could start at `index`: a digit or a letter starting a word, or one of the
    /// scalars that start Chinese time words. Most positions fail here, before any parsing.
    @inline(__always)
    func mayStart(at index: Int) -> Bool {
        let scalar = s[index]
        if scalar.value < 0x80 {
            guard Self.isASCIIAlphanumeric(scalar), !Self.isASCIIAlphanumeric(at(index - 1)),
                !(at(index - 1) == ":" && NumberReader.asciiDigit(scalar) != nil
                    && NumberReader.asciiDigit(at(index - 2)) != nil)
            else { return false }
            return !Self.isASCIILetter(scalar) || englishMayStart(at: index)
        }
        return Self.mayStartChinese(scalar)
    }

    /// The component starting at `index`, in either language.
    func component(at index: Int) -> Match? {
        let scalar = s[index]
        if scalar.value < 0x80 {
            if NumberReader.asciiDigit(scalar) != nil {
                // "jordan's 1:1": the digits after a colon are minutes (or a ratio), never a start.
                guard !Self.isASCIIAlphanumeric(at(index - 1)), at(index - 1) != ".",
                    at(index - 1) != ":" || NumberReader.asciiDigit(at(index - 2)) == nil, !followsALabel(index)
                else {
                    return nil
                }
                return compactDate(at: index) ?? digitOrdinalWeek(at: index, start: index) ?? numericComponent(
                    at: index)
                    ?? englishNumberComponent(at: index, afterAt: false)
                    ?? digitHoliday(at: index)
            }
            guard Self.isASCIILetter(scalar), !Self.isASCIIAlphanumeric(at(index - 1)) else { return nil }
            return englishComponent(at: index, afterAt: false)
        }
        guard Self.mayStartChinese(scalar) else { return nil }
        return chineseComponent(at: index)
    }

    /// Whether a word that numbers a place or a thing stands right before `index`, across one space:
    /// "unit 2", "apt 4", "gate 12", "room 9", "period 5" are no times.
    private func followsALabel(_ index: Int) -> Bool {
        // "pace 9:30", "mile split 8:15", 配速5:30: a time taken, not a time of day.
        if pacedTime(before: index) { return true }
        // "at 14 maple street": a house number.
        if StreetAddress.starts(in: s, at: index) { return true }
        guard has(index - 1, " "), Self.isASCIILetter(at(index - 2)) else { return false }
        // "unit 4/25" is still a date, "book the room 7am" and "room 01:45" clocks.
        var end = index
        while NumberReader.asciiDigit(at(end)) != nil { end += 1 }
        if at(end) == "/" || at(end) == "-" || at(end) == "." || at(end) == ":" { return false }
        let meridiem = has(end, " ") ? end + 1 : end
        if at(meridiem) == "a" || at(meridiem) == "p", at(meridiem + 1) == "m" || at(meridiem + 1) == "." {
            return false
        }
        var start = index - 2
        while start > 0, Self.isASCIILetter(s[start - 1]) { start -= 1 }
        guard index - 1 - start <= 8 else { return false }
        return Self.placeLabels.contains(String(String.UnicodeScalarView(s[start..<(index - 1)])))
    }

    /// Whether a word of running or racing pace stands right before `index` (across a space):
    /// "pace", "split", "avg", 配速, 均速.
    private func pacedTime(before index: Int) -> Bool {
        var end = index
        if has(end - 1, " ") { end -= 1 }
        if has(end - 2, "配", "速") || has(end - 2, "均", "速") { return true }
        var start = end
        while start > 0, Self.isASCIILetter(s[start - 1]) { start -= 1 }
        guard start < end, end - start <= 7 else { return false }
        return Self.paceWords.contains(String(String.UnicodeScalarView(s[start..<end])))
    }

    private static let paceWords: Set<String> = ["pace", "split", "splits", "avg", "average", "pr", "pb", "record"]

    /// "the 3 of us": a count of people, not a day.
    static func countOfPeople(_ s: [Unicode.Scalar], after end: Int) -> Bool {
        peopleTails.contains { tail in end + tail.count <= s.count && s[end..<(end + tail.count)].elementsEqual(tail) }
    }

    private static let peopleTails: [[Unicode.Scalar]] = [" of us", " of them", " of you", " of those", " of these"].map
    {
        Array($0.unicodeScalars)
    }

    private static let placeLabels: Set<String> = [
        "unit", "units", "apt", "suite", "ste", "room", "rm", "bldg", "building", "floor", "gate", "lot", "platform",
        "terminal", "pier", "dock", "stall", "locker", "ward", "booth",
        // Numbered things that are no place: "period 5 conferences", "chapter 3", "level 2".
        "period", "chapter", "level", "grade", "section", "lane", "court", "table", "bay", "line",
    ]

    /// Scalars that can start a Chinese time word, as a bitset over U+4E00–U+9FFF: one load per
    /// scalar instead of walking `chineseComponent`'s switch.
    private static let chineseStarts: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0x9FFF - 0x4E00) / 64 + 1)
        let starts =
            "今明后大昨前去周星礼这本下上早中晚夜凌傍清元春国圣平除端重情劳儿半月年第零〇一二两兩三四五六七八九十拾壹贰叁肆伍陆柒捌玖"
            + "过新年初正腊冬农阴旧龙立雨惊谷小芒夏处白秋寒霜双母父感复万妇植愚青建教跨深午差此晌俩仨阳公耶受棕"
            + "消澳香忏濯基听寻琴"
        for scalar in starts.unicodeScalars where (0x4E00...0x9FFF).contains(scalar.value) {
            let offset = Int(scalar.value - 0x4E00)
            bits[offset / 64] |= 1 << UInt64(offset % 64)
        }
        return bits
    }()

    @inline(__always)
    static func mayStartChinese(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x3007 { return true }  // 〇
        guard value >= 0x4E00, value <= 0x9FFF else { return false }
        let offset = Int(value - 0x4E00)
        return chineseStarts[offset / 64] & (1 << UInt64(offset % 64)) != 0
    }

    /// A range connector at `index` (`到`, `至`, `-`, `~`, `to`, `until`, `through`), with spaces
    /// around it; returns where the next point starts.
    func connector(at index: Int, allowAnd: Bool) -> Int? {
        var position = index
        if has(position, " ") { position += 1 }
        // 从今天开始到月底, 下周一起到周五: the start said again before the connector.
        if has(position, "开", "始", "到") || has(position, "开", "始", "至") {
            position += 2
        } else if has(position, "起", "到") || has(position, "起", "至") {
            position += 1
        }
        switch at(position) {
        case "到", "至", "-", "~":
            position += 1
        case "t", "u", "a":
            guard let word = englishWord(at: position) else { return nil }
            switch word.word {
            case .to, .until, .through: position = word.end
            case .and where allowAnd: position = word.end
            default: return nil
            }
        default:
            return nil
        }
        if has(position, " ") { position += 1 }
        return position < s.count ? position : nil
    }
}
