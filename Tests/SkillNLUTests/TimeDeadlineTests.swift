import Foundation
import Testing

@testable import SkillNLU

/// Deadlines and windows from now (issue 15, item 2). "Now" is Wednesday 2026-12-02 10:00 in
/// Shanghai; rows written for the rules in docs/NLU.md, not taken from the corpus.
@Suite struct TimeDeadlineTests {
    static func check(_ text: String, _ expected: String, past: Bool = false) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai", past: past)
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context).map {
            "\($0.start)–\($0.end.map(\.description) ?? "nil") \($0.grain.rawValue)"
        }
        #expect(found.joined(separator: " | ") == expected, "\(text)")
    }

    @Test(arguments: [
        // The deadline day is included (the end is exclusive, as for every range); the window starts today.
        ("周四前交作业", "2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        ("12月8号之前报名", "2026-12-02T00:00:00–2026-12-09T00:00:00 day"),
        ("截止到下周一", "2026-12-02T00:00:00–2026-12-08T00:00:00 day"),
        ("最迟明天回复", "2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        ("reply by Friday", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        // English "before" excludes the day.
        ("finish it before Friday", "2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        // A clock deadline starts at the current minute.
        ("下午4点以前打给我", "2026-12-02T10:00:00–2026-12-02T16:00:00 hour"),
        ("no later than 6pm", "2026-12-02T10:00:00–2026-12-02T18:00:00 hour"),
        // Not deadlines: 前天, a past point, 前后.
        ("前天的会", "2026-11-30T00:00:00–nil day"),
        ("周五前后见", "2026-12-04T00:00:00–nil day"),
    ])
    func deadlines(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test func aPastPointIsNoDeadline() {
        Self.check("上周五之前花了200", "2026-11-27T00:00:00–nil day", past: true)
    }

    @Test(arguments: [
        ("三天内处理", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        ("未来两周的安排", "2026-12-02T00:00:00–2026-12-16T00:00:00 day"),
        ("一个月以内", "2026-12-02T00:00:00–2027-01-02T00:00:00 day"),
        ("三个小时内", "2026-12-02T10:00:00–2026-12-02T13:00:00 minute"),
        ("within 3 days", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        ("over the next two weeks", "2026-12-02T00:00:00–2026-12-16T00:00:00 day"),
        ("in the next 45 minutes", "2026-12-02T10:00:00–2026-12-02T10:45:00 minute"),
        ("the next three days", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        // A number of units with neither a window word before nor 内 after is not a window.
        ("三天的假", ""),
    ])
    func windows(_ text: String, _ expected: String) { Self.check(text, expected) }
}

/// A chore this week is due by Sunday: the rest of the week from today (CONVENTIONS §6); a
/// question or a state keeps the whole week.
@Suite struct ChoreThisWeekTests {
    @Test(arguments: [
        ("file the receipts this week", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("cold room fixed this week", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("final cut out this week.", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("what did i spend this week", "2026-11-30T00:00:00–2026-12-07T00:00:00 day"),
        ("busy this week", "2026-11-30T00:00:00–2026-12-07T00:00:00 day"),
        ("order the vaccine this week?", "2026-11-30T00:00:00–2026-12-07T00:00:00 day"),
    ])
    func week(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// A day that owns a thing ("tmrw's lesson list", 明天的课表) beside a deadline at a clock is no
/// time of its own; "tomorrow's dinner at 7" is still tomorrow at 7.
@Suite struct OwnerDayBesideADeadlineTests {
    @Test(arguments: [
        ("send tmrw's lesson list by 10pm", "2026-12-02T10:00:00–2026-12-02T22:00:00 hour"),
        ("今晚十点前把明天的课表发给学员", "2026-12-02T10:00:00–2026-12-02T22:00:00 hour"),
        ("tomorrow's dinner at 7", "2026-12-03T19:00:00–nil hour"),
    ])
    func times(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}
