import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import StandardSkills

/// Deleting and changing one occurrence of a repeating event, this and the following ones, or the
/// whole series, in Chinese and English — with the approval saying which. The harness is a real
/// SQLite file in Shanghai on Wed 2 Dec 2026, 09:00.
@Suite struct CalendarSeriesScopeTests {
    // MARK: - Delete

    @Test func deletingOneOccurrenceThisAndFollowingAndTheSeriesInChinese() async throws {
        let (harness, asked) = try SeriesTest.asking()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "羽毛球", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE;COUNT=6"])
        // A day said: that occurrence only (the default).
        let one = await harness.run("calendar.delete", ["title": "羽毛球", "date": "2026-12-16"], request: "取消12月16日的羽毛球")
        #expect(one.text == "已删除日程：羽毛球 ↻ · 12月16日 周三 19:00–20:00（只删这一次，其他照旧）")
        // This and the following ones.
        let following = await harness.run(
            "calendar.delete", ["title": "羽毛球", "date": "2027-01-06", "scope": "following"],
            request: "1月6日起的羽毛球都取消")
        #expect(following.text == "已删除日程：羽毛球 · 2027年1月6日 周三 起的所有重复（之前的保留）")
        let left = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2027-01-31"])
        #expect(
            left.data?["events"]?.arrayValue?.map { $0["start"] } == [
                "2026-12-09T11:00:00Z", "2026-12-23T11:00:00Z", "2026-12-30T11:00:00Z",
            ])
        // No day said: the whole series (COUNT counts the 16th too, as RFC 5545 does).
        let all = await harness.run("calendar.delete", ["title": "羽毛球"], request: "删除羽毛球")
        #expect(all.text == "已删除重复日程：羽毛球 · 每周三 19:00，共4次（全部）")
        let none = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2027-01-31"])
        #expect(none.data?["events"] == [])
        #expect(
            asked.all == [
                "删除日程“羽毛球” 12月16日 周三 19:00–20:00 这一次",
                "删除日程“羽毛球” 2027年1月6日 周三 19:00–20:00 这一次以及之后的所有",
                "删除日程“羽毛球”的所有重复（每周三 19:00，共4次）",
            ])
    }

    @Test func deletingInEachScopeInEnglish() async throws {
        let (harness, asked) = try SeriesTest.asking(timeZone: SeriesTest.newYork, locale: "en_US")
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "Badminton", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
        let one = await harness.run("calendar.delete", ["title": "badminton", "date": "2026-12-16"])
        #expect(one.text == "Deleted: Badminton ↻ · Wed 16 Dec, 19:00–20:00 (this one only; the others stay)")
        let following = await harness.run(
            "calendar.delete", ["title": "badminton", "date": "2026-12-30", "scope": "following"])
        #expect(following.text == "Deleted: Badminton from Wed 30 Dec on (the earlier ones stay)")
        let all = await harness.run("calendar.delete", ["title": "badminton", "scope": "series"])
        #expect(all.text.hasPrefix("Deleted every occurrence of Badminton (every Wednesday at 19:00, until "))
        #expect(
            Array(asked.all.prefix(2)) == [
                "Delete “Badminton” Wed 16 Dec, 19:00–20:00 only",
                "Delete “Badminton” Wed 30 Dec, 19:00–20:00 and every one after it",
            ])
        #expect(asked.all.last?.hasPrefix("Delete every occurrence of “Badminton” (every Wednesday at 19:00") == true)
    }

    /// Deleting the only occurrence left removes the series; the id from a listing names one
    /// occurrence.
    @Test func anOccurrenceIsAddressedByItsListingIDAndTheLastOneTakesTheSeries() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "复诊", "start": "2026-12-10T10:00", "repeat": "FREQ=WEEKLY;COUNT=2"])
        let listed = await harness.run("calendar.list", ["from": "2026-12-01", "to": "2026-12-31"])
        let ids = listed.data?["events"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(ids.count == 2)
        let second = await harness.run("calendar.delete", ["id": .string(ids[1])])
        #expect(second.text == "已删除日程：复诊 ↻ · 12月17日 周四 10:00–11:00（只删这一次，其他照旧）")
        let first = await harness.run("calendar.delete", ["id": .string(ids[0])])
        #expect(first.text == "已删除日程：复诊 ↻ · 12月10日 周四 10:00–11:00（这是最后一次，整个重复日程已删除）")
        let gone = await harness.run("calendar.delete", ["id": .string(ids[0])])
        #expect(gone.error != nil || gone.text.hasPrefix("没有找到这个日程"), "\(gone.text)")
    }

    @Test func aSeriesCardsDeleteButtonAsksAboutEveryOccurrence() async throws {
        let (harness, asked) = try SeriesTest.asking()
        defer { harness.cleanUp() }
        let created = await harness.run(
            "calendar.create", ["title": "羽毛球", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
        let button = try #require(created.ui.map(CalendarSkillTests.deleteButtons)?.first)
        let deleted = await harness.agent.perform(
            UIAction(componentID: button.id, action: "delete", payload: button.payload), messageID: created.id)
        #expect(asked.all == ["删除日程“羽毛球”的所有重复（每周三 19:00）"])
        #expect(deleted.text == "已删除重复日程：羽毛球 · 每周三 19:00（全部）")
    }

    // MARK: - Update

    @Test func changingOneOccurrenceThisAndFollowingAndTheSeriesInChinese() async throws {
        let (harness, asked) = try SeriesTest.asking()
        defer { harness.cleanUp() }
        let created = await harness.run(
            "calendar.create", ["title": "羽毛球", "start": "2026-12-09T19:00", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
        let uid = try #require(created.data?["uid"]?.stringValue)
        // One occurrence moves to Thursday 20:00.
        let one = await harness.run(
            "calendar.update", ["title": "羽毛球", "date": "2026-12-16", "start": "2026-12-17T20:00"],
            request: "把12月16日的羽毛球改到周四晚上8点")
        #expect(one.text == "已修改日程：羽毛球 ↻ · 12月17日 周四 20:00–21:00（只改这一次）")
        // The whole series moves to 18:00; the moved occurrence stays where it was put.
        let series = await harness.run("calendar.update", ["title": "羽毛球", "new_time": "18:00"], request: "羽毛球都改到6点")
        #expect(series.text == "已修改重复日程：羽毛球 · 每周三 18:00 · 下次 12月9日 周三 18:00–19:00")
        // From 6 January on, at 21:00 and called 夜场羽毛球: a new series.
        let following = await harness.run(
            "calendar.update",
            ["title": "羽毛球", "date": "2027-01-06", "new_time": "21:00", "new_title": "夜场羽毛球", "scope": "following"],
            request: "从1月6日起羽毛球改到晚上9点")
        #expect(following.text == "已修改日程：夜场羽毛球 · 从 2027年1月6日 周三 起改为每周三 21:00（之前的不变）")
        #expect(following.data?["newUID"] != nil)
        #expect(following.data?["newUID"] != .string(uid))
        let listed = await harness.run("calendar.list", ["from": "2026-12-07", "to": "2027-01-17"])
        #expect(
            SeriesTest.lines(listed) == [
                "- 羽毛球 ↻ · 12月9日 周三 18:00–19:00", "- 羽毛球 ↻ · 12月17日 周四 20:00–21:00",
                "- 羽毛球 ↻ · 12月23日 周三 18:00–19:00", "- 羽毛球 ↻ · 12月30日 周三 18:00–19:00",
                "- 夜场羽毛球 ↻ · 2027年1月6日 周三 21:00–22:00", "- 夜场羽毛球 ↻ · 2027年1月13日 周三 21:00–22:00",
            ])
        #expect(
            asked.all == [
                "修改日程“羽毛球” 12月16日 周三 19:00–20:00 → 12月17日 周四 20:00–21:00（仅这一次）",
                "修改日程“羽毛球”的所有重复（每周三 19:00） → 每周三 18:00",
                "修改日程“羽毛球” 2027年1月6日 周三 18:00–19:00 → 2027年1月6日 周三 21:00–22:00，改名为“夜场羽毛球”（这一次以及之后的所有）",
            ])
    }

    @Test func changingInEachScopeInEnglish() async throws {
        let (harness, asked) = try SeriesTest.asking(timeZone: SeriesTest.newYork, locale: "en_US")
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create",
            ["title": "Piano lesson", "start": "2026-12-07T16:00", "repeat": "FREQ=WEEKLY;BYDAY=MO;COUNT=8"])
        let one = await harness.run(
            "calendar.update", ["title": "piano", "date": "2026-12-14", "location": "Studio B"])
        #expect(one.text == "Updated: Piano lesson ↻ · Mon 14 Dec, 16:00–17:00 · Studio B (this one only)")
        let following = await harness.run(
            "calendar.update", ["title": "piano", "date": "2026-12-28", "new_time": "17:00", "scope": "following"])
        #expect(
            following.text
                == "Updated: Piano lesson from Mon 28 Dec on: every Monday at 17:00, 5 times (the earlier ones stay)")
        // Moving that Monday to a Tuesday (a week later, even) moves every one to Tuesdays.
        let series = await harness.run(
            "calendar.update", ["title": "piano", "date": "2026-12-28", "new_date": "2027-01-05", "scope": "series"])
        #expect(
            series.text
                == "Updated the repeating event: Piano lesson · every Tuesday at 17:00, 5 times · next Tue 29 Dec, 17:00–18:00"
        )
        #expect(
            asked.all == [
                "Update “Piano lesson” Mon 14 Dec, 16:00–17:00, at Studio B (this one only)",
                "Update “Piano lesson” Mon 28 Dec, 16:00–17:00 → Mon 28 Dec, 17:00–18:00 (this one and every one after it)",
                "Update every occurrence of “Piano lesson” (every Monday at 17:00, 5 times) → every Tuesday at 17:00, 5 times",
            ])
    }

    /// Moving a whole series to another clock keeps its exceptions and overrides on their days.
    @Test func aSeriesMoveKeepsExceptionsAndOverrides() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "瑜伽", "start": "2026-12-07T07:00", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        _ = await harness.run("calendar.delete", ["title": "瑜伽", "date": "2026-12-10"])
        _ = await harness.run("calendar.update", ["title": "瑜伽", "date": "2026-12-14", "new_title": "瑜伽（加课）"])
        let moved = await harness.run("calendar.update", ["title": "瑜伽", "new_time": "07:30", "scope": "series"])
        #expect(moved.data?["dropped"] == 0)
        let listed = await harness.run("calendar.list", ["from": "2026-12-07", "to": "2026-12-17"])
        #expect(
            SeriesTest.lines(listed) == [
                "- 瑜伽 ↻ · 12月7日 周一 07:30–08:30", "- 瑜伽（加课） ↻ · 12月14日 周一 07:30–08:30",
                "- 瑜伽 ↻ · 12月17日 周四 07:30–08:30",
            ])
        // A monthly rule on fixed days cannot move by days; the answer says what to do instead.
        _ = await harness.run(
            "calendar.create", ["title": "房租", "start": "2026-12-15T10:00", "repeat": "FREQ=MONTHLY;BYMONTHDAY=15"])
        let refused = await harness.run("calendar.update", ["title": "房租", "new_date": "2026-12-16"])
        #expect(refused.error?.message(in: .chinese).contains("无法整体挪到别的日子") == true, "\(refused.text)")
    }
}
