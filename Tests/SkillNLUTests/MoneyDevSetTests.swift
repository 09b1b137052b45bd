import Foundation
import TestSupport
import Testing

@testable import SkillNLU

/// Runs `Benchmarks/nlu/money.jsonl` (ledger requests and traps, Chinese and English) and holds
/// the recognizer to the accuracy it reaches: an utterance counts only when every amount is found
/// with its span text, amount and currency, and nothing else is. Expected amounts are plain decimal
/// strings (`"4.5"` for `$4.50`, `"2300"` for `两千三`), compared as numbers.
@Suite struct MoneyDevSetTests {
    struct Case: Decodable {
        struct Expected: Decodable {
            var text: String
            var amount: String
            var currency: String
        }
        var text: String
        var lang: String
        var expected: [Expected]
    }

    static func cases() throws -> [Case] {
        let root = PackageRoot.url
        let data = try Data(contentsOf: root.appendingPathComponent("Benchmarks/nlu/money.jsonl"))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.isEmpty }
        return try lines.map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
    }

    static let context = NLUContext(
        now: Date(timeIntervalSince1970: 1_780_000_000), timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .current)

    static func passes(_ item: Case) -> (Bool, String) {
        let found = MoneyRecognizer().entities(in: NormalizedText(item.text), context: context)
        let got = found.map { "\($0.span.text)=\($0.amount) \($0.currency)" }
        let want = item.expected.map { "\($0.text)=\(Decimal(string: $0.amount) ?? -1) \($0.currency)" }
        return (got == want, "\(item.text): got \(got), want \(want)")
    }

    @Test func setIsLargeEnough() throws {
        let cases = try Self.cases()
        #expect(cases.filter { $0.lang == "zh" }.count >= 90)
        #expect(cases.filter { $0.lang == "en" }.count >= 60)
        #expect(cases.filter { $0.expected.isEmpty }.count >= 25)
        #expect(cases.allSatisfy { item in item.expected.allSatisfy { item.text.contains($0.text) } })
    }

    @Test(arguments: [("zh", 1.0), ("en", 1.0)])
    func accuracy(_ language: String, _ floor: Double) throws {
        let cases = try Self.cases().filter { $0.lang == language }
        var failures: [String] = []
        for item in cases {
            let (ok, message) = Self.passes(item)
            if !ok { failures.append(message) }
        }
        let accuracy = Double(cases.count - failures.count) / Double(max(1, cases.count))
        print("money \(language): \(cases.count - failures.count)/\(cases.count) = \(accuracy)")
        for failure in failures { print("  FAIL \(failure)") }
        #expect(accuracy >= floor, "\(failures)")
    }
}
