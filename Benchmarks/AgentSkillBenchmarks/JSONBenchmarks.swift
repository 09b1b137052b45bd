import Foundation
import SkillJSON

/// A document of about 1 MB: an array of ledger-like records with CJK text and nested tags.
func sampleDocument() -> Data {
    var records: [JSONValue] = []
    for index in 0..<5_000 {
        records.append([
            "id": .number(Double(index)), "amount": .number(Double(index) * 1.25 + 0.01),
            "memo": .string("午饭 lunch #\(index) — \"quoted\" \\ tab\t"), "paid": .bool(index % 3 == 0),
            "tags": ["food", "daily", .string("t\(index % 17)")], "meta": ["source": "cli", "version": 2, "note": nil],
        ])
    }
    return JSONValue.array(records).stableData()
}

/// Side-by-side JSON rows: SkillJSON against Foundation, same input, same run.
func jsonComparisons() async throws -> [(BenchmarkResult, BenchmarkResult)] {
    let data = sampleDocument()
    let megabytes = String(format: "%.1f MB", Double(data.count) / 1_000_000)
    let ours = try await measure("parse \(megabytes): SkillJSON JSONValue.parse", iterations: 5, rounds: 5) {
        blackHole(try JSONValue.parse(data))
    }
    let foundation = try await measure("parse \(megabytes): Foundation JSONSerialization", iterations: 5, rounds: 5) {
        blackHole(try JSONSerialization.jsonObject(with: data))
    }
    let value = try JSONValue.parse(data)
    let ourWrite = await measure("write sorted keys: SkillJSON stableData", iterations: 5, rounds: 5) {
        blackHole(value.stableData())
    }
    let object = try JSONSerialization.jsonObject(with: data)
    let foundationWrite = try await measure("write sorted keys: Foundation JSONSerialization", iterations: 5, rounds: 5)
    {
        blackHole(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }
    return [(ours, foundation), (ourWrite, foundationWrite)]
}

/// Formats peer comparisons: both times and how many times faster (or slower) ours is.
func comparisonTable(_ pairs: [(BenchmarkResult, BenchmarkResult)], ours: String, theirs: String) -> String {
    var lines = ["| task | \(ours) | \(theirs) | ratio |", "|---|---:|---:|---:|"]
    for (ours, theirs) in pairs {
        let task = ours.name.components(separatedBy: ":").first ?? ours.name
        let ratio = theirs.nanosecondsPerOperation / ours.nanosecondsPerOperation
        lines.append(
            "| \(task) | \(format(nanoseconds: ours.nanosecondsPerOperation)) | "
                + "\(format(nanoseconds: theirs.nanosecondsPerOperation)) | "
                + (ratio >= 1 ? String(format: "%.1f× faster", ratio) : String(format: "%.1f× slower", 1 / ratio))
                + " |")
    }
    return lines.joined(separator: "\n")
}
