import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import StandardSkills

@Suite struct CalendarSkillTests {
    @Test func aCreatedEventIsListedAndSurvivesARestart() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let created = await harness.run("calendar.create", ["title": "开会", "start": "2026-12-03T15:00:00"])
        #expect(created.error == nil)
        #expect(created.text == "已创建日程：开会 · 12月3日 周四 15:00–16:00")
        #expect(created.data?["start"] == "2026-12-03T07:00:00Z")
        #expect(created.data?["end"] == "2026-12-03T08:00:00Z")
        #expect(created.ui.map(Self.deleteButtons)?.count == 1)

        let restarted = try SkillHarness(directory: harness.directory)
        let listed = await restarted.run("calendar.list", ["from": "明天", "to": "明天"])
        #expect(listed.text == "12月3日 周四共 1 个日程：\n- 开会 · 12月3日 周四 15:00–16:00")
        #expect(listed.data?["events"]?[0]?["title"] == "开会")
    }

    @Test func anOverlapIsPointedOut() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("calendar.create", ["title": "开会", "start": "2026-12-03T15:00"])
        let second = await harness.run(
            "calendar.create", ["title": "面试", "start": "2026-12-03T15:30", "end": "2026-12-03T16:30"])
        #expect(second.text == "已创建日程：面试 · 12月3日 周四 15:30–16:30（注意：与「开会」时间重叠）")
        #expect(second.data?["overlaps"]?.arrayValue?.count == 1)
    }

    @Test(arguments: [
        ("明天", true, "2026-12-02T16:00:00Z", "2026-12-03T16:00:00Z"),
        ("2026-12-03T15:00:00Z", false, "2026-12-03T15:00:00Z", "2026-12-03T16:00:00Z"),
        ("2026-12-03 09:30+01:00", false, "2026-12-03T08:30:00Z", "2026-12-03T09:30:00Z"),
    ])
    func startsAreReadInTheRightZone(_ start: String, _ allDay: Bool, _ utcStart: String, _ utcEnd: String) async throws
    {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let reply = await harness.run("calendar.create", ["title": "x", "start": .string(start)])
        #expect(reply.data?["allDay"] == .bool(allDay))
        #expect(reply.data?["start"] == .string(utcStart))
        #expect(reply.data?["end"] == .string(utcEnd))
    }

    @Test func aNewYorkSummerTimeIsConvertedWithDaylightSaving() async throws {
        let harness = try SkillHarness(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt, locale: "en_US")
        defer { harness.cleanUp() }
        let july = await harness.run("calendar.create", ["title": "BBQ", "start": "2027-07-04T12:00"])
        #expect(july.data?["start"] == "2027-07-04T16:00:00Z")
        let january = await harness.run("calendar.create", ["title": "Ski", "start": "2027-01-04T12:00"])
        #expect(january.data?["start"] == "2027-01-04T17:00:00Z")
        let overlapping = await harness.run("calendar.create", ["title": "Run", "start": "2027-01-04T12:30"])
        #expect(
            overlapping.text == "Added to your calendar: Run · Mon 4 Jan 2027, 12:30–13:30. Note: it overlaps “Ski”.")
    }

    @Test(arguments: [
        ("tomorrow at 3", "start 'tomorrow at 3' is not a date and time"),
        ("2026-02-30T10:00", "is not a date and time"),
        ("2026-12-03T25:00", "is not a date and time"),
    ])
    func badStartsGetAClearAnswerAndNothingIsStored(_ start: String, _ expected: String) async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let reply = await harness.run("calendar.create", ["title": "x", "start": .string(start)])
        #expect(reply.error?.message(in: .english).contains(expected) == true, "\(reply.text)")
        let list = await harness.run("calendar.list", ["from": "2026-01-01", "to": "2027-12-31"])
        #expect(list.data?["events"] == [])
    }

    @Test func deletingNeedsApprovalAndNobodyMeansNo() async throws {
        let harness = try SkillHarness(approver: .nobody)
        defer { harness.cleanUp() }
        let created = await harness.run("calendar.create", ["title": "开会", "start": "2026-12-03T15:00"])
        let uid = created.data?["uid"] ?? .null
        let denied = await harness.run("calendar.delete", ["id": uid])
        guard case .permissionDenied? = denied.error else {
            Issue.record("expected a denial, got \(denied.text)")
            return
        }
        #expect(denied.text.contains("没有执行「删除日程」"))
        let still = await harness.run("calendar.list", ["from": "明天", "to": "明天"])
        #expect(still.data?["events"]?.arrayValue?.count == 1)
        let audit = try await harness.audit.recent()
        #expect(audit.map(\.outcome) == ["denied", "succeeded"])
        #expect(audit.map(\.skillID) == ["calendar.delete", "calendar.create"])
    }

    @Test func severalMatchesAreListedWithADeleteButtonEach() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("calendar.create", ["title": "开会 A", "start": "2026-12-03T09:00"])
        _ = await harness.run("calendar.create", ["title": "开会 B", "start": "2026-12-03T14:00"])
        let reply = await harness.run("calendar.delete", ["title": "开会", "date": "明天"])
        #expect(reply.text.hasPrefix("找到 2 个匹配的日程，请选择要删除的："))
        let buttons = reply.ui.map(Self.deleteButtons) ?? []
        #expect(buttons.count == 2)
        guard let first = buttons.first else { return }
        let tapped = await harness.agent.perform(
            UIAction(componentID: first.id, action: "delete", payload: first.payload), messageID: reply.id)
        #expect(tapped.text.hasPrefix("已删除日程：开会 A"))
        let left = await harness.run("calendar.list", ["from": "明天", "to": "明天"])
        #expect(left.data?["events"]?.arrayValue?.map { $0["title"] } == ["开会 B"])
    }

    @Test func updateMovesAndKeepsTheLength() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "calendar.create", ["title": "开会", "start": "2026-12-03T15:00", "end": "2026-12-03T17:00"])
        let moved = await harness.run("calendar.update", ["title": "开会", "start": "2026-12-04T10:00"])
        #expect(moved.text == "已修改日程：开会 · 12月4日 周五 10:00–12:00")
        let renamed = await harness.run("calendar.update", ["title": "开会", "new_title": "周会"])
        #expect(renamed.text.hasPrefix("已修改日程：周会"))
    }

    static func deleteButtons(_ tree: SKComponent) -> [SKButton] {
        var found: [SKButton] = []
        func visit(_ node: SKComponent) {
            if case .button(let button) = node, button.action == "delete" { found.append(button) }
            node.children.forEach(visit)
        }
        visit(tree)
        return found
    }
}
