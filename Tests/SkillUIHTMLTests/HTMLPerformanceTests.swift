import SkillJSON
import SkillUI
import Testing

@testable import SkillUIHTML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct HTMLPerformanceTests {
    /// A tree of about 10,000 nodes mixing every common kind, with some text that needs escaping.
    static let largeTree: SKComponent = {
        var cards: [SKComponent] = []
        for index in 0..<770 {
            let id = "card\(index)"
            cards.append(
                .card(
                    SKCard(
                        id: id, title: "Order #\(index)", subtitle: "Table \(index % 12) · \"window\" seat",
                        children: [
                            .text(SKText(id: id + "-t", content: "Noodles & dumplings <spicy>", style: .headline)),
                            .text(
                                SKText(
                                    id: id + "-b", content: "欢迎使用智能助手，今日推荐已经准备好了。", color: .semantic(.secondaryLabel))),
                            .button(
                                SKButton(
                                    id: id + "-go", title: "Order", action: "order",
                                    payload: ["index": .number(Double(index))])),
                            .badge(SKBadge(id: id + "-badge", text: "新", color: .semantic(.success))),
                            .stack(
                                SKStack(
                                    id: id + "-row", direction: .horizontal, spacing: 8,
                                    children: [
                                        .text(SKText(id: id + "-r1", content: "¥35", weight: .bold)),
                                        .spacer(SKSpacer(id: id + "-sp")),
                                        .text(SKText(id: id + "-r2", content: "12 min", style: .caption)),
                                        .link(
                                            SKLink(
                                                id: id + "-l", title: "Menu", url: "https://example.com/menu?i=\(index)"
                                            )),
                                    ])),
                            .progress(SKProgress(id: id + "-p", value: Double(index % 100) / 100, label: "Cooking")),
                            .divider(SKDivider(id: id + "-d")),
                            .list(
                                SKList(
                                    id: id + "-list",
                                    items: [
                                        .init(id: id + "-i1", title: "Extra egg", trailing: "¥3", action: "add"),
                                        .init(id: id + "-i2", title: "No coriander"),
                                    ])),
                        ])))
        }
        return .stack(SKStack(id: "root", spacing: 12, children: cards))
    }()

    @Test func largeTreeHasTenThousandNodes() {
        #expect(Self.largeTree.nodeCount >= 10_000)
    }

    /// The best of several runs, in CPU time of the rendering thread (so other work on the machine
    /// does not count): under 5 ms in release builds, and a generous bound in debug builds.
    @Test func rendersTenThousandNodesQuickly() {
        #if DEBUG
            let budget = Duration.seconds(1)
        #else
            let budget = Duration.milliseconds(5)
        #endif
        let renderer = HTMLRenderer()
        var best = Duration.seconds(60)
        var length = 0
        for _ in 0..<20 {
            let start = Self.threadCPUTime()
            length = renderer.render(Self.largeTree).utf8.count
            best = min(best, Self.threadCPUTime() - start)
        }
        #expect(length > 1_000_000)
        #expect(best < budget, "rendering \(Self.largeTree.nodeCount) nodes took \(best) of CPU time")
    }

    /// CPU time used by the calling thread so far.
    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
