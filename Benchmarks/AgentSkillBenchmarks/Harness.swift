import Foundation

/// One row of the benchmark table.
struct BenchmarkResult {
    var name: String
    var iterations: Int
    var nanosecondsPerOperation: Double
    var target: String

    var operationsPerSecond: Double { 1e9 / nanosecondsPerOperation }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` `iterations` times per round, after a warm-up round, and keeps the median round.
func measure(
    _ name: String, iterations: Int, rounds: Int = 7, target: String = "", _ body: () async throws -> Void
) async rethrows -> BenchmarkResult {
    let clock = ContinuousClock()
    for _ in 0..<max(1, iterations / 10) { try await body() }
    var perOperation: [Double] = []
    for _ in 0..<rounds {
        let elapsed = try await clock.measure {
            for _ in 0..<iterations { try await body() }
        }
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        perOperation.append(nanoseconds / Double(iterations))
    }
    perOperation.sort()
    return BenchmarkResult(
        name: name, iterations: iterations, nanosecondsPerOperation: perOperation[perOperation.count / 2],
        target: target)
}

/// Formats results as a Markdown table (pasted into the README as is).
func table(_ results: [BenchmarkResult]) -> String {
    var lines = [
        "| benchmark | time per op | ops/s | target |",
        "|---|---:|---:|---|",
    ]
    for result in results {
        lines.append(
            "| \(result.name) | \(format(nanoseconds: result.nanosecondsPerOperation)) | "
                + "\(formatRate(result.operationsPerSecond)) | \(result.target) |")
    }
    return lines.joined(separator: "\n")
}

func format(nanoseconds: Double) -> String {
    if nanoseconds < 1_000 { return String(format: "%.0f ns", nanoseconds) }
    if nanoseconds < 1_000_000 { return String(format: "%.2f µs", nanoseconds / 1_000) }
    return String(format: "%.2f ms", nanoseconds / 1_000_000)
}

func formatRate(_ rate: Double) -> String {
    if rate >= 1_000_000 { return String(format: "%.2f M", rate / 1_000_000) }
    if rate >= 1_000 { return String(format: "%.1f k", rate / 1_000) }
    return String(format: "%.0f", rate)
}
