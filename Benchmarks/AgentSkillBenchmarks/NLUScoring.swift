import Foundation
import SkillJSON

// The scoring rules of Benchmarks/nlu/SCORING.md, as pure functions over decoded values. The peer
// runner (Benchmarks/peers/nlu_peers.py) applies the same rules in Python; keep the two in step.

/// One expected time entity of `time.jsonl`.
struct ExpectedTime: Hashable {
    var text: String
    /// Local wall time in the row's `tz`, `YYYY-MM-DDTHH:MM:SS`.
    var start: String
    var end: String?
    /// `day`, `hour` or `minute`.
    var grain: String
}

/// One row of `time.jsonl`.
struct TimeCase {
    var text: String
    var lang: String
    /// The reference time, local, `YYYY-MM-DDTHH:MM:SS`.
    var now: String
    var timeZone: String
    /// `future` or `past`.
    var preference: String
    var expected: [ExpectedTime]
}

/// One expected amount of `money.jsonl`.
struct ExpectedMoney: Hashable {
    var text: String
    var amount: String
    var currency: String
}

/// One row of `money.jsonl`.
struct MoneyCase {
    var text: String
    var lang: String
    var expected: [ExpectedMoney]
}

/// One row of `intent.jsonl`; `skill` is `nil` when no skill should be chosen.
struct IntentCase {
    var text: String
    var lang: String
    var skill: String?
}

/// A time entity as a system produced it, local wall time in the row's `tz`.
typealias ProducedTime = (start: String, end: String?)
/// An amount as a system produced it: a decimal string and an ISO 4217 code.
typealias ProducedMoney = (amount: String, currency: String)

/// Time: the same number of entities as expected and, in order, equal starts (to the second);
/// where both sides give an end, equal ends — an end one grain later also counts (a half-open
/// range: "to 4pm" as 17:00 at hour grain). An expected `[]` is right only when nothing is produced.
func timeCorrect(expected: [ExpectedTime], produced: [ProducedTime]) -> Bool {
    guard expected.count == produced.count else { return false }
    for (want, got) in zip(expected, produced) {
        guard got.start == want.start else { return false }
        if let wantEnd = want.end, let gotEnd = got.end, !endMatches(gotEnd, wantEnd, grain: want.grain) {
            return false
        }
    }
    return true
}

/// Whether `produced` equals `expected` or lies exactly one `grain` after it.
func endMatches(_ produced: String, _ expected: String, grain: String) -> Bool {
    if produced == expected { return true }
    guard let later = addOneGrain(expected, grain: grain) else { return false }
    return produced == later
}

/// `2026-12-05T00:00:00` + one `day` → `2026-12-06T00:00:00` (wall-clock arithmetic, no time zone).
func addOneGrain(_ moment: String, grain: String) -> String? {
    let component: Calendar.Component
    switch grain {
    case "minute": component = .minute
    case "hour": component = .hour
    case "day": component = .day
    default: return nil
    }
    let formatter = wallClockFormatter()
    guard let date = formatter.date(from: String(moment.prefix(19))),
        let later = formatter.calendar.date(byAdding: component, value: 1, to: date)
    else { return nil }
    return formatter.string(from: later)
}

private func wallClockFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    formatter.calendar = calendar
    formatter.timeZone = .gmt
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return formatter
}

/// Money: the multiset of (normalized amount, currency) equals the expected one.
func moneyCorrect(expected: [ExpectedMoney], produced: [ProducedMoney]) -> Bool {
    let want = expected.map { "\(normalizedAmount($0.amount)) \($0.currency)" }.sorted()
    let got = produced.map { "\(normalizedAmount($0.amount)) \($0.currency)" }.sorted()
    return want == got
}

/// A plain decimal string: `128.50` → `128.5`, `1,200` → `1200`, `1.2E+3` → `1200`, `300.0` → `300`.
/// Text that is not a number comes back unchanged (and so matches nothing numeric).
func normalizedAmount(_ text: String) -> String {
    let cleaned = text.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces)
    guard !cleaned.isEmpty, let value = Decimal(string: cleaned, locale: Locale(identifier: "en_US_POSIX")),
        cleaned.allSatisfy({ "0123456789.+-eE".contains($0) })
    else { return text }
    var plain = NSDecimalNumber(decimal: value).stringValue
    if plain.contains(".") {
        while plain.hasSuffix("0") { plain.removeLast() }
        if plain.hasSuffix(".") { plain.removeLast() }
    }
    return plain == "-0" ? "0" : plain
}

// MARK: - Reading the sets

/// The rows of a JSON Lines file; unreadable lines are skipped and counted in `skipped`.
func readJSONLines(_ path: String) -> (rows: [JSONValue], skipped: Int) {
    guard let data = FileManager.default.contents(atPath: path) else { return ([], 0) }
    var rows: [JSONValue] = []
    var skipped = 0
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { continue }
        if let value = try? JSONValue.parse(trimmed) { rows.append(value) } else { skipped += 1 }
    }
    return (rows, skipped)
}

/// `time.jsonl`; rows missing a required field are left out.
func loadTimeCases(_ path: String) -> [TimeCase] {
    readJSONLines(path).rows.compactMap(timeCase(from:))
}

/// One time row, or `nil` when a required field is missing.
func timeCase(from row: JSONValue) -> TimeCase? {
    guard let text = row["text"]?.stringValue, let lang = row["lang"]?.stringValue,
        let now = row["now"]?.stringValue, let expected = row["expected"]?.arrayValue
    else { return nil }
    let entities = expected.compactMap { entity -> ExpectedTime? in
        guard let start = entity["start"]?.stringValue else { return nil }
        return ExpectedTime(
            text: entity["text"]?.stringValue ?? "", start: start, end: entity["end"]?.stringValue,
            grain: entity["grain"]?.stringValue ?? "")
    }
    guard entities.count == expected.count else { return nil }
    return TimeCase(
        text: text, lang: lang, now: now, timeZone: row["tz"]?.stringValue ?? "Asia/Shanghai",
        preference: row["preference"]?.stringValue ?? "future", expected: entities)
}

/// `money.jsonl`; rows missing a required field are left out.
func loadMoneyCases(_ path: String) -> [MoneyCase] {
    readJSONLines(path).rows.compactMap { row in
        guard let text = row["text"]?.stringValue, let lang = row["lang"]?.stringValue,
            let expected = row["expected"]?.arrayValue
        else { return nil }
        let amounts = expected.compactMap { entity -> ExpectedMoney? in
            guard let currency = entity["currency"]?.stringValue else { return nil }
            let amount = entity["amount"]?.stringValue ?? entity["amount"]?.doubleValue.map { "\($0)" }
            guard let amount else { return nil }
            return ExpectedMoney(text: entity["text"]?.stringValue ?? "", amount: amount, currency: currency)
        }
        guard amounts.count == expected.count else { return nil }
        return MoneyCase(text: text, lang: lang, expected: amounts)
    }
}

/// `intent.jsonl`; rows missing a required field are left out.
func loadIntentCases(_ path: String) -> [IntentCase] {
    readJSONLines(path).rows.compactMap { row in
        guard let text = row["text"]?.stringValue, let lang = row["lang"]?.stringValue else { return nil }
        return IntentCase(text: text, lang: lang, skill: row["skill"]?.stringValue)
    }
}

/// Intent: right when the chosen skill id equals the expected one (`nil` = no skill).
func intentCorrect(expected: String?, produced: String?) -> Bool { expected == produced }

// MARK: - Self-check

/// Checks the scoring functions on the sets themselves (every row scored against its own expected
/// answer must pass; a shifted or missing answer must fail) and on the rules' worked examples.
/// Returns the failures, empty when all is well.
func scoringSelfCheck(time: [TimeCase], money: [MoneyCase]) -> [String] {
    var failures: [String] = []
    func check(_ condition: Bool, _ label: String) { if !condition { failures.append(label) } }
    for row in time {
        let exact = row.expected.map { ProducedTime(start: $0.start, end: $0.end) }
        check(timeCorrect(expected: row.expected, produced: exact), "time, own answer: \(row.text)")
        let halfOpen = row.expected.map { entity in
            ProducedTime(start: entity.start, end: entity.end.flatMap { addOneGrain($0, grain: entity.grain) })
        }
        check(timeCorrect(expected: row.expected, produced: halfOpen), "time, half-open end: \(row.text)")
        let startOnly = row.expected.map { ProducedTime(start: $0.start, end: nil) }
        check(timeCorrect(expected: row.expected, produced: startOnly), "time, no end given: \(row.text)")
        check(
            timeCorrect(expected: row.expected, produced: exact + [("2000-01-01T00:00:00", nil)]) == false,
            "time, one too many: \(row.text)")
        if let first = row.expected.first {
            var shifted = exact
            shifted[0].start = addOneGrain(first.start, grain: "minute") ?? ""
            check(!timeCorrect(expected: row.expected, produced: shifted), "time, start a minute off: \(row.text)")
        }
    }
    for row in money {
        let own = row.expected.map { ProducedMoney(amount: $0.amount, currency: $0.currency) }
        check(moneyCorrect(expected: row.expected, produced: own.reversed()), "money, own answer: \(row.text)")
        check(
            !moneyCorrect(expected: row.expected, produced: own + [("1", "CNY")]), "money, one too many: \(row.text)")
    }
    check(normalizedAmount("128.50") == "128.5", "normalize 128.50")
    check(normalizedAmount("1,200") == "1200", "normalize 1,200")
    check(normalizedAmount("1.2E+3") == "1200", "normalize 1.2E+3")
    check(normalizedAmount("300.0") == "300", "normalize 300.0")
    check(normalizedAmount("0.05") == "0.05", "normalize 0.05")
    check(addOneGrain("2026-12-31T23:00:00", grain: "hour") == "2027-01-01T00:00:00", "hour across a year")
    check(addOneGrain("2026-02-28T00:00:00", grain: "day") == "2026-03-01T00:00:00", "day across February")
    let range = [ExpectedTime(text: "3点到5点", start: "2026-12-02T15:00:00", end: "2026-12-02T17:00:00", grain: "hour")]
    check(timeCorrect(expected: range, produced: [("2026-12-02T15:00:00", "2026-12-02T18:00:00")]), "half-open 18:00")
    check(!timeCorrect(expected: range, produced: [("2026-12-02T15:00:00", "2026-12-02T19:00:00")]), "end 19:00")
    check(!timeCorrect(expected: [], produced: [("2026-12-02T15:00:00", nil)]), "expected none, got one")
    check(timeCorrect(expected: [], produced: []), "expected none, got none")
    return failures
}
