import Foundation
import Testing

@testable import SkillNLU

/// Rules drawn in session 42 from the development rows of the v2 corpus (never its held-out rows).
@Suite struct Session42RulesTests {
    @Test(arguments: [
        // A scale word does not make an amount a phone number.
        ("the condo is listed at 340 grand", "340 grand=340000 USD"),
        // Takings "did" with k, but a race distance is no money.
        ("studio did 92k last year", "92k=92000 USD"), ("stall did 9.6k this month", "9.6k=9600 USD"),
        ("ran a 10k this morning", ""),
        // A balance paid later: 尾款 and when it is paid.
        ("摄影定金1000 尾款5800当天付", "1000=1000 CNY | 5800=5800 CNY"),
        ("搬家定金500 尾款1300搬完付", "500=500 CNY | 1300=1300 CNY"),
        // A price for each one: 一套 after it, 每节 before it; 一周三次 is how often.
        ("广场舞服装120一套 买了两套 共240", "120=120 CNY | 240=240 CNY"),
        ("家教上了八节 每节300 一共2400", "300=300 CNY | 2400=2400 CNY"),
        ("复健150一次 一周三次", "150=150 CNY"),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }
}
