import Foundation
import SkillJSON
import Testing

@testable import SkillNLU

@Suite struct EntityJSONTests {
    @Test func entitiesEncodeAsTheContractSays() {
        let span = TextSpan(range: 0..<4, text: "明天下午")
        let time = NLUEntity.time(
            TimeEntity(
                span: span, start: LocalMoment(year: 2026, month: 12, day: 3, hour: 12),
                end: LocalMoment(year: 2026, month: 12, day: 3, hour: 18), grain: .hour))
        #expect(
            time.contractJSON.stableString()
                == #"{"end":"2026-12-03T18:00:00","grain":"hour","start":"2026-12-03T12:00:00","text":"明天下午","type":"time"}"#
        )
        let money = NLUEntity.money(MoneyEntity(span: span, amount: Decimal(string: "128.50") ?? 0, currency: "CNY"))
        #expect(money.contractJSON["amount"] == "128.5")
    }

    @Test(arguments: [("128.50", "128.5"), ("2300", "2300"), ("0.05", "0.05"), ("3.8", "3.8"), ("-1.10", "-1.1")])
    func amountsArePlainDecimals(_ input: String, _ expected: String) {
        #expect((Decimal(string: input) ?? 0).plainString == expected)
    }
}
