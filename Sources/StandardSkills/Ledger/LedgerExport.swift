/// Ledger entries as files other tools read: ``csv(_:)`` for spreadsheets and
/// ``beancount(_:openingDate:)`` for plain-text accounting.
public enum LedgerExport {
    /// The CSV header row.
    public static let csvHeader = ["id", "date", "kind", "category", "amount", "currency", "note"]

    /// Writes entries as RFC 4180 CSV: a header row `id,date,kind,category,amount,currency,note`,
    /// then one row per entry in the given order, every row ended by CRLF. A field holding a comma,
    /// a double quote, CR or LF is double-quoted, with its quotes doubled.
    ///
    /// **Formula injection.** The file is meant to be opened in spreadsheets, and notes are free
    /// text that may come from a chat or a model. So a note starting with `=`, `+`, `-`, `@`, a tab
    /// or CR gets a leading `'` (the OWASP advice), which spreadsheets show as text instead of
    /// running as a formula. Only the note is touched: every other column is written by us
    /// (numbers, ISO dates, fixed words), and the amount's minus sign, if any, stays a number.
    ///
    /// ```swift
    /// LedgerExport.csv([lunch])
    /// // "id,date,kind,category,amount,currency,note\r\n1,2026-12-02,expense,food,35.50,CNY,\"午饭, with Li\"\r\n"
    /// ```
    public static func csv(_ entries: [LedgerEntry]) -> String {
        var out = csvHeader.joined(separator: ",") + "\r\n"
        for entry in entries {
            let fields = [
                String(entry.id), entry.date.iso, entry.kind.rawValue, entry.category.rawValue,
                entry.amount.decimalString, entry.amount.currency, entry.note.map(neutralizingFormula) ?? "",
            ]
            out += fields.map(csvField).joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// One CSV field, quoted when it must be.
    static func csvField(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
            return text
        }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    /// `text` with a leading `'` when a spreadsheet would read it as a formula.
    static func neutralizingFormula(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else {
            return text
        }
        return "'" + text
    }
}
