import AgentSkill
import Testing

@Suite struct ClosestMatchTests {
    @Test(arguments: [
        ("ask", "ask", 0),
        ("aks", "ask", 1),
        ("", "abc", 3),
        ("abc", "", 3),
        ("kitten", "sitting", 3),
        ("ca", "abc", 3),
        ("jsn", "json", 1),
        ("UTC", "utc", 0),
        ("复读", "读复", 1),
    ])
    func editDistance(lhs: String, rhs: String, expected: Int) {
        #expect(ClosestMatch.editDistance(lhs, rhs) == expected)
        #expect(ClosestMatch.editDistance(rhs, lhs) == expected)
    }

    static let names = ["chat", "ask", "skills", "help"]

    @Test(
        arguments: [
            ("aks", "ask"),
            ("as", "ask"),
            ("skils", "skills"),
            ("SKILLS", "skills"),
            ("chta", "chat"),
            ("zzzzzz", nil),
            ("x", nil),
            ("", nil),
        ] as [(String, String?)])
    func closestName(input: String, expected: String?) {
        #expect(ClosestMatch.find(input, in: Self.names) == expected)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(ClosestMatch.find("bat", in: ["cat", "hat"]) == "cat")
        #expect(ClosestMatch.find("bat", in: ["hat", "cat"]) == "hat")
    }
}
