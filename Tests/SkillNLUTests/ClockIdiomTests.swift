import Foundation
import Testing

@testable import SkillNLU

/// Clock idioms, durations and anchors (docs/NLU.md, "Clock idioms", "Durations and anchors").
/// "Now" is Wednesday 2026-12-02 10:00 unless a row says otherwise; Chinese rows in Shanghai,
/// English rows in New York.
@Suite struct ClockIdiomTests {
    static let wednesday = "2026-12-02T10:00:00"
    static let lateEvening = "2027-03-15T21:30:00"

    /// The start of the single time entity in `text`, `"none"` when there is none, `"several"`.
    static func start(_ text: String, now: String = wednesday, english: Bool = false, past: Bool = false) -> String {
        let zone = english ? "America/New_York" : "Asia/Shanghai"
        let found = TimeRecognizer().entities(
            in: NormalizedText(text), context: TimeTestSupport.context(now, zone, past: past))
        if found.isEmpty { return "none" }
        return found.count == 1 ? found[0].start.description : "several: \(found.map(TimeTestSupport.describe))"
    }

    @Test(arguments: [
        ("差十分七点开门", "2026-12-02T18:50:00"), ("差一刻十点出发", "2026-12-03T09:45:00"),
        ("十点差五分", "2026-12-03T09:55:00"), ("下午三点差一刻", "2026-12-02T14:45:00"),
        ("差5分12点", "2026-12-02T11:55:00"), ("四点过十分", "2026-12-02T16:10:00"),
        ("九点过一刻", "2026-12-03T09:15:00"), ("11点零5分", "2026-12-02T11:05:00"),
        ("六点三刻", "2026-12-02T18:45:00"), ("差不多八点到", "2026-12-03T08:00:00"),
        ("早六点半", "2026-12-03T06:30:00"), ("晚十点", "2026-12-02T22:00:00"),
        ("明早七点一刻", "2026-12-03T07:15:00"), ("今晚十二点", "2026-12-03T00:00:00"),
        ("今晚一点", "2026-12-03T01:00:00"), ("深夜两点", "2026-12-03T02:00:00"),
        ("深夜十一点", "2026-12-02T23:00:00"), ("半夜三点", "2026-12-03T03:00:00"),
        ("午夜十二点半", "2026-12-03T00:30:00"), ("午夜", "2026-12-03T00:00:00"),
        ("深夜", "2026-12-02T23:00:00"), ("两点点的奶茶", "2026-12-02T14:00:00"),
        ("差一刻钟八点", "2026-12-03T07:45:00"), ("十点过半", "2026-12-02T10:30:00"),
        ("周四一早", "2026-12-03T06:00:00"), ("周五三点到四点", "2026-12-04T15:00:00"),
    ])
    func chineseClocks(_ text: String, _ expected: String) { #expect(Self.start(text) == expected, "\(text)") }

    @Test func chineseMinutesBeforeFollowTheNamedHour() {
        // The named hour 10 is read first (22:00 at 21:30), then ten minutes are taken off.
        #expect(Self.start("差十分十点", now: Self.lateEvening) == "2027-03-15T21:50:00")
        #expect(Self.start("深夜一点", now: "2026-12-02T00:30:00") == "2026-12-02T01:00:00")
    }

    @Test(arguments: [
        ("a quarter past five", "2026-12-02T17:15:00"), ("quarter to ten", "2026-12-03T09:45:00"),
        ("at twenty to four", "2026-12-02T15:40:00"), ("half past nine tomorrow", "2026-12-03T09:30:00"),
        ("ten past two in the afternoon", "2026-12-02T14:10:00"), ("five to midnight", "2026-12-02T23:55:00"),
        ("meet at twenty-five to six", "2026-12-02T17:35:00"), ("at ten of eight tomorrow", "2026-12-03T07:50:00"),
        ("20 past 7", "2026-12-02T19:20:00"), ("at half six", "2026-12-02T18:30:00"),
        ("call at eight forty-five tomorrow", "2026-12-03T08:45:00"), ("six thirty", "2026-12-02T18:30:00"),
        ("nine oh five tomorrow", "2026-12-03T09:05:00"), ("8.15 pm", "2026-12-02T20:15:00"),
        ("at 6.30", "2026-12-02T18:30:00"), ("830pm", "2026-12-02T20:30:00"),
        ("eleven-ish", "2026-12-02T11:00:00"), ("around 4ish", "2026-12-02T16:00:00"),
        ("noonish", "2026-12-02T12:00:00"), ("10 at night", "2026-12-02T22:00:00"),
        // A clock in words with am/pm; a day ten words before its clock (session 29).
        ("flight at seven a.m. tomorrow", "2026-12-03T07:00:00"), ("dinner at eight pm", "2026-12-02T20:00:00"),
        ("Thursday I've got the visa appointment, be there at 10:30am", "2026-12-03T10:30:00"),
    ])
    func englishClocks(_ text: String, _ expected: String) {
        #expect(Self.start(text, now: "2026-12-02T10:00:00", english: true) == expected, "\(text)")
    }

    @Test(arguments: [
        ("0845开会", "2026-12-03T08:45:00"), ("2100集合", "2026-12-02T21:00:00"),
        ("明天0700出发", "2026-12-03T07:00:00"), ("1730h", "2026-12-02T17:30:00"),
        ("at 1515", "2026-12-02T15:15:00"), ("2200 hrs", "2026-12-02T22:00:00"),
        ("tomorrow 0600", "2026-12-03T06:00:00"), ("周五0930开会", "2026-12-04T09:30:00"),
        ("12月5号0700出发", "2026-12-05T07:00:00"), ("1245 lunch with Sam", "2026-12-02T12:45:00"),
    ])
    func fourDigitClocks(_ text: String, _ expected: String) { #expect(Self.start(text) == expected, "\(text)") }

    @Test(arguments: [
        "five to ten people", "we need five to ten chairs", "a quarter of the budget", "half the team",
        "from five to ten", "twelve to one", "married at seventeen", "5号楼0930", "wait five to ten minutes",
        "lunch was twelve fifty",
        "the score was ten to nine", "Room 1130 please",
        "2027 plans", "1500 dollars", "spent 1130 on lunch", "call 13912340930", "this time I win",
        "not this time", "差不多十个人", "过去的事就算了", "过来一下", "超过两天", "过了两天", "差一点迟到", "早一点",
        "晚一点到", "尾号0930", "密码是0930", "编号B-0930", "1900人参加", "这个点子不错", "这个时候他在干嘛", "三刻钟",
    ])
    func notClocks(_ text: String) {
        #expect(Self.start(text, english: text.first?.isASCII == true) == "none", "\(text)")
    }

    @Test(arguments: [
        ("一刻钟之后", "2026-12-02T10:15:00"), ("三刻钟以后", "2026-12-02T10:45:00"),
        ("三天半以后", "2026-12-05T22:00:00"), ("半天后", "2026-12-02T22:00:00"),
        ("一年半后", "2028-06-02T00:00:00"), ("半年以前", "2026-06-02T00:00:00"),
        ("半个月以后", "2026-12-17T00:00:00"), ("三小时四十分钟后", "2026-12-02T13:40:00"),
        ("过五分钟", "2026-12-02T10:05:00"), ("再过三天", "2026-12-05T00:00:00"),
        ("过半个钟头", "2026-12-02T10:30:00"), ("两个月后的今天", "2027-02-02T00:00:00"),
        ("后天这个点", "2026-12-04T10:00:00"), ("下个月此时", "2027-01-02T10:00:00"),
        ("一周后的这个时候", "2026-12-09T10:00:00"),
    ])
    func chineseDurations(_ text: String, _ expected: String) { #expect(Self.start(text) == expected, "\(text)") }

    @Test(arguments: [
        ("in four and a half hours", "2026-12-02T14:30:00"), ("two hours and a half from now", "2026-12-02T12:30:00"),
        ("in an hour and 10 minutes", "2026-12-02T11:10:00"), ("a quarter of an hour later", "2026-12-02T10:15:00"),
        ("in half an hour", "2026-12-02T10:30:00"), ("in 2.5 hours", "2026-12-02T12:30:00"),
        ("two fortnights from now", "2026-12-30T00:00:00"), ("half a year ago", "2026-06-02T00:00:00"),
        ("three months from today", "2027-03-02T00:00:00"), ("same time tomorrow", "2026-12-03T10:00:00"),
        ("this time next week", "2026-12-09T10:00:00"), ("same time on Saturday", "2026-12-05T10:00:00"),
        ("tomorrow same time", "2026-12-03T10:00:00"), ("a day and a half later", "2026-12-03T22:00:00"),
        ("in a couple hours", "2026-12-02T12:00:00"), ("in twenty-five minutes", "2026-12-02T10:25:00"),
        ("forty-five minutes from now", "2026-12-02T10:45:00"), ("thirteen days ago", "2026-11-19T00:00:00"),
        ("two hours 30 minutes from now", "2026-12-02T12:30:00"),
    ])
    func englishDurations(_ text: String, _ expected: String) {
        #expect(Self.start(text, english: true) == expected, "\(text)")
    }

    @Test func anchorsKeepTheCurrentMinute() {
        #expect(Self.start("明天这个时候", now: "2027-11-03T16:45:00") == "2027-11-04T16:45:00")
        #expect(Self.start("same time next week", now: "2027-11-03T16:45:00", english: true) == "2027-11-10T16:45:00")
    }
}
