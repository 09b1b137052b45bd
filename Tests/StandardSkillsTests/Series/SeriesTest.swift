import AgentSkill
import Foundation

@testable import StandardSkills

/// What the repeating-event skill tests share.
enum SeriesTest {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    /// A harness whose approvals (deletes, and updates too) are recorded and granted.
    static func asking(timeZone: TimeZone = SkillHarness.shanghai, locale: String = "zh_CN") throws -> (
        SkillHarness, ApprovalWordingTests.Asked
    ) {
        let asked = ApprovalWordingTests.Asked()
        let policy = PermissionPolicy(rules: [PermissionRule(skill: "calendar.update", decision: .ask)])
        let harness = try SkillHarness(approver: asked.approver, policy: policy, timeZone: timeZone, locale: locale)
        return (harness, asked)
    }

    /// The lines of a list answer after its heading.
    static func lines(_ message: Message) -> [String] {
        Array(message.text.split(separator: "\n").dropFirst().map(String.init))
    }
}
