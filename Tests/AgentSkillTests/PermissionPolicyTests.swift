import AgentSkill
import Foundation
import SkillJSON
import Testing

@Suite struct PermissionPolicyTests {
    static let configured: JSONValue = [
        "rules": [
            ["skill": "ledger.add", "when": ["argument": "amount", "above": 1000], "decision": "ask"],
            ["skill": "calendar.delete", "decision": "ask", "remember": "session"],
            ["skill": "weather", "decision": "allow"],
            ["permission": "network", "decision": "deny"],
            ["skill": "files.*", "decision": "deny"],
        ]
    ]

    static func call(
        _ skillID: String, _ effect: SkillEffect, _ arguments: JSONValue = [:], permissions: [SkillPermission] = []
    ) -> PermissionCall {
        PermissionCall(skillID: skillID, permissions: permissions, effect: effect, arguments: arguments)
    }

    @Test(arguments: [
        (SkillEffect.readOnly, PermissionDecision.allow), (.write, .allow),
        (.destructive, .ask(.effect(.destructive), rememberForSession: false)),
    ])
    func withoutRulesTheEffectDecides(effect: SkillEffect, expected: PermissionDecision) {
        #expect(PermissionPolicy().decide(Self.call("any.skill", effect)) == expected)
    }

    @Test(arguments: [
        // Thresholds compare exactly as decimals, from numbers and numeric strings alike.
        (call("ledger.add", .write, ["amount": "1000.01"]), "ask #1"),
        (call("ledger.add", .write, ["amount": "1000.00"]), "allow"),
        (call("ledger.add", .write, ["amount": "1000"]), "allow"),
        (call("ledger.add", .write, ["amount": 1000]), "allow"),
        (call("ledger.add", .write, ["amount": 1000.01]), "ask #1"),
        (call("ledger.add", .write, ["amount": " 2500 "]), "ask #1"),
        (call("ledger.add", .write, ["amount": "35"]), "allow"),
        // Not a number, or missing: the condition does not hold, the effect decides.
        (call("ledger.add", .write, ["amount": "1,500"]), "allow"),
        (call("ledger.add", .write, ["amount": "1e5"]), "allow"),
        (call("ledger.add", .write, [:]), "allow"),
        (call("ledger.add", .destructive, ["amount": "2"]), "ask effect"),
        // Exact ids, prefixes and permissions; the first matching rule wins.
        (call("calendar.delete", .destructive), "ask #2 remember"),
        (call("weather", .readOnly, permissions: [.network]), "allow"),
        (call("news", .readOnly, permissions: [.network]), "deny #4"),
        (call("files.remove", .destructive), "deny #5"),
        (call("files", .write), "allow"),
        (call("filesystem.read", .readOnly), "allow"),
    ])
    func rulesDecideInOrder(call: PermissionCall, expected: String) throws {
        let policy = try PermissionPolicy(json: Self.configured)
        #expect(Self.summary(policy.decide(call)) == expected)
    }

    @Test func rememberedSessionApprovalAllowsTheSameSkillOnly() throws {
        let policy = try PermissionPolicy(json: Self.configured)
        var session = PermissionSession()
        session.remember("calendar.delete")
        #expect(policy.decide(Self.call("calendar.delete", .destructive), session: session) == .allow)
        #expect(
            Self.summary(policy.decide(Self.call("ledger.add", .write, ["amount": 5000]), session: session)) == "ask #1"
        )
        session.remember("ledger.add")
        // Rule 1 does not say "remember", so a session approval does not cover it.
        #expect(
            Self.summary(policy.decide(Self.call("ledger.add", .write, ["amount": 5000]), session: session)) == "ask #1"
        )
    }

    @Test(arguments: [
        (PermissionRule.Condition.Comparison.above, "1000", false), (.above, "1000.000001", true),
        (.atLeast, "1000", true), (.atLeast, "999.99", false), (.below, "999.99", true), (.below, "1000", false),
        (.below, "-3", true),
    ])
    func comparisons(comparison: PermissionRule.Condition.Comparison, amount: String, holds: Bool) {
        let condition = PermissionRule.Condition(argument: "amount", comparison: comparison, threshold: 1000)
        #expect(condition.holds(for: ["amount": .string(amount)]) == holds)
    }

    @Test func ruleTextNamesWhatItMatches() throws {
        let policy = try PermissionPolicy(json: Self.configured)
        #expect(
            policy.rules.map(\.description) == [
                "ledger.add when amount above 1000 → ask", "calendar.delete → ask (once per session)",
                "weather → allow", "permission network → deny", "files.* → deny",
            ])
    }

    @Test(arguments: [
        (#"{"rule": []}"#, #"$.rule: unknown key "rule" — did you mean "rules"?"#),
        (#"{"limits": []}"#, #"$.limits: unknown key "limits" (expected one of "rules")"#),
        (#"{"rules": {}}"#, "$.rules: expected an array of rules, got object"),
        (#"{"rules": [1]}"#, "$.rules[0]: expected an object, got integer"),
        (
            #"{"rules": [{"decision": "ask"}]}"#,
            #"$.rules[0]: a rule needs "skill" or "permission" to say which calls it matches"#
        ),
        (#"{"rules": [{"skill": "a"}]}"#, #"$.rules[0]: missing "decision": use "allow", "ask" or "deny""#),
        (
            #"{"rules": [{"skill": "a", "decision": "maybe"}]}"#,
            #"$.rules[0].decision: expected one of "allow", "ask", "deny", got "maybe""#
        ),
        (
            #"{"rules": [{"skill": "a*", "decision": "ask"}]}"#,
            #"$.rules[0].skill: invalid pattern "a*": use an exact name, a prefix ending in ".*" or "*""#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "allow", "remember": "session"}]}"#,
            #"$.rules[0].remember: "remember" only applies to "decision": "ask""#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "ask", "remember": "forever"}]}"#,
            #"$.rules[0].remember: expected "session", got "forever""#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "ask", "when": {"argument": "x", "above": "lots"}}]}"#,
            #"$.rules[0].when.above: expected a number or a numeric string, got "lots""#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "ask", "when": {"argument": "x", "above": 1, "below": 2}}]}"#,
            #"$.rules[0].when: expected exactly one of "above", "atLeast", "below", got 2"#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "ask", "when": {"above": 1}}]}"#,
            #"$.rules[0].when: missing "argument": the name of the argument to compare"#
        ),
        (
            #"{"rules": [{"skill": "a", "decision": "ask", "when": {"argument": "x", "abve": 1}}]}"#,
            #"$.rules[0].when.abve: unknown key "abve" — did you mean "above"?"#
        ),
    ])
    func decodingErrorsNameTheirPath(json: String, message: String) throws {
        let value = try JSONValue.parse(json)
        #expect(throws: JSONError.self) { try PermissionPolicy(json: value) }
        do {
            _ = try PermissionPolicy(json: value)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func decodingErrorsIncludeTheSectionPath() throws {
        #expect(
            throws: JSONError.decodingFailed(
                path: ["permissions", "rules"], reason: "expected an array of rules, got string")
        ) {
            try PermissionPolicy(json: ["rules": "none"], at: ["permissions"])
        }
    }

    @Test func emptySectionIsTheDefaultPolicy() throws {
        #expect(try PermissionPolicy(json: [:]) == PermissionPolicy())
    }

    static func summary(_ decision: PermissionDecision) -> String {
        switch decision {
        case .allow: "allow"
        case .deny(.rule(let number, _)): "deny #\(number)"
        case .deny(.effect): "deny effect"
        case .ask(.rule(let number, _), let remember): "ask #\(number)" + (remember ? " remember" : "")
        case .ask(.effect, _): "ask effect"
        }
    }
}

@Suite struct SkillDeclarationTests {
    struct Plain: Skill {
        let id = "plain"
        let description = "Declares nothing"
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    /// A skill with names and labels in both languages, one of its values labelled.
    struct Labelled: Skill {
        let id = "money.add"
        let description = "Records money"
        func texts(in language: ReplyLanguage) -> SkillTexts {
            language == .chinese
                ? SkillTexts(
                    name: "记账", description: "记一笔", parameters: ["amount": "金额", "kind": "收支"],
                    values: ["kind": ["expense": "支出"]])
                : SkillTexts(name: "Record", description: description, parameters: ["amount": "amount"])
        }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    @Test func defaultsAreWriteAndASummaryOfTheArgumentsInPlainWords() {
        let skill = Plain()
        #expect(skill.effect == .write)
        #expect(skill.effect(for: ["all": true]) == .write)
        #expect(skill.summary(for: ["amount": "35"], language: .english) == "plain: amount 35")
        #expect(skill.summary(for: [:], language: .english) == "plain")
        let long = skill.summary(for: ["note": .string(String(repeating: "长", count: 300))], language: .chinese)
        #expect(long.count == 100)
        #expect(long.hasSuffix("…"))
        let labelled = Labelled()
        #expect(
            labelled.summary(
                for: ["amount": 35.5, "kind": "expense", "tags": ["a", "b"], "ok": true], language: .chinese)
                == "记账：金额 35.5，收支 支出，ok 是，tags a、b")
        #expect(
            labelled.summary(for: ["amount": 35, "kind": "expense", "where": ["city": "北京"]], language: .english)
                == "Record: amount 35, kind expense, where (city 北京)")
        // Never JSON: no braces, quotes or brackets reach a person.
        let nested = labelled.summary(for: ["a": ["b": ["c": [1, 2]]], "d": nil], language: .english)
        #expect(!nested.contains { "{}[]\"".contains($0) })
    }
}
