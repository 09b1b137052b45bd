import Foundation

/// Years and days said in words, as speech typed out writes them: "nineteen eighty six", "twenty
/// twenty six", "two thousand and five", "seventeen hundred thirty three"; "May twenty nine".
extension TimeGrammar {
    /// A year said in words starting at `index` (1000–2100), and where it ends.
    func spokenYear(at index: Int) -> (value: Int, end: Int)? {
        guard index < s.count, Self.isASCIILetter(s[index]), let first = EnglishNumberWords.read(s, at: index)
        else { return nil }
        let value = NSDecimalNumber(decimal: first.value).intValue
        if (1000...2100).contains(value) {
            // "two thousand and five", "nineteen hundred ninety three".
            return (value, first.range.upperBound)
        }
        // "nineteen eighty six", "twenty twenty six": the century, then the year in it.
        guard value == 19 || value == 20, has(first.range.upperBound, " "),
            let second = EnglishNumberWords.read(s, at: first.range.upperBound + 1)
        else { return nil }
        let rest = NSDecimalNumber(decimal: second.value).intValue
        guard (10...99).contains(rest), second.value == Decimal(rest) else { return nil }
        return (value * 100 + rest, second.range.upperBound)
    }

    /// A day of the month said as a cardinal in words after a month ("May twenty nine", "june
    /// thirteen"): 10–31, or 1–9 at the end of a clause (a small number after "march" is as often
    /// the verb's: "march two miles").
    func spokenCardinalDay(at index: Int) -> (value: Int, end: Int)? {
        guard index < s.count, Self.isASCIILetter(s[index]), let number = EnglishNumberWords.read(s, at: index)
        else { return nil }
        let value = NSDecimalNumber(decimal: number.value).intValue
        guard (1...31).contains(value), number.value == Decimal(value) else { return nil }
        let end = number.range.upperBound
        guard end < s.count, !",.!?;".unicodeScalars.contains(s[end]) else { return (value, end) }
        // Within a clause, only before a year or a word that goes on with a date ("may ten people
        // come" counts people).
        guard value >= 10, has(end, " ") else { return nil }
        if NumberReader.asciiDigit(at(end + 1)) != nil || spokenYear(at: end + 1) != nil { return (value, end) }
        guard let (code, _) = wordCode(at: end + 1), Self.wordsAfterASpokenDay.contains(code) else { return nil }
        return (value, end)
    }

    /// Words after which a day said as a cardinal still reads as a day: "May twenty nine at noon".
    private static let wordsAfterASpokenDay: Set<UInt64> = Set(
        ["at", "in", "on", "for", "to", "and", "or", "from", "until", "till", "through", "is", "was", "works", "then"]
            .map(EnglishWord.code))
}
