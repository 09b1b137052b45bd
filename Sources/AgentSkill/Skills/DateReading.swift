/// How a router should read the days said to a skill: hints the skill declares, so that no
/// router needs to know skills by id.
///
/// ```swift
/// struct ExpenseSkill: Skill {
///     var dateReading: DateReading { [.leansToPast, .defaultsToToday] }  // "周五花了50" is last Friday
/// }
/// ```
public struct DateReading: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A day said without a direction is the past one: "周五花了50", "spent 20 on friday" (last
    /// Friday) — for skills that record or look back on what happened.
    public static let leansToPast = DateReading(rawValue: 1 << 0)
    /// An absent date argument is today, filled in explicitly rather than left out: the weather,
    /// an entry of spending.
    public static let defaultsToToday = DateReading(rawValue: 1 << 1)
}
