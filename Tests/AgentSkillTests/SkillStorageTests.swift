import Foundation
import SkillJSON
import SkillStore
import Testing

@testable import AgentSkill

/// A skill that counts the rows of the table named in its arguments through its own storage.
private struct TableCounter: Skill {
    let id: String
    let permissions: [SkillPermission]
    let description = "Counts rows"
    var effect: SkillEffect { .readOnly }

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        guard let storage = context.storage else { return SkillOutput("no storage") }
        let table = arguments["table"]?.stringValue ?? ""
        let count = try await storage.read { db in try db.scalar("SELECT count(*) FROM \(table)", as: Int.self) }
        return SkillOutput("\(count ?? 0)")
    }
}

@Suite struct SkillStorageTests {
    static func agent(_ skills: [any Skill]) throws -> Agent {
        let store = try SkillStore.inMemory()
        try store.write { db in
            try db.executeScript(
                "CREATE TABLE calendar_events(x); CREATE TABLE ledger_entries(x); INSERT INTO ledger_entries VALUES (1);"
            )
        }
        return try Agent(
            skills: skills,
            // No timeout: what a skill may reach must not depend on how fast a busy machine runs it.
            configuration: AgentConfiguration(
                defaultTimeout: nil, clock: .fixed(Date(timeIntervalSince1970: 1_796_000_000)), timeZone: .gmt,
                store: store))
    }

    @Test(arguments: [
        (["calendar.read"] as [SkillPermission], "calendar_events", "0"),
        (["ledger.read", "ledger.write"], "ledger_entries", "1"),
        ([.network], "ledger_entries", "no storage"),
    ])
    func aSkillReachesTheTablesItsPermissionsName(
        _ permissions: [SkillPermission], _ table: String, _ expected: String
    ) async throws {
        let agent = try Self.agent([TableCounter(id: "counter", permissions: permissions)])
        let reply = await agent.invoke(Invocation("counter", arguments: ["table": .string(table)]))
        #expect(reply.text == expected)
    }

    @Test func aCalendarSkillCannotReadTheLedger() async throws {
        let agent = try Self.agent([TableCounter(id: "counter", permissions: ["calendar.read", "calendar.write"])])
        let reply = await agent.invoke(Invocation("counter", arguments: ["table": "ledger_entries"]))
        guard case .skillFailed(_, let reason)? = reply.error else {
            Issue.record("expected a failure, got \(reply.text)")
            return
        }
        #expect(reason.english.contains("not authorized: may not read table 'ledger_entries' (readable: calendar_*)"))
    }

    @Test(arguments: [
        (
            ["calendar.read", "calendar.write", .network] as [SkillPermission],
            StoreAccess.scoped(read: ["calendar"], write: ["calendar"])
        ),
        (["ledger.read"], .scoped(read: ["ledger"], write: [])),
        (["a.b.read", "under_score.read", ".read", "x.delete"], nil),
        // The agent's own tables (approvals, sessions), the audit log and the migrations: never.
        (["agent.write", "audit.write", "store.read"], nil),
        (["agent.read", "notes.write"], .scoped(read: [], write: ["notes"])),
    ])
    func permissionsMapToStoreAccess(_ permissions: [SkillPermission], _ expected: StoreAccess?) {
        #expect(StoreAccess(permissions: permissions) == expected)
    }
}
