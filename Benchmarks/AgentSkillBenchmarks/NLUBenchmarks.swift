import Foundation
import SkillJSON

/// One (system, category, language) result: how many utterances were right, and how fast.
/// Our own rows and the peers' rows have the same shape.
struct PeerRow {
    /// `AgentSkill`, `jionlp`, `dateparser`, `Duckling`, `duckling-chinese`, `parsedatetime`.
    var system: String
    /// `time`, `money` or `intent`.
    var category: String
    /// `zh` or `en`.
    var lang: String
    var correct: Int
    var total: Int
    /// Utterances per second on one core (each system's own parse call, after a warm-up).
    var perSecond: Double
    /// Set when the system failed to load or run; the cell then reads "failed".
    var error: String? = nil

    var accuracy: Double { total > 0 ? Double(correct) / Double(total) : 0 }
}

/// The NLU development sets: where they are, and which exist.
struct NLUDatasets {
    var time: String
    var money: String
    var intent: String

    /// `Benchmarks/nlu/*.jsonl` when present, else the small samples under `Benchmarks/nlu/samples/`.
    static func standard(directory: String = "Benchmarks/nlu") -> NLUDatasets {
        func pick(_ name: String) -> String {
            let real = "\(directory)/\(name)"
            return FileManager.default.fileExists(atPath: real) ? real : "\(directory)/samples/\(name)"
        }
        return NLUDatasets(time: pick("time.jsonl"), money: pick("money.jsonl"), intent: pick("intent.jsonl"))
    }

    /// The files that exist.
    var existing: [String] { [time, money, intent].filter { FileManager.default.fileExists(atPath: $0) } }
}

/// The peer columns, in table order.
let nluPeerNames = ["jionlp", "dateparser", "Duckling", "duckling-chinese", "parsedatetime"]

/// Runs `Benchmarks/peers/nlu_peers.py` on the sets and reads its JSON lines (empty when Python or
/// the peers are missing — `make bench` installs them into `.build/peers-venv`). The peers' notes
/// (a peer that failed to load, an utterance it crashed on) pass through to stderr.
func nluPeerResults(datasets: NLUDatasets) -> [PeerRow] {
    let python = ProcessInfo.processInfo.environment["PEERS_PYTHON"] ?? ".build/peers-venv/bin/python"
    let script = "Benchmarks/peers/nlu_peers.py"
    guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
        print("(NLU peers skipped: \(python) not found; run `make bench` to install them)")
        return []
    }
    let files = datasets.existing
    guard !files.isEmpty else {
        print("(NLU peers skipped: no data set found)")
        return []
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + files
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
        print("(NLU peers failed to start: \(error))")
        return []
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        print("(NLU peer runner exited with status \(process.terminationStatus); rows so far are kept)")
    }
    return parsePeerLines(String(decoding: data, as: UTF8.self))
}

/// Reads the runner's lines: `{"peer","category","lang","correct","total","seconds","per_second"[,"error"]}`.
/// Lines that are not such objects are ignored.
func parsePeerLines(_ text: String) -> [PeerRow] {
    text.split(separator: "\n").compactMap { line in
        guard let value = try? JSONValue.parse(String(line)), let peer = value["peer"]?.stringValue,
            let category = value["category"]?.stringValue, let lang = value["lang"]?.stringValue,
            let correct = value["correct"]?.intValue, let total = value["total"]?.intValue
        else { return nil }
        return PeerRow(
            system: peer, category: category, lang: lang, correct: correct, total: total,
            perSecond: value["per_second"]?.doubleValue ?? 0, error: value["error"]?.stringValue)
    }
}

/// One Markdown table — category | lang | AgentSkill | the peers — each cell `accuracy% (utterances/s)`,
/// "—" where a system does not cover that category and language; then the speed ratios.
func nluComparisonTable(ours: [PeerRow], peers: [PeerRow], oursName: String = "AgentSkill") -> String {
    let systems = [oursName] + nluPeerNames
    let all = ours + peers
    var index: [String: PeerRow] = [:]
    for row in all { index["\(row.system)|\(row.category)|\(row.lang)"] = row }
    let categories =
        ["time", "money", "intent"] + Set(all.map(\.category)).subtracting(["time", "money", "intent"]).sorted()
    let languages = ["zh", "en"] + Set(all.map(\.lang)).subtracting(["zh", "en"]).sorted()
    var lines = [
        "| category | lang | " + systems.joined(separator: " | ") + " |",
        "|---|---|" + String(repeating: "---:|", count: systems.count),
    ]
    var ratios: [String] = []
    for category in categories {
        for lang in languages {
            let rows = systems.map { index["\($0)|\(category)|\(lang)"] }
            guard rows.contains(where: { $0 != nil }) else { continue }
            let cells = rows.map { row -> String in
                guard let row else { return "—" }
                if row.error != nil { return "failed" }
                return String(format: "%.1f%%", row.accuracy * 100) + " (\(formatRate(row.perSecond))/s)"
            }
            lines.append("| \(category) | \(lang) | " + cells.joined(separator: " | ") + " |")
            if let ratio = speedRatios(ours: rows[0], peers: Array(rows.dropFirst()).compactMap { $0 }) {
                ratios.append("\(category)/\(lang) \(ratio)")
            }
        }
    }
    var text = lines.joined(separator: "\n")
    text +=
        ratios.isEmpty
        ? "\n\nSpeed vs Duckling and vs the fastest peer: no \(oursName) rows yet."
        : "\n\nSpeed vs Duckling / vs the fastest peer: " + ratios.joined(separator: "; ")
    return text
}

/// `61.2× Duckling, 10.4× fastest (parsedatetime)`, or nil when there is nothing to compare.
func speedRatios(ours: PeerRow?, peers: [PeerRow]) -> String? {
    guard let ours, ours.error == nil, ours.perSecond > 0 else { return nil }
    let working = peers.filter { $0.error == nil && $0.perSecond > 0 }
    var parts: [String] = []
    if let duckling = working.first(where: { $0.system == "Duckling" }) {
        parts.append(String(format: "%.1f× Duckling", ours.perSecond / duckling.perSecond))
    }
    if let fastest = working.max(by: { $0.perSecond < $1.perSecond }) {
        parts.append(String(format: "%.1f× fastest", ours.perSecond / fastest.perSecond) + " (\(fastest.system))")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}

/// The `nlu` section of the benchmark: checks the scoring helpers on the sets, then runs the
/// peers. `ours` is where the lead's rows go once the recognizers and the router exist.
func nluBenchmarks(datasets: NLUDatasets = .standard(), ours: [PeerRow] = []) -> String {
    let time = loadTimeCases(datasets.time)
    let money = loadMoneyCases(datasets.money)
    let intent = loadIntentCases(datasets.intent)
    let failures = scoringSelfCheck(time: time, money: money)
    var text =
        "Data: \(datasets.time) (\(time.count)), \(datasets.money) (\(money.count)), "
        + "\(datasets.intent) (\(intent.count)); scoring self-check: "
        + (failures.isEmpty
            ? "all rules hold" : "\(failures.count) failures: " + failures.prefix(5).joined(separator: "; "))
    let (ourRows, fullAnalysis) = ourNLURows(datasets: datasets)
    let peers = nluPeerResults(datasets: datasets)
    text += "\n\n" + nluComparisonTable(ours: ours + ourRows, peers: peers)
    let corpus = corpusOutcomes()
    if !corpus.isEmpty {
        text += "\n\nThe v2 corpus (Benchmarks/nlu/v2; the held-out split is never tuned on):\n\n" + corpusTable(corpus)
        text += "\n\nHeld-out by writing round:\n\n" + corpusRoundTable(corpus)
        text += "\n\n" + corpusAgreementSection()
    }
    for lang in ["zh", "en"] {
        guard let rate = fullAnalysis[lang] else { continue }
        text += String(
            format:
                "\nFull analysis (normalize, time, money, places, intent), %@: %.0f utterances/s on one core (goal ≥ 200,000)",
            lang, rate)
        let timePeers = peers.filter { $0.category == "time" && $0.lang == lang && $0.error == nil && $0.perSecond > 0 }
        if let duckling = timePeers.first(where: { $0.system == "Duckling" }) {
            text += String(format: " — %.0f× Duckling's time parsing", rate / duckling.perSecond)
        }
        if let fastest = timePeers.max(by: { $0.perSecond < $1.perSecond }) {
            text += String(format: ", %.0f× the fastest peer's (%@)", rate / fastest.perSecond, fastest.system)
        }
    }
    return text
}
