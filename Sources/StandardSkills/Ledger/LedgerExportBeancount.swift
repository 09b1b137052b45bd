import Foundation

extension LedgerExport {
    /// The account money comes from and goes to in a Beancount export.
    public static let beancountFundingAccount = "Assets:Cash"

    /// Writes entries as a Beancount ledger that `bean-check` accepts.
    ///
    /// - One `option "operating_currency"` per currency used.
    /// - An `open` directive for ``beancountFundingAccount`` and for each category account used
    ///   (`Expenses:Food`, `Income:Salary`, …: the kind's root and the category's English name),
    ///   dated `openingDate`, or the first entry's date when that is earlier or no date is given.
    /// - One transaction per entry, sorted by date then id, flagged `*`, narrated by the note
    ///   (or the category's English name), with the entry's id as `ledger-id` metadata and two
    ///   postings that balance: an expense moves money from the funding account to
    ///   `Expenses:…`, an income from `Income:…` to the funding account.
    /// - Strings are escaped (`\` and `"`), and line breaks and other control characters in notes
    ///   become spaces. An entry whose currency Beancount cannot name is written as a comment.
    ///
    /// ```swift
    /// LedgerExport.beancount([lunch])
    /// // option "operating_currency" "CNY"
    /// //
    /// // 2026-12-02 open Assets:Cash
    /// // 2026-12-02 open Expenses:Food
    /// //
    /// // 2026-12-02 * "午饭"
    /// //   ledger-id: "1"
    /// //   Expenses:Food  35.50 CNY
    /// //   Assets:Cash  -35.50 CNY
    /// ```
    public static func beancount(_ entries: [LedgerEntry], openingDate: LocalDate? = nil) -> String {
        let usable = entries.filter { isBeancountCurrency($0.amount.currency) }
        var out = "; Exported by AgentSkill.\n"
        let currencies = Set(usable.map(\.amount.currency)).sorted()
        for currency in currencies {
            out += "option \"operating_currency\" \"\(currency)\"\n"
        }
        if let first = usable.map(\.date).min() {
            let opened = min(openingDate ?? first, first).iso
            let accounts = Set(usable.map(beancountAccount)).sorted()
            out += "\n\(opened) open \(beancountFundingAccount)\n"
            for account in accounts {
                out += "\(opened) open \(account)\n"
            }
        }
        for entry in entries.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) {
            out += "\n"
            guard isBeancountCurrency(entry.amount.currency) else {
                out += "; skipped entry \(entry.id): currency is not a Beancount commodity name\n"
                continue
            }
            let narration =
                entry.note.map(beancountSafe).flatMap { $0.isEmpty ? nil : $0 } ?? entry.category.englishName
            let amount = entry.amount.decimalString
            let negated = amount.hasPrefix("-") ? String(amount.dropFirst()) : "-" + amount
            let (debit, credit) =
                entry.kind == .expense
                ? (beancountAccount(entry), beancountFundingAccount)
                : (beancountFundingAccount, beancountAccount(entry))
            out += "\(entry.date.iso) * \"\(beancountEscaped(narration))\"\n"
            out += "  ledger-id: \"\(entry.id)\"\n"
            out += "  \(debit)  \(amount) \(entry.amount.currency)\n"
            out += "  \(credit)  \(negated) \(entry.amount.currency)\n"
        }
        return out
    }

    /// `Expenses:Food`, `Income:Salary`, …
    static func beancountAccount(_ entry: LedgerEntry) -> String {
        (entry.kind == .expense ? "Expenses:" : "Income:") + entry.category.englishName
    }

    /// Whether Beancount accepts `code` as a commodity: `[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]`.
    static func isBeancountCurrency(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        guard (2...24).contains(bytes.count), let first = bytes.first, let last = bytes.last else { return false }
        func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return isUpper(first) && (isUpper(last) || isDigit(last))
            && bytes.dropFirst().dropLast().allSatisfy { isUpper($0) || isDigit($0) || "'._-".utf8.contains($0) }
    }

    /// A note as one line: line breaks and control characters become spaces, ends trimmed.
    static func beancountSafe(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        return String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
    }

    /// Backslashes and double quotes escaped for a Beancount string.
    static func beancountEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
