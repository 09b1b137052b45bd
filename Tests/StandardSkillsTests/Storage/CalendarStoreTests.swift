import Foundation
import SkillStore
import Testing

@testable import StandardSkills

func calendarStore(_ store: SkillStore) -> CalendarStore {
    CalendarStore(ScopedStore(store, access: .scoped(read: ["calendar"], write: ["calendar"])))
}

@Suite struct CalendarStoreTests {
    static let base = Date(timeIntervalSince1970: 1_796_280_000)  // 2026-12-03 07:00 UTC

    static func event(_ uid: String, _ title: String, hours: Double, length: Double = 1) -> CalendarEvent {
        CalendarEvent(
            uid: uid, title: title, start: base.addingTimeInterval(hours * 3600),
            end: base.addingTimeInterval((hours + length) * 3600), timeZone: "Asia/Shanghai", stamp: base)
    }

    @Test func rangeQueriesReturnOverlappingEventsInOrder() async throws {
        let calendar = calendarStore(try makeStandardStore())
        for event in [
            Self.event("b", "午饭", hours: 4), Self.event("a", "开会", hours: 1), Self.event("c", "跑步", hours: 30),
        ] {
            try await calendar.insert(event)
        }
        let today = try await calendar.events(from: Self.base, to: Self.base.addingTimeInterval(86_400))
        #expect(today.map(\.uid) == ["a", "b"])
        let overlapping = try await calendar.overlaps(with: Self.event("new", "另一个会", hours: 1.5))
        #expect(overlapping.map(\.uid) == ["a"])
        #expect(try await calendar.overlaps(with: Self.event("n2", "later", hours: 2)).isEmpty)
    }

    @Test func findMatchesTitlesLiterally() async throws {
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(Self.event("a", "100% 开会", hours: 1))
        try await calendar.insert(Self.event("b", "1000 开会", hours: 2))
        try await calendar.insert(Self.event("c", "a_b", hours: 3))
        #expect(try await calendar.find(title: "100%", from: nil, to: nil).map(\.uid) == ["a"])
        #expect(try await calendar.find(title: "开会", from: nil, to: nil).map(\.uid) == ["a", "b"])
        #expect(try await calendar.find(title: "_", from: nil, to: nil).map(\.uid) == ["c"])
    }

    @Test func importingTheSameEventsTwiceAddsNothing() async throws {
        let calendar = calendarStore(try makeStandardStore())
        let events = [Self.event("x@agentskill", "开会", hours: 1), Self.event("y@agentskill", "午饭", hours: 4)]
        #expect(
            try await calendar.importEvents(events) == CalendarStore.ImportResult(added: 2, updated: 0, unchanged: 0))
        #expect(
            try await calendar.importEvents(events) == CalendarStore.ImportResult(added: 0, updated: 0, unchanged: 2))
        var moved = events[1]
        moved.start = moved.start.addingTimeInterval(3600)
        moved.end = moved.end.addingTimeInterval(3600)
        #expect(
            try await calendar.importEvents([moved]) == CalendarStore.ImportResult(added: 0, updated: 1, unchanged: 0))
        #expect(try await calendar.allEvents().count == 2)
    }

    @Test func updateAndDeleteByUID() async throws {
        let calendar = calendarStore(try makeStandardStore())
        var event = Self.event("a", "开会", hours: 1)
        try await calendar.insert(event)
        event.title = "开会（改）"
        #expect(try await calendar.update(event))
        #expect(try await calendar.event(uid: "a")?.title == "开会（改）")
        #expect(try await calendar.delete(uid: "a")?.title == "开会（改）")
        #expect(try await calendar.delete(uid: "a") == nil)
        #expect(try await calendar.update(event) == false)
    }

    @Test func aDuplicateUIDIsAStoreError() async throws {
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(Self.event("a", "x", hours: 1))
        let error = await #expect(throws: StoreError.self) { try await calendar.insert(Self.event("a", "y", hours: 2)) }
        #expect(error?.description.contains("UNIQUE constraint failed: calendar_events.uid") == true)
    }

    @Test func theCalendarCannotReachTheLedger() async throws {
        let calendar = calendarStore(try makeStandardStore())
        let error = await #expect(throws: StoreError.self) {
            try await calendar.store.write { db in try db.execute("DELETE FROM ledger_entries") }
        }
        #expect(error?.description.contains("may not delete from table 'ledger_entries'") == true)
    }
}
