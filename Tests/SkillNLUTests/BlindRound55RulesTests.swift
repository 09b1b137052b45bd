import Foundation
import Testing

@testable import SkillNLU

/// Found on round 55's development rows (never its held-out rows): a ferry deckhand studying for a
/// mate's licence, a grandmother raising her grandson, a freelance translator paid per job.
@Suite struct Round55RulesTests {
    /// Money a grown child or a client sends is money in; a word of pay makes an entry income; money
    /// paid for a child, or a parent paying for the speaker, is not.
    @Test(arguments: [
        ("闺女打过来 2000", "income other"), ("儿子给了1000 说给小宝过生日", "income other"),
        ("my daughter sent 300", "income other"), ("hk agency paid HK$4,200", "income salary"),
        ("usd invoice cleared 1,850", "income salary"), ("给孩子交了这学期的学费 8800", "expense education"),
        ("mom paid the sat prep course, 1500", "expense education"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    /// Titles without "i'm having" before the event or "both days" after it; 共享 keeps its 共.
    @Test(arguments: [
        ("i'm having lunch w/ my daughter tmrw noon", "title", "Lunch w/ my daughter"),
        ("共享办公日票88", "note", "共享办公日票"),
    ])
    func residue(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try interpret(text).arguments[key]?.stringValue == expected, "\(text)")
    }

    @Test func bothDaysIsNoPartOfTheTitle() throws {
        let calls = try interpret("first boats fri and sat, 6:30am both days").calls
        #expect(calls.count == 2)
        #expect(calls.allSatisfy { $0.arguments["title"]?.stringValue == "First boats" })
    }
}

/// What was ordered and its price, and a sign-up fee (development rows, session 44); counts and
/// sizes stay out.
@Suite struct OrderedAndSignUpTests {
    @Test(arguments: [
        ("平安夜 客人订了烤全羊1288", "1288=1288 CNY"), ("大副证考试报名560", "560=560 CNY"),
        ("订了3个房间", ""), ("报名3人", ""),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }
}
