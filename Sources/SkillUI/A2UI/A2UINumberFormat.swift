import Foundation

/// `formatNumber` and `formatCurrency`, locale-neutral in English style: `,` groups thousands and
/// `.` separates the fraction, so output is the same on every machine.
enum A2UINumberFormat {
    /// Formats `value` with `decimals` fraction digits (halves away from zero) (default: none for whole numbers, up to 3
    /// otherwise, trailing zeros dropped) and thousands grouping.
    static func decimal(_ value: Double, decimals: Int?, grouping: Bool) -> String {
        guard value.isFinite else { return A2UICoercion.numberText(value) }
        let digits = min(max(decimals ?? 3, 0), 12)
        // Halves round away from zero, as JavaScript's Intl.NumberFormat does (printf rounds to even).
        let scale = pow(10, Double(digits))
        let rounded = (abs(value) * scale).rounded(.toNearestOrAwayFromZero) / scale
        var text = String(format: "%.\(digits)f", rounded.isFinite ? rounded : abs(value))
        if decimals == nil, text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts.first ?? "0")
        if grouping { whole = grouped(whole) }
        let fraction = parts.count > 1 ? "." + parts[1] : ""
        let negative = value < 0 && (whole + fraction).contains(where: { $0 != "0" && $0 != "." && $0 != "," })
        return (negative ? "-" : "") + whole + fraction
    }

    /// Formats money: `$1,234.50`, `€3.00`, `¥500`, `CHF 12.00`. Default decimals come from the
    /// currency (0 for JPY, KRW and a few others, 2 otherwise).
    static func currency(_ value: Double, code: String, decimals: Int?, grouping: Bool) -> String {
        let upper = code.uppercased()
        let digits = decimals ?? (zeroDecimalCurrencies.contains(upper) ? 0 : 2)
        let number = decimal(abs(value), decimals: digits, grouping: grouping)
        let sign = value < 0 && number.contains(where: { $0 != "0" && $0 != "." && $0 != "," }) ? "-" : ""
        if let symbol = symbols[upper] { return sign + symbol + number }
        return sign + upper + "\u{00A0}" + number
    }

    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "CAD": "CA$",
        "AUD": "A$", "HKD": "HK$", "TWD": "NT$", "ILS": "₪", "VND": "₫", "BRL": "R$", "MXN": "MX$",
    ]
    private static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "TWD"]

    private static func grouped(_ digits: String) -> String {
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
