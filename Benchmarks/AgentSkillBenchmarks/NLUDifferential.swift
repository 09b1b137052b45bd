import Foundation
import SkillJSON
import SkillNLU

/// `AgentSkillBenchmarks differential FILE…`: our answer on every row of the generated
/// differential sets (`Benchmarks/nlu/differential/*.gen.jsonl`), one JSON line per row:
/// `{"id","peer":"AgentSkill","kind","lang","produced","correct"}`, where `produced` is
/// `[[start, end-or-null], …]` for time rows and `[[amount, currency], …]` for money rows — the same
/// shape as `nlu_peers.py --answers`, so `compare.py` reads both alike. Time rows are the rows with
/// a `now`; the recognizers are called exactly as the corpus rows are (`corpusOutcomes`).
func differentialAnswers(_ paths: [String]) {
    let timeRecognizer = TimeRecognizer()
    let moneyRecognizer = MoneyRecognizer()
    let moneyContext = NLUContext(now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: .gmt)
    var lines: [String] = []
    for path in paths {
        for row in readJSONLines(path).rows {
            let id = row["id"] ?? .null
            let lang = row["lang"] ?? .null
            if let cases = timeCase(from: row) {
                let produced = timeRecognizer.entities(in: NormalizedText(cases.text), context: nluContext(for: cases))
                    .map { ProducedTime(start: $0.start.description, end: $0.end?.description) }
                let answer: JSONValue = .object([
                    "id": id, "peer": "AgentSkill", "kind": "time", "lang": lang,
                    "produced": .array(
                        produced.map { .array([.string($0.start), $0.end.map(JSONValue.string) ?? .null]) }),
                    "correct": .bool(timeCorrect(expected: cases.expected, produced: produced)),
                ])
                lines.append(answer.stableString())
            } else if let text = row["text"]?.stringValue, let expected = row["expected"]?.arrayValue {
                let want = expected.compactMap { entity -> ExpectedMoney? in
                    guard let amount = entity["amount"]?.stringValue, let currency = entity["currency"]?.stringValue
                    else { return nil }
                    return ExpectedMoney(text: entity["text"]?.stringValue ?? "", amount: amount, currency: currency)
                }
                let produced = moneyRecognizer.entities(in: NormalizedText(text), context: moneyContext).map {
                    ProducedMoney(amount: $0.amount.plainString, currency: $0.currency)
                }
                let answer: JSONValue = .object([
                    "id": id, "peer": "AgentSkill", "kind": "money", "lang": lang,
                    "produced": .array(produced.map { .array([.string($0.amount), .string($0.currency)]) }),
                    "correct": .bool(want.count == expected.count && moneyCorrect(expected: want, produced: produced)),
                ])
                lines.append(answer.stableString())
            }
        }
    }
    print(lines.joined(separator: "\n"))
}

/// The bench's "Differential testing" section: `Benchmarks/nlu/differential/run.py` generates the
/// template rows, runs this executable's `differential` mode and the peers, and prints the
/// agreement table and the disagreement counts by class; without the peers venv it prints the
/// recorded run (`Benchmarks/nlu/differential/summary.md`).
func differentialSection() -> String {
    let script = "Benchmarks/nlu/differential/run.py"
    let recorded = "Benchmarks/nlu/differential/summary.md"
    func fallback(_ reason: String) -> String {
        let text = (try? String(contentsOfFile: recorded, encoding: .utf8)) ?? "(no recorded run)"
        return "(\(reason); the recorded run follows)\n\n" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard FileManager.default.fileExists(atPath: script) else { return fallback("\(script) not found") }
    let python = ProcessInfo.processInfo.environment["PEERS_PYTHON"] ?? ".build/peers-venv/bin/python"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "python3", script, "--ours", Bundle.main.executablePath ?? CommandLine.arguments[0], "--python", python,
    ]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return fallback("python3 could not be started: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return fallback("run.py exited with \(process.terminationStatus)") }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
