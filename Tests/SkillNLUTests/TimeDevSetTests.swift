import Foundation
import TestSupport
import Testing

@testable import SkillNLU

/// Runs `Benchmarks/nlu/time.jsonl` and holds each language to the accuracy it reaches today.
@Suite struct TimeDevSetTests {
    struct Row {
        var text: String
        var lang: String
        var context: NLUContext
        var expected: [String]
    }

    static func rows() throws -> [Row] {
        let url = PackageRoot.appending("Benchmarks/nlu/time.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return try lines.map { line in
            struct BadRow: Error { var line: Substring }
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = object["text"] as? String, let lang = object["lang"] as? String,
                let zoneName = object["tz"] as? String, let zone = TimeZone(identifier: zoneName),
                let nowText = object["now"] as? String, let now = TimeTestSupport.moment(nowText)?.date(in: zone),
                let expected = object["expected"] as? [[String: Any]]
            else { throw BadRow(line: line) }
            let preference: NLUContext.Preference = object["preference"] as? String == "past" ? .past : .future
            return Row(
                text: text, lang: lang, context: NLUContext(now: now, timeZone: zone, preference: preference),
                expected: expected.map { item in
                    let end = item["end"] as? String ?? "nil"
                    return
                        "\(item["text"] as? String ?? "?") \(item["start"] as? String ?? "?")–\(end) \(item["grain"] as? String ?? "?")"
                })
        }
    }

    @Test func devSetHasTheAgreedShape() throws {
        let rows = try Self.rows()
        #expect(rows.filter { $0.lang == "zh" }.count >= 180)
        #expect(rows.filter { $0.lang == "en" }.count >= 120)
        #expect(rows.filter { $0.expected.isEmpty }.count >= 20)
    }

    @Test(arguments: [("zh", 0.99), ("en", 0.99)])
    func devSetAccuracy(_ lang: String, _ floor: Double) throws {
        let rows = try Self.rows().filter { $0.lang == lang }
        let recognizer = TimeRecognizer()
        var failures: [String] = []
        for row in rows {
            let found = recognizer.entities(in: NormalizedText(row.text), context: row.context).map(
                TimeTestSupport.describe)
            if found != row.expected {
                failures.append("\(row.text)\n    expected \(row.expected)\n    found    \(found)")
            }
        }
        let accuracy = Double(rows.count - failures.count) / Double(rows.count)
        print("time dev set \(lang): \(rows.count - failures.count)/\(rows.count) = \(accuracy)")
        for failure in failures { print("  ✗ \(failure)") }
        #expect(accuracy >= floor, "\(lang) accuracy \(accuracy)")
    }
}

enum TimeTestSupport {
    /// `2026-12-02T10:00:00` as a moment.
    static func moment(_ text: String) -> LocalMoment? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6 else { return nil }
        return LocalMoment(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5])
    }

    static func context(_ now: String, _ zone: String = "Asia/Shanghai", past: Bool = false) -> NLUContext {
        let timeZone = TimeZone(identifier: zone) ?? .gmt
        let date = moment(now)?.date(in: timeZone) ?? Date(timeIntervalSince1970: 0)
        return NLUContext(now: date, timeZone: timeZone, preference: past ? .past : .future)
    }

    static func describe(_ entity: TimeEntity) -> String {
        "\(entity.span.text) \(entity.start)–\(entity.end.map(\.description) ?? "nil") \(entity.grain.rawValue)"
    }

    /// The single entity found in `text`, described; `"none"` or `"several: …"` otherwise.
    static func only(_ text: String, _ context: NLUContext) -> String {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context).map(describe)
        if found.isEmpty { return "none" }
        return found.count == 1 ? found[0] : "several: \(found)"
    }
}
