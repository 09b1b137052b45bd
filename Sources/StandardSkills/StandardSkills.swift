import AgentSkill
import Foundation

/// The skills that ship with AgentSkill.
public enum StandardSkills {
    /// A fresh instance of every standard skill, in the order they are listed to people.
    ///
    /// - Parameters:
    ///   - weatherService: the service the weather skills share; by default a new one on the
    ///     public Open-Meteo endpoints, overridable with the `AGENTSKILL_WEATHER_*_URL`
    ///     environment variables (see ``WeatherService/Configuration/fromEnvironment(_:)``).
    ///   - ledgerCurrency: the currency `ledger.add` uses when a call names none.
    ///
    /// The calendar, ledger and reminder skills keep their data in the agent's store
    /// (`AgentConfiguration.store`, migrated with ``StandardSchema``).
    public static func all(weatherService: WeatherService? = nil, ledgerCurrency: String = "CNY") -> [any Skill] {
        let service =
            weatherService
            ?? WeatherService(configuration: .fromEnvironment(ProcessInfo.processInfo.environment))
        return [EchoSkill(), DisplayTextSkill()] + weatherSkills(service: service) + calendarSkills()
            + ledgerSkills(defaultCurrency: ledgerCurrency) + reminderSkills()
    }

    /// Why standard skills' vocabularies could not be loaded, one error per skill, in the order of
    /// ``all(weatherService:ledgerCurrency:)``; empty when every file loaded, as it should.
    ///
    /// Each standard skill reads its keywords and examples from `<id>.vocabulary.json`, a resource
    /// beside its Swift file. When that file is missing or malformed the program carries on: the
    /// skill still runs when called by id, but it has no keywords and no examples, so routers will
    /// not choose it. `assistant` prints these problems as warnings when it loads the standard skills.
    ///
    /// ```swift
    /// for problem in StandardSkills.vocabularyProblems {
    ///     print("warning: \(problem)")  // cannot load weather.vocabulary.json: invalid JSON at line 3, column 1: …
    /// }
    /// ```
    public static var vocabularyProblems: [SkillVocabularyError] { vocabularies.compactMap(\.problem) }

    /// The vocabulary of every standard skill, in the order of ``all(weatherService:ledgerCurrency:)``.
    static var vocabularies: [StandardVocabulary] {
        [
            EchoSkill.vocabulary, DisplayTextSkill.vocabulary, WeatherSkill.vocabulary, RunningAdviceSkill.vocabulary,
            CalendarCreateSkill.vocabulary, CalendarListSkill.vocabulary, CalendarUpdateSkill.vocabulary,
            CalendarDeleteSkill.vocabulary, LedgerAddSkill.vocabulary, LedgerSummarySkill.vocabulary,
            LedgerListSkill.vocabulary, LedgerUndoSkill.vocabulary, ReminderCreateSkill.vocabulary,
            ReminderListSkill.vocabulary, ReminderDoneSkill.vocabulary, ReminderDeleteSkill.vocabulary,
            ReminderSnoozeSkill.vocabulary,
        ]
    }

    /// `reminder.create`, `reminder.list`, `reminder.done`, `reminder.delete` and `reminder.snooze`.
    /// Their alarms ring through the agent's follow-ups when its ``AgentConfiguration/followUps`` is a
    /// ``ReminderFollowUps`` over the same store.
    public static func reminderSkills() -> [any Skill] {
        [ReminderCreateSkill(), ReminderListSkill(), ReminderDoneSkill(), ReminderDeleteSkill(), ReminderSnoozeSkill()]
    }

    /// `calendar.create`, `calendar.list`, `calendar.update` and `calendar.delete`.
    public static func calendarSkills() -> [any Skill] {
        [CalendarCreateSkill(), CalendarListSkill(), CalendarUpdateSkill(), CalendarDeleteSkill()]
    }

    /// `ledger.add`, `ledger.summary`, `ledger.list` and `ledger.undo`.
    public static func ledgerSkills(defaultCurrency: String = "CNY") -> [any Skill] {
        [LedgerAddSkill(defaultCurrency: defaultCurrency), LedgerSummarySkill(), LedgerListSkill(), LedgerUndoSkill()]
    }

    /// The `weather` skill and the `running_advice` skill that calls it, sharing `service` (and so
    /// its cache).
    ///
    /// ```swift
    /// let service = WeatherService(configuration: .fromEnvironment(ProcessInfo.processInfo.environment))
    /// let agent = try Agent(skills: StandardSkills.weatherSkills(service: service))
    /// ```
    public static func weatherSkills(service: WeatherService) -> [any Skill] {
        let weather = WeatherSkill(service: service)
        let weatherTimeout = weather.timeout ?? .seconds(30)
        return [weather, RunningAdviceSkill(timeout: weatherTimeout + .seconds(5))]
    }
}
