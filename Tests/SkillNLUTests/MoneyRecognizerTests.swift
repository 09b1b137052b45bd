import Foundation
import Testing

@testable import SkillNLU

@Suite struct MoneyRecognizerTests {
    static let context = NLUContext(
        now: Date(timeIntervalSince1970: 1_780_000_000), timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .current)

    /// The one amount in `text`, as `span=amount CURRENCY`, or a description of what was found instead.
    static func one(_ text: String, options: MoneyRecognizer.Options = .init()) -> String {
        let found = MoneyRecognizer(options: options).entities(in: NormalizedText(text), context: context)
        return found.map { "\($0.span.text)=\($0.amount) \($0.currency)" }.joined(separator: " | ")
    }

    @Test(arguments: [
        ("¥35", "¥35=35 CNY"), ("￥35", "￥35=35 CNY"), ("$4.50", "$4.50=4.5 USD"), ("€20", "€20=20 EUR"),
        ("£3", "£3=3 GBP"), ("US$5", "US$5=5 USD"), ("HK$10", "HK$10=10 HKD"), ("usd 20", "usd 20=20 USD"),
        ("RMB35", "RMB35=35 CNY"), ("人民币100", "人民币100=100 CNY"), ("$ 5", "$ 5=5 USD"),
        ("$1,299", "$1,299=1299 USD"), ("$5k", "$5k=5000 USD"), ("$1.5 million", "$1.5 million=1500000 USD"),
    ])
    func prefixMarks(_ text: String, _ expected: String) {
        #expect(Self.one(text) == expected)
    }

    @Test(arguments: [
        ("35元", "35元=35 CNY"), ("35块", "35块=35 CNY"), ("35块钱", "35块钱=35 CNY"), ("5毛", "5毛=0.5 CNY"),
        ("8角", "8角=0.8 CNY"), ("35rmb", "35rmb=35 CNY"), ("35 rmb", "35 rmb=35 CNY"),
        ("100人民币", "100人民币=100 CNY"), ("20美元", "20美元=20 USD"), ("20美金", "20美金=20 USD"),
        ("20刀", "20刀=20 USD"), ("50欧元", "50欧元=50 EUR"), ("10英镑", "10英镑=10 GBP"),
        ("1000日元", "1000日元=1000 JPY"), ("500円", "500円=500 JPY"), ("1.5万元", "1.5万元=15000 CNY"),
        ("两千三百块", "两千三百块=2300 CNY"), ("30多块", "30多块=30 CNY"),
    ])
    func chineseSuffixMarks(_ text: String, _ expected: String) {
        #expect(Self.one(text) == expected)
    }

    @Test(arguments: [
        ("35 yuan", "35 yuan=35 CNY"), ("12 dollars", "12 dollars=12 USD"), ("12 bucks", "12 bucks=12 USD"),
        ("3 euros", "3 euros=3 EUR"), ("5 pounds", "5 pounds=5 GBP"), ("100 yen", "100 yen=100 JPY"),
        ("20 usd", "20 usd=20 USD"), ("50 cents", "50 cents=0.5 USD"), ("a buck", "a buck=1 USD"),
        ("5 grand", "5 grand=5000 USD"), ("twenty-five dollars", "twenty-five dollars=25 USD"),
        ("a hundred and twenty dollars", "a hundred and twenty dollars=120 USD"),
        ("one thousand two hundred dollars", "one thousand two hundred dollars=1200 USD"),
    ])
    func englishSuffixMarks(_ text: String, _ expected: String) {
        #expect(Self.one(text) == expected)
    }

    @Test(arguments: [
        ("3块8毛", "3.8"), ("3块8", "3.8"), ("一百二十八块五", "128.5"), ("5毛5", "0.55"), ("两块五毛三分", "2.53"),
        ("3块零5分", "3.05"), ("3块半", "3.5"), ("三元五角", "3.5"), ("3块5毛钱", "3.5"), ("1块2毛3", "1.23"),
        ("twelve dollars fifty", "12.5"), ("$12 and 50 cents", "12.5"), ("1 dollar 25 cents", "1.25"),
        ("12 dollars and 50 cents", "12.5"),
    ])
    func compounds(_ text: String, _ amount: String) {
        let found = MoneyRecognizer().entities(in: NormalizedText(text), context: Self.context)
        #expect(found.count == 1, "\(text)")
        #expect(found.first?.amount == Decimal(string: amount), "\(text)")
        #expect(found.first?.span.text == text, "\(text)")
    }

    @Test(arguments: [
        ("午饭花了35", "35=35 CNY"), ("房租两千三", "两千三=2300 CNY"), ("工资到账一万二", "一万二=12000 CNY"),
        ("还了信用卡2000", "2000=2000 CNY"), ("paid 35 for lunch", "35=35 USD"), ("cost me about 12", "12=12 USD"),
        ("5k salary", "5k=5000 USD"), ("月薪2万5", "2万5=25000 CNY"), ("原价199现价99", "199=199 CNY | 99=99 CNY"),
        ("花了两分", "两分=0.02 CNY"),
    ])
    func bareAmountsAfterMoneyWords(_ text: String, _ expected: String) {
        #expect(Self.one(text) == expected)
    }

    @Test(arguments: [
        "我有3个苹果", "12月3号", "2026年", "3点", "3:30", "5分钟", "13812345678", "转账13812345678", "3个", "5次",
        "2人", "iPhone 15", "3.5.1", "50%", "25度", "5公里", "5km", "考了90分", "3分", "买了一块蛋糕", "我们一块去吃饭",
        "三角形", "八角", "砍一刀", "3欧姆", "一毛不拔", "花了3个小时", "spent 3 hours", "lost 5 pounds",
        "5 pounds of potatoes", "ran 5k", "twelve fifty people", "one of them", "a hundred people", "花了35%",
        "paid 3 visits",
    ])
    func leavesNonMoneyAlone(_ text: String) {
        #expect(Self.one(text) == "", "\(text)")
    }

    @Test func spansMapToTheOriginalText() {
        let text = "早饭　￥３５，午饭 ２５块钱。"
        let found = MoneyRecognizer().entities(in: NormalizedText(text), context: Self.context)
        #expect(found.map(\.span.text) == ["￥３５", "２５块钱"])
        #expect(found.map(\.amount) == [35, 25])
        let scalars = Array(text.unicodeScalars)
        for money in found {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[money.span.range])
            #expect(String(view) == money.span.text)
        }
        let spaced = MoneyRecognizer().entities(in: NormalizedText("Paid   $ 12   and 50 cents"), context: Self.context)
        #expect(spaced.first?.span.text == "$ 12   and 50 cents")
        #expect(spaced.first?.span.range == 7..<26)
    }

    @Test func optionsChooseTheCurrenciesTheTextLeavesOpen() {
        let hongKong = MoneyRecognizer.Options(defaultCurrency: "HKD", yenSignCurrency: "JPY")
        #expect(Self.one("午饭花了35", options: hongKong) == "35=35 HKD")
        #expect(Self.one("¥500", options: hongKong) == "¥500=500 JPY")
        #expect(Self.one("35元", options: hongKong) == "35元=35 CNY")
        #expect(Self.one("午饭花了35", options: .init(bareAmountsAfterCues: false)) == "")
        #expect(Self.one("spent 40 on food") == "40=40 USD")
    }

    @Test func findsSeveralAmountsLeftToRight() {
        // 打车23.5: a bare number right after what was bought is money too (a ledger note, issue 15).
        #expect(Self.one("早饭8块,午饭25块,打车23.5") == "8块=8 CNY | 25块=25 CNY | 23.5=23.5 CNY")
        #expect(Self.one("早饭8块,午饭25块,第23.5") == "8块=8 CNY | 25块=25 CNY")
        #expect(Self.one("coffee $3 and a bagel $2.25") == "$3=3 USD | $2.25=2.25 USD")
        #expect(Self.one("¥35 $20") == "¥35=35 CNY | $20=20 USD")
    }
}

@Suite struct EnglishNumberWordsTests {
    @Test(arguments: [
        ("twelve", "12", 6), ("twenty-five", "25", 11), ("twenty five", "25", 11), ("a hundred and twenty", "120", 20),
        ("one thousand two hundred", "1200", 24), ("three million", "3000000", 13), ("ninety nine", "99", 11),
        ("twelve fifty", "12", 6), ("one hundred and", "100", 11), ("five hundred thousand", "500000", 21),
    ])
    func readsWords(_ text: String, _ expected: String, _ length: Int) {
        let match = EnglishNumberWords.read(Array(text.unicodeScalars), at: 0)
        #expect(match?.value == Decimal(string: expected), "\(text)")
        #expect(match?.range == 0..<length, "\(text)")
    }

    @Test(arguments: ["a", "an apple", "hundred", "and", "alone", "dozen", "someone"])
    func refusesNonNumbers(_ text: String) {
        #expect(EnglishNumberWords.read(Array(text.unicodeScalars), at: 0) == nil, "\(text)")
    }
}

/// A bare number right after what was bought is money, as in a ledger note (issue 15, item 10).
@Suite struct BareAmountAfterSpendingWordTests {
    static func amounts(_ text: String) -> [String] {
        let context = NLUContext(now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: .gmt)
        return MoneyRecognizer().entities(in: NormalizedText(text), context: context).map {
            "\($0.amount) \($0.currency)"
        }
    }

    @Test(
        arguments: [
            ("停车费之外，地铁6", ["6 CNY"]), ("奶茶 21", ["21 CNY"]), ("taxi 31.5", ["31.5 USD"]),
            ("coffee 4.25", ["4.25 USD"]),
        ] as [(String, [String])])
    func spendingWordThenANumber(_ text: String, _ expected: [String]) {
        #expect(Self.amounts(text) == expected, "\(text)")
    }

    /// Not money: a time after the word, a unit, or no spending word at all.
    @Test(arguments: ["lunch at 12", "coffee 3pm", "地铁4号线", "room 12", "lunch 2 hours"])
    func notMoney(_ text: String) {
        #expect(Self.amounts(text).isEmpty, "\(text)")
    }
}
