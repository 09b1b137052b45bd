import Testing

@testable import SkillJSON

@Suite struct RFC3339Tests {
    @Test(arguments: [
        ("2026-01-31", true),
        ("2024-02-29", true),  // leap year
        ("2000-02-29", true),  // divisible by 400
        ("1900-02-29", false),  // divisible by 100, not 400
        ("2023-02-29", false),
        ("2026-02-28", true),
        ("2026-02-30", false),
        ("2026-04-31", false),
        ("2026-04-30", true),
        ("2026-12-31", true),
        ("2026-13-01", false),
        ("2026-00-10", false),
        ("2026-01-00", false),
        ("0000-01-01", true),
        ("2026-1-01", false),
        ("2026/01/01", false),
        ("20260101", false),
        ("2026-01-01T00:00:00Z", false),
        ("２０２６-01-01", false),
        ("", false),
    ])
    func dates(text: String, valid: Bool) {
        #expect(RFC3339.isValidDate(text) == valid)
        #expect(JSONSchema.string(format: "date").validate(.string(text)).isEmpty == valid)
    }

    @Test(arguments: [
        ("2026-02-01T09:30:00Z", true),
        ("2026-02-01t09:30:00z", true),
        ("2026-02-01T09:30:00.123456Z", true),
        ("2026-02-01T09:30:00+05:30", true),
        ("2026-02-01T09:30:00-08:00", true),
        ("2026-02-01T23:59:60Z", true),  // leap second
        ("2024-02-29T12:00:00Z", true),
        ("2023-02-29T12:00:00Z", false),
        ("2026-02-01T24:00:00Z", false),
        ("2026-02-01T09:60:00Z", false),
        ("2026-02-01T09:30:61Z", false),
        ("2026-02-01T09:30Z", false),  // seconds are required
        ("2026-02-01T09:30:00", false),  // offset is required
        ("2026-02-01 09:30:00Z", false),
        ("2026-02-01T09:30:00.Z", false),
        ("2026-02-01T09:30:00+0530", false),
        ("2026-02-01T09:30:00+24:00", false),
        ("2026-02-01T09:30:00+05:60", false),
        ("2026-02-01T09:30:00ZZ", false),
        ("2026-02-01", false),
    ])
    func dateTimes(text: String, valid: Bool) {
        #expect(RFC3339.isValidDateTime(text) == valid)
        #expect(JSONSchema.string(format: "date-time").validate(.string(text)).isEmpty == valid)
    }
}
