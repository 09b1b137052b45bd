import Foundation
import SkillJSON
import SkillNLU

// How often two writers agree on the same skill rows: a second writer labels a sample of rows
// blind (without the first writer's labels or the parser), and each writer is scored as if it were
// a parser against the other, by the corpus's own rules. Their agreement is the most any parser
// can be expected to score against one writer's labels; the parser's score on the rows where they
// agree is its accuracy with the label noise taken out.

/// The agreement table for the second writer's `labels` (one JSON object per line with the row's
/// `id`, and `skill` + `arguments` or `calls`) over the corpus rows in `directory`.
func corpusAgreement(labelsPath: String, directory: String = "Benchmarks/nlu/v2") -> String {
    var first: [String: JSONValue] = [:]
    for split in ["dev", "heldout"] {
        for row in readJSONLines("\(directory)/skills.\(split).jsonl").rows {
            if let id = row["id"]?.stringValue { first[id] = row }
        }
    }
    struct Scored {
        var lang: String
        var category: String
        var secondRight: Bool  // the second writer scored against the first
        var firstRight: Bool  // the first writer scored against the second
        var routerFirst: Bool
        var routerSecond: Bool
    }
    var scored: [Scored] = []
    var routers: [String: NLUConversation] = [:]
    let (labels, skipped) = readJSONLines(labelsPath)
    var unknown = 0
    for second in labels {
        guard let id = second["id"]?.stringValue, let row = first[id], let lang = row["lang"]?.stringValue,
            let router = routerAnswer(to: row, routers: &routers)
        else {
            unknown += 1
            continue
        }
        // The second writer's labels as a row of their own (the same text, time and stored events).
        var rowObject = row.objectValue ?? [:]
        for key in ["skill", "arguments", "calls"] { rowObject[key] = nil }
        if let calls = second["calls"]?.arrayValue, calls.count > 1 {
            rowObject["calls"] = .array(calls)
        } else {
            let single = second["calls"]?.arrayValue?.first ?? second
            rowObject["skill"] = single["skill"] ?? .null
            rowObject["arguments"] = single["arguments"] ?? .object([:])
        }
        let secondRow = JSONValue.object(rowObject)
        scored.append(
            Scored(
                lang: lang, category: row["category"]?.stringValue ?? "-",
                secondRight: skillRowMatches(row, writtenAnswer(second, for: row)),
                firstRight: skillRowMatches(secondRow, writtenAnswer(row, for: row)),
                routerFirst: skillRowMatches(row, router), routerSecond: skillRowMatches(secondRow, router)))
    }
    func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : String(format: "%.1f%% (%d/%d)", 100 * Double(part) / Double(whole), part, whole)
    }
    var lines = [
        "| lang | rows | second vs first | first vs second | both ways | router vs first | router vs second | router where they agree |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for lang in ["zh", "en", "all"] {
        let rows = scored.filter { lang == "all" || $0.lang == lang }
        let agreed = rows.filter { $0.secondRight && $0.firstRight }
        lines.append(
            "| \(lang) | \(rows.count) | \(percent(rows.filter(\.secondRight).count, rows.count)) | "
                + "\(percent(rows.filter(\.firstRight).count, rows.count)) | \(percent(agreed.count, rows.count)) | "
                + "\(percent(rows.filter(\.routerFirst).count, rows.count)) | "
                + "\(percent(rows.filter(\.routerSecond).count, rows.count)) | "
                + "\(percent(agreed.filter(\.routerFirst).count, agreed.count)) |")
    }
    lines.append("")
    lines.append("| category | rows | both ways | router vs first | router where they agree |")
    lines.append("|---|---|---|---|---|")
    for category in Set(scored.map(\.category)).sorted() {
        let rows = scored.filter { $0.category == category }
        let agreed = rows.filter { $0.secondRight && $0.firstRight }
        lines.append(
            "| \(category) | \(rows.count) | \(percent(agreed.count, rows.count)) | "
                + "\(percent(rows.filter(\.routerFirst).count, rows.count)) | "
                + "\(percent(agreed.filter(\.routerFirst).count, agreed.count)) |")
    }
    if skipped + unknown > 0 { lines.append("\n\(skipped) unreadable and \(unknown) unknown label lines left out.") }
    return lines.joined(separator: "\n")
}

/// Both samples of Benchmarks/nlu/v2/agreement (development and held-out rows), each with its table.
func corpusAgreementSection(directory: String = "Benchmarks/nlu/v2") -> String {
    [
        ("development", "second-writer-dev.jsonl"), ("held-out", "second-writer-heldout.jsonl"),
    ].map { split, file in
        "Two writers on the same \(split) skill rows (agreement/\(file); each scored as a parser against the "
            + "other):\n\n" + corpusAgreement(labelsPath: "\(directory)/agreement/\(file)", directory: directory)
    }.joined(separator: "\n\n")
}
