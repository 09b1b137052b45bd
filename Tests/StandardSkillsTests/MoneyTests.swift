import Testing

@testable import StandardSkills

@Suite struct MoneyTests {
    @Test(
        arguments: [
            ("35", "CNY", 3500, "35.00"),
            ("35.5", "CNY", 3550, "35.50"),
            ("35.50", "cny", 3550, "35.50"),
            ("1,234.56", "USD", 123_456, "1234.56"),
            ("1,234,567", "EUR", 123_456_700, "1234567.00"),
            ("-3", "CNY", -300, "-3.00"),
            ("+7", "GBP", 700, "7.00"),
            ("-0.05", "HKD", -5, "-0.05"),
            (".5", "USD", 50, "0.50"),
            ("  12.3 ", "CNY", 1230, "12.30"),
            ("100", "JPY", 100, "100"),
            ("1,000", "KRW", 1000, "1000"),
            ("1.25", "KWD", 1250, "1.250"),
            ("0.001", "BHD", 1, "0.001"),
            ("0", "CNY", 0, "0.00"),
            ("999,999,999,999.99", "USD", 99_999_999_999_999, "999999999999.99"),
            ("999999999999", "JPY", 999_999_999_999, "999999999999"),
            ("999999999999.999", "KWD", 999_999_999_999_999, "999999999999.999"),
            ("999999999999.99", "CLF", 99_999_999_999_999, "999999999999.99"),
            ("0000000000000000000000000000001", "CNY", 100, "1.00"),
            ("3", "UGX", 300, "3.00"),
        ] as [(String, String, Int64, String)])
    func parsesGoodAmounts(text: String, currency: String, minorUnits: Int64, decimal: String) throws {
        let money = try Money.parse(text, currency: currency)
        #expect(money.minorUnits == minorUnits)
        #expect(money.currency == currency.uppercased())
        #expect(money.decimalString == decimal)
    }

    @Test(arguments: [
        ("", "CNY", "invalid amount '': it is empty — while reading CNY"),
        (
            "abc", "CNY",
            "invalid amount 'abc': 'a' is not part of a number — write digits like 35.50 — while reading CNY"
        ),
        (
            "¥35", "CNY",
            "invalid amount '¥35': '¥' is not part of a number — write digits like 35.50 — while reading CNY"
        ),
        ("35.555", "CNY", "invalid amount '35.555': 3 decimal places, but CNY allows at most 2 decimal places"),
        ("100.5", "JPY", "invalid amount '100.5': 1 decimal places, but JPY allows no decimal places"),
        ("1.2345", "KWD", "invalid amount '1.2345': 4 decimal places, but KWD allows at most 3 decimal places"),
        ("1.2.3", "USD", "invalid amount '1.2.3': more than one decimal point — while reading USD"),
        (
            "1,5", "EUR",
            "invalid amount '1,5': commas group thousands in threes (1,234.56); use '.' for decimals — while reading EUR"
        ),
        (",5", "EUR", "invalid amount ',5': a comma must sit between digits — while reading EUR"),
        ("-", "USD", "invalid amount '-': there are no digits — while reading USD"),
        (
            "1e5", "USD",
            "invalid amount '1e5': 'e' is not part of a number — write digits like 35.50 — while reading USD"
        ),
        (
            "NaN", "USD",
            "invalid amount 'NaN': 'N' is not part of a number — write digits like 35.50 — while reading USD"
        ),
        (
            "92233720368547758.07", "USD",
            "invalid amount '92233720368547758.07': too large — one entry can hold at most 999,999,999,999.99 USD"
                + "（金额过大：单笔金额最多 999,999,999,999.99 USD）"
        ),
        (
            "1,000,000,000,000", "CNY",
            "invalid amount '1,000,000,000,000': too large — one entry can hold at most 999,999,999,999.99 CNY"
                + "（金额过大：单笔金额最多 999,999,999,999.99 CNY）"
        ),
        (
            "-1000000000000", "JPY",
            "invalid amount '-1000000000000': too large — one entry can hold at most 999,999,999,999 JPY"
                + "（金额过大：单笔金额最多 999,999,999,999 JPY）"
        ),
        (
            "1e+20", "CNY",
            "invalid amount '1e+20': too large — one entry can hold at most 999,999,999,999.99 CNY"
                + "（金额过大：单笔金额最多 999,999,999,999.99 CNY）"
        ),
        (
            "1" + String(repeating: "0", count: 400), "CNY",
            "invalid amount '1000000000000000000000000000000000000000…': too large — one entry can hold at most"
                + " 999,999,999,999.99 CNY（金额过大：单笔金额最多 999,999,999,999.99 CNY）"
        ),
        ("35", "yuan", "invalid currency 'yuan': expected a three-letter ISO 4217 code such as CNY or USD"),
        ("35", "", "invalid currency '': expected a three-letter ISO 4217 code such as CNY or USD"),
        (
            "35", "ZZZ",
            "unknown currency 'ZZZ': not an ISO 4217 code — did you mean ZAR (Rand), ZMW (Zambian Kwacha)"
                + " or ZWG (Zimbabwe Gold)?"
        ),
        (
            "35", "uss",
            "unknown currency 'USS': not an ISO 4217 code — did you mean USD (US Dollar), USN (US Dollar (Next day))"
                + " or UZS (Uzbekistan Sum)?"
        ),
        ("35", "RMB", "unknown currency 'RMB': not an ISO 4217 code — did you mean CNY (Yuan Renminbi)?"),
        ("35", "QQQ", "unknown currency 'QQQ': not an ISO 4217 code — did you mean QAR (Qatari Rial)?"),
        (
            "35", "XAU",
            "currency 'XAU' (Gold) cannot be recorded: ISO 4217 gives it no minor unit — use a currency such as CNY"
                + " or USD"
        ),
    ])
    func refusesBadAmounts(text: String, currency: String, message: String) {
        #expect(throws: StandardSkillError(.invalidMoney, message)) {
            try Money.parse(text, currency: currency)
        }
    }

    @Test(arguments: [
        ("CNY", 2), ("usd", 2), ("EUR", 2), ("GBP", 2), ("HKD", 2), ("JPY", 0), ("KRW", 0), ("KWD", 3), ("BHD", 3),
        // The stored scale, kept from the first version so stored rows keep their meaning (ISO says
        // CLF 4, UGX 0, IQD 3).
        ("XYZ", 2), ("CLF", 2), ("UGX", 2), ("IQD", 2), ("XAU", 2),
    ])
    func knowsMinorUnitExponents(currency: String, exponent: Int) {
        #expect(Money.minorUnitExponent(for: currency) == exponent)
    }

    @Test(
        arguments: [("CNY", 99_999_999_999_999), ("JPY", 999_999_999_999), ("KWD", 999_999_999_999_999)]
            as [(String, Int64)])
    func theMaximumIsJustUnderATrillionUnits(currency: String, minorUnits: Int64) throws {
        #expect(Money.maximum(for: currency).minorUnits == minorUnits)
        let text = Money.maximum(for: currency).decimalString
        #expect(try Money.parse(text, currency: currency).minorUnits == minorUnits)
    }

    /// Every currency of the generated table has the minor units money needs, and the aliases point
    /// at real codes.
    @Test func theGeneratedTableIsSane() {
        #expect(ISO4217Currency.all.count > 150)
        #expect(ISO4217Currency.all.map(\.code) == ISO4217Currency.all.map(\.code).sorted())
        #expect(ISO4217Currency.all.allSatisfy { $0.code.count == 3 && ($0.minorUnits ?? 0) <= 4 })
        #expect(CurrencyCodes.aliases.values.allSatisfy { CurrencyCodes.currency($0)?.minorUnits != nil })
        #expect(CurrencyCodes.aliases.keys.allSatisfy { CurrencyCodes.currency($0) == nil })
    }

    @Test func decimalStringHandlesTheExtremes() {
        #expect(Money(minorUnits: .min, currency: "USD").decimalString == "-92233720368547758.08")
        #expect(Money(minorUnits: -5, currency: "JPY").decimalString == "-5")
        #expect(Money(minorUnits: 7, currency: "KWD").decimalString == "0.007")
    }
}
