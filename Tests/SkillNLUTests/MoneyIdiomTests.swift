import Foundation
import Testing

@testable import SkillNLU

/// Currency names, scales and foreign layouts (issue 15, item 10). Rows written for the rules.
@Suite struct MoneyIdiomTests {
    @Test(arguments: [
        // currency names before and after the amount
        ("韩币30000", "韩币30000=30000 KRW"), ("加币45", "加币45=45 CAD"), ("300铢的按摩", "300铢=300 THB"),
        ("两百块港币", "两百块港币=200 HKD"), ("80 Swiss francs", "80 Swiss francs=80 CHF"),
        ("SEK 95 for lunch", "SEK 95=95 SEK"), ("750 rubles", "750 rubles=750 RUB"),
        // scale words
        ("3.2万的车贷", "3.2万=32000 CNY"), ("一千五百万的合同", "一千五百万=15000000 CNY"), ("6k的相机", "6k=6000 CNY"),
        ("2.5k for the flights", "2.5k=2500 USD"), ("$4.2M round", "$4.2M=4200000 USD"),
        ("€3bn deal", "€3bn=3000000000 EUR"), ("10 grand deposit", "10 grand=10000 USD"),
        // foreign layouts, beside their mark
        ("8,90 € Kaffee", "8,90 €=8.9 EUR"), ("€3.450,00", "€3.450,00=3450 EUR"), ("CHF 2'400", "CHF 2'400=2400 CHF"),
        ("3 500元的沙发", "3 500元=3500 CNY"),
        // a label and a colon, a total after the amount, per person (session 29)
        ("bonus came in: five thousand", "five thousand=5000 USD"), ("rent: 1900", "1900=1900 USD"),
        ("two physio sessions, 260 total", "260=260 USD"), ("聚餐AA 每人168", "168=168 CNY"),
        ("uber 23.40 pls log it", "23.40=23.4 USD"), ("coffee was five fifty", "five fifty=5.5 USD"),
        ("it's nine ninety-nine on sale", "nine ninety-nine=9.99 USD"),
    ])
    func money(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "5万人参加", "ran a 10k on Sunday", "meeting: 3 people", "total of 3 rooms", "the meeting is seven thirty",
        "a 5m rope", "swam 400m",
        "1,50 m tall", "3 000 steps", "10k steps today",
    ])
    func notMoney(_ text: String) {
        #expect(MoneyRecognizerTests.one(text) == "", "\(text)")
    }
}
