import Foundation
import Testing

@testable import SkillNLU

@Suite struct NumberReaderTests {
    @Test(arguments: [
        ("35", "35", 2), ("1,299", "1299", 5), ("12,345,678", "12345678", 10), ("23.5", "23.5", 4),
        ("5k", "5000", 2), ("1.5万", "15000", 4), ("3千5", "3500", 3), ("2百", "200", 2), ("3w", "30000", 2),
        ("一", "1", 1), ("十", "10", 1), ("十五", "15", 2), ("二十", "20", 2), ("二十五", "25", 3),
        ("一百二十八", "128", 5), ("一百二", "120", 3), ("两千三", "2300", 3), ("两千三百", "2300", 4),
        ("一万二", "12000", 3), ("三万五", "35000", 3), ("一千零三", "1003", 4), ("一万零五百", "10500", 5),
        ("一亿二千万", "120000000", 5), ("十万", "100000", 2), ("二零二六", "2026", 4), ("三点五", "3.5", 3),
        ("一点五万", "15000", 4), ("壹仟贰佰", "1200", 4), ("两", "2", 1), ("零", "0", 1),
        ("1,29", "1", 1), ("1,2345", "1", 1), ("1万5千", "15000", 4), ("3亿5000万", "350000000", 7),
        ("5万3000", "53000", 6), ("1万5个", "15000", 3),
    ])
    func readsNumbers(_ text: String, _ expected: String, _ length: Int) {
        let match = NumberReader.read(Array(text.unicodeScalars), at: 0)
        #expect(match?.value == Decimal(string: expected), "\(text)")
        #expect(match?.range == 0..<length, "\(text)")
    }

    @Test func timeContextsCanRefuseTheChineseDecimalPoint() {
        var options = NumberReader.Options.standard
        options.chineseDecimalPoint = false
        let match = NumberReader.read(Array("三点五分".unicodeScalars), at: 0, options: options)
        #expect(match?.value == 3)
        #expect(match?.range == 0..<1)
    }

    @Test func findsEveryNumberInAText() {
        let values = NumberReader.numbers(in: Array("午饭35元,咖啡两千三".unicodeScalars)).map(\.value)
        #expect(values == [35, 2300])
        #expect(NumberReader.read(Array("百".unicodeScalars), at: 0) == nil)
        #expect(NumberReader.read(Array("万".unicodeScalars), at: 0) == nil)
    }

    @Test(arguments: ["35", "1,299", "23.5", "5k", "1.5万", "3千5", "1万5千", "两千三", "一万二", "三点五", "一点五万", "二零二六"])
    func fixedFormMatchesTheDecimal(_ text: String) {
        let match = NumberReader.read(Array(text.unicodeScalars), at: 0)
        #expect(match?.fixed?.decimal == match?.value, "\(text)")
    }

    @Test func longDigitStringsFallBackToDecimal() {
        let text = "123456789012345678901234"
        let match = NumberReader.read(Array(text.unicodeScalars), at: 0)
        #expect(match?.fixed == nil)
        #expect(match?.value == Decimal(string: text))
    }

    @Test func fixedDecimalArithmetic() {
        let price = FixedDecimal(128).adding(FixedDecimal(5, exponent: -1))
        #expect(price?.decimal == Decimal(string: "128.5"))
        #expect(FixedDecimal(25, exponent: 2).integer == 2500)
        #expect(FixedDecimal(250, exponent: -1).integer == 25)
        #expect(FixedDecimal(255, exponent: -1).integer == nil)
        #expect(FixedDecimal(9, exponent: 3).isLess(than: FixedDecimal(10_000)) == true)
        #expect(FixedDecimal(UInt64.max).adding(FixedDecimal(1)) == nil)
        #expect(FixedDecimal(1250, exponent: -2).decimal == Decimal(string: "12.5"))
    }
}
