import SkillNLU
import Testing

/// The day a ledger entry is written on when what it says is not one plain day. "Now" is
/// Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct LedgerEntryDayTests {
    @Test(arguments: [
        // Bought for an occasion still to come: today.
        ("Christmas tree 260", "ledger.add amount=260 date=2026-12-02"),
        ("元旦的火锅食材 300", "ledger.add amount=300 date=2026-12-02"),
        // An occasion just past: its day.
        ("双十一买的外套599", "ledger.add amount=599 date=2026-11-11"),
        ("Thanksgiving turkey 60", "ledger.add amount=60 date=2026-11-26"),
        // A day said beside a longer period.
        ("paid next quarter's rent today, 9600", "ledger.add amount=9600 date=2026-12-02"),
        // A month the money is for: today.
        ("11月工资到了，一万二", "ledger.add amount=12000 date=2026-12-02"),
        // A week: its first day.
        ("上周买菜花了300", "ledger.add amount=300 date=2026-11-23"),
    ])
    func entryDay(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "date"]) == [expected], "\(text)")
    }
}
