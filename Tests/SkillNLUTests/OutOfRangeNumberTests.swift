import Foundation
import Testing

@testable import SkillNLU

/// Numbers too long to read are never cut where a limit falls (issue 14: `花了1` + 400 zeros + `元`
/// read as 0 元, the last 30 zeros being read as a number of their own).
@Suite struct OutOfRangeNumberTests {
    static let zeros400 = String(repeating: "0", count: 400)
    static let lingZeros400 = String(repeating: "零", count: 400)

    /// Texts whose number is too large or too long: no amount of money at all.
    @Test(arguments: [
        "花了1\(zeros400)元",
        "花了\(zeros400)1元",
        "花了1\(zeros400).5元",
        "花了1.\(zeros400)1元",
        "花了1,\(String(repeating: "000,", count: 20))000元",
        "花了¥1\(zeros400)",
        "spent $1\(zeros400)",
        "花了一\(lingZeros400)元",
        "花了一\(String(repeating: "亿", count: 40))元",
        "花了九千九百九十九万亿亿亿元",
        "花了三点\(String(repeating: "五", count: 40))元",
        "花了\(String(repeating: "九", count: 31))块",
        "花了\(String(repeating: "1", count: 60))元",
    ])
    func aNumberTooLargeIsNoAmount(text: String) {
        let found = MoneyRecognizer().entities(in: NormalizedText(text), context: MoneyRecognizerTests.context)
        #expect(found.isEmpty, "\(found.map { "\($0.span.text)=\($0.amount)" })")
    }

    /// The reader covers the whole run and says it is out of range, for Arabic and Chinese numerals.
    @Test(arguments: [
        ("1\(zeros400)", 401), ("\(zeros400)", 400), ("1\(zeros400).25", 404), ("1.\(zeros400)", 402),
        ("一\(lingZeros400)", 401), (String(repeating: "九", count: 31), 31), ("九千九百九十九万亿亿亿", 11),
        ("一\(String(repeating: "亿", count: 40))", 41), ("三点\(String(repeating: "五", count: 40))", 42),
    ])
    func theReaderTakesTheWholeRun(text: String, length: Int) {
        let match = NumberReader.read(Array((text + "元").unicodeScalars), at: 0)
        #expect(match?.range == 0..<length)
        #expect(match?.isOutOfRange == true)
        #expect(match?.fixed == nil && match?.integer == nil)
    }

    /// Numbers up to the limits still read as before.
    @Test(arguments: [
        (String(repeating: "9", count: 30), String(repeating: "9", count: 30)),
        ("1.\(String(repeating: "5", count: 20))", "1.\(String(repeating: "5", count: 20))"),
        ("1,23", "1"), ("九千九百九十九万亿", "9999000000000000"),
    ])
    func numbersWithinTheLimitsAreRead(text: String, expected: String) {
        let match = NumberReader.read(Array(text.unicodeScalars), at: 0)
        #expect(match?.isOutOfRange == false)
        #expect(match?.value == Decimal(string: expected))
    }
}
