import SkillUI
import Testing

@Suite struct ValueTextTests {
    @Test(arguments: [
        (12.0, "12"), (-3, "-3"), (0.125, "0.125"), (2.5, "2.5"), (1e15, "1000000000000000.0"), (Double.nan, "–"),
        (.infinity, "–"), (-.infinity, "–"),
    ])
    func exactValues(value: Double, expected: String) {
        #expect(SKValueText.exact(value) == expected)
    }

    @Test(arguments: [
        (30.0, "30"), (-2.5, "-2.5"), (0.333, "0.33"), (0.05, "0.05"), (1.999, "2"), (-0.001, "0"), (12.34, "12.34"),
        (Double.nan, "–"), (.infinity, "–"),
    ])
    func compactValues(value: Double, expected: String) {
        #expect(SKValueText.compact(value) == expected)
    }

    @Test(arguments: [(0.0, "0%"), (0.456, "46%"), (1, "100%"), (0.004, "0%"), (0.005, "1%")])
    func percentages(fraction: Double, expected: String) {
        #expect(SKValueText.percent(fraction) == expected)
    }
}
