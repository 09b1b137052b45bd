import AgentSkill

/// The permissions of the standard skills' own data: the calendar, the ledger and the reminders.
/// `X.read` and `X.write` also give a skill the store's `X_*` tables (`calendar_events`,
/// `ledger_entries`, `reminder_items`).
extension SkillPermission {
    /// Reads calendar events.
    public static let calendarRead: SkillPermission = "calendar.read"
    /// Adds, changes or deletes calendar events.
    public static let calendarWrite: SkillPermission = "calendar.write"
    /// Reads ledger entries.
    public static let ledgerRead: SkillPermission = "ledger.read"
    /// Adds, changes or deletes ledger entries.
    public static let ledgerWrite: SkillPermission = "ledger.write"
    /// Reads reminders and to-dos.
    public static let reminderRead: SkillPermission = "reminder.read"
    /// Adds, completes, snoozes or deletes reminders and to-dos.
    public static let reminderWrite: SkillPermission = "reminder.write"
    /// Reads or changes calendar events: the coarse name from before read and write were told
    /// apart. Prefer ``calendarRead`` and ``calendarWrite``; kept so existing skills compile.
    public static let calendar: SkillPermission = "calendar"
}
