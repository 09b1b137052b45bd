import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills

// The v2 corpus (Benchmarks/nlu/v2): time, money and end-to-end skill rows by category, each in a
// development and a held-out split. Time and money rows are scored by SCORING.md's rules; skill
// rows by the rules in Benchmarks/nlu/v2/README.md ("Scoring skill rows"). The held-out split is
// reported, never tuned on.

/// One scored row: its file kind, category, language, split, and whether we got it right.
struct CorpusOutcome {
    var kind: String
    var category: String
    var lang: String
    var split: String
    var correct: Bool
    /// The writing round (`r1`, `r2`, …): each later round was written blind, so its held-out part
    /// is the freshest measurement.
    var batch = "r1"
    /// The utterance, and what we produced (for reading failures of the development split).
    var text = ""
    var produced = ""
}

/// Scores our recognizers and router on every v2 file under `directory`.
func corpusOutcomes(directory: String = "Benchmarks/nlu/v2") -> [CorpusOutcome] {
    var outcomes: [CorpusOutcome] = []
    let timeRecognizer = TimeRecognizer()
    let moneyRecognizer = MoneyRecognizer()
    let moneyContext = NLUContext(now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: .gmt)
    var routers: [String: NLUConversation] = [:]
    for split in ["dev", "heldout"] {
        for row in readJSONLines("\(directory)/time.\(split).jsonl").rows {
            guard let cases = timeCase(from: row) else { continue }
            let produced = timeRecognizer.entities(in: NormalizedText(cases.text), context: nluContext(for: cases))
                .map { (start: $0.start.description, end: $0.end?.description) }
            outcomes.append(
                CorpusOutcome(
                    kind: "time", category: row["category"]?.stringValue ?? "-", lang: cases.lang, split: split,
                    correct: timeCorrect(expected: cases.expected, produced: produced),
                    batch: row["batch"]?.stringValue ?? "r1", text: cases.text,
                    produced: produced.map { "\($0.start)…\($0.end ?? "")" }.joined(separator: ", ")
                        + " (want " + cases.expected.map { "\($0.start)…\($0.end ?? "")" }.joined(separator: ", ")
                        + ")"))
        }
        for row in readJSONLines("\(directory)/money.\(split).jsonl").rows {
            guard let text = row["text"]?.stringValue, let lang = row["lang"]?.stringValue,
                let expected = loadMoneyExpected(row)
            else { continue }
            let produced = moneyRecognizer.entities(in: NormalizedText(text), context: moneyContext).map {
                (amount: $0.amount.plainString, currency: $0.currency)
            }
            outcomes.append(
                CorpusOutcome(
                    kind: "money", category: row["category"]?.stringValue ?? "-", lang: lang, split: split,
                    correct: moneyCorrect(expected: expected, produced: produced),
                    batch: row["batch"]?.stringValue ?? "r1", text: text,
                    produced: produced.map { "\($0.amount) \($0.currency)" }.joined(separator: ", ")
                        + " (want " + expected.map { "\($0.amount) \($0.currency)" }.joined(separator: ", ") + ")"))
        }
        // Skill rows; recurrence rows (CONVENTIONS §13) are skill rows kept in files of their own.
        for kind in ["skills", "recurrence"] {
            for row in readJSONLines("\(directory)/\(kind).\(split).jsonl").rows {
                guard let text = row["text"]?.stringValue, let lang = row["lang"]?.stringValue,
                    let produced = routerAnswer(to: row, routers: &routers)
                else { continue }
                outcomes.append(
                    CorpusOutcome(
                        kind: kind, category: row["category"]?.stringValue ?? "-", lang: lang, split: split,
                        correct: skillRowMatches(row, produced),
                        batch: row["batch"]?.stringValue ?? "r1", text: text,
                        produced: producedText(produced.calls, skill: produced.skill, arguments: produced.arguments)
                            + " (want "
                            + "\(row["skill"]?.stringValue ?? "calls") \(row["arguments"]?.stableString() ?? "")"
                            + (row["calls"].map { " \($0.stableString())" } ?? "") + ")"))
            }
        }
    }
    return outcomes
}

/// What a skill row produced, by the router or by a second writer: the skill and its arguments, or
/// several calls; calls that find a stored event are resolved against the row's events (`given`).
struct SkillAnswer {
    var skill: String?
    var arguments: JSONValue
    var calls: [(skill: String, arguments: JSONValue)] = []
}

/// The router's answer to a skill row (one router per reference time and zone, kept in `routers`).
func routerAnswer(to row: JSONValue, routers: inout [String: NLUConversation]) -> SkillAnswer? {
    guard let text = row["text"]?.stringValue, let now = row["now"]?.stringValue else { return nil }
    let zone = row["tz"]?.stringValue ?? "Asia/Shanghai"
    let key = "\(now)|\(zone)"
    let router: NLUConversation
    if let known = routers[key] {
        router = known
    } else {
        guard let made = makeCorpusRouter(now: now, zone: zone) else { return nil }
        routers[key] = made
        router = made
    }
    let interpretation = router.interpret(text)
    return SkillAnswer(
        skill: interpretation.skillID,
        arguments: resolvedAgainstGiven(
            row, skill: interpretation.skillID, arguments: interpretation.arguments, now: now, zone: zone),
        calls: interpretation.calls.map { call in
            (
                call.skillID,
                resolvedAgainstGiven(row, skill: call.skillID, arguments: call.arguments, now: now, zone: zone)
            )
        })
}

/// Whether `answer` is right for `row`'s expectation (``skillRowCorrect``, with updates and deletes
/// scored by their effect on the row's stored events).
func skillRowMatches(_ row: JSONValue, _ answer: SkillAnswer) -> Bool {
    let now = row["now"]?.stringValue ?? ""
    let zone = row["tz"]?.stringValue ?? "Asia/Shanghai"
    return skillRowCorrect(
        row, skill: answer.skill, arguments: answer.arguments, calls: answer.calls,
        expectedEffect: { skill, want in expectedAgainstGiven(row, skill: skill, arguments: want, now: now, zone: zone)
        })
}

/// A written expectation read as an answer, as if a parser had produced it: its updates and deletes
/// resolved against the row's stored events as the expected ones are (a second writer's labels are
/// scored against the first writer's this way).
func writtenAnswer(_ labels: JSONValue, for row: JSONValue) -> SkillAnswer {
    let now = row["now"]?.stringValue ?? ""
    let zone = row["tz"]?.stringValue ?? "Asia/Shanghai"
    func resolved(_ skill: String?, _ arguments: JSONValue) -> JSONValue {
        expectedAgainstGiven(row, skill: skill, arguments: arguments, now: now, zone: zone) ?? arguments
    }
    if let calls = labels["calls"]?.arrayValue, calls.count > 1 {
        return SkillAnswer(
            skill: nil, arguments: .object([:]),
            calls: calls.map { call in
                let skill = call["skill"]?.stringValue ?? ""
                return (skill, resolved(skill, call["arguments"] ?? .object([:])))
            })
    }
    let single = labels["calls"]?.arrayValue?.first ?? labels
    let skill = single["skill"]?.stringValue
    return SkillAnswer(skill: skill, arguments: resolved(skill, single["arguments"] ?? .object([:])))
}

private func loadMoneyExpected(_ row: JSONValue) -> [ExpectedMoney]? {
    guard let expected = row["expected"]?.arrayValue else { return nil }
    let amounts = expected.compactMap { entity -> ExpectedMoney? in
        guard let currency = entity["currency"]?.stringValue, let amount = entity["amount"]?.stringValue else {
            return nil
        }
        return ExpectedMoney(text: entity["text"]?.stringValue ?? "", amount: amount, currency: currency)
    }
    return amounts.count == expected.count ? amounts : nil
}

/// For a `calendar.update` or `calendar.delete` row with stored events (`given`): the router's
/// arguments resolved against them by the skills' own ``CalendarEventMatch`` (as the skills do
/// before asking for approval), with the chosen event's position as `targetIndex`. A repeating
/// stored event (`repeat`) is matched as its occurrences and the answer given as its effect on them
/// (``seriesEffect``). Other rows, and rows where nothing or several match, keep the router's arguments.
private func resolvedAgainstGiven(_ row: JSONValue, skill: String?, arguments: JSONValue, now: String, zone: String)
    -> JSONValue
{
    guard let skill, skill == "calendar.update" || skill == "calendar.delete", let given = row["given"]?.arrayValue
    else { return arguments }
    let timeZone = TimeZone(identifier: zone) ?? .gmt
    guard let stored = givenEvents(given, zone: timeZone), let moment = localMoment(now),
        let date = moment.date(in: timeZone),
        case .one(let index, let resolved)? = try? CalendarEventMatch.resolve(
            skillID: skill, arguments: arguments, events: stored.map(\.event), now: date, timeZone: timeZone),
        var object = resolved.objectValue
    else { return arguments }
    if stored[index].repeats {
        object = seriesEffect(object, said: arguments, found: stored[index].event, zone: timeZone)
    }
    object["id"] = nil
    object["targetIndex"] = .number(Double(stored[index].series))
    return .object(object)
}

/// For a `calendar.update` or `calendar.delete` expectation that names its event (`targetIndex`)
/// among the row's stored events: the expected arguments resolved against that event, so the new
/// `start` and `end` are written in full, as ``resolvedAgainstGiven`` writes the router's (for a
/// repeating event, against the occurrence on its `date`, or the next one). Nil for any other
/// expectation.
private func expectedAgainstGiven(_ row: JSONValue, skill: String?, arguments: JSONValue, now: String, zone: String)
    -> JSONValue?
{
    guard let skill, skill == "calendar.update" || skill == "calendar.delete",
        let target = arguments["targetIndex"]?.intValue, var object = arguments.objectValue
    else { return nil }
    let timeZone = TimeZone(identifier: zone) ?? .gmt
    var uid = "given-\(target)"
    if let given = row["given"]?.arrayValue, let stored = givenEvents(given, zone: timeZone),
        stored.contains(where: { $0.series == target && $0.repeats }),
        let date = localMoment(now)?.date(in: timeZone)
    {
        let day = arguments["date"]?.stringValue
        guard let occurrence = expectedOccurrence(stored, target: target, date: day, now: date, zone: timeZone)
        else { return nil }
        uid = occurrence
        object["scopeInEffect"] = arguments["scope"] ?? .string(day == nil ? "series" : "occurrence")
    }
    for key in ["title", "date", "during"] { object[key] = nil }
    object["id"] = .string(uid)
    let resolved = resolvedAgainstGiven(row, skill: skill, arguments: .object(object), now: now, zone: zone)
    return resolved["targetIndex"]?.intValue == target ? resolved : nil
}

/// One trained router serves every row; each (now, zone) gets a conversation reading at it.
private let corpusRouter = try? NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all())

private func makeCorpusRouter(now: String, zone: String) -> NLUConversation? {
    let timeZone = TimeZone(identifier: zone) ?? .gmt
    guard let corpusRouter, let moment = localMoment(now), let date = moment.date(in: timeZone) else { return nil }
    return NLUConversation(router: corpusRouter, clock: .fixed(date), timeZone: timeZone)
}

/// A skill row is right when the skill is the expected one and every expected argument has the
/// expected value: times, dates, amounts (as decimals), currencies, kinds, categories and cities
/// exactly; titles when they share most of their characters (the longest common subsequence
/// covers ≥ 75% of the longer, ignoring spaces, punctuation and case), notes by ``noteMatches``. For
/// `calendar.update` / `calendar.delete` rows, `arguments` are the router's resolved against the
/// row's stored events (`given`) by ``CalendarEventMatch`` — the look-up the skills make before
/// approval — and scored by their effect (``sameEffect``): the expected event found, changed the
/// expected way (a `new_time`, `new_date` or `shift` applied to the stored event and compared in full).
/// A row of several calls (`calls`) is right when the router makes exactly that many calls and
/// each expected call matches a different one of them (in any order).
func skillRowCorrect(
    _ row: JSONValue, skill: String?, arguments: JSONValue, calls: [(skill: String, arguments: JSONValue)] = [],
    expectedEffect: (String?, JSONValue) -> JSONValue? = { _, _ in nil }
) -> Bool {
    func correct(_ want: JSONValue?, _ skill: String?, _ arguments: JSONValue) -> Bool {
        let wantSkill = want?["skill"]?.stringValue
        let wantArguments = want?["arguments"]
        if wantSkill == skill, let wantArguments, let effect = expectedEffect(wantSkill, wantArguments) {
            return sameEffect(effect, arguments)
        }
        return callCorrect(skill: wantSkill, arguments: wantArguments, skill, arguments)
    }
    if let expected = row["calls"]?.arrayValue {
        guard expected.count == calls.count else { return false }
        var left = calls
        for want in expected {
            guard let index = left.firstIndex(where: { correct(want, $0.skill, $0.arguments) }) else { return false }
            left.remove(at: index)
        }
        return true
    }
    guard calls.isEmpty else { return false }
    return correct(row, skill, arguments)
}

/// An update or delete of a stored event is right when it changes the expected event
/// (`targetIndex`) in the expected way: the same new `start` and `end` (both resolved in full, or
/// both unchanged), the same new title (compared as titles are) and the same new location, or
/// none of them. The words that only find the event (`title`, `date`, `during`) are not compared:
/// the event they found is.
private func sameEffect(_ want: JSONValue, _ got: JSONValue) -> Bool {
    guard let target = want["targetIndex"]?.intValue, got["targetIndex"]?.intValue == target else {
        return false
    }
    if want["occurrence"] != nil {
        guard sameSeriesEffect(want, got) else { return false }
    } else {
        for key in ["start", "end"] where want[key]?.stringValue != got[key]?.stringValue {
            return false
        }
    }
    switch (want["new_title"]?.stringValue, got["new_title"]?.stringValue) {
    case (nil, nil): break
    case (let wanted?, let produced?) where similarText(wanted, produced): break
    default: return false
    }
    func place(_ value: JSONValue?) -> String? {
        value?.stringValue.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.flatMap {
            $0.isEmpty ? nil : $0
        }
    }
    return place(want["location"]) == place(got["location"])
}

private func producedText(_ calls: [(String, JSONValue)], skill: String?, arguments: JSONValue) -> String {
    guard !calls.isEmpty else { return "\(skill ?? "none") \(arguments.stableString())" }
    return "calls " + calls.map { "\($0.0) \($0.1.stableString())" }.joined(separator: "; ")
}

/// One expected call against one produced call.
private func callCorrect(
    skill wantSkill: String?, arguments wantArguments: JSONValue?, _ skill: String?, _ arguments: JSONValue
)
    -> Bool
{
    guard skill == wantSkill else { return false }
    for (name, want) in wantArguments?.objectValue ?? [:] {
        let got = arguments[name]
        switch name {
        case "title", "new_title":
            guard let want = want.stringValue, let got = got?.stringValue, similarText(want, got) else { return false }
        case "note":
            guard let want = want.stringValue, let got = got?.stringValue,
                noteMatches(want, got, amount: wantArguments?["amount"]?.stringValue)
            else { return false }
        case "amount":
            guard let got, normalizedAmount(plainText(got)) == normalizedAmount(plainText(want)) else { return false }
        case "repeat":
            guard let want = want.stringValue, let got = got?.stringValue,
                sameRule(
                    want, got, wantStart: (wantArguments?["start"] ?? wantArguments?["at"])?.stringValue,
                    gotStart: (arguments["start"] ?? arguments["at"])?.stringValue)
            else { return false }
        default:
            guard let got, plainText(got) == plainText(want) else { return false }
        }
    }
    // A one-off made to repeat is wrong (CONVENTIONS §13), whatever the row.
    if wantArguments?["repeat"] == nil, arguments["repeat"] != nil { return false }
    return true
}

private func plainText(_ value: JSONValue) -> String {
    value.stringValue ?? value.stableString()
}

/// Whether a produced ledger note says the expected item. CONVENTIONS §12 makes the note a soft
/// field scored by containment: the expected note's letters inside the produced note's ("pizza" in
/// "Late night pizza"), or the 75% overlap used for titles. A note that carries the amount itself
/// ("Theater tickets 160") is not the item as said and does not match by containment.
func noteMatches(_ want: String, _ got: String, amount: String?) -> Bool {
    if similarText(want, got) { return true }
    func letters(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    let wanted = letters(want)
    let produced = letters(got)
    guard !wanted.isEmpty, produced.contains(wanted) else { return false }
    if let amount, let digits = amount.split(separator: ".").first, !wanted.contains(digits),
        produced.contains(digits)
    {
        return false
    }
    return true
}

/// Whether two titles say the same: the longest common subsequence of their letters covers at least
/// 75% of the longer one.
func similarText(_ left: String, _ right: String) -> Bool {
    func letters(_ text: String) -> [Character] {
        text.lowercased().filter { $0.isLetter || $0.isNumber }.map { $0 }
    }
    let a = letters(left)
    let b = letters(right)
    guard !a.isEmpty, !b.isEmpty else { return a.isEmpty && b.isEmpty }
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var current = [Int](repeating: 0, count: b.count + 1)
        for (j, y) in b.enumerated() {
            current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
        }
        previous = current
    }
    return Double(previous[b.count]) >= 0.75 * Double(max(a.count, b.count))
}

/// The v2 table: kind | category | lang | dev | held-out, each `accuracy% (right/total)`, then one
/// total line per kind and language.
func corpusTable(_ outcomes: [CorpusOutcome]) -> String {
    func cell(_ rows: [CorpusOutcome]) -> String {
        guard !rows.isEmpty else { return "—" }
        let right = rows.filter(\.correct).count
        return String(format: "%.1f%%", Double(right) / Double(rows.count) * 100) + " (\(right)/\(rows.count))"
    }
    var lines = ["| set | category | lang | dev | held-out |", "|---|---|---|---:|---:|"]
    var totals: [String] = []
    for kind in ["time", "money", "skills", "recurrence"] {
        let ofKind = outcomes.filter { $0.kind == kind }
        for category in Set(ofKind.map(\.category)).sorted() {
            for lang in ["zh", "en"] {
                let rows = ofKind.filter { $0.category == category && $0.lang == lang }
                guard !rows.isEmpty else { continue }
                lines.append(
                    "| \(kind) | \(category) | \(lang) | \(cell(rows.filter { $0.split == "dev" })) | "
                        + "\(cell(rows.filter { $0.split == "heldout" })) |")
            }
        }
        for lang in ["zh", "en"] {
            let rows = ofKind.filter { $0.lang == lang }
            guard !rows.isEmpty else { continue }
            totals.append(
                "| **\(kind)** | **all** | \(lang) | \(cell(rows.filter { $0.split == "dev" })) | "
                    + "**\(cell(rows.filter { $0.split == "heldout" }))** |")
        }
    }
    return (lines + totals).joined(separator: "\n")
}

/// Held-out accuracy by writing round: kind | lang | one column per round.
func corpusRoundTable(_ outcomes: [CorpusOutcome]) -> String {
    let heldOut = outcomes.filter { $0.split == "heldout" }
    // r2 … r9, r10 in the order written, not as text.
    let rounds = Set(heldOut.map(\.batch)).sorted {
        (Int($0.dropFirst()) ?? 0, $0) < (Int($1.dropFirst()) ?? 0, $1)
    }
    var lines = [
        "| set | lang | " + rounds.map { "held-out \($0)" }.joined(separator: " | ") + " |",
        "|---|---|" + rounds.map { _ in "---:|" }.joined(),
    ]
    for kind in ["time", "money", "skills"] {
        for lang in ["zh", "en"] {
            let cells = rounds.map { round -> String in
                let rows = heldOut.filter { $0.kind == kind && $0.lang == lang && $0.batch == round }
                guard !rows.isEmpty else { return "—" }
                let right = rows.filter(\.correct).count
                return String(format: "%.1f%%", Double(right) / Double(rows.count) * 100) + " (\(right)/\(rows.count))"
            }
            lines.append("| \(kind) | \(lang) | " + cells.joined(separator: " | ") + " |")
        }
    }
    return lines.joined(separator: "\n")
}
