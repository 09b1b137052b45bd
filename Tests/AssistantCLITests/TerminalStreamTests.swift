import Foundation
import Synchronization
import Testing

@testable import AssistantCLI

/// Terminal text is made safe by what the stream it goes to is connected to — each stream by
/// itself — and written exactly as given to a pipe or a file.
@Suite struct TerminalStreamTests {
    static let hostile = "title \u{1B}]0;PWNED\u{7} clear \u{1B}[2J csi \u{9B}31m del \u{7F} cr \r end\n"

    @Test(arguments: [
        (TerminalStream.Kind.plain, "title ^[]0;PWNED^G clear ^[[2J csi \\u{9B}31m del ^? cr ^M end\n"),
        (.styled, "title ^[]0;PWNED^G clear ^[[2J csi \\u{9B}31m del ^? cr ^M end\n"),
        (.json, "title \\u001b]0;PWNED\\u0007 clear \\u001b[2J csi \\u009b31m del \\u007f cr \\u000d end\n"),
    ])
    func aTerminalNeverReceivesControlCharacters(kind: TerminalStream.Kind, expected: String) {
        let written = Mutex("")
        let stream = TerminalStream(isTerminal: true) { text in written.withLock { $0 += text } }
        stream.write(Self.hostile, as: kind)
        #expect(written.withLock { $0 } == expected)
    }

    @Test(arguments: [TerminalStream.Kind.plain, .styled, .json])
    func aPipeReceivesTheTextExactly(kind: TerminalStream.Kind) {
        let written = Mutex("")
        let stream = TerminalStream(isTerminal: false) { text in written.withLock { $0 += text } }
        stream.write(Self.hostile, as: kind)
        #expect(written.withLock { $0 } == Self.hostile)
    }

    @Test(arguments: [
        ("\u{1B}[1;31mred\u{1B}[0m", "\u{1B}[1;31mred\u{1B}[0m"),
        ("\u{1B}[2m  dim\u{1B}[0m\n", "\u{1B}[2m  dim\u{1B}[0m\n"),
        ("\u{1B}[2Jcleared", "^[[2Jcleared"),
        ("\u{1B}[31", "^[[31"),
        ("\u{1B}]8;;http://x\u{7}link", "^[]8;;http://x^Glink"),
        ("line\r\nnext", "line\r\nnext"),
    ])
    func styledTextKeepsOnlyColours(input: String, expected: String) {
        #expect(TerminalText.sanitizedKeepingColors(input) == expected)
    }

    /// C1 controls and DEL may stand raw in JSON strings; escaped, the JSON means the same.
    @Test func jsonMadeSafeForATerminalIsTheSameValue() throws {
        let json = "{\"text\":\"a\u{9B}b\u{7F}c\",\"n\":1}\n"
        let safe = TerminalText.sanitizedJSON(json)
        #expect(!safe.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x7F })
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
        let escaped = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? NSDictionary
        #expect(original == escaped)
    }

    /// Each stream by itself: standard output at a terminal, standard error piped, or the other way round.
    @Test(arguments: [(true, false), (false, true), (true, true), (false, false)])
    func eachStreamIsJudgedByItself(outputIsTerminal: Bool, errorIsTerminal: Bool) {
        let out = Mutex("")
        let err = Mutex("")
        let io = TerminalIO(
            readLine: { nil }, write: { text in out.withLock { $0 += text } },
            writeError: { text in err.withLock { $0 += text } }, isInteractive: false, environment: [:],
            outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal)
        io.write("\u{1B}]0;x\u{7}")
        io.writeError("\u{1B}]0;x\u{7}")
        #expect(out.withLock { $0 } == (outputIsTerminal ? "^[]0;x^G" : "\u{1B}]0;x\u{7}"))
        #expect(err.withLock { $0 } == (errorIsTerminal ? "^[]0;x^G" : "\u{1B}]0;x\u{7}"))
    }
}
