import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUITerminal

/// Slider, date-time input, icon, video and audio player in the terminal.
@Suite struct NewKindsTerminalTests {
    typealias T = TerminalTest

    @Test func iconsAreTheirGlyph() {
        #expect(T.text(.icon(SKIcon(name: .check, label: "Done"))) == "✓")
    }

    @Test func terminalShowsInputsWithTheirValues() {
        #expect(
            T.text(.slider(SKSlider(name: "v", label: "音量", max: 10, value: 5)), width: 40)
                == "音量: [━━━━━━━━━━●─────────] 5 (0–10)")
        #expect(
            T.text(.slider(SKSlider(name: "v", label: "Volume", max: 10, value: 10)), width: 20)
                == T.lines("Volume:", "[━━━━━━━●] 10 (0–10)"))
        #expect(
            T.text(.dateTimeInput(SKDateTimeInput(name: "d", label: "Back", value: "2026-05-01T18:00")))
                == "Back: [2026-05-01 18:00__]")
        #expect(
            T.text(.dateTimeInput(SKDateTimeInput(name: "d", label: "Day", mode: .date)))
                == "Day: [YYYY-MM-DD______]")
    }

    @Test func terminalNamesMediaAndKeepsControlCharactersOut() {
        #expect(
            T.text(.video(SKVideo(url: "https://e.x/a.mp4", description: "Lake\u{1B}[31m")), width: 60)
                == "▶ Video: Lake^[[31m (https://e.x/a.mp4)")
        #expect(
            T.text(.audioPlayer(SKAudioPlayer(url: "https://e.x/a.mp3")), width: 60) == "♪ Audio: (https://e.x/a.mp3)")
        let narrow = T.text(
            .audioPlayer(SKAudioPlayer(url: "https://e.x/a.mp3", description: "Morning news")), width: 20)
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 20 })
    }
}
