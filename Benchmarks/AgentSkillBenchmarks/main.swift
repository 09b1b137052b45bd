import AgentSkill
import Foundation
import SkillJSON
import SkillLLM
import SkillUI
import StandardSkills

/// A stand-in skill with three keywords, to fill a registry of realistic size.
struct FillerSkill: Skill {
    let id: String
    let keywords: [String]
    let description = "A filler skill for benchmarks"
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(id)
    }
}

/// Echo run the default way: in its own task, raced against a 10 s timeout.
struct IsolatedEcho: Skill {
    let id = "echo"
    let description = "Echo, isolated"
    let keywords = ["echo"]
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments["text"]?.stringValue ?? "")
    }
}

let chineseDigits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
func fillers(_ count: Int) -> [any Skill] {
    (0..<count).map { index in
        let chinese = String(index).map { chineseDigits[Int(String($0)) ?? 0] }.joined()
        return FillerSkill(id: "skill\(index)", keywords: ["skill\(index)", "task number \(index)", "技能\(chinese)号"])
    }
}

/// Runs every benchmark with local state only (top-level globals would hop to the main actor).
func runBenchmarks() async throws -> [BenchmarkResult] {
    let registry = try SkillRegistry([EchoSkill()] + fillers(99))
    let ids = registry.skills.map(\.id)
    let router = KeywordRouter(registry: registry)
    let utterances = [
        "please run skill57 now", "帮我执行技能五十七号", "echo hello world", "task number 12 please",
        "nothing in here matches at all", "复读：你好",
    ]
    _ = router.decide("warm the cache")

    var results: [BenchmarkResult] = []
    var lookupIndex = 0
    results.append(
        await measure("registry lookup by id (100 skills)", iterations: 200_000, target: "—") {
            blackHole(registry.skill(id: ids[lookupIndex % ids.count]))
            lookupIndex &+= 1
        })
    var routeIndex = 0
    results.append(
        await measure("keyword routing (100 skills, 300 keywords)", iterations: 100_000, target: "≤ 2 µs") {
            blackHole(router.decide(utterances[routeIndex % utterances.count]))
            routeIndex &+= 1
        })
    let isolatedAgent = try Agent(
        skills: [IsolatedEcho()] + fillers(99),
        configuration: AgentConfiguration(clock: .fixed(Date(timeIntervalSince1970: 1_800_000_000)), timeZone: .gmt))
    let agent = Agent(
        registry: registry,
        configuration: AgentConfiguration(clock: .fixed(Date(timeIntervalSince1970: 1_800_000_000)), timeZone: .gmt))
    results.append(
        await measure("agent echo request, end to end", iterations: 20_000, target: "≤ 10 µs") {
            blackHole(await agent.send("echo hello"))
        })
    results.append(
        await measure("agent request to an isolated skill (own task + timeout)", iterations: 20_000, target: "—") {
            blackHole(await isolatedAgent.send("echo hello"))
        })
    results.append(
        await measure("baseline: create and await one Task", iterations: 20_000, target: "—") {
            blackHole(await Task { 1 }.value)
        })
    return results
}

// `AgentSkillBenchmarks profile-ui ROUNDS [STAGE] [NODES]`: one UI stage in a loop, for a profiler.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "profile-ui" {
    try profileUI(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `AgentSkillBenchmarks profile-nlu ROUNDS [zh|en]`: the full analysis over the intent set in a
// loop, for a profiler (`perf record`); prints utterances/s.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "profile-nlu" {
    profileNLU(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `AgentSkillBenchmarks slowest-nlu ROUNDS [zh|en]`: the utterances of the intent set that take
// longest to analyze, slowest first — where a rule may scan more than it needs to.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "slowest-nlu" {
    slowestNLU(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `AgentSkillBenchmarks differential FILE…`: our per-row answers on the generated differential sets
// (Benchmarks/nlu/differential), one JSON line each, for compare.py.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "differential" {
    differentialAnswers(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `--seconds N` and `--clients N` tune the `web` group; the other arguments select groups.
let (webOptions, groups) = try WebLoadOptions.extract(from: Array(CommandLine.arguments.dropFirst()))
let results = try await runBenchmarks().filter { result in
    groups.isEmpty || groups.contains { result.name.contains($0) }
}
print("AgentSkill benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)\n")
print(table(results))
if groups.isEmpty || groups.contains("ui") {
    let ui = try await uiBenchmarks()
    print("\nUI pipeline (release)\n")
    print(table(ui.rows))
    let prompt = UICatalog.promptText()
    print(
        "\nCompact component catalog for model prompts: \(prompt.count) characters ≈ "
            + "\(UICatalog.estimatedTokens(prompt)) tokens (goal ≤ 1,500)")
    let systemPrompts = UIGenerateFormat.allCases.map { format in
        "\(format.rawValue) \(UICatalog.estimatedTokens(format.systemPrompt))"
    }
    print("ui.generate's whole system prompt, tokens by format: " + systemPrompts.joined(separator: ", "))
    if !ui.peers.isEmpty {
        print("\nPeer comparison: validating UI documents from JSON text (same files, same run)\n")
        print(comparisonTable(ui.peers, ours: "SkillUI", theirs: "pydantic v2"))
    }
}
if groups.isEmpty || groups.contains("store") {
    print("\nStorage (SQLite file, WAL, synchronous=FULL)\n")
    print(table(try await storeBenchmarks()))
}
if groups.isEmpty || groups.contains("json") {
    print("\nPeer comparison (same input, same run)\n")
    print(comparisonTable(try await jsonComparisons(), ours: "SkillJSON", theirs: "Foundation"))
}
if groups.contains("corpus-agreement") {
    // A second writer's blind labels of sampled rows against the first writer's (Benchmarks/nlu/v2/agreement);
    // AGREEMENT_LABELS=FILE scores another file of labels.
    if let path = ProcessInfo.processInfo.environment["AGREEMENT_LABELS"] {
        print("\nTwo writers on the same skill rows (\(path))\n")
        print(corpusAgreement(labelsPath: path))
    } else {
        print("\n" + corpusAgreementSection())
    }
}
if groups.contains("corpus") {
    // The v2 corpus alone, without peers: the quick loop while working on understanding.
    // CORPUS_FAILURES=KIND/CATEGORY prints that category's failing development rows (never held-out).
    // CORPUS_DIR=FOLDER scores another folder of rows in the same layout (cases written before a change).
    let outcomes = corpusOutcomes(directory: ProcessInfo.processInfo.environment["CORPUS_DIR"] ?? "Benchmarks/nlu/v2")
    print("\nThe v2 corpus (Benchmarks/nlu/v2)\n")
    print(corpusTable(outcomes))
    print("\nHeld-out by writing round (each round written blind after the parser had met the ones before)\n")
    print(corpusRoundTable(outcomes))
    if let wanted = ProcessInfo.processInfo.environment["CORPUS_FAILURES"] {
        for outcome in outcomes
        where !outcome.correct && outcome.split == "dev"
            && "\(outcome.kind)/\(outcome.category)".hasPrefix(wanted)
        {
            print("✗ [\(outcome.kind)/\(outcome.category)] \(outcome.text) → \(outcome.produced)")
        }
    }
}
if groups.isEmpty || groups.contains("nlu") {
    print("\nNLU: time, money, intent — accuracy and utterances/s per core (peers in the same run)\n")
    print(nluBenchmarks())
}
if groups.isEmpty || groups.contains("nlu") || groups.contains("differential") {
    print(
        "\nDifferential testing: template-generated time and money rows, every system against the template's "
            + "value (Benchmarks/nlu/differential; review in REVIEW.md)\n")
    print(differentialSection())
}
if groups.isEmpty || groups.contains("llm") {
    let llm = try await llmLoopBenchmarks()
    print("\nLLM tier (an instant scripted model: the loop's own cost)\n")
    print(table(llm.rows))
    print("\nTools in a model prompt (estimated tokens, wire JSON)\n")
    print("| tools | tokens |\n|---|---:|")
    for (name, tokens) in llm.prompt { print("| \(name) | \(tokens) |") }
    print("\nStreamed chunk parsing (SSE parser + assembler from memory, no I/O)\n")
    print(throughputTable(try await llmStreamBenchmarks()))
    print("\nWaiting 2 s for a model's answer: CPU this process spends meanwhile, per HTTP transport\n")
    print(waitCostTable(try await llmWaitBenchmarks()))
}
if groups.isEmpty || groups.contains("web") {
    print(
        "\nWeb: \(webOptions.clients) clients POST /api/messages {\"text\":\"echo hello\"} for "
            + "\(webOptions.seconds) s (AgentSkillBenchmarks web --seconds 2 for a quick run)\n")
    do {
        print(webLoadTable(try webLoadBenchmark(webOptions)))
    } catch {
        print("(web load skipped: \(error))")
    }
}
