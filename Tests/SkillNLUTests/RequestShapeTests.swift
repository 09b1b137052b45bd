import AgentSkill
import Foundation
import StandardSkills
import Testing

@testable import SkillNLU

/// A question about the calendar or the ledger over some days is a look-up, not an event to
/// create (the real recognizers and the standard skills, "now" 2026-12-02 10:00 in Shanghai).
@Suite struct RequestShapeTests {
    static let router: NLUConversation? = try? RouterFixtures.standardRouter()

    @Test(arguments: [
        ("1月5号到9号我忙不忙", "calendar.list"),
        ("am I free January 5th to 9th", "calendar.list"),
        ("下周一到周三有什么安排", "calendar.list"),
        ("11月1号到10号的流水", "ledger.list"),
        ("11月1号到10号一共花了多少", "ledger.summary"),
        ("how much did I spend November 1-10", "ledger.summary"),
        ("1月5号到9号去成都出差", "calendar.create"),
        ("team offsite January 5th to 9th", "calendar.create"),
        ("周四到周日回老家", "calendar.create"),
        ("Maine trip this Friday through next Monday", "calendar.create"),
        ("show my schedule from tomorrow through Sunday", "calendar.list"),
        ("周四到周日有什么安排", "calendar.list"),
        ("上个月的打车费", "ledger.summary"), ("health costs last month", "ledger.summary"),
        ("上个月的账单列一下", "ledger.list"), ("show me last month's transactions", "ledger.list"),
        ("show my spending last week", "ledger.summary"), ("下周的安排都列出来", "calendar.list"),
        ("看看1月5号到9号我有哪些日程", "calendar.list"), ("这个月最后一个周四聚餐", "calendar.create"),
        ("本月的收支情况", "ledger.summary"),
    ])
    func shapeDecides(_ text: String, _ skill: String) throws {
        #expect(try #require(Self.router).analyze(text).prediction.skillID == skill, "\(text)")
    }

    /// A coming day or a clock with no question and no other skill is an event; a bare today, a
    /// past day, a greeting or a question is not.
    @Test(
        arguments: [
            ("清明节回老家扫墓", "calendar.create"), ("母亲节带妈妈去吃顿好的", "calendar.create"),
            ("last Friday of next month, team offsite", "calendar.create"),
            ("今天好热啊", nil), ("it's so hot today", nil), ("晚上好", nil), ("good evening", nil),
            ("yesterday was so much fun", nil), ("清明节放几天假", nil),
        ] as [(String, String?)])
    func plannedEventsAreCreated(_ text: String, _ skill: String?) throws {
        #expect(try #require(Self.router).analyze(text).prediction.skillID == skill, "\(text)")
    }

    /// How many entries a look-up asks for; a period's number is no count.
    @Test(
        arguments: [
            ("最近10笔账", 10), ("上个月的账单列一下，最近的二十条就行", 20), ("show me the last 5 transactions", 5),
            ("food spending over the last 7 days", nil), ("最近7天的账", nil),
        ] as [(String, Int?)])
    func limits(_ text: String, _ limit: Int?) throws {
        let arguments = try #require(Self.router).interpret(text).arguments
        #expect(arguments["limit"]?.intValue == limit, "\(text)")
    }

    @Test(arguments: [
        ("下午三点面试候选人，能帮我约一下吗", "面试候选人"),
        ("piano recital Sunday at 4 - add it", "Piano recital"), ("下周一到周三集训三天", "集训"),
    ])
    func titlesLeaveQuestionsAndRequestWordsOut(_ text: String, _ title: String) throws {
        #expect(try #require(Self.router).interpret(text).arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// One scan finds which of several cue lists occur in a text (`RequestShape.tags`), English cues
/// as whole words, a word in two lists carrying both bits.
@Suite struct CueTagTests {
    static let cues = RequestShape.Cues(
        tagged: [("move", 1), ("cancel", 2), ("取消", 2), ("add", 4), ("add it", 4), ("move", 8)])

    @Test(arguments: [
        ("move it to Friday", UInt32(1 | 8)), ("cancel and add it", UInt32(2 | 4)), ("把会取消", UInt32(2)),
        ("remove the address", UInt32(0)), ("movement", UInt32(0)), ("", UInt32(0)),
    ])
    func theListsFound(_ text: String, _ expected: UInt32) {
        #expect(RequestShape.tags(NormalizedText(text).scalars, Self.cues) == expected, "\(text)")
    }
}

/// Cues are matched without their edge spaces, as whole English words; a cue that begins or ends
/// with a sign may touch a word: "->" after "brunch", "location:" before "the".
@Suite struct CueEdgeTests {
    static let cues = RequestShape.Cues([" min later", "->", "location:", "art"])

    @Test(arguments: [
        ("huddle 20 min later", true), ("brunch->noon", true), ("location:the marriott", true), ("art class", true),
        ("party", false), ("artist", false), ("the 20 minute walk", false),
    ])
    func signsAtTheEdges(_ text: String, _ expected: Bool) {
        #expect(RequestShape.contains(NormalizedText(text).scalars, Self.cues) == expected, "\(text)")
        #expect((RequestShape.tags(NormalizedText(text).scalars, Self.cues) != 0) == expected, "\(text)")
    }
}
