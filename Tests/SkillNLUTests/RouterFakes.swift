import AgentSkill
import Foundation
import SkillNLU
import StandardSkills

/// A recognizer that finds fixed phrases and returns fixed entities for them, for tests (the
/// real time, money and place recognizers are written elsewhere).
struct FakeRecognizer: EntityRecognizer {
    /// A phrase and the entity it stands for, given its span and the context.
    struct Rule: Sendable {
        var phrase: String
        var make: @Sendable (TextSpan, NLUContext) -> NLUEntity
    }

    var rules: [Rule]

    func entities(in text: NormalizedText, context: NLUContext) -> [NLUEntity] {
        let scalars = text.originalScalars
        var found: [NLUEntity] = []
        // Longest phrases first; a phrase inside one already found is not found again.
        for rule in rules.sorted(by: { $0.phrase.unicodeScalars.count > $1.phrase.unicodeScalars.count }) {
            let needle = Array(rule.phrase.unicodeScalars)
            guard !needle.isEmpty, needle.count <= scalars.count else { continue }
            for start in 0...(scalars.count - needle.count)
            where scalars[start..<(start + needle.count)].elementsEqual(needle)
                && !found.contains(where: { $0.span.range.overlaps(start..<(start + needle.count)) })
            {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: needle)
                found.append(rule.make(TextSpan(range: start..<(start + needle.count), text: String(view)), context))
            }
        }
        return found
    }

    static func time(_ phrase: String, _ start: LocalMoment, end: LocalMoment? = nil, grain: TimeGrain = .day) -> Rule {
        Rule(phrase: phrase) { span, _ in .time(TimeEntity(span: span, start: start, end: end, grain: grain)) }
    }

    /// A day that is `future` when the context leans forward and `past` when it leans back.
    static func leaning(_ phrase: String, future: LocalMoment, past: LocalMoment) -> Rule {
        Rule(phrase: phrase) { span, context in
            .time(TimeEntity(span: span, start: context.preference == .past ? past : future, grain: .day))
        }
    }

    static func money(_ phrase: String, _ amount: Decimal, _ currency: String = "CNY") -> Rule {
        Rule(phrase: phrase) { span, _ in .money(MoneyEntity(span: span, amount: amount, currency: currency)) }
    }

    static func place(_ phrase: String, _ name: String) -> Rule {
        Rule(phrase: phrase) { span, _ in
            .place(
                PlaceEntity(
                    span: span, name: name, chineseName: nil, country: "XX", latitude: 0, longitude: 0,
                    timeZone: "UTC"))
        }
    }
}

/// Fixed dates and shared fixtures: "now" is Wednesday 2026-12-02 10:00 in Shanghai.
enum RouterFixtures {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    static let now = LocalMoment(year: 2026, month: 12, day: 2, hour: 10).date(in: timeZone) ?? Date()

    /// The standard skills and the real recognizers at `now` in Shanghai, as the program runs them.
    /// A router over the standard skills with a dialogue of its own. The classifier is trained
    /// once for the whole test run and shared: training in a debug build takes most of a second,
    /// and hundreds of test cases training their own would hold the few threads of the shared
    /// pool that the server tests need.
    static func standardRouter() throws -> NLUConversation {
        NLUConversation(
            router: try trainedStandardRouter ?? newStandardRouter(), clock: .fixed(now), timeZone: timeZone)
    }

    private static let trainedStandardRouter: NLURouter? = try? newStandardRouter()

    private static func newStandardRouter() throws -> NLURouter {
        try NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all())
    }

    static func day(_ day: Int, month: Int = 12, hour: Int = 0, minute: Int = 0) -> LocalMoment {
        LocalMoment(year: 2026, month: month, day: day, hour: hour, minute: minute)
    }

    /// The phrases the router tests use.
    static let recognizer = FakeRecognizer(rules: [
        FakeRecognizer.time("明天下午3点", day(3, hour: 15), grain: .hour),
        FakeRecognizer.time("后天", day(4)),
        FakeRecognizer.time("明天", day(3)),
        FakeRecognizer.time("tomorrow", day(3)),
        FakeRecognizer.time("on Friday", day(4)),
        FakeRecognizer.time("on Friday at noon", day(4, hour: 12), grain: .hour),
        FakeRecognizer.time("next Monday from 9 to 11am", day(7, hour: 9), end: day(7, hour: 11), grain: .hour),
        FakeRecognizer.time("这周", day(30, month: 11), end: day(7)),
        FakeRecognizer.leaning("周五", future: day(4), past: day(27, month: 11)),
        FakeRecognizer.time("at 9am", day(2, hour: 9), grain: .hour),
        FakeRecognizer.money("35元", 35),
        FakeRecognizer.money("12.5 dollars", Decimal(string: "12.5") ?? 0, "USD"),
        FakeRecognizer.money("50", 50),
        FakeRecognizer.money("3000", 3000),
        FakeRecognizer.place("北京", "Beijing"),
        FakeRecognizer.place("上海", "Shanghai"),
        FakeRecognizer.place("Shanghai", "Shanghai"),
        FakeRecognizer.place("Boston", "Boston"),
    ])

    static let skills: [any Skill] = StandardSkills.all(weatherService: WeatherService())

    /// A fresh conversation at `now` in Shanghai with a router over the standard skills and the
    /// fake recognizer.
    static func router(recognizers: [any EntityRecognizer] = [recognizer]) throws -> NLUConversation {
        NLUConversation(
            router: try NLURouter(skills: skills, recognizers: recognizers), clock: .fixed(now), timeZone: timeZone)
    }

    /// "Now" in Shanghai, as the direct calls of a router take it.
    static let moment = NLUContext(now: now, timeZone: timeZone)

    /// The classifier over the standard skills without recognizers, trained once.
    static let classifier = IntentClassifier(skills: skills)
}

/// `text` read by a new conversation of the standard router ("now" is Wednesday 2026-12-02 10:00
/// in Shanghai).
func interpret(_ text: String) throws -> NLUInterpretation {
    try RouterFixtures.standardRouter().interpret(text)
}

/// "income salary", "expense other": the kind and category of the entry `text` records.
func entryKindAndCategory(of text: String) throws -> String {
    let arguments = try interpret(text).arguments
    return "\(arguments["kind"]?.stringValue ?? "nil") \(arguments["category"]?.stringValue ?? "nil")"
}
