/// Whether a ledger entry is money going out or coming in.
public enum LedgerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Money spent.
    case expense
    /// Money received.
    case income

    /// 支出 or 收入.
    public var chineseName: String {
        switch self {
        case .expense: "支出"
        case .income: "收入"
        }
    }

    /// "Expense" or "Income".
    public var englishName: String {
        switch self {
        case .expense: "Expense"
        case .income: "Income"
        }
    }
}
