import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills

/// Our rows of the NLU comparison: accuracy on the development sets by the rules of
/// `Benchmarks/nlu/SCORING.md`, and speed on one core (each category's own recognizer, so the
/// comparison with each peer's parse call is like for like).
func ourNLURows(datasets: NLUDatasets) -> (rows: [PeerRow], fullAnalysis: [String: Double]) {
    var rows: [PeerRow] = []
    let time = loadTimeCases(datasets.time)
    let money = loadMoneyCases(datasets.money)
    let intent = loadIntentCases(datasets.intent)
    let timeRecognizer = TimeRecognizer()
    let moneyRecognizer = MoneyRecognizer()
    for lang in ["zh", "en"] {
        let cases = time.filter { $0.lang == lang }
        let contexts = cases.map(nluContext(for:))
        var correct = 0
        for (row, context) in zip(cases, contexts) {
            let produced = timeRecognizer.entities(in: NormalizedText(row.text), context: context).map {
                (start: $0.start.description, end: $0.end?.description)
            }
            if timeCorrect(expected: row.expected, produced: produced) { correct += 1 }
        }
        let texts = cases.map(\.text)
        let speed = utterancesPerSecond(texts) { index, text in
            blackHole(timeRecognizer.entities(in: NormalizedText(text), context: contexts[index]).count)
        }
        rows.append(
            PeerRow(
                system: "AgentSkill", category: "time", lang: lang, correct: correct, total: cases.count,
                perSecond: speed))
    }
    let moneyContext = NLUContext(now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: .gmt)
    for lang in ["zh", "en"] {
        let cases = money.filter { $0.lang == lang }
        var correct = 0
        for row in cases {
            let produced = moneyRecognizer.entities(in: NormalizedText(row.text), context: moneyContext).map {
                (amount: $0.amount.plainString, currency: $0.currency)
            }
            if moneyCorrect(expected: row.expected, produced: produced) { correct += 1 }
        }
        let speed = utterancesPerSecond(cases.map(\.text)) { _, text in
            blackHole(moneyRecognizer.entities(in: NormalizedText(text), context: moneyContext).count)
        }
        rows.append(
            PeerRow(
                system: "AgentSkill", category: "money", lang: lang, correct: correct, total: cases.count,
                perSecond: speed))
    }
    // Intent, and the full analysis (normalize, every recognizer, classify) per second.
    var fullAnalysis: [String: Double] = [:]
    guard let router = benchmarkRouter() else { return (rows, fullAnalysis) }
    for lang in ["zh", "en"] {
        let cases = intent.filter { $0.lang == lang }
        let correct = cases.filter {
            intentCorrect(expected: $0.skill, produced: router.analyze($0.text).prediction.skillID)
        }.count
        let speed = utterancesPerSecond(cases.map(\.text)) { _, text in
            blackHole(router.analyze(text).entities.count)
        }
        fullAnalysis[lang] = speed
        rows.append(
            PeerRow(
                system: "AgentSkill", category: "intent", lang: lang, correct: correct, total: cases.count,
                perSecond: speed))
    }
    return (rows, fullAnalysis)
}

/// The standard router at 2026-12-02T10:00 in Shanghai, as the speed rows measure it.
private func benchmarkRouter() -> NLUConversation? {
    guard let router = try? NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all()) else {
        return nil
    }
    return NLUConversation(
        router: router, clock: .fixed(Date(timeIntervalSince1970: 1_796_176_800)),
        timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
}

/// `profile-nlu ROUNDS [zh|en]`: runs the full analysis over the intent set ROUNDS times (one
/// language, or both), then prints the rate; made for `perf record`.
func profileNLU(_ arguments: [String]) {
    let rounds = arguments.first.flatMap { Int($0) } ?? 10
    let lang = arguments.dropFirst().first
    guard let router = benchmarkRouter() else { return print("the router could not be built") }
    let texts = loadIntentCases(NLUDatasets.standard().intent).filter { lang == nil || $0.lang == lang }.map(\.text)
    func threadSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    _ = router.analyze("warm up")
    let clock = ContinuousClock()
    let cpuStart = threadSeconds()
    let elapsed = clock.measure {
        for _ in 0..<rounds { for text in texts { blackHole(router.analyze(text).entities.count) } }
    }
    let cpu = threadSeconds() - cpuStart
    let count = Double(rounds * texts.count)
    print(
        String(
            format: "%.0f utterances/s (wall), %.0f per CPU second", count / nanoseconds(elapsed) * 1e9, count / cpu))
    profileStages(texts: texts, rounds: rounds, router: router)
}

/// `slowest-nlu ROUNDS [zh|en] [TEXT]`: each utterance (or TEXT alone) analyzed ROUNDS times; the
/// 20 slowest with their time per analysis, and what share of the whole they take.
func slowestNLU(_ arguments: [String]) {
    let rounds = max(1, arguments.first.flatMap { Int($0) } ?? 100)
    let lang = arguments.dropFirst().first
    guard let router = benchmarkRouter() else { return print("the router could not be built") }
    // A third argument: that text alone (for a profiler).
    let texts =
        arguments.count > 2
        ? [arguments[2]]
        : loadIntentCases(NLUDatasets.standard().intent).filter { lang == nil || $0.lang == lang }.map(\.text)
    _ = router.analyze("warm up")
    let clock = ContinuousClock()
    var timed: [(text: String, nanoseconds: Double)] = []
    for text in texts {
        let elapsed = clock.measure { for _ in 0..<rounds { blackHole(router.analyze(text).entities.count) } }
        timed.append((text, nanoseconds(elapsed) / Double(rounds)))
    }
    let total = timed.reduce(0) { $0 + $1.nanoseconds }
    print(
        String(
            format: "%d utterances, %.2f µs each on average", timed.count, total / Double(max(1, timed.count)) / 1000))
    for (text, time) in timed.sorted(by: { $0.nanoseconds > $1.nanoseconds }).prefix(20) {
        print(String(format: "%7.2f µs  %4.1f%%  ", time / 1000, 100 * time / total) + text)
    }
}

/// The time each stage of the analysis takes per utterance, over the same texts: where to look
/// first when the whole is slow.
private func profileStages(texts: [String], rounds: Int, router: NLUConversation) {
    let normalized = texts.map(NormalizedText.init)
    let context = NLUContext(
        now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    let time = TimeRecognizer()
    let money = MoneyRecognizer()
    let places = Gazetteer.builtIn
    let classifier = router.router.classifier
    let stages: [(String, (Int) -> Int)] = [
        ("normalize", { NormalizedText(texts[$0]).scalars.count }),
        ("time: read", { time.read(normalized[$0]).text.scalars.count }),
        ("time: read + resolve", { time.entities(in: normalized[$0], context: context).count }),
        ("money", { money.entities(in: normalized[$0], context: context).count }),
        ("places", { places.places(in: normalized[$0]).count }),
        ("classify", { classifier.classify(normalized[$0]).confidence > 0.5 ? 1 : 0 }),
        ("whole analysis", { router.analyze(texts[$0]).entities.count }),
    ]
    for (name, stage) in stages {
        let elapsed = ContinuousClock().measure {
            for _ in 0..<rounds { for index in texts.indices { blackHole(stage(index)) } }
        }
        let perUtterance = nanoseconds(elapsed) / Double(rounds * max(texts.count, 1)) / 1000
        let label = name.padding(toLength: 22, withPad: " ", startingAt: 0)
        print("  \(label) " + String(format: "%6.2f µs per utterance", perUtterance))
    }
}

/// The context a time row asks for: its `now` (local, in its `tz`) and its preference.
func nluContext(for row: TimeCase) -> NLUContext {
    let zone = TimeZone(identifier: row.timeZone) ?? .gmt
    let moment = localMoment(row.now) ?? LocalMoment(year: 2026, month: 12, day: 2, hour: 10)
    return NLUContext(
        now: moment.date(in: zone) ?? Date(timeIntervalSince1970: 0), timeZone: zone,
        preference: row.preference == "past" ? .past : .future)
}

/// `2026-12-02T10:00:00` (seconds optional) as a local moment.
func localMoment(_ text: String) -> LocalMoment? {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" }).compactMap { Int($0) }
    guard parts.count >= 5 else { return nil }
    return LocalMoment(
        year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
        second: parts.count > 5 ? parts[5] : 0)
}

/// Utterances per second for `body` over `texts`, repeated for at least half a second after a
/// warm-up pass; the median of five rounds.
private func utterancesPerSecond(_ texts: [String], _ body: (Int, String) -> Void) -> Double {
    guard !texts.isEmpty else { return 0 }
    for (index, text) in texts.enumerated() { body(index, text) }
    let clock = ContinuousClock()
    var repetitions = 1
    while true {
        let elapsed = clock.measure {
            for _ in 0..<repetitions { for (index, text) in texts.enumerated() { body(index, text) } }
        }
        if elapsed > .milliseconds(100) || repetitions > 1_000_000 { break }
        repetitions *= 2
    }
    var rates: [Double] = []
    for _ in 0..<5 {
        let elapsed = clock.measure {
            for _ in 0..<repetitions { for (index, text) in texts.enumerated() { body(index, text) } }
        }
        rates.append(Double(repetitions * texts.count) / nanoseconds(elapsed) * 1e9)
    }
    rates.sort()
    return rates[2]
}
