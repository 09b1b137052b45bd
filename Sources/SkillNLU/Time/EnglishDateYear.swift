extension TimeGrammar {
    /// A four-digit year after a written date (`, 2027` or ` 2027`, 1900–2100, not a clock such
    /// as `2027:`): the year and where it ends.
    func englishTrailingYear(after end: Int) -> (year: YearSpec, end: Int)? {
        var position = end
        if has(position, ",") { position += 1 }
        guard has(position, " "), let number = TimeNumber.read(s, at: position + 1), number.arabicDigits == 4,
            (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        else { return nil }
        return (.absolute(number.value), number.end)
    }
}
