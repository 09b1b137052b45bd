/// Amounts written in the layouts of other countries, read only beside a currency mark:
/// a decimal comma with euros or Swiss francs (`12,50 €`, `€1.234,56`, `2.500,00 EUR`,
/// `45,00 CHF`), the Swiss apostrophe (`CHF 1'250`) and thin-space thousands (`1 000元`).
extension MoneyRecognizer {
    /// A number in one of these layouts at `index`, with the mark that licenses it.
    struct LayoutAmount {
        var value: FixedDecimal
        var currency: String
        var range: Range<Int>
    }

    /// The amount at `index` when it is written in a foreign layout beside its mark, else `nil`.
    func layoutAmount(_ s: [Unicode.Scalar], at index: Int, floor: Int) -> LayoutAmount? {
        guard index == 0 || NumberReader.asciiDigit(s[index - 1]) == nil else { return nil }
        for separator in [",", "'", " "] as [Unicode.Scalar] {
            guard let number = Self.layoutNumber(s, at: index, separator: separator) else { continue }
            // The mark: before (`€`, `CHF `) or after (`€`, ` EUR`, `元`).
            var mark: (currency: String, range: Range<Int>)?
            var before = index
            if before > floor, s[before - 1] == " ", separator != " " { before -= 1 }
            if let prefix = CurrencyMarks.prefix(in: s, endingAt: before, floor: floor) {
                mark = (prefix.mark.currency, prefix.start..<number.end)
            } else {
                var after = number.end
                if after < s.count, s[after] == " ", separator != " " { after += 1 }
                if let suffix = CurrencyMarks.suffix(in: s, at: after), suffix.exponent == 0 {
                    mark = (suffix.currency, index..<(after + suffix.scalars.count))
                }
            }
            guard let mark else { continue }
            switch separator {
            case ",": guard mark.currency == "EUR" || mark.currency == "CHF" else { continue }
            case "'": guard mark.currency == "CHF" else { continue }
            default: break
            }
            let currency =
                mark.currency == "CNY" && s[mark.range.lowerBound] == "¥" ? options.yenSignCurrency : mark.currency
            return LayoutAmount(value: number.value, currency: currency, range: mark.range)
        }
        return nil
    }

    /// `1.234,56` / `12,50` (separator `,`: a decimal comma, dots grouping thousands), `1'250`
    /// (`'`) or `1 000` (` `): the value and where it ends; `nil` unless the whole layout is there.
    static func layoutNumber(_ s: [Unicode.Scalar], at index: Int, separator: Unicode.Scalar) -> (
        value: FixedDecimal, end: Int
    )? {
        func digit(_ position: Int) -> Int? { position < s.count ? NumberReader.asciiDigit(s[position]) : nil }
        var position = index
        var whole: UInt64 = 0
        var leading = 0
        while let value = digit(position), leading < 12 {
            whole = whole * 10 + UInt64(value)
            leading += 1
            position += 1
        }
        guard leading > 0, digit(position) == nil else { return nil }
        let group: Unicode.Scalar = separator == "," ? "." : separator
        var groups = 0
        while position < s.count, s[position] == group, let a = digit(position + 1), let b = digit(position + 2),
            let c = digit(position + 3), digit(position + 4) == nil
        {
            whole = whole * 1000 + UInt64(a * 100 + b * 10 + c)
            groups += 1
            position += 4
        }
        if groups > 0, leading > 3 { return nil }
        if separator == "," {
            guard position < s.count, s[position] == ",", let tens = digit(position + 1),
                let ones = digit(position + 2),
                digit(position + 3) == nil
            else { return nil }
            return (FixedDecimal(whole * 100 + UInt64(tens * 10 + ones), exponent: -2), position + 3)
        }
        guard groups > 0 else { return nil }
        return (FixedDecimal(whole), position)
    }
}
