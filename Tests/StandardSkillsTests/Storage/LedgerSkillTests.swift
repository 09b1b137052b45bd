import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import StandardSkills

@Suite struct LedgerSkillTests {
    @Test func anExpenseIsRecordedExactly() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let reply = await harness.run("ledger.add", ["amount": "35", "category": "午饭", "note": "午饭"])
        #expect(reply.error == nil)
        #expect(reply.text == "已记账：2026-12-02 · 餐饮 · 午饭 · 支出 35.00 元")
        #expect(reply.data?["amount"] == "35.00")
        #expect(reply.data?["currency"] == "CNY")
    }

    @Test func tenthsAddUpWithoutFloatingPointError() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("ledger.add", ["amount": 0.1, "category": "food"])
        _ = await harness.run("ledger.add", ["amount": "0.2", "category": "food"])
        let summary = await harness.run("ledger.summary", [:])
        #expect(summary.data?["totals"]?[0]?["amount"] == "0.30")
        #expect(summary.text.hasPrefix("2026-12-01 至 2026-12-02：\n- 支出 0.30 元（2 笔）"))
    }

    @Test func theSummaryGroupsByCategoryWithAChart() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("ledger.add", ["amount": "35", "category": "food"])
        _ = await harness.run("ledger.add", ["amount": "12.5", "category": "transport", "date": "昨天"])
        _ = await harness.run("ledger.add", ["amount": "8000", "kind": "income"])
        _ = await harness.run("ledger.add", ["amount": "4.5", "currency": "usd", "category": "food"])
        _ = await harness.run("ledger.add", ["amount": "99", "category": "food", "date": "2026-11-30"])
        let reply = await harness.run("ledger.summary", [:])
        #expect(
            reply.text
                == """
                2026-12-01 至 2026-12-02：
                - 支出 47.50 元（2 笔）：餐饮 35.00 元，交通 12.50 元
                - 支出 4.50 USD（1 笔）
                - 收入 8000.00 元（1 笔）
                """)
        var charts = 0
        func visit(_ node: SKComponent) {
            if case .chart = node { charts += 1 }
            node.children.forEach(visit)
        }
        reply.ui.map(visit)
        #expect(charts == 1)
        let november = await harness.run("ledger.list", ["from": "2026-11-01", "to": "2026-11-30"])
        #expect(november.data?["entries"]?.arrayValue?.count == 1)
    }

    @Test(
        arguments: [
            (["amount": "12.345"], "invalid amount '12.345': 3 decimal places, but CNY allows at most 2"),
            (["amount": "35", "category": "飞机票"], "unknown category '飞机票' — use one of food (餐饮)"),
            (["amount": "35", "kind": "loan"], #"$.kind: "loan" is not one of "expense", "income""#),
            (["amount": "abc"], "invalid amount 'abc'"),
            (["amount": "35", "date": "2026-02-30"], "date '2026-02-30' is not a date"),
        ] as [(JSONValue, String)])
    func badArgumentsGetClearAnswersAndNothingIsStored(_ arguments: JSONValue, _ expected: String) async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let reply = await harness.run("ledger.add", arguments)
        #expect(reply.error?.message(in: .english).contains(expected) == true, "\(reply.text)")
        #expect(try await LedgerBook(.init(harness.store, access: .readEverything)).allEntries().isEmpty)
    }

    @Test func undoNeedsApproval() async throws {
        let denied = try SkillHarness(approver: .nobody)
        defer { denied.cleanUp() }
        _ = await denied.run("ledger.add", ["amount": "35"])
        let refused = await denied.run("ledger.undo", [:])
        guard case .permissionDenied? = refused.error else {
            Issue.record("expected a denial, got \(refused.text)")
            return
        }
        #expect(try await LedgerBook(.init(denied.store, access: .readEverything)).allEntries().count == 1)

        let approved = try SkillHarness(directory: denied.directory, approver: .always(true))
        let undone = await approved.run("ledger.undo", [:])
        #expect(undone.text == "已撤销：2026-12-02 · 其他 · 支出 35.00 元")
        let empty = await approved.run("ledger.undo", [:])
        #expect(empty.text == "账本是空的，没有可以撤销的记录。")
    }

    @Test func aThresholdRuleAsksAboutLargeAmountsOnly() async throws {
        let policy = try PermissionPolicy(json: [
            "rules": [["skill": "ledger.add", "when": ["argument": "amount", "above": 1000], "decision": "ask"]]
        ])
        let harness = try SkillHarness(approver: .nobody, policy: policy)
        defer { harness.cleanUp() }
        let small = await harness.run("ledger.add", ["amount": "1000"])
        #expect(small.error == nil)
        let large = await harness.run("ledger.add", ["amount": "1000.01"])
        guard case .permissionDenied? = large.error else {
            Issue.record("expected a denial, got \(large.text)")
            return
        }
        #expect(try await LedgerBook(.init(harness.store, access: .readEverything)).allEntries().count == 1)
        #expect(try await harness.audit.recent().map(\.outcome) == ["denied", "succeeded"])
    }

    @Test func theUndoButtonOnACardRemovesThatEntry() async throws {
        let harness = try SkillHarness()
        defer { harness.cleanUp() }
        let first = await harness.run("ledger.add", ["amount": "1", "note": "first"])
        _ = await harness.run("ledger.add", ["amount": "2", "note": "second"])
        var undo: SKButton?
        func visit(_ node: SKComponent) {
            if case .button(let button) = node, button.action == "undo" { undo = button }
            node.children.forEach(visit)
        }
        first.ui.map(visit)
        guard let undo else {
            Issue.record("no undo button")
            return
        }
        let reply = await harness.agent.perform(
            UIAction(componentID: undo.id, action: "undo", payload: undo.payload), messageID: first.id)
        #expect(reply.text.contains("first"))
        let left = try await LedgerBook(.init(harness.store, access: .readEverything)).allEntries()
        #expect(left.map(\.note) == ["second"])
    }
}
