import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalOptionsTests {
    typealias Options = TerminalRenderer.Options

    @Test func defaults() {
        #expect(Options() == Options(width: 80, color: true, dark: true, debug: false))
    }

    @Test(
        arguments: [
            ([:], true, true),
            (["TERM": "xterm-256color"], true, true),
            (["NO_COLOR": "1"], true, false),
            (["NO_COLOR": ""], true, true),  // set but empty does not count
            (["TERM": "dumb"], true, false),
            ([:], false, false),  // not a terminal
        ] as [([String: String], Bool, Bool)])
    func colorFollowsTheEnvironment(environment: [String: String], isTTY: Bool, color: Bool) {
        #expect(Options.forEnvironment(environment, isTTY: isTTY, width: nil).color == color)
    }

    @Test(
        arguments: [
            ([:], nil, 80),
            (["COLUMNS": "100"], nil, 100),
            (["COLUMNS": "100"], 132, 132),  // a measured width wins
            (["COLUMNS": "5"], nil, 20),
            (["COLUMNS": "9999"], nil, 400),
            (["COLUMNS": "wide"], nil, 80),
            ([:], 0, 20),
        ] as [([String: String], Int?, Int)])
    func widthComesFromArgumentThenColumnsThenDefault(environment: [String: String], width: Int?, expected: Int) {
        #expect(Options.forEnvironment(environment, isTTY: true, width: width).width == expected)
    }

    @Test(arguments: [(nil, true), ("15;0", true), ("0;15", false), ("0;default;7", false), ("7;8", true)])
    func paletteFollowsTheBackground(colorFGBG: String?, dark: Bool) {
        let environment = colorFGBG.map { ["COLORFGBG": $0] } ?? [:]
        #expect(Options.forEnvironment(environment, isTTY: true, width: nil).dark == dark)
    }
}
