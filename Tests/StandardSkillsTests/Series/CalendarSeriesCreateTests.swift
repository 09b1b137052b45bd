import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import StandardSkills

/// Repeating events made and listed through the calendar skills, in Chinese and English: the rule in
/// words, the first occurrence, a start the rule moves, bad rules, all-day series, overlaps, and
/// occurrences listed in another zone. The harness is a real SQLite file in Shanghai on Wed 2 Dec
/// 2026, 09:00.
@Suite struct CalendarSeriesCreateTests {
    // MARK: - Create and list

    @Test func aWeeklySeriesIsCreatedFromItsFirstWednesdayAndListed() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        // Asked from Thursday 3 Dec: the first Wednesday is the 9th.
        let created = await harness.run(
            "calendar.create",
            ["title": "羽毛球", "start": "2026-12-03T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE;UNTIL=20261223"],
            request: "每周三晚上7点打羽毛球，到12月23日")
        #expect(
            created.text
                == "已创建重复日程：羽毛球 · 每周三 19:00，到2026年12月23日 · 首次 12月9日 周三 19:00–20:00"
                + "（12月3日 周四 19:00 不是其中一次，所以从 12月9日 周三 19:00 开始）")
        // UNTIL as a date means through that day in Shanghai: 23:59:59 there, in UTC.
        #expect(created.data?["repeat"] == "FREQ=WEEKLY;UNTIL=20261223T155959Z;BYDAY=WE")
        #expect(created.data?["start"] == "2026-12-09T11:00:00Z")
        #expect(created.ui.map(CalendarSkillTests.deleteButtons)?.count == 1)

        let listed = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2026-12-31"])
        #expect(
            SeriesTest.lines(listed) == [
                "- 羽毛球 ↻ · 12月9日 周三 19:00–20:00", "- 羽毛球 ↻ · 12月16日 周三 19:00–20:00",
                "- 羽毛球 ↻ · 12月23日 周三 19:00–20:00",
            ])
        let first = try #require(listed.data?["events"]?[0])
        let uid = try #require(created.data?["uid"]?.stringValue)
        #expect(first["uid"] == .string(uid))
        #expect(first["recurrenceID"] == "2026-12-09T11:00:00Z")
        #expect(first["id"] == .string(uid + "#2026-12-09T11:00:00Z"))
        #expect(first["repeats"] == true)
    }

    @Test func anEnglishSeriesSaysItsRuleAndCount() async throws {
        let harness = try SkillHarness(timeZone: SeriesTest.newYork, locale: "en_US")
        defer { harness.cleanUp() }
        let created = await harness.run(
            "calendar.create",
            [
                "title": "Standup", "start": "2026-12-07T09:00", "end": "2026-12-07T09:15",
                "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10",
            ])
        #expect(
            created.text
                == "Added a repeating event: Standup · every weekday at 09:00, 10 times · first Mon 7 Dec, 09:00–09:15")
        let listed = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2026-12-31"])
        #expect(listed.data?["events"]?.arrayValue?.count == 10)
        #expect(SeriesTest.lines(listed).last == "- Standup ↻ · Fri 18 Dec, 09:00–09:15")
    }

    @Test(arguments: [
        ("FREQ=HOURLY", "FREQ=HOURLY is not supported", "不支持 FREQ=HOURLY"),
        ("FREQ=WEEKLY;BYDAY=XX", "BYDAY value 'XX' is not a weekday", "BYDAY 的值“XX”不是星期"),
        ("FREQ=DAILY;COUNT=3;UNTIL=20270101", "COUNT and UNTIL are both given", "同时写了 COUNT"),
        ("every wednesday", "part 'every wednesday' has no value", "“every wednesday”缺少值"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "gives no occurrence on or after the start", "没有任何一次"),
    ])
    func aBadRuleNamesItsPartInBothLanguagesAndNothingIsStored(_ rule: String, _ english: String, _ chinese: String)
        async throws
    {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let reply = await harness.run(
            "calendar.create", ["title": "x", "start": "2026-12-03T09:00", "repeat": .string(rule)])
        let error = try #require(reply.error)
        #expect(error.message(in: .english).contains(english), "\(error.message(in: .english))")
        #expect(error.message(in: .chinese).contains(chinese), "\(error.message(in: .chinese))")
        let list = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2027-12-31"])
        #expect(list.data?["events"] == [])
    }

    @Test func anAllDayStartMakesAnAllDaySeries() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let created = await harness.run(
            "calendar.create", ["title": "纪念日", "start": "2027-03-03", "repeat": "FREQ=YEARLY;UNTIL=20290303"])
        #expect(created.text == "已创建重复日程：纪念日 · 每年3月3日，到2029年3月3日 · 首次 2027年3月3日 周三 全天")
        #expect(created.data?["allDay"] == true)
        #expect(created.data?["repeat"] == "FREQ=YEARLY;UNTIL=20290303")
        let listed = await harness.run("calendar.list", ["from": "2027-01-01", "to": "2030-12-31"])
        #expect(
            listed.data?["events"]?.arrayValue?.map { $0["start"] } == [
                "2027-03-02T16:00:00Z", "2028-03-02T16:00:00Z", "2029-03-02T16:00:00Z",
            ])
    }

    @Test func theOverlapWarningNamesTheOccurrenceThatOverlaps() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("calendar.create", ["title": "开会", "start": "2026-12-16T19:30"])
        let created = await harness.run(
            "calendar.create", ["title": "羽毛球", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
        #expect(
            created.text
                == "已创建重复日程：羽毛球 · 每周三 19:00 · 首次 12月9日 周三 19:00–20:00（注意：12月16日 周三 那次与「开会」时间重叠）")
        #expect(created.data?["firstOverlap"] == "2026-12-16T11:00:00Z")

        let english = try SkillHarness(timeZone: SeriesTest.newYork, locale: "en_US")
        defer { english.cleanUp() }
        _ = await english.run("calendar.create", ["title": "Dentist", "start": "2026-12-10T09:30"])
        // Past the first ten occurrences, no warning is looked for.
        _ = await english.run("calendar.create", ["title": "Flu shot", "start": "2026-12-21T09:30"])
        let standup = await english.run(
            "calendar.create", ["title": "Standup", "start": "2026-12-07T09:00", "repeat": "FREQ=DAILY"])
        #expect(
            standup.text
                == "Added a repeating event: Standup · every day at 09:00 · first Mon 7 Dec, 09:00–10:00."
                + " Note: the one on Thu 10 Dec overlaps “Dentist”.")
    }

    /// A series made in Shanghai at 19:00 is at 06:00 in New York (EST), and a series made in New
    /// York at 09:00 stays at 09:00 there across the spring change.
    @Test func seriesAreListedAtTheRightInstantsFromAnotherZone() async throws {
        let shanghai = try SkillHarness()
        defer { shanghai.cleanUp() }
        _ = await shanghai.run(
            "calendar.create", ["title": "羽毛球", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
        let newYork = try SkillHarness(directory: shanghai.directory, timeZone: SeriesTest.newYork, locale: "en_US")
        _ = await newYork.run(
            "calendar.create", ["title": "Gym", "start": "2027-03-08T09:00", "repeat": "FREQ=WEEKLY;BYDAY=MO"])
        let december = await newYork.run("calendar.list", ["from": "2026-12-09", "to": "2026-12-09"])
        #expect(SeriesTest.lines(december) == ["- 羽毛球 ↻ · Wed 9 Dec, 06:00–07:00"])
        let march = await newYork.run("calendar.list", ["from": "2027-03-08", "to": "2027-03-15"])
        #expect(
            SeriesTest.lines(march).filter { $0.contains("Gym") } == [
                "- Gym ↻ · Mon 8 Mar 2027, 09:00–10:00", "- Gym ↻ · Mon 15 Mar 2027, 09:00–10:00",
            ])
        #expect(
            march.data?["events"]?.arrayValue?.filter { $0["title"] == "Gym" }.map { $0["start"] } == [
                "2027-03-08T14:00:00Z", "2027-03-15T13:00:00Z",
            ])
    }
}
