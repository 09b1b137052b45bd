import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

@testable import SkillNLU

/// Money idioms and bare ledger entries (issue 15, items 10 and 11), with the real recognizers
/// and skills. "Now" is Wednesday 2026-12-02 10:00 in Shanghai; the rows are written for the rules.
@Suite struct LedgerEntryTests {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    static let now = LocalMoment(year: 2026, month: 12, day: 2, hour: 10).date(in: timeZone) ?? Date()

    static func router() throws -> NLUConversation { try RouterFixtures.standardRouter() }

    @Test(arguments: [
        // Chinese: units left out, approximations, scales inside the numeral.
        ("找零五块零三毛", "五块零三毛=5.3 CNY"), ("手机壳九块九包邮", "九块九=9.9 CNY"), ("花了二十来块", "二十来块=20 CNY"),
        ("给了三百块压岁钱", "三百块=300 CNY"), ("五十几块", "五十几块=50 CNY"), ("两千块不到", "两千块=2000 CNY"), ("两百出头", "两百=200 CNY"),
        ("融资两个亿", "两个亿=200000000 CNY"), ("三百多万的房子", "三百多万=3000000 CNY"), ("两万八", "两万八=28000 CNY"),
        ("4万5", "4万5=45000 CNY"), ("3000w的项目", "3000w=30000000 CNY"),
        // Chinese: a bare amount beside its item.
        ("油费200过路费60", "200=200 CNY | 60=60 CNY"), ("八十的裤子", "八十=80 CNY"),
        ("两张电影票九十", "九十=90 CNY"), ("下午三点半打车回家42", "42=42 CNY"), ("还花呗1500", "1500=1500 CNY"),
        // English idioms.
        ("half a grand for rent", "half a grand=500 USD"), ("a quarter million", "a quarter million=250000 USD"),
        ("a couple hundred bucks", "a couple hundred bucks=200 USD"),
        ("two point five million", "two point five million=2500000 USD"),
        ("sixty-four fifty for dinner", "sixty-four fifty=64.5 USD"), ("20p", "20p=0.2 GBP"),
        ("3 crore", "3 crore=30000000 USD"),
        ("1.2M USD", "1.2M USD=1200000 USD"), ("two and a half million", "two and a half million=2500000 USD"),
        ("$5 mn", "$5 mn=5000000 USD"),
        // English: a bare amount beside its item.
        ("sushi 32 and sake 18", "32=32 USD | 18=18 USD"), ("lent Joe 40", "40=40 USD"),
        ("bought 3 shirts for 75", "75=75 USD"), ("the cab was 17", "17=17 USD"), ("parking garage 24", "24=24 USD"),
        ("coffee this morning 4.75", "4.75=4.75 USD"), ("45 for gas", "45=45 USD"), ("rent's 1800", "1800=1800 USD"),
        ("$.99 app", "$.99=0.99 USD"), ("红包收了200发了100", "200=200 CNY | 100=100 CNY"),
        ("早餐八块午餐二十五", "八块=8 CNY | 二十五=25 CNY"), ("蛋糕一块35", "35=35 CNY"), ("给妈妈500", "500=500 CNY"),
    ])
    func money(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "大年三十回家", "初二回娘家", "flight UA 857", "gate 12", "Apr 9 dinner", "overtime tonight 8 to 10", "book 2 tickets",
        "12 eggs please", "3号楼", "half an hour", "two and a half hours", "the museum, 10 to 12", "他三十出头",
        "周六的羽毛球改到周日同一时间", "星期三的乒乓球课", "第二排的座位", "we walked 3.25", "population of the town 4,250",
        "dinner for 4", "spending in 2028", "total for 2027", "wed haircut like 5ish",
    ])
    func notMoney(_ text: String) {
        #expect(MoneyRecognizerTests.one(text) == "", "\(text)")
    }

    @Test(
        arguments: [
            ("拉面", "food"), ("拿铁", "food"), ("手表", "shopping"), ("相机", "shopping"), ("首付", "housing"),
            ("按摩", "entertainment"), ("dim sum", "food"), ("bibimbap", "food"), ("ferry", "transport"),
            ("the bike", "shopping"), ("a tour", "entertainment"), ("massage", "entertainment"), ("HOA fee", "housing"),
            ("lunches", "food"), ("taxes", "other"), ("uber to the hospital", "transport"),
            ("spent 60 at the pharmacy", "health"),
            ("苹果手机", "shopping"), ("包括午饭", "food"), ("面包", "food"), ("看油菜花的门票", "entertainment"),
            ("茶几", "shopping"), ("costco gas", "transport"), ("gym membership", "health"), ("瑜伽课", "health"),
            ("狗粮", "shopping"), ("烟花爆竹", "shopping"), ("按摩仪", "shopping"), ("the vet", "health"),
            ("movie & popcorn", "entertainment"), ("popcorn & a movie", "food"),
        ] as [(String, String)])
    func category(_ text: String, _ category: String) {
        #expect(CategoryLexicon.standard.category(in: NormalizedText(text)) == category, "\(text)")
    }

    @Test(arguments: [
        ("一双鞋一百五", "150", "shopping", "expense"), ("高铁票553.5", "553.5", "transport", "expense"),
        ("今天早餐九块九", "9.9", "food", "expense"), ("电影票两张一百二", "120", "entertainment", "expense"),
        ("doctor's visit 150", "150", "health", "expense"), ("got my paycheck, 4200", "4200", "salary", "income"),
        ("bonus of 7k came in", "7000", "salary", "income"), ("sold my old phone for 800", "800", "other", "income"),
        ("卖了旧电脑一千五", "1500", "other", "income"), ("subway this morning 2.90", "2.9", "transport", "expense"),
        // Written as a price (two decimals, thousands grouped), however far from the item.
        ("Uber back home after the late show 23.40", "23.4", "transport", "expense"),
        ("the quarterly bonus finally arrived, 2,600", "2600", "salary", "income"),
        // Items of the widened vocabulary.
        ("买了个投影仪 两千三", "2300", "shopping", "expense"), ("高铁二等座 354.5", "354.5", "transport", "expense"),
        ("锅包肉 48", "48", "food", "expense"), ("暑托班 3200", "3200", "education", "expense"),
        ("产检 花了680", "680", "health", "expense"), ("春联和福字 30", "30", "shopping", "expense"),
        ("芒果tv会员 15", "15", "entertainment", "expense"), ("猫砂 59", "59", "shopping", "expense"),
        ("watermelon and two peaches 11.50", "11.5", "food", "expense"),
        ("physical therapist copay 45", "45", "health", "expense"), ("pest control 120", "120", "housing", "expense"),
        ("toll road 7.25", "7.25", "transport", "expense"),
        // Counts of people or things beside the price; prices said as a speech engine writes them.
        ("跨年夜火锅 四个人 六百四", "640", "food", "expense"), ("高铁票 俩人 六百四", "640", "transport", "expense"),
        ("Tuesday's theater tickets, 2 for 160", "160", "entertainment", "expense"),
        ("New Year's Eve hot pot for four, 212", "212", "food", "expense"),
        ("um log a coffee, four seventy-five", "4.75", "food", "expense"),
        ("bought a new phone case, like 20ish", "20", "shopping", "expense"),
        ("HOA fee this month 275", "275", "housing", "expense"),
        // A Chinese money verb or ledger request around a bare number of four digits.
        ("年夜饭饭店订的 2888 记一下", "2888", "food", "expense"), ("提前买了个 Switch 1999", "1999", "shopping", "expense"),
        // Gyms are health, pet food shopping; the first thing said decides.
        ("健身卡续费 2999", "2999", "health", "expense"), ("cat food 42", "42", "shopping", "expense"),
        ("sat movie & popcorn 31", "31", "entertainment", "expense"),
        ("annual Duolingo subscription 84", "84", "education", "expense"),
        ("two Amtrak tickets, 186 total", "186", "transport", "expense"),
    ])
    func bareEntries(_ text: String, _ amount: String, _ category: String, _ kind: String) throws {
        let interpretation = try Self.router().interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == kind, "\(text)")
    }

    @Test(arguments: [
        ("泰国按摩花了500泰铢", "按摩"), ("首付80万", "首付"), ("上周五加油300", "加油"), ("一双鞋一百五", "鞋"),
        ("买了张彩票十块", "彩票"), ("concert tickets, 120 total", "Concert tickets"),
        ("the pharmacy cost me 30 dollars", "Pharmacy"), ("taxi just now, 22", "Taxi"),
    ])
    func notes(_ text: String, _ note: String) throws {
        #expect(try Self.router().interpret(text).arguments["note"]?.stringValue == note, "\(text)")
    }

    @Test(arguments: ["明天下午3点在3号会议室开会", "meeting in room 3 tomorrow at 4pm", "明天北京天气怎么样"])
    func otherSkillsKeepTheirNumbers(_ text: String) throws {
        #expect(try Self.router().interpret(text).skillID != "ledger.add", "\(text)")
    }
}
