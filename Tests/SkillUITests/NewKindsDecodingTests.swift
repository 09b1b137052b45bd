import SkillJSON
import Testing

@testable import SkillUI

/// Slider, date-time input, icon, video and audio player: what each decoder accepts, fixes and drops.
@Suite struct NewKindsDecodingTests {
    typealias Case = DecodingLenientTests.Case
    typealias StrictCase = DecodingStrictTests.Case

    static let lenientCases: [Case] = [
        // Slider.
        Case(
            input: #"{"type":"slider","name":"v","max":10}"#,
            output: #"{"id":"root","max":10,"name":"v","type":"slider","value":0}"#),
        Case(
            input: #"{"type":"slider","name":"v","min":"5","maximum":1,"value":9,"step":-1}"#,
            output: #"{"id":"root","max":5,"min":1,"name":"v","type":"slider","value":5}"#,
            diagnostics: [
                #"$.maximum: unknown field "maximum" for slider; read as "max""#,
                #"$.min: expected a number, got "5"; read as 5"#,
                "$.maximum: max 1 is below min 5; the two are swapped",
                "$.step: step -1 is not positive; ignored",
                "$.value: 9 is outside 1…5; clamped to 5",
            ]),
        Case(
            input: #"{"type":"slider","name":"v","min":3,"max":3}"#, output: nil,
            diagnostics: ["$.max: max 3 equals min 3, so there is nothing to choose; component dropped"]),
        Case(
            input: #"{"type":"range","label":"Level","max":1,"value":0.5}"#,
            output: #"{"id":"root","label":"Level","max":1,"name":"root","type":"slider","value":0.5}"#,
            diagnostics: [
                #"$.type: unknown component type "range"; read as "slider""#,
                #"$: missing required field "name" for slider; the id "root" is used"#,
            ]),
        Case(
            input: #"{"type":"slider","name":"v"}"#, output: nil,
            diagnostics: [#"$: missing required field "max" for slider; component dropped"#]),
        // Date-time input.
        Case(
            input: #"{"type":"dateTimeInput","name":"d","value":"2026-05-01"}"#,
            output: #"{"id":"root","mode":"date","name":"d","type":"dateTimeInput","value":"2026-05-01"}"#,
            diagnostics: [#"$.value: "2026-05-01" is a date, not a dateTime; mode set to "date""#]),
        Case(
            input: #"{"type":"dateTimeInput","name":"d","value":"2026-05-01 09:30","min":"2026-06-01T00:00"}"#,
            output:
                #"{"id":"root","min":"2026-06-01T00:00","name":"d","type":"dateTimeInput","value":"2026-06-01T00:00"}"#,
            diagnostics: [
                #"$.value: "2026-05-01 09:30" separates date and time with a space; read as "2026-05-01T09:30""#,
                #"$.value: "2026-05-01T09:30" is outside 2026-06-01T00:00…; clamped to "2026-06-01T00:00""#,
            ]),
        Case(
            input: #"{"type":"time_picker","name":"t","value":"25:00","min":"18:00","max":"08:00"}"#,
            output: #"{"id":"root","min":"18:00","mode":"time","name":"t","type":"dateTimeInput"}"#,
            diagnostics: [
                #"$.type: unknown component type "time_picker"; read as "dateTimeInput" with mode "time""#,
                #"$.value: "25:00" is not a time (HH:MM or HH:MM:SS); ignored"#,
                #"$.max: max "08:00" is before min "18:00"; ignored"#,
            ]),
        Case(
            input: #"{"type":"dateTimeInput","name":"d","mode":"date","value":"2026-05-01T09:00"}"#,
            output: #"{"id":"root","mode":"date","name":"d","type":"dateTimeInput"}"#,
            diagnostics: [#"$.value: "2026-05-01T09:00" is not a date (YYYY-MM-DD); ignored"#]),
        // Icon.
        Case(
            input: #"{"type":"icon","name":"search","label":"Find"}"#,
            output: #"{"id":"root","label":"Find","name":"search","type":"icon"}"#),
        Case(
            input: #"{"type":"icon","name":"serch"}"#, output: #"{"id":"root","name":"search","type":"icon"}"#,
            diagnostics: [#"$.name: unknown icon name "serch"; read as "search""#]),
        Case(
            input: #"{"type":"icon","icon":"arrow_back"}"#, output: #"{"id":"root","name":"arrowBack","type":"icon"}"#,
            diagnostics: [
                #"$.icon: unknown field "icon" for icon; read as "name""#,
                #"$.icon: unknown icon name "arrow_back"; read as "arrowBack""#,
            ]),
        Case(
            input: #"{"type":"icon","name":"unicorn"}"#, output: nil,
            diagnostics: [
                #"$.name: unknown icon name "unicorn" (the names are listed in docs/UI-FORMAT.md); component dropped"#
            ]),
        // Video and audio.
        Case(
            input: #"{"type":"video","src":"https://e.x/a.mp4","posterUrl":"https://e.x/a.jpg","alt":"A"}"#,
            output:
                #"{"description":"A","id":"root","poster":"https://e.x/a.jpg","type":"video","url":"https://e.x/a.mp4"}"#,
            diagnostics: [
                #"$.alt: unknown field "alt" for video; read as "description""#,
                #"$.posterUrl: unknown field "posterUrl" for video; read as "poster""#,
                #"$.src: unknown field "src" for video; read as "url""#,
            ]),
        Case(
            input: #"{"type":"audio","url":"https://e.x/a.mp3"}"#,
            output: #"{"id":"root","type":"audioPlayer","url":"https://e.x/a.mp3"}"#,
            diagnostics: [#"$.type: unknown component type "audio"; read as "audioPlayer""#]),
        Case(
            input: #"{"type":"audioPlayer","description":"x"}"#, output: nil,
            diagnostics: [#"$: missing required field "url" for audioPlayer; component dropped"#]),
    ]

    @Test(arguments: lenientCases)
    func lenientDecoding(_ testCase: Case) throws {
        let (component, diagnostics) = try DecodingFixtures.lenient(testCase.input)
        #expect(component?.jsonValue.stableString() == testCase.output)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let strictCases: [StrictCase] = [
        StrictCase(
            input: #"{"type":"slider","name":"v","max":1,"value":2}"#, firstProblem: "$.value: 2 is outside 0…1"),
        StrictCase(
            input: #"{"type":"dateTimeInput","name":"d","value":"09:30"}"#,
            firstProblem: #"$.value: "09:30" is a time, not a dateTime — did you mean mode "time"?"#),
        StrictCase(
            input: #"{"type":"icon","name":"setings"}"#,
            firstProblem: #"$.name: unknown icon name "setings" — did you mean "settings"?"#),
        StrictCase(input: #"{"type":"video"}"#, firstProblem: #"$: missing required field "url" for video"#),
    ]

    @Test(arguments: strictCases)
    func strictDecodingNamesTheFirstProblem(_ testCase: StrictCase) throws {
        #expect(try DecodingFixtures.strictProblem(testCase.input) == testCase.firstProblem)
    }

    @Test func everyIconNameHasItsOwnGlyphAndWords() {
        #expect(SKIconName.allCases.count == 59)
        for name in SKIconName.allCases {
            #expect(!name.symbol.isEmpty && name.symbol != "•", "no glyph for \(name)")
            #expect(!name.plainText.isEmpty)
            #expect(name.symbol.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        }
    }

    @Test(arguments: [("serch", "search"), ("Arrow-Forward", "arrowForward"), ("hom", "home"), ("stars", "star")])
    func nearMissesFindTheirIcon(_ input: String, _ expected: String) {
        #expect(SKIconName.closest(to: input)?.rawValue == expected)
    }

    @Test(arguments: ["unicorn", "x", "rocketship"])
    func farMissesFindNone(_ input: String) {
        #expect(SKIconName.closest(to: input) == nil)
    }

    @Test(arguments: [
        ("2026-05-01", SKDateTimeInput.Mode.date), ("23:59", .time), ("00:00:59", .time),
        ("2026-12-31T23:59:59", .dateTime),
    ])
    func isoFormsAreRecognized(_ text: String, _ mode: SKDateTimeInput.Mode) {
        #expect(ISODateTimeText.mode(of: text) == mode)
    }

    @Test(arguments: ["2026-13-01", "2026-5-1", "24:00", "12:60", "2026-05-01T09", "2026-05-01Z", "", "tomorrow"])
    func malformedISOTextIsRefused(_ text: String) {
        #expect(ISODateTimeText.mode(of: text) == nil)
    }
}

/// The new kinds through the diff engine: a changed field is one update that applies back.
@Suite struct NewKindsDiffTests {
    static let pairs: [(SKComponent, SKComponent, String)] = [
        (
            .slider(SKSlider(id: "s", name: "v", max: 10, value: 2)),
            .slider(SKSlider(id: "s", name: "v", max: 10, step: 1, value: 3)), "update s set step,value"
        ),
        (
            .dateTimeInput(SKDateTimeInput(id: "d", name: "d", value: "09:00", mode: .time)),
            .dateTimeInput(SKDateTimeInput(id: "d", name: "d", mode: .time)), "update d unset value"
        ),
        (.icon(SKIcon(id: "i", name: .star)), .icon(SKIcon(id: "i", name: .starOff)), "update i set name"),
        (
            .video(SKVideo(id: "v", url: "https://e.x/a.mp4")),
            .video(SKVideo(id: "v", url: "https://e.x/a.mp4", poster: "https://e.x/p.jpg")), "update v set poster"
        ),
        (
            .audioPlayer(SKAudioPlayer(id: "a", url: "https://e.x/a.mp3")),
            .video(SKVideo(id: "a", url: "https://e.x/a.mp4")), "replace a with video a"
        ),
    ]

    @Test(arguments: 0..<pairs.count)
    func oneChangeIsOnePatchThatAppliesBack(_ index: Int) throws {
        let (old, new, expected) = Self.pairs[index]
        let tree = SKComponent.stack(SKStack(id: "root", children: [old]))
        let target = SKComponent.stack(SKStack(id: "root", children: [new]))
        let patches = UIDiff.diff(from: tree, to: target)
        #expect(patches.map(\.description) == [expected])
        #expect(try UIDiff.apply(patches, to: tree) == target)
    }
}
