import AgentSkill
import SkillStore
import StandardSkills
import Testing

/// The standard skills name their own data's permissions; the core knows none of them.
@Suite struct StandardPermissionsTests {
    @Test func permissionNamesAreDotted() {
        #expect(
            [SkillPermission.calendarRead, .calendarWrite, .ledgerRead, .ledgerWrite, .reminderRead, .reminderWrite]
                .map(
                    \.rawValue) == [
                    "calendar.read", "calendar.write", "ledger.read", "ledger.write", "reminder.read", "reminder.write",
                ])
        #expect(SkillPermission.calendar.rawValue == "calendar")
    }

    @Test func eachStandardSkillReachesOnlyItsOwnTables() {
        for skill in StandardSkills.all() {
            let access = StoreAccess(permissions: skill.permissions)
            guard case .scoped(let read, let write)? = access else {
                #expect(!skill.id.hasPrefix("calendar.") && !skill.id.hasPrefix("ledger."), "\(skill.id)")
                continue
            }
            let own = String(skill.id.prefix { $0 != "." })
            #expect(read.union(write) == [own], "\(skill.id)")
        }
    }
}
