import Foundation
import StandardSkills
import Testing

extension LedgerEntry {
    /// An entry on a fixed day, for tests.
    static func fixed(
        _ id: Int64, _ kind: LedgerKind = .expense, amount: String, currency: String = "CNY",
        category: LedgerCategory = .food, on day: String = "2026-12-02", note: String? = nil
    ) throws -> LedgerEntry {
        LedgerEntry(
            id: id, kind: kind, amount: try Money.parse(amount, currency: currency), category: category,
            date: try #require(LocalDate(iso: day)), note: note, created: Fixed.stamp)
    }
}

@Suite struct LedgerCSVTests {
    @Test func writesAHeaderAndOneCRLFRowPerEntry() throws {
        let csv = LedgerExport.csv([
            try LedgerEntry.fixed(1, amount: "35.5", note: "午饭"),
            try LedgerEntry.fixed(2, .income, amount: "12000", category: .salary, on: "2026-12-01"),
            try LedgerEntry.fixed(3, amount: "100", currency: "JPY", category: .transport),
        ])
        #expect(
            csv
                == "id,date,kind,category,amount,currency,note\r\n"
                + "1,2026-12-02,expense,food,35.50,CNY,午饭\r\n"
                + "2,2026-12-01,income,salary,12000.00,CNY,\r\n"
                + "3,2026-12-02,expense,transport,100,JPY,\r\n")
        #expect(LedgerExport.csv([]) == "id,date,kind,category,amount,currency,note\r\n")
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a, b", "\"a, b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\rhere", "\"cr\rhere\""),
        ("crlf\r\nhere", "\"crlf\r\nhere\""),
        ("中文，全角逗号", "中文，全角逗号"),
        ("=SUM(A1:A9)", "'=SUM(A1:A9)"),
        ("+1 555", "'+1 555"),
        ("-3 refund", "'-3 refund"),
        ("@cmd", "'@cmd"),
        ("\tindent", "'\tindent"),
        ("=HYPERLINK(\"http://x.invalid\",\"click\")", "\"'=HYPERLINK(\"\"http://x.invalid\"\",\"\"click\"\")\""),
        ("a=b", "a=b"),
        ("", ""),
    ])
    func quotesAndNeutralizesNotes(note: String, field: String) throws {
        let csv = LedgerExport.csv([try LedgerEntry.fixed(9, amount: "1", note: note)])
        #expect(csv == "id,date,kind,category,amount,currency,note\r\n9,2026-12-02,expense,food,1.00,CNY,\(field)\r\n")
    }
}

@Suite struct LedgerBeancountTests {
    @Test func writesOptionsOpensAndBalancedTransactions() throws {
        let text = LedgerExport.beancount([
            try LedgerEntry.fixed(2, .income, amount: "12000", category: .salary, on: "2026-12-01", note: "十二月工资"),
            try LedgerEntry.fixed(1, amount: "35.5", note: "午饭"),
            try LedgerEntry.fixed(3, amount: "3000", currency: "JPY", category: .transport, on: "2026-12-02"),
        ])
        #expect(
            text == """
                ; Exported by AgentSkill.
                option "operating_currency" "CNY"
                option "operating_currency" "JPY"

                2026-12-01 open Assets:Cash
                2026-12-01 open Expenses:Food
                2026-12-01 open Expenses:Transport
                2026-12-01 open Income:Salary

                2026-12-01 * "十二月工资"
                  ledger-id: "2"
                  Assets:Cash  12000.00 CNY
                  Income:Salary  -12000.00 CNY

                2026-12-02 * "午饭"
                  ledger-id: "1"
                  Expenses:Food  35.50 CNY
                  Assets:Cash  -35.50 CNY

                2026-12-02 * "Transport"
                  ledger-id: "3"
                  Expenses:Transport  3000 JPY
                  Assets:Cash  -3000 JPY

                """)
    }

    @Test func opensOnTheOpeningDateOnlyWhenItIsNotLate() throws {
        let entries = [try LedgerEntry.fixed(1, amount: "1", on: "2026-12-02")]
        let early = LedgerExport.beancount(entries, openingDate: LocalDate(iso: "2026-01-01"))
        #expect(early.contains("2026-01-01 open Assets:Cash\n"))
        let late = LedgerExport.beancount(entries, openingDate: LocalDate(iso: "2027-01-01"))
        #expect(late.contains("2026-12-02 open Assets:Cash\n"))
    }

    @Test(arguments: [
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("two\nlines\r\nthree", #""two lines  three""#),
        ("  \n ", #""Food""#),
        ("emoji 🎉 中文", #""emoji 🎉 中文""#),
    ])
    func escapesNarrations(note: String, narration: String) throws {
        let text = LedgerExport.beancount([try LedgerEntry.fixed(1, amount: "1", note: note)])
        #expect(text.contains("2026-12-02 * \(narration)\n"))
    }

    @Test func writesAnEntryWithAnUnusableCurrencyAsAComment() throws {
        let odd = LedgerEntry(
            id: 5, kind: .expense, amount: Money(minorUnits: 100, currency: "C"), category: .other,
            date: try #require(LocalDate(iso: "2026-12-02")), created: Fixed.stamp)
        #expect(
            LedgerExport.beancount([odd])
                == "; Exported by AgentSkill.\n\n; skipped entry 5: currency is not a Beancount commodity name\n")
    }
}
