import Foundation
import Testing

@testable import SkillNLU

/// The range words inside times are blanked for the classifier, and the masked text still maps
/// back to what was typed.
@Suite struct TimeMaskTests {
    static let context = NLUContext(
        now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)

    @Test(arguments: [
        ("Meet  2 to 3pm tomorrow", "meet 2 3pm tomorrow"),
        ("move the dentist to 4pm", "move the dentist to 4pm"),
        ("周四到周日回老家", "周四 周日回老家"),
        ("把会改到下午三点", "把会改到下午三点"),
        ("from noon until 1 ", "from noon 1"),
    ])
    func blanksOnlyTheRangeWordsInsideATime(_ input: String, _ expected: String) {
        let text = NormalizedText(input)
        let entities = TimeEntityRecognizer().entities(in: text, context: Self.context)
        let masked = TimeMask.masked(text, entities: entities)
        #expect(String(String.UnicodeScalarView(masked.scalars)) == expected)
        #expect(masked.origins.count == masked.scalars.count + 1)
        #expect(masked.original == input)
        // Every kept scalar still points at the typed character it came from.
        for (index, scalar) in masked.scalars.enumerated() where scalar != " " {
            #expect(NormalizedText.normalize(text.originalScalars[masked.origins[index]]) == scalar)
        }
    }
}
