import SkillNLU
import Testing

/// A value taken back in the same message counts as never said. "Now" is Wednesday 2026-12-02
/// 10:00 in Shanghai.
@Suite struct CorrectionsTests {
    @Test(arguments: [
        ("午饭 35 不对 38", ["amount", "note"], "ledger.add amount=38 note=午饭"),
        ("lunch 35 no wait 38", ["amount"], "ledger.add amount=38"),
        ("明天 不对 后天 下午三点开会", ["start", "title"], "calendar.create start=2026-12-04T15:00:00 title=开会"),
        (
            "dinner Friday, I mean Saturday, at 7pm", ["start", "title"],
            "calendar.create start=2026-12-05T19:00:00 title=Dinner"
        ),
    ])
    func theLastValueCounts(_ text: String, _ keys: [String], _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == [expected], "\(text)")
    }

    /// Without a value of the same kind on both sides nothing is taken back.
    @Test func aCorrectionWordAloneChangesNothing() throws {
        let got = try LookUpAndPlaceRulesTests.calls("不对，明天下午三点开会", keys: ["start"])
        #expect(got == ["calendar.create start=2026-12-03T15:00:00"])
    }
}
