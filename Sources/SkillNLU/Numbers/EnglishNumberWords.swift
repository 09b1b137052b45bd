import Foundation

/// Reads English cardinal numbers written as words: `twelve`, `twenty-five`, `a hundred and twenty`,
/// `one thousand two hundred`, `three million`.
///
/// Words are matched without allocating: a word of up to 12 ASCII letters is packed into a
/// `UInt64` (``code(_:_:)``) and looked up in a table. Ordinals, `dozen` and colloquial prices
/// (`twelve fifty`) are not numbers here; a reader stops before the word that would break the
/// grammar (`twelve fifty` reads `twelve`).
///
/// ```swift
/// EnglishNumberWords.read(Array("a hundred and twenty dollars".unicodeScalars), at: 0)?.value  // 120
/// ```
enum EnglishNumberWords {
    /// What a number word contributes.
    enum Word: Sendable, Hashable {
        /// `zero`…`nineteen`.
        case unit(Int)
        /// `twenty`…`ninety`.
        case tens(Int)
        /// `hundred`.
        case hundred
        /// `thousand`, `million`, `billion`.
        case scale(Int)
        /// `and` (inside a number only: `a hundred and twenty`).
        case and
        /// `a`, `an`: one, before `hundred` or a scale.
        case article
    }

    /// The packed form of a lowercase ASCII word: 5 bits a letter, the first 12 letters (a longer
    /// word shares the code of its first 12); `nil` for anything else (other scalars).
    @inline(__always)
    static func code(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty else { return nil }
        var packed: UInt64 = 0
        for (offset, index) in range.enumerated() {
            let value = scalars[index].value
            guard value >= 0x61 && value <= 0x7A else { return nil }
            // A longer word ("reimbursement", "approximately") is known by its first 12 letters.
            if offset < 12 { packed = packed << 5 | UInt64(value - 0x60) }
        }
        return packed
    }

    /// The packed form of `word` (for building tables).
    static func code(_ word: String) -> UInt64 {
        let scalars = Array(word.unicodeScalars)
        return code(scalars, 0..<scalars.count) ?? 0
    }

    /// Whether `scalar` is an ASCII lowercase letter (normalized text has no capitals).
    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x61 && scalar.value <= 0x7A
    }

    /// The end of the run of ASCII letters starting at `start`.
    @inline(__always)
    static func wordEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, isLetter(scalars[end]) { end += 1 }
        return end
    }

    /// The number word spelled by `scalars[range]`, or `nil`.
    @inline(__always)
    static func word(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Word? {
        guard range.count <= 9, let code = code(scalars, range) else { return nil }  // "seventeen" is the longest.
        // Binary search: every word of an utterance is looked up, and this beats hashing by ~3×.
        let codes = table.codes
        var low = 0
        var high = codes.count
        while low < high {
            let middle = (low + high) / 2
            if codes[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < codes.count && codes[low] == code ? table.words[low] : nil
    }

    private static let table: (codes: [UInt64], words: [Word]) = {
        let sorted = wordTable.sorted { $0.key < $1.key }
        return (sorted.map(\.key), sorted.map(\.value))
    }()

    private static let wordTable: [UInt64: Word] = {
        let units = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        var table: [UInt64: Word] = [:]
        for (value, word) in units.enumerated() { table[code(word)] = .unit(value) }
        for (offset, word) in tens.enumerated() { table[code(word)] = .tens(20 + offset * 10) }
        table[code("fourty")] = .tens(40)
        table[code("hundred")] = .hundred
        table[code("thousand")] = .scale(1000)
        table[code("million")] = .scale(1_000_000)
        table[code("billion")] = .scale(1_000_000_000)
        table[code("and")] = .and
        table[code("a")] = .article
        table[code("an")] = .article
        return table
    }()

    /// The longest number spelled in words starting exactly at `start` (a word start), or `nil`.
    ///
    /// Words are separated by one space or one hyphen. `and` and `a` count only inside a number
    /// (`a hundred and five`); `a` alone is not one.
    static func read(_ scalars: [Unicode.Scalar], at start: Int) -> NumberMatch? {
        guard start < scalars.count, isLetter(scalars[start]),
            start == 0 || !isLetter(scalars[start - 1])
        else { return nil }
        var total = 0  // Completed thousand/million/billion groups.
        var current = 0  // The group being read.
        var lastScale = Int.max
        var previous: Word?
        var end = start  // Past the last word that belongs to the number.
        var index = start
        var pendingArticle = false
        while index < scalars.count {
            let wordEnd = wordEnd(scalars, from: index)
            guard wordEnd > index, let word = word(scalars, index..<wordEnd) else { break }
            var accepted = true
            switch word {
            case .unit(let value):
                switch previous {
                case .unit?, .article?: accepted = false
                case .tens?: accepted = value < 10 && value > 0
                default: break
                }
                if accepted { current += value }
            case .tens(let value):
                switch previous {
                case .unit?, .tens?, .article?: accepted = false
                default: accepted = current % 100 == 0
                }
                if accepted { current += value }
            case .hundred:
                if current >= 100 || (current == 0 && !pendingArticle) {
                    accepted = false
                    break
                }
                current = (pendingArticle ? 1 : current) * 100
                pendingArticle = false
            case .scale(let scale):
                if scale >= lastScale || (current == 0 && !pendingArticle) {
                    accepted = false
                    break
                }
                total += (pendingArticle ? 1 : current) * scale
                current = 0
                lastScale = scale
                pendingArticle = false
            case .and:
                // Only between a hundred/scale and what follows it.
                switch previous {
                case .hundred?, .scale?: break
                default: accepted = false
                }
            case .article:
                accepted = previous == nil
                if accepted { pendingArticle = true }
            }
            guard accepted else { break }
            previous = word
            if case .and = word {} else if case .article = word {} else { end = wordEnd }
            // The next word: after one space or one hyphen.
            guard wordEnd + 1 < scalars.count, scalars[wordEnd] == " " || scalars[wordEnd] == "-",
                isLetter(scalars[wordEnd + 1])
            else { break }
            index = wordEnd + 1
        }
        guard end > start else { return nil }
        let value = FixedDecimal(UInt64(total + current))
        return NumberMatch(
            value: value.decimal, range: start..<end, chinese: false, hasFraction: false, digitString: false,
            fixed: value)
    }
}
