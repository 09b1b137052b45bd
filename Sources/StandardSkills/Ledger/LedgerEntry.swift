import Foundation

/// One line of the ledger: money spent or received, on a day, for a category.
///
/// ```swift
/// let lunch = LedgerEntry(
///     id: 1, kind: .expense, amount: try Money.parse("35.5", currency: "CNY"), category: .food,
///     date: LocalDate(iso: "2026-12-02")!, note: "午饭", created: Date(timeIntervalSince1970: 1_796_000_000))
/// ```
public struct LedgerEntry: Sendable, Hashable, Codable, Identifiable {
    /// The storage's id for the entry.
    public var id: Int64
    /// Spent or received.
    public var kind: LedgerKind
    /// How much, always positive: ``kind`` says which way the money went.
    public var amount: Money
    /// What it was for.
    public var category: LedgerCategory
    /// The day it happened, as the person said it.
    public var date: LocalDate
    /// A free-text note ("午饭 with Li"), if any.
    public var note: String?
    /// When the entry was recorded.
    public var created: Date

    /// Creates an entry.
    public init(
        id: Int64, kind: LedgerKind, amount: Money, category: LedgerCategory, date: LocalDate, note: String? = nil,
        created: Date
    ) {
        self.id = id
        self.kind = kind
        self.amount = amount
        self.category = category
        self.date = date
        self.note = note
        self.created = created
    }
}
