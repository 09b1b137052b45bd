import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Synchronization
import Testing

@testable import StandardSkills

/// Undoing and deleting name their target before they ask, in plain words, and never ask about nothing.
@Suite struct ApprovalWordingTests {
    /// Records what was asked, and answers `approve` (after `meanwhile`, if given).
    final class Asked: Sendable {
        let summaries = Mutex<[String]>([])
        let approve: Bool
        let meanwhile: (@Sendable () async -> Void)?

        init(approve: Bool = true, meanwhile: (@Sendable () async -> Void)? = nil) {
            self.approve = approve
            self.meanwhile = meanwhile
        }

        var approver: Approver {
            .handler { request in
                self.summaries.withLock { $0.append(request.summary) }
                await self.meanwhile?()
                return self.approve
            }
        }

        var all: [String] { summaries.withLock { $0 } }
    }

    @Test func undoAsksAboutTheNewestEntryByName() async throws {
        let asked = Asked()
        let harness = try SkillHarness(approver: asked.approver)
        defer { harness.cleanUp() }
        _ = await harness.run("ledger.add", ["amount": "35", "category": "food", "note": "午饭"], request: "午饭花了35元")
        let reply = await harness.run("ledger.undo", [:], request: "撤销上一笔")
        #expect(asked.all == ["撤销记账：2026-12-02 · 餐饮 · 午饭 · 支出 35.00 元"])
        #expect(reply.text == "已撤销：2026-12-02 · 餐饮 · 午饭 · 支出 35.00 元")
        let entry = try #require(
            await LedgerBook(.init(harness.store, access: .full)).add(
                kind: .expense, amount: Money(minorUnits: 1200, currency: "CNY"), category: .transport,
                date: try #require(LocalDate(year: 2026, month: 12, day: 2)), note: nil, created: Date()))
        #expect(
            LedgerUndoSkill.summary(of: entry, language: .english)
                == "Undo entry: 2026-12-02 · Transport · Expense 12.00 CNY")
    }

    @Test func anEmptyLedgerIsAnsweredWithoutAsking() async throws {
        let asked = Asked()
        let harness = try SkillHarness(approver: asked.approver)
        defer { harness.cleanUp() }
        let reply = await harness.run("ledger.undo", [:], request: "撤销记账")
        #expect(reply.text == "账本是空的，没有可以撤销的记录。")
        #expect(asked.all.isEmpty)
    }

    /// The entry approved is the one removed, even when another is added while the question waits.
    @Test func theApprovedEntryIsTheOneRemoved() async throws {
        let box = Mutex<SkillHarness?>(nil)
        let asked = Asked(meanwhile: {
            guard let harness = box.withLock({ $0 }) else { return }
            let book = LedgerBook(.init(harness.store, access: .full))
            guard let day = LocalDate(year: 2026, month: 12, day: 2) else { return }
            do {
                _ = try await book.add(
                    kind: .expense, amount: Money(minorUnits: 9900, currency: "CNY"), category: .other, date: day,
                    note: "later", created: Date(timeIntervalSince1970: 0))
            } catch {
                Issue.record("could not add an entry meanwhile: \(error)")
            }
        })
        let harness = try SkillHarness(approver: asked.approver)
        box.withLock { $0 = harness }
        defer { harness.cleanUp() }
        _ = await harness.run("ledger.add", ["amount": "35", "note": "午饭"], request: "午饭35")
        let reply = await harness.run("ledger.undo", [:], request: "撤销")
        #expect(reply.text.contains("午饭"))
        let left = try await LedgerBook(.init(harness.store, access: .readEverything)).allEntries()
        #expect(left.map(\.note) == ["later"])
    }

    @Test func aCardsUndoButtonIsAskedAboutByItsEntryAndAGoneEntryIsNotAsked() async throws {
        let asked = Asked()
        let harness = try SkillHarness(approver: asked.approver)
        defer { harness.cleanUp() }
        let added = await harness.run("ledger.add", ["amount": "35", "note": "午饭"], request: "午饭35元")
        var undo: SKButton?
        func visit(_ node: SKComponent) {
            if case .button(let button) = node, button.action == "undo" { undo = button }
            node.children.forEach(visit)
        }
        added.ui.map(visit)
        let button = try #require(undo)
        let action = UIAction(componentID: button.id, action: "undo", payload: button.payload)
        let reply = await harness.agent.perform(action, messageID: added.id)
        #expect(asked.all == ["撤销记账：2026-12-02 · 其他 · 午饭 · 支出 35.00 元"])
        #expect(reply.text.hasPrefix("已撤销"))
        // The card still shows the button on an older copy: tapping it again asks nothing.
        let again = await harness.agent.perform(action, messageID: nil)
        #expect(asked.all.count == 1)
        #expect(again.text == "这笔记录已经不在了。" || again.error != nil)
    }

    /// A calendar card's delete button names the event before it asks; once it is gone, a tap
    /// answers without asking.
    @Test func aCalendarCardsDeleteButtonNamesItsEvent() async throws {
        let asked = Asked()
        let harness = try SkillHarness(approver: asked.approver)
        defer { harness.cleanUp() }
        let created = await harness.run(
            "calendar.create", ["title": "开会", "start": "2026-12-03T15:00"], request: "明天下午3点开会")
        let button = try #require(created.ui.map(CalendarSkillTests.deleteButtons)?.first)
        let action = UIAction(componentID: button.id, action: "delete", payload: button.payload)
        let deleted = await harness.agent.perform(action, messageID: created.id)
        #expect(asked.all == ["删除日程“开会” 12月3日 周四 15:00–16:00"])
        #expect(deleted.text.hasPrefix("已删除日程：开会"))
        let again = await harness.agent.perform(action, messageID: nil)
        #expect(asked.all.count == 1)
        #expect(again.text.hasPrefix("没有找到这个日程") || again.error != nil, "\(again.text)")
    }
}
