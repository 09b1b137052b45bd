import Foundation
import Testing

@testable import SkillNLU

/// Where an event takes place (issue 15, item 12). Rows written for the rule, not taken from the
/// corpus; times are found by the real recognizer so a time is never read as a place.
@Suite struct VenueFinderTests {
    static func venue(_ text: String) -> String {
        let normalized = NormalizedText(text)
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        let times = TimeRecognizer().entities(in: normalized, context: context).flatMap { $0.pieces.map(\.range) }
        return VenueFinder.find(in: normalized, times: times)?.name ?? "none"
    }

    @Test(arguments: [
        ("周六下午三点在万达影城看电影", "万达影城"),
        ("明天在家办公", "家"),
        ("在图书馆温书，明天下午两点", "图书馆"),
        ("下周三上午十点开评审会，地点：科技楼305", "科技楼305"),
        ("周五团建 地点是奥森公园北门", "奥森公园北门"),
        // Room numbers and names in letters after a place word or 的; an activity before 的
        // describes the place; a space before more Chinese words ends a labelled place.
        ("明天上午在5号楼302答辩", "5号楼302"), ("周日在商场三楼的IMAX看首映", "商场三楼的IMAX"),
        ("周五晚上在老板开的饭馆聚餐", "老板开的饭馆"), ("周一下午 地点是C座706 项目启动会", "C座706"),
        // Chinese typed with spaces: the space ends the place when no activity came first; a
        // numbered court or hall is a place, not a day of the month.
        ("周日下午三点 在西单大悦城的海底捞 请客", "西单大悦城的海底捞"), ("下周一上午九点，地点：中院二号庭，开庭", "中院二号庭"),
        ("dinner at Nobu on Friday at 8pm", "Nobu"),
        ("team sync in Room 4B tomorrow 9am", "Room 4B"),
        ("standup tomorrow 9:30, where: the small huddle room", "the small huddle room"),
        ("yoga at the community center with Mia on Sunday", "the community center"),
        ("Friday's team lunch is at Nobu now", "Nobu"),
    ])
    func aPlaceIntroducedAsOneIsTheVenue(_ text: String, _ expected: String) {
        #expect(Self.venue(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "call at 3pm tomorrow", "at least an hour tomorrow", "现在在开会", "在周五之前交报告", "review in 2 hours",
        "catch up in person next week", "去杭州出差三天",
    ])
    func noVenue(_ text: String) {
        #expect(Self.venue(text) == "none", "\(text)")
    }
}
