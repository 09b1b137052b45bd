import Foundation
import TestSupport
import Testing

@testable import StandardSkills

/// Our expansion against python-dateutil's (`Tests/Interop/rrule_peer.py`, dateutil 2.9 with
/// `zoneinfo`, pinned in `Tests/Interop/requirements.txt`): a thousand seeded random rules over
/// FREQ, INTERVAL, BYDAY (with numbers), BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYHOUR,
/// BYMINUTE, BYSETPOS, WKST, COUNT or UNTIL, with EXDATEs and RDATEs, `DTSTART` in UTC, Shanghai,
/// New York and London (often in the small hours, where clocks change), each expanded over two
/// years by both; every occurrence must match.
///
/// Left out, because dateutil differs from RFC 5545 there and we follow the RFC
/// (``RecurrenceExpansionTests/rfcOverDateutil()`` checks our side):
/// - `BYDAY` mixing plain and numbered weekdays (`MO,1FR`): dateutil keeps only days that are
///   both; RFC 5545 §3.3.10 makes BYDAY one list.
/// - `WEEKLY` with `BYSETPOS` and `DTSTART` on another day than `WKST`: dateutil's first week
///   starts at `DTSTART`, the RFC's week starts on `WKST`. The generator puts `DTSTART` on `WKST`.
/// - A numbered `BYDAY` past a month's fifth week with `FREQ=YEARLY;BYMONTH` (`BYMONTH=3;BYDAY=10SU`):
///   dateutil raises `IndexError`; no such day is in the month, so there is no occurrence. The
///   generator numbers weekdays within a month 1 to 5 and -1 to -5.
/// - `BYWEEKNO=52` or `53`: dateutil counts the previous year's weeks with this year's length, so
///   early-January days of the previous year's last week get the wrong number (2022-01-01 is in
///   ISO week 52 of 2021; dateutil says 53). The generator uses weeks 1 to 51 and -1 to -3.
/// - `UNTIL` as a date with a timed `DTSTART` (RFC 5545 requires the same value type; dateutil
///   reads midnight, we read the whole day). The generator writes a date `UNTIL` only for `DTSTART`
///   at midnight.
@Suite(
    "Interop: python-dateutil expands recurrence rules as we do", .timeLimit(.minutes(5)),
    .requires(Peers.interopPython))
struct RecurrenceInteropTests {
    /// One line of `rrule_peer.py`'s input.
    struct PeerCase: Codable {
        var id: Int
        var rule: String
        var dtstart: String
        var tz: String
        var from: String
        var to: String
        var exdates: [String]
        var rdates: [String]
    }

    /// One line of its output.
    struct PeerResult: Decodable {
        var id: Int
        var starts: [String]?
        var error: String?
    }

    static let zones = ["UTC", "Asia/Shanghai", "America/New_York", "Europe/London"]
    static let caseCount = 1_000

    @Test func aThousandRandomRulesExpandAsDateutilExpandsThem() async throws {
        var random = SplitMix64(seed: 0x5EED_0018_2026)
        var cases: [PeerCase] = []
        var ours: [[String]] = []
        while cases.count < Self.caseCount {
            guard let (peerCase, starts) = try Self.makeCase(id: cases.count, using: &random) else { continue }
            cases.append(peerCase)
            ours.append(starts)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let input = try cases.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n")
        let output = try await TemporaryDirectory.with("agentskill-rrule") { folder in
            let file = folder.appending(path: "cases.jsonl")
            try (input + "\n").write(to: file, atomically: true, encoding: .utf8)
            let result = try await InteropPeers.run("rrule_peer.py", [file.path], in: folder)
            #expect(result.status == 0, "rrule_peer.py failed: \(result.errors)")
            return result.output
        }
        let results = try output.split(separator: "\n").map {
            try JSONDecoder().decode(PeerResult.self, from: Data($0.utf8))
        }
        try #require(results.count == cases.count, "the peer answered \(results.count) of \(cases.count) cases")
        var mismatches: [String] = []
        var occurrences = 0
        for (index, result) in results.enumerated() {
            let peerCase = cases[index]
            #expect(result.id == peerCase.id)
            occurrences += ours[index].count
            guard let theirs = result.starts else {
                mismatches.append("\(Self.describe(peerCase)): dateutil failed: \(result.error ?? "?")")
                continue
            }
            guard theirs != ours[index] else { continue }
            let onlyOurs = ours[index].filter { !theirs.contains($0) }.prefix(4)
            let onlyTheirs = theirs.filter { !ours[index].contains($0) }.prefix(4)
            mismatches.append(
                "\(Self.describe(peerCase)): we have \(ours[index].count), dateutil \(theirs.count);"
                    + " only ours \(Array(onlyOurs)), only dateutil's \(Array(onlyTheirs))")
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(cases.count) rules differ:\n\(mismatches.prefix(12).joined(separator: "\n"))")
        // The cases are not trivially empty: most rules have occurrences in their window (the others
        // mostly end by COUNT or UNTIL before it).
        #expect(occurrences > 20 * Self.caseCount)
        #expect(ours.filter(\.isEmpty).count < Self.caseCount * 3 / 10)
    }

    static func describe(_ peerCase: PeerCase) -> String {
        "#\(peerCase.id) \(peerCase.rule) from \(peerCase.dtstart) \(peerCase.tz), [\(peerCase.from), \(peerCase.to))"
            + (peerCase.exdates.isEmpty ? "" : " EXDATE \(peerCase.exdates)")
            + (peerCase.rdates.isEmpty ? "" : " RDATE \(peerCase.rdates)")
    }

    // MARK: - Random cases

    /// A random case and our expansion of it, or nil when the random parts make no valid rule.
    static func makeCase(
        id: Int, using random: inout SplitMix64
    ) throws -> (PeerCase, [String])? {
        let zoneName = zones[Int.random(in: 0..<zones.count, using: &random)]
        let zone = RecurrenceText.zone(zoneName)
        var start = randomStart(using: &random)
        let window = start.instant(in: zone).addingTimeInterval(
            Double(Int.random(in: -400 * 86_400...900 * 86_400, using: &random)))
        let to = window.addingTimeInterval(730 * 86_400)
        guard let rule = randomRule(start: &start, windowStart: window, using: &random) else { return nil }
        #expect(try RecurrenceRule(parsing: rule.text) == rule, "\(rule.text) does not read back")

        var recurrence = Recurrence(rule: rule, start: start, timeZone: zone)
        let plain = recurrence.occurrences(from: window, to: to, limit: Recurrence.maximumLimit).starts
        var exclusions: Set<Date> = []
        for _ in 0..<Int.random(in: 0...3, using: &random) where !plain.isEmpty {
            exclusions.insert(plain[Int.random(in: 0..<plain.count, using: &random)])
        }
        if Int.random(in: 0..<4, using: &random) == 0 { exclusions.insert(randomInstant(in: window..<to, &random)) }
        var inclusions: [Date] = []
        if Int.random(in: 0..<3, using: &random) == 0 {
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                inclusions.append(randomInstant(in: window..<to, &random))
            }
            if let repeated = plain.randomElement(using: &random) { inclusions.append(repeated) }
        }
        recurrence.exclusions = exclusions
        recurrence.inclusions = inclusions
        let starts = recurrence.occurrences(from: window, to: to, limit: Recurrence.maximumLimit).starts
        let wall =
            start.date.iso + "T"
            + [start.hour, start.minute, start.second].map { zeroPadded($0, 2) }.joined(
                separator: ":")
        let peerCase = PeerCase(
            id: id, rule: rule.text, dtstart: wall, tz: zoneName, from: RecurrenceText.utc(window),
            to: RecurrenceText.utc(to), exdates: exclusions.sorted().map(RecurrenceText.utc),
            rdates: inclusions.map(RecurrenceText.utc))
        return (peerCase, starts.map(RecurrenceText.utc))
    }

    /// A `DTSTART` in 2018–2030, often at the end of a month or in the small hours.
    static func randomStart(using random: inout SplitMix64) -> LocalDateTime {
        let year = Int.random(in: 2018...2030, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let length = CivilDays.daysInMonth(year: year, month: month)
        let day =
            Int.random(in: 0..<5, using: &random) == 0
            ? Int.random(in: 28...length, using: &random) : Int.random(in: 1...length, using: &random)
        let hour =
            Int.random(in: 0..<3, using: &random) == 0
            ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...23, using: &random)
        let minute = [0, 0, 15, 30, 45, Int.random(in: 0...59, using: &random)][Int.random(in: 0..<6, using: &random)]
        let second = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 0...59, using: &random) : 0
        let midnight = Int.random(in: 0..<8, using: &random) == 0
        return LocalDateTime(
            date: LocalDate(daysSince1970: CivilDays.days(year: year, month: month, day: day)),
            hour: midnight ? 0 : hour, minute: midnight ? 0 : minute, second: midnight ? 0 : second)
    }

    /// A random valid rule; moves `start` onto `WKST` for a `WEEKLY` rule with `BYSETPOS` (see
    /// the suite's notes).
    static func randomRule(
        start: inout LocalDateTime, windowStart: Date, using random: inout SplitMix64
    ) -> RecurrenceRule? {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        func some(_ values: [Int], _ most: Int) -> [Int] {
            (0..<Int.random(in: 1...most, using: &random)).map { _ in
                values[Int.random(in: 0..<values.count, using: &random)]
            }
        }
        let weekdays = RecurrenceRule.Weekday.allCases
        func plainDays(_ most: Int) -> [RecurrenceRule.WeekdayNumber] {
            some(Array(0..<7), most).map { RecurrenceRule.WeekdayNumber(weekdays[$0]) }
        }
        func numberedDays(_ ordinals: [Int]) -> [RecurrenceRule.WeekdayNumber] {
            some(Array(0..<7), 2).map { RecurrenceRule.WeekdayNumber(weekdays[$0], ordinal: some(ordinals, 1)[0]) }
        }
        let frequency = [RecurrenceRule.Frequency.daily, .weekly, .weekly, .monthly, .monthly, .yearly][
            Int.random(in: 0..<6, using: &random)]
        let interval =
            chance(50) ? 1 : chance(70) ? Int.random(in: 2...4, using: &random) : Int.random(in: 5...13, using: &random)
        let weekStart = chance(15) ? weekdays[Int.random(in: 0..<7, using: &random)] : .monday
        var byWeekNumber: [Int] = []
        if frequency == .yearly, chance(12) { byWeekNumber = some(Array(1...51) + [-1, -2, -3], 2) }
        let byMonth = chance(25) ? some(Array(1...12), 3) : []
        var byDay: [RecurrenceRule.WeekdayNumber] = []
        switch frequency {
        case .daily: if chance(25) { byDay = plainDays(5) }
        case .weekly: if chance(60) { byDay = plainDays(4) }
        case .monthly:
            if chance(50) { byDay = chance(50) ? plainDays(3) : numberedDays([1, 2, 3, 4, 5, -1, -2, -3, -5]) }
        case .yearly:
            if chance(35) {
                byDay =
                    chance(50) || !byWeekNumber.isEmpty
                    ? plainDays(2)
                    : numberedDays(
                        byMonth.isEmpty ? [1, 2, 5, 10, 20, 52, 53, -1, -2, -10, -53] : [1, 2, 4, 5, -1, -2, -5])
            }
        }
        let byMonthDay = frequency != .weekly && chance(30) ? some(Array(1...31) + Array(-31...(-1)), 3) : []
        let byYearDay = frequency == .yearly && chance(10) ? some(Array(1...366) + Array(-366...(-1)), 3) : []
        let byHour = chance(10) ? some(Array(0...23), 2) : []
        let byMinute = chance(5) ? some(Array(0...59), 2) : []
        let hasChoice =
            !(byDay.isEmpty && byMonthDay.isEmpty && byMonth.isEmpty && byYearDay.isEmpty
            && byWeekNumber.isEmpty && byHour.isEmpty && byMinute.isEmpty)
        let bySetPosition = hasChoice && chance(25) ? some([1, 2, 3, 4, -1, -2, -3], 2) : []
        if frequency == .weekly, !bySetPosition.isEmpty {
            let day = start.date.daysSince1970
            let back = CivilDays.floorDivide(RecurrencePlan.weekday(day) - weekStart.index, 7).remainder
            start.date = LocalDate(daysSince1970: day - back)
        }
        var end = RecurrenceRule.End.never
        if chance(40) {
            end = .count(
                chance(80)
                    ? Int.random(in: 1...40, using: &random)
                    : [1_000, 1_000_000_000][Int.random(in: 0...1, using: &random)])
        } else if chance(40) {
            let until = windowStart.addingTimeInterval(
                Double(Int.random(in: -30 * 86_400...900 * 86_400, using: &random)))
            let wall = LocalDateTime(until, offsetFromGMT: 0)
            let isMidnight = start.hour == 0 && start.minute == 0 && start.second == 0
            if isMidnight, byHour.isEmpty, byMinute.isEmpty, chance(30) {
                end = .until(.date(wall.date))
            } else if chance(25) {
                end = .until(.localTime(wall.date, hour: wall.hour, minute: wall.minute, second: wall.second))
            } else {
                end = .until(.utc(until))
            }
        }
        return try? RecurrenceRule(
            frequency: frequency, interval: interval, end: end, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth,
            byYearDay: byYearDay, byWeekNumber: byWeekNumber, byHour: byHour, byMinute: byMinute,
            bySetPosition: bySetPosition, weekStart: weekStart)
    }

    static func randomInstant(in range: Range<Date>, _ random: inout SplitMix64) -> Date {
        let seconds = Int(range.upperBound.timeIntervalSince(range.lowerBound))
        return range.lowerBound.addingTimeInterval(Double(Int.random(in: 0..<seconds, using: &random)))
    }
}
