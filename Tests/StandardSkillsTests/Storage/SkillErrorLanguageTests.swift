import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// One language throughout: a bad request said in Chinese is answered in Chinese — the agent's
/// frame and the skill's own reason alike — and the same request said in English reads as before.
@Suite(.timeLimit(.minutes(1))) struct SkillErrorLanguageTests {
    /// A bad request, said both ways.
    struct Case: Sendable, CustomTestStringConvertible {
        var skill: String
        var arguments: JSONValue
        /// What the person typed in Chinese, and in English.
        var chinese: String
        var english: String
        /// A part of each reply.
        var chineseText: String
        var englishText: String
        /// Words in Latin letters the Chinese reply may show besides the person's own input: values
        /// they can type (a schema's choices, a spelling to try).
        var typed: [String] = []

        var testDescription: String { "\(skill) \(arguments.stableString().prefix(60))" }
    }

    static let cases: [Case] = [
        Case(
            skill: "ledger.add", arguments: ["amount": "12.345"], chinese: "记账12.345元", english: "spent 12.345 yuan",
            chineseText: "「记账」出错：金额“12.345”无效：有 3 位小数，但 CNY 最多只能有 2 位小数",
            englishText: "invalid amount '12.345': 3 decimal places, but CNY allows at most 2 decimal places"),
        Case(
            skill: "ledger.add", arguments: ["amount": "12,5"], chinese: "记账12,5元", english: "spent 12,5 yuan",
            chineseText: "金额“12,5”无效：逗号每三位分隔一次（1,234.56），小数点请用“.”（币种 CNY）",
            englishText: "invalid amount '12,5': commas group thousands in threes"),
        Case(
            skill: "ledger.add", arguments: ["amount": true], chinese: "记一笔账", english: "record an expense",
            chineseText: "金额必须是数字，或写成数字的文本，例如“35.50”",
            englishText: "the amount must be a number or a decimal string, like \"35.50\""),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "category": "宇宙"], chinese: "宇宙花了30",
            english: "spent 30 on the universe",
            chineseText: "没有“宇宙”这个分类——请从这些分类中选：餐饮、交通、购物、住房、娱乐、医疗、教育、工资、其他",
            englishText: "unknown category '宇宙' — use one of food (餐饮), transport (交通)"),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "kind": "loan"], chinese: "借出30",
            english: "lent 30", chineseText: #"$.kind："loan" 不是可选的值（"expense"、"income"、"支出"、"收入"）"#,
            englishText: #"$.kind: "loan" is not one of "expense", "income", "支出", "收入""#,
            typed: ["expense", "income"]),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "date": "2026-13-40"], chinese: "2026-13-40花了30",
            english: "spent 30 on 2026-13-40", chineseText: "日期“2026-13-40”无效——请写成 2026-12-03 这样的日期",
            englishText: "date '2026-13-40' is not a date — use YYYY-MM-DD"),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "currency": "ZZZ"], chinese: "花了30 ZZZ",
            english: "spent 30 ZZZ", chineseText: "未知币种“ZZZ”：不是有效的货币代码——你是不是想用",
            englishText: "unknown currency 'ZZZ': not an ISO 4217 code — did you mean"),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "currency": "XAU"], chinese: "买了30 XAU 黄金",
            english: "bought 30 XAU of gold", chineseText: "币种“XAU”不能记账：它不是有辅币单位的货币",
            englishText: "currency 'XAU' (Gold) cannot be recorded"),
        Case(
            skill: "ledger.add", arguments: ["amount": "30", "note": .string(String(repeating: "备", count: 350_000))],
            chinese: "记账30，备注很长", english: "spent 30 with a long note",
            chineseText: "备注长 1050000 字节，上限是 1048576 字节——请缩短后再试",
            englishText: "the note is 1050000 bytes long; the limit is 1048576 bytes"),
        Case(
            skill: "ledger.summary", arguments: ["from": "2026-12-05", "to": "2026-12-01"], chinese: "这几天花了多少",
            english: "how much did I spend", chineseText: "截止日期（2026-12-01）早于起始日期（2026-12-05）",
            englishText: "'to' (2026-12-01) is before 'from' (2026-12-05)"),
        Case(
            skill: "calendar.create", arguments: ["title": "开会", "start": "next week"], chinese: "下周开会",
            english: "meeting next week",
            chineseText: "「新建日程」出错：开始时间“next week”无效——请写成 2026-12-03T15:00 这样的日期和时间",
            englishText: "start 'next week' is not a date and time"),
        Case(
            skill: "calendar.create",
            arguments: ["title": "开会", "start": "2026-12-03T15:00", "end": "2026-12-03T14:00"],
            chinese: "明天三点开会到两点", english: "meeting tomorrow from 3 to 2",
            chineseText: "结束时间（2026-12-03T14:00）早于开始时间——请检查时间",
            englishText: "the end (2026-12-03T14:00) is before the start — check the times"),
        Case(
            skill: "calendar.create",
            arguments: ["title": .string(String(repeating: "会", count: 1_500)), "start": "2026-12-03T15:00"],
            chinese: "明天三点开个很长的会", english: "a long meeting tomorrow at 3",
            chineseText: "「新建日程」的参数不对：$.title：长度为 1500 个字符，最多 1000 个",
            englishText: "$.title: length 1500 is longer than maxLength 1000"),
        Case(
            skill: "calendar.create",
            arguments: [
                "title": "开会", "start": "2026-12-03T15:00", "notes": .string(String(repeating: "记", count: 350_000)),
            ],
            chinese: "明天三点开会，备注很长", english: "meeting tomorrow at 3 with long notes",
            chineseText: "备注长 1050000 字节，上限是 1048576 字节", englishText: "the notes is 1050000 bytes long"),
        Case(
            skill: "calendar.create", arguments: ["title": "  ", "start": "2026-12-03T15:00"], chinese: "明天三点",
            english: "tomorrow at 3", chineseText: "标题是空的——请说一下是什么日程",
            englishText: "the title is empty — say what the event is"),
        Case(
            skill: "calendar.delete", arguments: ["id": "nobody@agentskill"], chinese: "删掉这个日程",
            english: "delete that event", chineseText: "没有找到这个日程（编号 nobody@agentskill），可能已经删除。",
            englishText: "No event has the id nobody@agentskill; it may be deleted already."),
        Case(
            skill: "calendar.delete", arguments: [:], chinese: "删掉日程", english: "delete an event",
            chineseText: "请说明要删除哪个日程：它的编号，或者它的标题、日期",
            englishText: "say which event to delete: its id, or its title and/or date"),
        Case(
            skill: "calendar.update", arguments: ["title": "interview", "new_time": "16:00"], chinese: "面试改到四点",
            english: "move the interview to 4", chineseText: "没有找到要修改的日程（interview）。",
            englishText: "No event matches interview; nothing was changed."),
        Case(
            skill: "calendar.update", arguments: ["id": "nobody@agentskill", "new_time": "16:00"],
            chinese: "把这个日程改到四点", english: "move that event to 4",
            chineseText: "没有找到这个日程（编号 nobody@agentskill），没有做任何修改。",
            englishText: "No event has the id nobody@agentskill; nothing was changed."),
        Case(
            skill: "calendar.update", arguments: ["title": "开会", "new_time": "25:99"], chinese: "开会改到25:99",
            english: "move the meeting to 25:99", chineseText: "「修改日程」出错：新时间“25:99”无效——请写成 15:30 这样的时刻",
            englishText: "new_time '25:99' is not a clock time — use HH:MM"),
        Case(
            skill: "calendar.update", arguments: ["title": "开会", "shift": "soon"], chinese: "开会挪一下",
            english: "move the meeting a bit",
            chineseText: "挪动的时间“soon”不是时长——请写成 PT30M（推后 30 分钟）、-PT1H（提前 1 小时）或 P7D（推后 7 天）这样",
            englishText: "shift 'soon' is not a duration — use ISO 8601 like PT30M, -PT1H or P7D"),
        Case(
            skill: "calendar.update", arguments: ["title": "开会"], chinese: "改一下开会", english: "change the meeting",
            chineseText: "请说明要改什么：标题、开始时间、日期、时刻", englishText: "say what to change: new_title, start"),
        Case(
            skill: "calendar.list", arguments: ["from": "2026-12-05", "to": "2026-12-01"], chinese: "这几天有什么安排",
            english: "what's on these days", chineseText: "截止日期（2026-12-01）早于起始日期（2026-12-05）",
            englishText: "'to' (2026-12-01) is before 'from' (2026-12-05)"),
        Case(
            skill: "weather", arguments: ["city": "Beijing", "date": "2027-01-30"], chinese: "北京明年一月底天气",
            english: "weather in Beijing at the end of January",
            chineseText: "只能查询今天（2026-12-02）到 2026-12-17 的天气（16 天内），2027-01-30 不在范围内。",
            englishText: "I can only give the weather from today (2026-12-02) to 2026-12-17 (16 days)"),
        Case(
            skill: "weather", arguments: ["city": "Atlantis"], chinese: "亚特兰蒂斯天气怎么样",
            english: "weather in Atlantis", chineseText: "找不到名为「Atlantis」的城市，请换个写法试试",
            englishText: "I couldn't find a city called 'Atlantis'", typed: ["Beijing"]),
        Case(
            skill: "weather", arguments: ["city": "Beijing", "date": "someday"], chinese: "北京改天的天气",
            english: "weather in Beijing someday",
            chineseText: "看不懂这个日期：“someday”不是能识别的日期——请写成 2026-12-03 这样的日期，或者今天、明天、后天",
            englishText: "I don't understand that date: date 'someday' is not understood"),
        Case(
            skill: "ui.display_text", arguments: ["content": ""], chinese: "显示", english: "show",
            chineseText: "「显示文本」的参数不对：$.content：不能为空",
            englishText: "$.content: length 0 is shorter than minLength 1"),
        Case(
            skill: "ui.display_text", arguments: ["content": "你好", "style": "huge"], chinese: "大字显示你好",
            english: "show hello in huge letters", chineseText: #"$.style："huge" 不是可选的值（"title"、"body"、"caption"）"#,
            englishText: #"$.style: "huge" is not one of "title", "body", "caption""#,
            typed: ["title", "body", "caption"]),
        Case(
            skill: "echo", arguments: ["text": ""], chinese: "复读", english: "echo",
            chineseText: "「复读」的参数不对：$.text：不能为空",
            englishText: "$.text: length 0 is shorter than minLength 1"),
        Case(
            skill: "echo", arguments: [:], chinese: "复读", english: "echo", chineseText: "「复读」的参数不对：缺少必填的 $.text",
            englishText: #"missing required property "text""#),
    ]

    @Test(arguments: cases)
    func aBadRequestIsAnsweredInItsOwnLanguage(_ row: Case) async throws {
        try await Self.withAgent { agent in
            let chinese = await agent.invoke(Invocation(row.skill, arguments: row.arguments), request: row.chinese)
            #expect(chinese.text.contains(row.chineseText), "\(chinese.text)")
            let words = Self.latinWords(in: chinese.text, besides: row)
            #expect(words.isEmpty, "Latin words \(words) in \(chinese.text)")
            // Programs read the same English whatever the person's language.
            if let error = chinese.error {
                #expect(error.description.contains(row.englishText), "\(error.description)")
            }

            let english = await agent.invoke(Invocation(row.skill, arguments: row.arguments), request: row.english)
            #expect(english.text.contains(row.englishText), "\(english.text)")
            #expect(english.error?.description == chinese.error?.description)
        }
    }

    /// The example of issue 17: the whole reply in one language, each way.
    @Test func anAmountWithTooManyDecimalsReadsInOneLanguage() async throws {
        try await Self.withAgent { agent in
            let invocation = Invocation("ledger.add", arguments: ["amount": "12.345"])
            let chinese = await agent.invoke(invocation, request: "记账12.345元")
            #expect(chinese.text == "「记账」出错：金额“12.345”无效：有 3 位小数，但 CNY 最多只能有 2 位小数")
            let english = await agent.invoke(invocation, request: "spent 12.345 yuan")
            #expect(
                english.text
                    == "“Record expense” failed: invalid amount '12.345': 3 decimal places, but CNY allows at most"
                    + " 2 decimal places")
            let message =
                "ledger.add failed: invalid amount '12.345': 3 decimal places, but CNY allows at most 2 decimal places"
            #expect(chinese.error?.description == message)
            #expect(english.error?.description == message)
        }
    }

    /// A calendar file's problems (`assistant calendar import`) are said in Chinese too, naming the
    /// same line and the file's own words.
    @Test(arguments: [
        ("", "日历文件无效：文件是空的——应该以 BEGIN:VCALENDAR 开头"),
        ("hello\r\n", "日历文件无效，第 1 行“hello”：名称后面应该是“:”"),
        ("BEGIN:VEVENT\r\n", "日历文件无效，第 1 行：应该是 BEGIN:VCALENDAR，却是 BEGIN:VEVENT——这是 iCalendar 文件吗？"),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\n",
            "日历文件无效，第 2 行：BEGIN:VEVENT 一直没有用 END:VEVENT 结束"
        ),
        (
            "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nEND:VCALENDAR\r\n",
            "日历文件无效，第 3 行：END:VCALENDAR 没有对应的 BEGIN"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "日历文件无效，第 2 行：从这里开始的 VEVENT 没有 DTSTART"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026-12-03\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "日历文件无效，第 3 行：DTSTART 的值“2026-12-03”不是日期（如 20261203）或日期时间（如 20261203T150000，协调世界时在末尾加 Z）"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\nDURATION:1 hour\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "日历文件无效，第 4 行：DURATION“1 HOUR”不是时长（应写成 P1D、PT1H30M 或 P2W 这样）"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\nDTEND:20261203T003000Z\r\nSUMMARY:开会\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "日历文件无效，第 4 行：日程“开会”的结束时间早于开始时间"
        ),
    ])
    func aCalendarFileProblemIsSaidInChineseToo(text: String, chinese: String) {
        #expect {
            try ICalendar.parse(text, defaultTimeZone: .gmt)
        } throws: { error in
            (error as? StandardSkillError)?.message(in: .chinese) == chinese
        }
    }

    // MARK: - Support

    /// An agent with every standard skill over a fresh database at ``SkillHarness/now`` in Shanghai,
    /// an English locale, a weather service that knows no place, and one event: 开会 on 2026-12-03
    /// at 15:00.
    static func withAgent(_ body: (Agent) async throws -> Void) async throws {
        let directory = TemporaryDirectory.url("skill-error-language").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let weather = try FakeOpenMeteo(geocoding: OpenMeteoFixtures.noPlace)
        let agent = try Agent(
            skills: StandardSkills.all(weatherService: weather.service()),
            configuration: AgentConfiguration(
                defaultTimeout: nil, clock: .fixed(SkillHarness.now), timeZone: SkillHarness.shanghai,
                locale: Locale(identifier: "en_US"), approver: .always(true),
                store: try StandardSchema.openStore(in: directory)))
        let meeting = await agent.invoke(
            Invocation("calendar.create", arguments: ["title": "开会", "start": "2026-12-03T15:00"]),
            request: "明天三点开会")
        #expect(meeting.error == nil, "\(meeting.text)")
        try await body(agent)
    }

    /// Runs of Latin letters (with the digits and signs that belong to them) in `text`, but for
    /// the person's own input, the values they can type, JSON paths, currency codes, ISO 8601
    /// durations and units.
    static func latinWords(in text: String, besides row: Case) -> [String] {
        var allowed = Set(row.typed)
        for value in Self.strings(in: row.arguments) { allowed.formUnion(tokens(in: value)) }
        return tokens(in: text).filter { token in
            token.utf8.count >= 2 && letterRun(in: token) && !allowed.contains(token) && !token.hasPrefix("$.")
                && CurrencyCodes.currency(token) == nil && token.wholeMatch(of: /-?P(\d+[YMWD])*(T(\d+[HMS])+)?/) == nil
                && !["km/h", "mm", "MiB"].contains(token)
        }
    }

    private static func letterRun(in token: String) -> Bool {
        token.contains(/[A-Za-z]{2}/)
    }

    private static func tokens(in text: String) -> [String] {
        let joining = Set("_.$@:+-/".unicodeScalars)
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || joining.contains(scalar)
            {
                current.append(scalar)
            } else if !current.isEmpty {
                tokens.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".:-/")) }
    }

    private static func strings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let items): items.flatMap(strings(in:))
        case .object(let members): members.values.flatMap(strings(in:))
        default: []
        }
    }
}
